import type { HowToSteps } from '../how-to.ts'

const steps: HowToSteps = [
  'Informe o valor a financiar, o prazo em meses e a taxa de juros ao mês.',
  'Escolha Tabela Price (parcelas iguais) ou SAC (parcelas decrescentes) e clique em Calcular.',
  'Exemplo: R$ 200.000,00 em 240 meses a 1% ao mês dá parcelas de R$ 2.202,17 na Price; no SAC, a primeira é de R$ 2.833,33.',
  'Compare os dois sistemas lado a lado e baixe a tabela de amortização em CSV.',
]

export default steps
