import { brl, percent } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { query: q, figures: f } = example

const steps: HowToSteps = [
  'Informe o valor, a inflação anual esperada e o número de anos.',
  'Clique em Calcular para ver o valor corrigido e a perda de poder de compra.',
  `Exemplo: ${brl(q.valor)} com inflação de ${percent(q.inflacao)} ao ano por ${q.anos} anos → daqui a ${q.anos} anos a mesma compra custa ${brl(f.futureValue)}, e ${brl(q.valor)} compram o que hoje custa ${brl(f.purchasingPower)}.`,
]

export default steps
