import { shortDate } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { query: q, figures: f } = example

const steps: HowToSteps = [
  `Informe a data de nascimento. Ex.: ${shortDate(q.nascimento)} em ${shortDate(q.ref)} dá ${f.years} anos, ${f.months} meses e ${f.days} dias.`,
  'Opcional: uma data de referência (o padrão é hoje).',
  'Quem nasceu em 29 de fevereiro faz aniversário em 28/02 nos anos não bissextos.',
]

export default steps
