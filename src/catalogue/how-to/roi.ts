import { brl, fixedPercent } from '../example-text.ts'
import type { HowToSteps } from '../how-to.ts'
import { financeExamples } from '../worked-examples-finance.ts'

const { query: q, figures: f } = financeExamples.roi

const steps: HowToSteps = [
  'Informe quanto foi investido e quanto retornou.',
  'Clique em Calcular para ver o ROI, o lucro e a classificação.',
  `Exemplo: investiu ${brl(q.investido)} e recebeu ${brl(q.retorno)} → lucro de ${brl(f.profit)} e ROI de ${fixedPercent(f.roi)} (${f.classification}).`,
]

export default steps
