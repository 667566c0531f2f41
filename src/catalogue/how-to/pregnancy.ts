import type { HowToSteps } from '../how-to.ts'

const steps: HowToSteps = [
  'Informe a data do primeiro dia da última menstruação (DUM).',
  'A data provável do parto é a DUM + 280 dias (40 semanas). Ex.: DUM 05/07/2026 → 11/04/2027.',
  'É uma estimativa: confirme com seu médico.',
]

export default steps
