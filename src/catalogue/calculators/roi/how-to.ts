import { brl, fixedPercent } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { query: q, figures: f } = example

const steps: HowToSteps = [
  'Informe quanto foi investido e quanto retornou.',
  'Clique em Calcular para ver o ROI, o lucro e a classificação.',
  `Exemplo: investiu ${brl(q.investido)} e recebeu ${brl(q.retorno)} → lucro de ${brl(f.profit)} e ROI de ${fixedPercent(f.roi)} (${f.classification}).`,
]

export default steps
