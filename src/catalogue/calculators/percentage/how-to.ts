import { decimal, percent } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { query: q, figures: f, increase: up, change } = example

const steps: HowToSteps = [
  'Escolha o tipo de cálculo na aba: % de um valor, aumento, redução ou variação.',
  'Preencha os valores e clique em Calcular.',
  `Exemplos: ${percent(q.pct)} de ${decimal(q.valor)} é ${decimal(f.result)}; ${decimal(up.valor)} com aumento de ${percent(up.pct)} é ${decimal(up.result)}; de ${decimal(change.de)} para ${decimal(change.para)} a variação é +${percent(change.percent)}.`,
]

export default steps
