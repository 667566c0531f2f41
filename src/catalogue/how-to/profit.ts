import type { HowToSteps } from '../how-to.ts'

const steps: HowToSteps = [
  'Informe o custo do produto e a margem de lucro desejada sobre o preço de venda.',
  'Clique em Calcular para ver o preço de venda, o lucro e o markup.',
  'Exemplo: custo R$ 60,00 com margem de 40% → preço R$ 100,00, lucro R$ 40,00 e markup de 66,67% (o lucro sobre o custo).',
]

export default steps
