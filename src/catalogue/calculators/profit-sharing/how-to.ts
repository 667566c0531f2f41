import { brl, shortDate } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { query: q, figures: f, second: s } = example

const steps: HowToSteps = [
  'Informe o valor bruto da PLR e a data do pagamento: a tabela do imposto é a que vale nesse dia.',
  `Ex.: ${brl(q.plr)} pagos em ${shortDate(q.data)} têm ${brl(f.tax)} de imposto retido; a PLR líquida é ${brl(f.net)}.`,
  `Se já recebeu outra parcela no mesmo ano, informe-a: o imposto é refeito sobre a soma. Com ${brl(s.plrAnterior)} antes e ${brl(s.plr)} agora, a segunda parcela retém ${brl(s.tax)}.`,
]

export default steps
