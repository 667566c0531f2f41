import { brl, percent } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { query: q, figures: f } = example

const steps: HowToSteps = [
  'Informe o valor da compra, o número de parcelas e a taxa de juros ao mês (0 para sem juros).',
  'Clique em Calcular para ver a parcela, o total e a tabela mês a mês, que pode ser baixada em CSV.',
  `Exemplo: ${brl(q.valor)} em ${q.parcelas} vezes a ${percent(q.taxa)} ao mês dá parcelas de ${brl(f.installment)}.`,
]

export default steps
