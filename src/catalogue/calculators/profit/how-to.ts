import { brl, fixedPercent, percent } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { query: q, figures: f } = example

const steps: HowToSteps = [
  'Informe o custo do produto e a margem de lucro desejada sobre o preço de venda.',
  'Clique em Calcular para ver o preço de venda, o lucro e o markup.',
  `Exemplo: custo ${brl(q.custo)} com margem de ${percent(q.margem)} → preço ${brl(f.salePrice)}, lucro ${brl(f.profit)} e markup de ${fixedPercent(f.markup)} (o lucro sobre o custo).`,
]

export default steps
