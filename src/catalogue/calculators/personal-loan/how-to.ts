import { brl, percent } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { query: q, figures: f } = example

const steps: HowToSteps = [
  'Informe o valor, a taxa de juros (ao mês ou ao ano) e o prazo (em meses ou anos).',
  `Uma taxa anual vira a taxa mensal equivalente: ${percent(q.taxa)} ao ano são ${percent(f.monthlyRate, 4)} ao mês, não ${percent(q.taxa / 12)}.`,
  `Exemplo: ${brl(q.valor)} a ${percent(q.taxa)} ao ano em ${f.months} meses dá ${f.months} parcelas de ${brl(f.payment)}.`,
]

export default steps
