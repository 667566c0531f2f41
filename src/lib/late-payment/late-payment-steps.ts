import type { Money } from '../core/money.ts'
import {
  add,
  type CalcStep,
  div,
  fromStep,
  max,
  moneyFig,
  mul,
  numberFig,
  percentFig,
  pow,
  type StepExpression,
  sub,
} from '../core/steps.ts'
import {
  CONDOMINIUM_RULE,
  CONSUMER_FINE_RULE,
  IPCA_CORRECTION_RULE,
  RENT_RULE,
  SELIC_LEGAL_RATE_RULE,
  TAXA_LEGAL_RULE,
  UTILITY_BILL_RULE,
} from '../law/tables/late-payment-rules.ts'
import type { YearMonth } from '../series/monthly-series.ts'
import type { InterestPeriod } from './late-payment-months.ts'
import type { DebtType } from './late-payment-options.ts'

/** "Como calculamos" of a late payment: the days, the IPCA month by month, each interest period
 * with its rate and days, the fine and the total (docs/como-calculamos.md). A month is written
 * `AAAA-MM`, as every step names one (src/lib/core/steps.ts). */

type StepsInput = {
  valor: Money
  days: number
  debtType: DebtType
  correction: 'ipca' | 'nenhuma'
  ipcaMonths: readonly { month: YearMonth; rate: number }[]
  ipcaMissing: readonly YearMonth[]
  nominalKept: boolean
  corrected: Money
  finePercent: number
  fine: Money
  agreedRate: number | null
  periods: readonly InterestPeriod[]
  selicPercent: number
  interest: Money
  total: Money
}

const range = (months: readonly YearMonth[]) => {
  const first = months[0]
  const last = months.at(-1)
  if (first === undefined || last === undefined) return ''
  return first === last ? first : `${first} a ${last}`
}

/** Only a conta de consumo is corrected before 30/08/2024, by its regulator's rule. */
const fromRule = (r: StepsInput) => (r.debtType === 'consumo' ? '' : ' (e de agosto de 2024)')

function correctionStep(r: StepsInput): CalcStep | null {
  if (r.correction === 'nenhuma') return null
  const missing =
    r.ipcaMissing.length > 0
      ? ` Sem o IPCA de ${range(r.ipcaMissing)} nos dados: ${r.ipcaMissing.length === 1 ? 'esse mês não foi corrigido' : 'esses meses não foram corrigidos'}.`
      : ''
  const note =
    r.ipcaMonths.length > 0
      ? `IPCA de cada mês depois do mês do vencimento${fromRule(r)} até o mês do pagamento (${range(r.ipcaMonths.map((m) => m.month))}).${missing}`
      : `Nenhum mês de IPCA entre o mês do vencimento${fromRule(r)} e o do pagamento.${missing}`
  // Each factor named by its month, which the screen writes jan/2025: (1 + jan/2025 0,16%).
  const product = mul(
    moneyFig(r.valor),
    ...r.ipcaMonths.map((m) => add(numberFig(1), percentFig(m.rate, m.month))),
  )
  const expression: StepExpression = r.ipcaMonths.length === 0 ? moneyFig(r.valor) : product
  return {
    label: 'Valor corrigido pelo IPCA',
    expression: r.nominalKept ? max(moneyFig(r.valor), product) : expression,
    result: moneyFig(r.corrected),
    source: r.debtType === 'consumo' ? UTILITY_BILL_RULE.source : IPCA_CORRECTION_RULE.source,
    note: r.nominalKept
      ? `${note} Com deflação, a dívida não fica abaixo do valor original (STJ, REsp 1.265.580/RS).`
      : note,
  }
}

/** rate × (d₁ ÷ D₁ + full months + dₙ ÷ Dₙ): the period's share of its months. */
function periodExpression(period: InterestPeriod, rate: number): StepExpression {
  const terms: StepExpression[] = []
  let full = 0
  const flush = () => {
    // "1 meses" would read wrong: a single whole month is the plain 1.
    if (full > 0) terms.push(full === 1 ? numberFig(1) : numberFig(full, 'meses'))
    full = 0
  }
  for (const m of period.months) {
    if (m.days === m.daysInMonth) full += 1
    else {
      flush()
      terms.push(div(numberFig(m.days, 'dias'), numberFig(m.daysInMonth, 'dias')))
    }
  }
  flush()
  const [only] = terms
  if (terms.length === 1 && only?.kind === 'number' && only.value === 1) return percentFig(rate)
  return mul(percentFig(rate), terms.length === 1 && only ? only : add(...terms))
}

/** (1 + Selic_m)^(d ÷ D) for each month, multiplied, minus 1: the Selic of the period. */
function selicExpression(period: InterestPeriod): StepExpression {
  const factors = period.months.map((m) => {
    const factor = add(numberFig(1), percentFig(m.rate ?? 0, m.month))
    return m.days === m.daysInMonth
      ? factor
      : pow(factor, div(numberFig(m.days, 'dias'), numberFig(m.daysInMonth, 'dias')))
  })
  const [only] = factors
  return sub(factors.length === 1 && only ? only : mul(...factors), numberFig(1))
}

const FIXED_RATE_LABEL: Record<DebtType, string> = {
  condominio: 'do condomínio',
  consumo: 'da conta de consumo',
  aluguel: 'legais',
  outro: 'legais',
}

function periodLabel(period: InterestPeriod, debtType: DebtType): string {
  switch (period.basis) {
    case 'contrato':
      return 'Juros do contrato'
    case 'legal':
      return `Juros ${FIXED_RATE_LABEL[debtType]} de 1% ao mês`
    case 'selic':
      return 'Selic (juros legais até 29/08/2024)'
    case 'taxa-legal':
      return `Taxa Legal de ${period.first.slice(0, 7)}`
  }
}

function periodSource(period: InterestPeriod, debtType: DebtType): string {
  switch (period.basis) {
    case 'contrato':
      return debtType === 'aluguel'
        ? `Taxa do contrato de locação, juros simples pro rata die (${RENT_RULE.source})`
        : 'Taxa do contrato, juros simples pro rata die'
    case 'legal':
      return debtType === 'condominio' ? CONDOMINIUM_RULE.source : UTILITY_BILL_RULE.source
    case 'selic':
      return SELIC_LEGAL_RATE_RULE.source
    case 'taxa-legal':
      return TAXA_LEGAL_RULE.source
  }
}

function periodStep(period: InterestPeriod, debtType: DebtType): CalcStep {
  const days = `${String(period.days)} ${period.days === 1 ? 'dia' : 'dias'}`
  if (period.basis === 'selic')
    return {
      label: periodLabel(period, debtType),
      expression: selicExpression(period),
      result: percentFig(period.percent),
      source: periodSource(period, debtType),
      note: `${days} de atraso; a Selic de cada mês multiplicada, a de um mês incompleto pela fração dos seus dias. Ela já inclui a correção: esses dias não têm IPCA.`,
    }
  if (period.rate === null)
    return {
      label: periodLabel(period, debtType),
      result: percentFig(0),
      source: periodSource(period, debtType),
      note: `Ainda não está nos dados: os ${days} deste mês ficaram sem juros.`,
    }
  return {
    label: periodLabel(period, debtType),
    expression: periodExpression(period, period.rate),
    result: percentFig(period.percent),
    source: periodSource(period, debtType),
    note: `${days} de atraso; dias de um mês incompleto contam sobre os dias daquele mês.`,
  }
}

function fineSource(debtType: DebtType): string {
  if (debtType === 'condominio') return `${CONDOMINIUM_RULE.source}: até 2% do débito`
  if (debtType === 'aluguel') return `${RENT_RULE.source}; o CDC não se aplica à locação`
  return CONSUMER_FINE_RULE.source
}

function fineNote(r: StepsInput): string {
  if (r.debtType === 'aluguel') return 'A do contrato de locação, sobre o valor do aluguel.'
  if (r.debtType === 'condominio') return 'Sobre o valor da cota do condomínio.'
  return r.finePercent > CONSUMER_FINE_RULE.cap * 100
    ? 'Acima de 2%: o limite vale para contratos de consumo; fora deles, vale o contrato.'
    : 'Sobre o valor da prestação.'
}

export function latePaymentSteps(r: StepsInput): CalcStep[] {
  const days: CalcStep = {
    label: 'Dias de atraso',
    result: numberFig(r.days, 'dias'),
    source: 'Código Civil, art. 397',
    note: 'Do dia seguinte ao vencimento até o dia do pagamento, incluído.',
  }
  const corrected = correctionStep(r)
  const base = corrected ? fromStep(corrected) : moneyFig(r.valor)
  const periods = r.periods.map((p) => periodStep(p, r.debtType))
  const selicAt = r.periods.findIndex((p) => p.basis === 'selic')
  const selic = periods[selicAt]
  const others = periods.filter((_, i) => i !== selicAt)
  const [onlyOther] = others
  const rates =
    others.length === 1 && onlyOther ? fromStep(onlyOther) : add(...others.map((p) => fromStep(p)))
  const onValue = selic ? mul(moneyFig(r.valor), fromStep(selic)) : null
  const onBase = others.length > 0 ? mul(base, rates) : null
  const interest: CalcStep = {
    label: 'Juros de mora',
    expression: onValue && onBase ? add(onValue, onBase) : (onValue ?? onBase ?? mul(base, rates)),
    result: moneyFig(r.interest),
    source: selic
      ? 'A Selic sobre o valor sem correção; as taxas dos outros períodos somadas, juros simples (Res. CMN 5.171/2024)'
      : 'Juros simples: as taxas de cada período somadas (Res. CMN 5.171/2024)',
    note: selic
      ? 'A Selic sobre o valor; depois de 29/08/2024, sobre o valor corrigido.'
      : corrected
        ? 'Sobre o valor corrigido.'
        : 'Sobre o valor, sem correção.',
  }
  const fine: CalcStep = {
    label: 'Multa',
    expression: mul(moneyFig(r.valor), percentFig(r.finePercent)),
    result: moneyFig(r.fine),
    source: fineSource(r.debtType),
    note: fineNote(r),
  }
  const total: CalcStep = {
    label: 'Total a pagar',
    expression: add(base, fromStep(fine), fromStep(interest)),
    result: moneyFig(r.total),
    source: 'Valor (corrigido) + multa + juros',
  }
  return [days, ...(corrected ? [corrected] : []), ...periods, interest, fine, total]
}
