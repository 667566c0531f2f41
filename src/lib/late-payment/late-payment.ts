import { dayOfIso, type IsoDate, toIsoDate } from '../core/calendar-date.ts'
import type { DateInput, NumberInput } from '../core/check.ts'
import { DateChecker } from '../core/check-date.ts'
import { D, type Dec, money, type Money, subtractMoney, sumMoney } from '../core/money.ts'
import type { Outcome } from '../core/outcome.ts'
import type { CalcStep } from '../core/steps.ts'
import {
  CONDOMINIUM_RULE,
  CONSUMER_FINE_RULE,
  IPCA_CORRECTION_RULE,
  UTILITY_BILL_RULE,
} from '../law/tables/late-payment-rules.ts'
import {
  CORRECTION_OPTIONS,
  type CorrectionOption,
  DEBT_TYPES,
  type DebtType,
  DEFAULT_FINE_PERCENT,
  LATE_PAYMENT_DATE_LIMITS,
  MAX_FINE_PERCENT,
  MAX_INTEREST_PERCENT,
} from './late-payment-options.ts'
import {
  interestPeriods,
  type InterestPeriod,
  type LegalInterest,
  monthOf,
  type SeriesData,
} from './late-payment-months.ts'
import { correctByIndex } from '../series/correct-by-index.ts'
import {
  addMonths,
  type MonthlySeries,
  monthsBetween,
  type MonthValue,
  type YearMonth,
} from '../series/monthly-series.ts'
import { latePaymentSteps } from './late-payment-steps.ts'

/**
 * Multa e juros de atraso (/calculadora-multa-juros-atraso): what a debt paid late comes to, with
 * the correction, the fine and the interest apart. docs/legal/late-payment.md.
 *
 * ```text
 * dias         = pagamento − vencimento   (the days after the due date, the payment day included)
 * corrigido    = max(valor, valor × Π (1 + IPCA_m))   m = each month after the due date's month
 *                (and after August 2024, but for a conta de consumo) up to the payment's month
 *                that the data has; correcao=nenhuma: corrigido = valor
 * multa        = valor × multa%                     (default 2%: CDC art. 52 §1º)
 * Selic %      = Π (1 + Selic_m)^(dias_m ÷ dias do mês m) − 1   (legal interest to 29/08/2024)
 * outros %     = Σ taxa_m × dias_m ÷ dias do mês m  (simple, pro rata die, each period to 6 decimals)
 * juros        = valor × Selic % + corrigido × outros %
 * total        = corrigido + multa + juros
 * ```
 *
 * `tipo` picks the rule of the debt. `taxa_m`: the agreed `juros` (% ao mês); empty, for a
 * condomínio 1% a month (CC art. 1.336 §1º, fine at most 2%) and for a conta de consumo 1% a month
 * (ANEEL REN 414/2010 art. 126, now REN 1.000/2021); for an aluguel or any other debt the legal
 * interest: the Selic up to 29/08/2024, with no correction for those days since it holds it (CC
 * art. 406, first text, as the STJ read it: REsp 1.795.982/SP; Tema 1.368, REsp 2.199.164/PR), and
 * the Taxa Legal of each month from 30/08/2024 on (CC art. 406 as amended by Lei 14.905/2024; Res.
 * CMN 5.171/2024). The monthly rates are added, never compounded, but for the Selic; a part of a
 * month counts its days over the days of that calendar month. The IPCA corrects from 30/08/2024,
 * when CC art. 389 parágrafo único named it; a conta de consumo by its regulator's rule over the
 * whole delay. A month whose IPCA, Selic or Taxa Legal is not in the shipped data is not applied,
 * and the result lists it. Deflation lowers the correction but never the debt below its nominal
 * value (STJ, REsp 1.265.580/RS). Money is rounded once per figure shown.
 *
 * Sources: CDC art. 52 §1º; CC arts. 389 parágrafo único, 395, 406, 412 and 1.336 §1º; Lei
 * 14.905/2024; Res. CMN 5.171/2024 (Taxa Legal example: R$ 1.000,00 over January and February
 * 2025 at 0,589427% + 0,902209% = 1,491636% → R$ 14,92).
 */

export type LatePaymentInput = {
  /** The debt, R$. */
  valor: NumberInput
  /** Due date, `AAAA-MM-DD`. */
  vencimento: DateInput
  /** Payment date; empty: `today`. */
  pagamento: DateInput
  /** Fine, %; empty: 2. */
  multa: NumberInput
  /** Agreed interest, % ao mês; empty: the legal rate. */
  juros: NumberInput
  /** `ipca` (default) or `nenhuma`. */
  correcao: string | null | undefined
  /** What the debt is: `condominio`, `aluguel`, `consumo` or `outro` (default). */
  tipo?: string | null | undefined
  /** Today, `AAAA-MM-DD`: the payment date when empty, and the dates' plausible range. */
  today?: DateInput
}
export type LatePaymentField = Exclude<keyof LatePaymentInput, 'today'>

/** The series the calculation reads, passed in so tests can use fixtures. */
export type LatePaymentSeries = { ipca: SeriesData; selic: SeriesData; taxaLegal: SeriesData }

export type IpcaMonth = { month: YearMonth; rate: number }

export type LatePaymentResult = {
  valor: Money
  vencimento: IsoDate
  pagamento: IsoDate
  days: number
  /** What the debt is: its rule sets the interest, the fine's cap and the correction. */
  debtType: DebtType
  correction: CorrectionOption
  /** IPCA months applied, in order (none with `correcao=nenhuma`). */
  ipcaMonths: IpcaMonth[]
  /** Months of the correction that the data does not have yet: not corrected. */
  ipcaMissing: YearMonth[]
  /** Π (1 + IPCA) − 1, in % (unrounded). */
  ipcaPercent: number
  /** Deflation would have brought the debt below its nominal value: kept at it. */
  nominalKept: boolean
  corrected: Money
  /** corrected − valor. */
  correctionAmount: Money
  finePercent: number
  fine: Money
  /** Above the 2% of consumer contracts (CDC art. 52 §1º): computed, and the screen warns. */
  fineAboveConsumerCap: boolean
  /** The agreed rate, % ao mês, or null for the legal rate. */
  agreedRate: number | null
  periods: InterestPeriod[]
  /** Taxa Legal months with days in the delay that the data does not have: no interest. */
  taxaLegalMissing: YearMonth[]
  /** The Selic period's % (0 without one): it applies to the value, not corrected. */
  selicPercent: number
  /** Σ of the periods' %. */
  interestPercent: number
  interest: Money
  total: Money
  /** The last month of each series used (null when the series was not used). */
  ipcaUntil: YearMonth | null
  taxaLegalUntil: YearMonth | null
  steps: readonly CalcStep[]
}

export function calculateLatePayment(
  input: LatePaymentInput,
  series: LatePaymentSeries,
): Outcome<LatePaymentResult, LatePaymentField> {
  const c = new DateChecker<LatePaymentField>()
  const valor = c.number('valor', input.valor, { positive: true })
  const due = c.date('vencimento', input.vencimento)
  c.within('vencimento', due, LATE_PAYMENT_DATE_LIMITS, input.today)
  const emptyPayment =
    input.pagamento === null || input.pagamento === undefined || input.pagamento.trim() === ''
  const paid = c.date('pagamento', emptyPayment ? input.today : input.pagamento)
  c.within('pagamento', paid, LATE_PAYMENT_DATE_LIMITS, input.today)
  const finePercent = c.number('multa', input.multa, {
    min: 0,
    max: MAX_FINE_PERCENT,
    default: DEFAULT_FINE_PERCENT,
  })
  const hasRate = input.juros !== null && input.juros !== undefined
  const agreed = hasRate
    ? c.number('juros', input.juros, { min: 0, max: MAX_INTEREST_PERCENT })
    : null
  const correction = c.option('correcao', input.correcao, CORRECTION_OPTIONS, 'ipca')
  const debtType = c.option('tipo', input.tipo, DEBT_TYPES, 'outro')
  // A condomínio's fine is at most 2% of the debt, whatever the convention says (CC art. 1.336 §1º).
  const condoCap = CONDOMINIUM_RULE.fineCap * 100
  if (debtType === 'condominio' && !c.has('multa') && finePercent > condoCap)
    c.add('multa', 'over-limit', { limit: condoCap })
  // Paid on or before the due date: no delay, so no fine, correction or interest to compute.
  if (due && paid && !c.has('vencimento') && toIsoDate(paid) <= toIsoDate(due))
    c.add('pagamento', 'date-order', { other: 'vencimento' })
  if (!c.ok || !due || !paid) return c.fail()

  const vencimento = toIsoDate(due)
  const pagamento = toIsoDate(paid)
  const dueDay = dayOfIso(vencimento)
  const paidDay = dayOfIso(pagamento)

  // The months after the due date's month up to the payment's month, and after August 2024 when
  // the IPCA comes from CC art. 389 (docs/legal/late-payment.md). Paid within the due date's
  // month: the range is empty, so the factor is 1.
  const dueMonth = monthOf(dueDay)
  const ruleStart = IPCA_CORRECTION_RULE.effectiveFrom.slice(0, 7)
  const lastUncorrected = debtType === 'consumo' || dueMonth > ruleStart ? dueMonth : ruleStart
  const ipca =
    correction === 'ipca'
      ? ipcaCorrection(series.ipca, addMonths(lastUncorrected, 1), monthOf(paidDay))
      : { factor: new D(1), months: [], missing: [] }
  const ipcaMonths = ipca.months.map((m): IpcaMonth => ({ month: m.month, rate: m.rate }))
  const { factor } = ipca
  const nominalKept = factor.lt(1)
  const corrected = money(nominalKept ? valor : factor.times(valor))

  const fine = money(new D(valor).times(finePercent).dividedBy(100))
  const periods = interestPeriods(dueDay, paidDay, agreed, legalInterest(debtType), series)
  const selicPercent = periods.find((p) => p.basis === 'selic')?.percent ?? 0
  const interestPercent = Number(
    periods.reduce((total, p) => total.plus(p.percent), new D(0)).toString(),
  )
  // The Selic stands for the correction of its days, so it runs on the value as it was.
  const interest = money(
    new D(valor)
      .times(selicPercent)
      .plus(new D(corrected).times(new D(interestPercent).minus(selicPercent)))
      .dividedBy(100),
  )
  const total = sumMoney(corrected, fine, interest)
  const usesTaxaLegal = periods.some((p) => p.basis === 'taxa-legal')

  const result = {
    valor: money(valor),
    vencimento,
    pagamento,
    days: paidDay - dueDay,
    debtType,
    correction,
    ipcaMonths,
    ipcaMissing: [...ipca.missing],
    ipcaPercent: Number(factor.minus(1).times(100).toString()),
    nominalKept,
    corrected,
    correctionAmount: subtractMoney(corrected, money(valor)),
    finePercent,
    fine,
    // A lease and a condomínio are no consumer contract: the CDC's cap is not theirs.
    fineAboveConsumerCap:
      (debtType === 'outro' || debtType === 'consumo') &&
      finePercent > CONSUMER_FINE_RULE.cap * 100,
    agreedRate: agreed,
    periods,
    taxaLegalMissing: periods
      .filter((p) => p.basis === 'taxa-legal' && p.rate === null)
      .map((p) => p.first.slice(0, 7)),
    selicPercent,
    interestPercent: interestPercent === 0 ? 0 : interestPercent,
    interest,
    total,
    ipcaUntil: correction === 'ipca' ? series.ipca.last : null,
    taxaLegalUntil: usesTaxaLegal ? series.taxaLegal.last : null,
  }
  return { ok: true, value: { ...result, steps: latePaymentSteps(result) } }
}

/** The interest of a debt without an agreed rate, by what it is (docs/legal/late-payment.md). */
function legalInterest(debtType: DebtType): LegalInterest {
  if (debtType === 'condominio') return { fixedRate: CONDOMINIUM_RULE.monthlyRate * 100 }
  if (debtType === 'consumo') return { fixedRate: UTILITY_BILL_RULE.monthlyRate * 100 }
  return 'selic-then-taxa-legal'
}

/**
 * The IPCA from `from` to `to` by the site's one correction (../series/correct-by-index.ts), over
 * the months the data has; the others are listed in `missing` and not applied.
 */
function ipcaCorrection(
  data: SeriesData,
  from: YearMonth,
  to: YearMonth,
): { factor: Dec; months: readonly MonthValue[]; missing: YearMonth[] } {
  const known = Object.keys(data.values).sort()
  const ipca: MonthlySeries = {
    id: 'ipca',
    name: 'IPCA',
    publisher: 'IBGE',
    sgs: 433,
    first: known[0] ?? null,
    sources: [],
    ...data,
  }
  const wanted = monthsBetween(from, to)
  const missing = wanted.filter((m) => data.values[m] === undefined)
  const present = wanted.filter((m) => data.values[m] !== undefined)
  const first = present[0]
  const last = present.at(-1)
  const acc = first && last ? correctByIndex(ipca, first, last) : null
  return acc
    ? { factor: new D(acc.factor), months: acc.months, missing }
    : { factor: new D(1), months: [], missing }
}
