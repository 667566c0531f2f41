import { brl, percent } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { query: q, figures: f } = example

const steps: HowToSteps = [
  'Escolha: desconto em %, desconto em reais ou preço final.',
  'Preencha o preço original e o desconto (ou o preço final) e clique em Calcular.',
  `Exemplo: ${brl(q.preco)} com ${percent(q.desconto)} de desconto → preço final ${brl(f.finalPrice)}, economia de ${brl(f.savings)}.`,
]

export default steps
