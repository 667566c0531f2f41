import type { HowToSteps } from '../how-to.ts'

const steps: HowToSteps = [
  'Escolha: desconto em %, desconto em reais ou preço final.',
  'Preencha o preço original e o desconto (ou o preço final) e clique em Calcular.',
  'Exemplo: R$ 200,00 com 15% de desconto → preço final R$ 170,00, economia de R$ 30,00.',
]

export default steps
