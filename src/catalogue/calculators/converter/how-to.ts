import { decimal } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { mile } = example

const steps: HowToSteps = [
  'Escolha a categoria: comprimento, peso, temperatura, área, volume ou velocidade.',
  'Digite o valor e escolha as unidades de origem e destino.',
  `O resultado aparece na hora (até 6 casas decimais); o botão ⇄ inverte as unidades. Ex.: ${mile.valor} ${mile.de} = ${decimal(mile.result, 6)} ${mile.para}.`,
]

export default steps
