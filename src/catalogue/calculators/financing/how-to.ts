import { brl, percent } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { query: q, figures: f } = example

const steps: HowToSteps = [
  'Informe o valor a financiar, o prazo em meses e a taxa de juros ao mês.',
  'Escolha Tabela Price (parcelas iguais) ou SAC (parcelas decrescentes) e clique em Calcular.',
  `Exemplo: ${brl(q.valor)} em ${q.prazo} meses a ${percent(q.taxa)} ao mês dá parcelas de ${brl(f.price)} na Price; no SAC, a primeira é de ${brl(f.sacFirst)}.`,
  'Compare os dois sistemas lado a lado e baixe a tabela de amortização em CSV.',
]

export default steps
