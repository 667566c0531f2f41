import type { HowToSteps } from '../how-to.ts'

const steps: HowToSteps = [
  'Informe o valor da carta de crédito e o tamanho do grupo.',
  'Informe as taxas de administração e de fundo de reserva.',
  'Clique em Calcular para ver a parcela, o custo total e a chance mensal de contemplação.',
  'Exemplo: carta de R$ 100.000,00, grupo de 100 meses, 15% de administração e 2% de fundo de reserva → parcela de R$ 1.170,00 e total de R$ 117.000,00.',
]

export default steps
