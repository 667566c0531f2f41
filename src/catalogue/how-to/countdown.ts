import type { HowToSteps } from '../how-to.ts'

const steps: HowToSteps = [
  'Informe a data e a hora do evento, no horário de Brasília. Ex.: 31/12/2026 às 23:59.',
  'A contagem atualiza a cada segundo e avisa quando o prazo passar.',
  'Compartilhe o link: ele leva a data e a hora do evento.',
]

export default steps
