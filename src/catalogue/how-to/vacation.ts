import type { HowToSteps } from '../how-to.ts'

const steps: HowToSteps = [
  'Informe o salário bruto, a média mensal de horas extras e adicionais (se houver) e as faltas sem justificativa no período aquisitivo: elas definem os dias de férias (CLT art. 130).',
  'Marque se vai vender 1/3 das férias (abono), se pediu o adiantamento do 13º e, se souber, a data de início: o pagamento vence 2 dias antes.',
  'Ex.: R$ 4.500,00, 30 dias, tabela de 2026: férias R$ 4.500,00 + 1/3 R$ 1.500,00, INSS R$ 641,51, IRRF R$ 385,10 e líquido de R$ 4.973,39.',
  'O IRRF das férias é calculado à parte do salário do mês, com a tabela do mês do pagamento; a pensão judicial entra nas deduções legais.',
]

export default steps
