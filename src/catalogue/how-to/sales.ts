import type { HowToSteps } from '../how-to.ts'

const steps: HowToSteps = [
  'Informe o faturamento desejado no mês e o ticket médio.',
  'Clique em Calcular para ver as vendas necessárias por mês, semana e dia.',
  'Exemplo: meta de R$ 50.000,00 com ticket médio de R$ 250,00 → 200 vendas no mês, 50 por semana e 7 por dia.',
]

export default steps
