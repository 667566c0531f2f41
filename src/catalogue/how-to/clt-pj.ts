import type { HowToSteps } from '../how-to.ts'

const steps: HowToSteps = [
  'Informe o salário bruto da proposta CLT e, se houver, o valor mensal dos benefícios (vale-refeição, plano de saúde).',
  'Informe o faturamento mensal da proposta PJ e o custo do contador. Sem faturamento, a calculadora mostra quanto o PJ precisa faturar para empatar com a CLT.',
  'O anexo e o pró-labore podem ficar no automático: comparamos o Anexo III (pró-labore de 28% pelo Fator R) e o Anexo V e usamos o melhor.',
  'Ex.: em 2026, CLT de R$ 10.000,00 deixa R$ 109.834,02 no ano (líquido, FGTS e 13º); PJ de R$ 15.000,00 com contador de R$ 300,00 deixa R$ 13.338,00 por mês, R$ 4.185,16 a mais que a média mensal da CLT.',
]

export default steps
