import { brl } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { query: q, figures: f } = example

const steps: HowToSteps = [
  'Informe o faturamento desejado no mês e o ticket médio.',
  'Clique em Calcular para ver as vendas necessárias por mês, semana e dia.',
  `Exemplo: meta de ${brl(q.meta)} com ticket médio de ${brl(q.ticket)} → ${f.monthly} vendas no mês, ${f.weekly} por semana e ${f.daily} por dia.`,
]

export default steps
