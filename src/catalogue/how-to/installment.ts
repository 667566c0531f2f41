import type { HowToSteps } from '../how-to.ts'

const steps: HowToSteps = [
  'Informe o valor da compra, o número de parcelas e a taxa de juros ao mês (0 para sem juros).',
  'Clique em Calcular para ver a parcela, o total e a tabela mês a mês, que pode ser baixada em CSV.',
  'Exemplo: R$ 1.000,00 em 10 vezes a 2% ao mês dá parcelas de R$ 111,33.',
]

export default steps
