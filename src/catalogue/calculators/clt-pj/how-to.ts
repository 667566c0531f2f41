import { brl, percent } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { query: q, figures: f } = example

const steps: HowToSteps = [
  'Informe o salário bruto da proposta CLT e, se houver, o valor mensal dos benefícios (vale-refeição, plano de saúde).',
  'Informe o faturamento mensal da proposta PJ e o custo do contador. Sem faturamento, a calculadora mostra quanto o PJ precisa faturar para empatar com a CLT.',
  `O anexo e o pró-labore podem ficar no automático: comparamos o Anexo III (pró-labore de ${percent(f.fatorR)} pelo Fator R) e o Anexo V e usamos o melhor.`,
  `Ex.: em ${q.ano}, CLT de ${brl(q.salario)} deixa ${brl(f.cltYearly)} no ano (líquido, FGTS e 13º); PJ de ${brl(q.faturamento)} com contador de ${brl(q.contador)} deixa ${brl(f.pjMonthly)} por mês, ${brl(f.difference)} a mais que a média mensal da CLT.`,
]

export default steps
