import type { HowToSteps } from '../how-to.ts'

const steps: HowToSteps = [
  'Informe as idades, o patrimônio atual, o aporte mensal e a rentabilidade esperada ao ano.',
  'Informe uma meta para ver quanto precisa aportar por mês para chegar a ela; a inflação esperada (4% ao ano, se não mudar) mostra o patrimônio em dinheiro de hoje.',
  'Exemplo: dos 30 aos 60 anos, R$ 10.000,00 mais R$ 500,00 por mês a 8% ao ano chegam a R$ 804.901,86.',
]

export default steps
