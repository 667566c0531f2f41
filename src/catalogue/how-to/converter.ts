import type { HowToSteps } from '../how-to.ts'

const steps: HowToSteps = [
  'Escolha a categoria: comprimento, peso, temperatura, área, volume ou velocidade.',
  'Digite o valor e escolha as unidades de origem e destino.',
  'O resultado aparece na hora (até 6 casas decimais); o botão ⇄ inverte as unidades. Ex.: 1 mi = 1,609344 km.',
]

export default steps
