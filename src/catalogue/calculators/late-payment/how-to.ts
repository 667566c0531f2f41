import { brl, percent, shortDate } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example as x } from './example.ts'

const { query: q, figures: f } = x

const steps: HowToSteps = [
  'Escolha o que é a dívida (condomínio, aluguel, conta de consumo ou outra) e informe o valor, a data de vencimento e a data do pagamento (vazia, vale hoje).',
  `Deixe a multa vazia para usar ${percent(q.multa)}, o máximo em contratos de consumo e no condomínio; informe os juros ao mês só se o contrato ou a convenção fixar uma taxa (vazio: a regra do tipo de dívida; numa dívida comum, a Selic até 29/08/2024 e a Taxa Legal depois).`,
  'Deixe ligada a correção pelo IPCA, a regra quando o contrato não escolhe um índice; o resultado diz até que mês o site tem os dados.',
  `Ex.: ${brl(q.valor)} vencidos em ${shortDate(q.vencimento)} e pagos em ${shortDate(q.pagamento)} (${String(f.days)} dias) viram ${brl(f.corrected)} corrigidos, mais ${brl(f.fine)} de multa e ${brl(f.interest)} de juros (${percent(f.interestPercent, 4)} de Taxa Legal): ${brl(f.total)}.`,
]

export default steps
