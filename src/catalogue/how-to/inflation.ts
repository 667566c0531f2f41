import type { HowToSteps } from '../how-to.ts'

const steps: HowToSteps = [
  'Informe o valor, a inflação anual esperada e o número de anos.',
  'Clique em Calcular para ver o valor corrigido e a perda de poder de compra.',
  'Exemplo: R$ 1.000,00 com inflação de 10% ao ano por 2 anos → daqui a 2 anos a mesma compra custa R$ 1.210,00, e R$ 1.000,00 compram o que hoje custa R$ 826,45.',
]

export default steps
