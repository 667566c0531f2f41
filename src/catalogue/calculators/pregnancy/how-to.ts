import { shortDate } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { query: q, figures: f } = example

const steps: HowToSteps = [
  'Informe a data do primeiro dia da última menstruação (DUM).',
  `A data provável do parto é a DUM + 280 dias (40 semanas). Ex.: DUM ${shortDate(q.dum)} → ${shortDate(f.dueDate)}.`,
  'É uma estimativa: confirme com seu médico.',
]

export default steps
