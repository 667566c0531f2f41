import type { HowToSteps } from '../how-to.ts'

const steps: HowToSteps = [
  'Escolha o tipo de cálculo na aba: % de um valor, aumento, redução ou variação.',
  'Preencha os valores e clique em Calcular.',
  'Exemplos: 15% de 200 é 30; 100 com aumento de 10% é 110; de 50 para 75 a variação é +50%.',
]

export default steps
