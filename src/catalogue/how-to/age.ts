import type { HowToSteps } from '../how-to.ts'

const steps: HowToSteps = [
  'Informe a data de nascimento. Ex.: 15/05/1990 em 22/11/2026 dá 36 anos, 6 meses e 7 dias.',
  'Opcional: uma data de referência (o padrão é hoje).',
  'Quem nasceu em 29 de fevereiro faz aniversário em 28/02 nos anos não bissextos.',
]

export default steps
