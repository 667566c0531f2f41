import { brl, percent } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { query: q, figures: f } = example

const steps: HowToSteps = [
  'Informe as idades, o patrimônio atual, o aporte mensal e a rentabilidade esperada ao ano.',
  `Informe uma meta para ver quanto precisa aportar por mês para chegar a ela; a inflação esperada (${percent(f.inflation)} ao ano, se não mudar) mostra o patrimônio em dinheiro de hoje.`,
  `Exemplo: dos ${q.idade} aos ${q.idadeAposentadoria} anos, ${brl(q.patrimonio)} mais ${brl(q.aporte)} por mês a ${percent(q.rentabilidade)} ao ano chegam a ${brl(f.futureValue)}; para ${brl(q.meta)}, seriam ${brl(f.monthlyNeeded)} por mês.`,
]

export default steps
