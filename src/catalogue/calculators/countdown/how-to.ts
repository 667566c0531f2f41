import { shortDate, weekday } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { query: q } = example

const steps: HowToSteps = [
  `Informe a data e a hora do evento, no horário de Brasília. Ex.: ${shortDate(q.data)} (${weekday(q.data)}) às ${q.hora}.`,
  'A contagem atualiza a cada segundo e avisa quando o prazo passar.',
  'Compartilhe o link: ele leva a data e a hora do evento.',
]

export default steps
