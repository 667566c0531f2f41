import { brl, fixedPercent, month } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { query: q, figures: f } = example

const steps: HowToSteps = [
  'Informe o aluguel atual e o mês em que o novo aluguel começa a valer (o aniversário do contrato).',
  'Escolha o índice do contrato: IGP-M (o mais comum), IPCA ou INPC. Vale a variação acumulada nos 12 meses antes do reajuste.',
  `Ex.: ${brl(q.aluguel)} reajustados em ${month(q.mes)} pelo IGP-M de ${month(f.de)} a ${month(f.ate)} (${fixedPercent(f.percent)}) passam a ${brl(f.adjusted)}.`,
  'Se o índice acumulado for negativo, a maioria dos contratos mantém o aluguel: a redução só vale se o contrato prever.',
]

export default steps
