import { shortDate } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { query: q, figures: f } = example

const steps: HowToSteps = [
  `Diferença: informe as datas inicial e final. Ex.: de ${shortDate(q.inicio)} a ${shortDate(q.fim)} são ${f.totalDays} dias.`,
  'Adicionar dias úteis: informe a data e quantos dias somar; use um número negativo para voltar.',
  'Feriados nacionais são pulados e listados no resultado; Carnaval e Corpus Christi, se você marcar.',
]

export default steps
