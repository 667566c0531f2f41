import type { HowToSteps } from '../how-to.ts'

const steps: HowToSteps = [
  'Informe o valor, a taxa de juros (ao mês ou ao ano) e o prazo (em meses ou anos).',
  'Uma taxa anual vira a taxa mensal equivalente: 12% ao ano são 0,9489% ao mês, não 1%.',
  'Exemplo: R$ 10.000,00 a 12% ao ano em 12 meses dá 12 parcelas de R$ 885,62.',
]

export default steps
