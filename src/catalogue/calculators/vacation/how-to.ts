import { brl } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { query: q, figures: f } = example

const steps: HowToSteps = [
  'Informe o salário bruto, a média mensal de horas extras e adicionais (se houver) e as faltas sem justificativa no período aquisitivo: elas definem os dias de férias (CLT art. 130).',
  'Marque se vai vender 1/3 das férias (abono), se pediu o adiantamento do 13º e, se souber, a data de início: o pagamento vence 2 dias antes.',
  `Ex.: ${brl(q.salario)}, ${f.days} dias, tabela de ${q.ano}: férias ${brl(f.vacationPay)} + 1/3 ${brl(f.bonus)}, INSS ${brl(f.inss)}, IRRF ${brl(f.irrf)} e líquido de ${brl(f.net)}.`,
  'O IRRF das férias é calculado à parte do salário do mês, com a tabela do mês do pagamento; a pensão judicial entra nas deduções legais.',
]

export default steps
