import { daysInMonth } from '../core/calendar-date.ts'
import { D } from '../core/money.ts'
import { stepNumber } from '../core/rate-steps.ts'
import {
  add,
  type CalcStep,
  div,
  fromStep,
  mul,
  numberFig,
  percentFig,
  type StepExpression,
  sub,
} from '../core/steps.ts'
import { TAXA_LEGAL_RULE } from '../law/tables/late-payment-rules.ts'
import { type AccumulatedMonth, type Accumulation, accumulate } from './accumulate-years.ts'
import {
  addMonths,
  type MonthlySeries,
  monthsBetween,
  type MonthValue,
  type YearMonth,
} from './monthly-series.ts'
import { SERIES_INDICES } from './series-indices.ts'

/**
 * The one place a value is corrected by an official series over whole months (correção, aluguel,
 * inflação, multa e juros; docs/legal/official-series.md), with the one range check they share:
 *
 * - a price index whose number-index the data ships (`series.index`): `fator = índice(fim) ÷
 *   índice(início − 1)`, so the accumulated % is the publisher's own 12-month or yearly figure;
 * - otherwise the monthly rates compounded, `fator = Π (1 + taxa_m / 100)` (./accumulate-years.ts);
 * - the Taxa Legal, interest and not a price index, added up: `juros = Σ taxa_m`, counted from the
 *   day Lei 14.905/2024 came into force, its first month pro rata die (Res. CMN 5.171/2024).
 *
 * A month past the data's last one is never read as zero: the range check names the months the
 * data lacks, and a rate the person typed for such a month (from the publisher's release) fills
 * it and is listed in `typed`.
 */

/** Rates the person typed for months past the data, % ao mês, by month `AAAA-MM`. */
export type TypedRates = Readonly<Record<YearMonth, number>>

export type IndexRange =
  /** Every month is in the data or was typed. */
  | { readonly kind: 'ok' }
  /** The series has no month at all yet (the CDI). */
  | { readonly kind: 'no-data' }
  /** The range starts before the series' first month. */
  | { readonly kind: 'before'; readonly first: YearMonth }
  /** The range ends after the series' last month, and these months are not typed either. */
  | { readonly kind: 'after'; readonly last: YearMonth; readonly missing: readonly YearMonth[] }

/** Whether `series` (with the `typed` months past its end) covers every month `from`..`to`. */
export function indexRange(
  series: Pick<MonthlySeries, 'first' | 'last'> | undefined,
  from: YearMonth,
  to: YearMonth,
  typed: TypedRates = {},
): IndexRange {
  if (!series?.first || !series.last) return { kind: 'no-data' }
  if (from < series.first) return { kind: 'before', first: series.first }
  const past = monthsBetween(from > series.last ? from : addMonths(series.last, 1), to)
  const missing = past.filter((m) => typed[m] === undefined)
  return missing.length > 0 ? { kind: 'after', last: series.last, missing } : { kind: 'ok' }
}

export type IndexCorrection = Accumulation & {
  /** How the factor was found. */
  readonly method: 'index-number' | 'compound' | 'simple'
  /** The months whose rate the person typed, in order. */
  readonly typed: readonly MonthValue[]
}

export type CorrectByIndexOptions = {
  /** % of each month's rate (the CDI's `percentual`); 100, the whole index. */
  readonly share?: number
  readonly typed?: TypedRates
}

/**
 * `series` from `from` to `to`, both months included; null when {@link indexRange} is not ok
 * (the caller has checked it and says why).
 */
export function correctByIndex(
  series: MonthlySeries,
  from: YearMonth,
  to: YearMonth,
  { share = 100, typed = {} }: CorrectByIndexOptions = {},
): IndexCorrection | null {
  if (to < from || indexRange(series, from, to, typed).kind !== 'ok' || series.last === null) {
    return null
  }
  const last = series.last
  const usedTyped = monthsBetween(from, to)
    .filter((m) => m > last)
    .map((month) => ({ month, rate: typed[month] ?? 0 }))
  const values = {
    ...series.values,
    ...Object.fromEntries(usedTyped.map((m) => [m.month, m.rate])),
  }
  if (SERIES_INDICES[series.id].method === 'simple') {
    return { ...simpleInterest(series.name, values, from, to), method: 'simple', typed: usedTyped }
  }
  const byIndex = share === 100 && usedTyped.length === 0 ? indexRatio(series, from, to) : null
  if (byIndex) return { ...byIndex, method: 'index-number', typed: [] }
  return { ...accumulate({ values }, from, to, share), method: 'compound', typed: usedTyped }
}

/** Variação acumulada = (fator − 1) × 100, the last step of every method. */
function percentStep(factorStep: CalcStep, percent: number): CalcStep {
  return {
    label: 'Variação acumulada',
    expression: sub(fromStep(factorStep, 'fator acumulado'), numberFig(1)),
    result: percentFig(percent),
    source: '(fator − 1) × 100',
  }
}

/** índice(fim) ÷ índice(início − 1), when the data has both number-indices and every month's. */
function indexRatio(series: MonthlySeries, from: YearMonth, to: YearMonth): Accumulation | null {
  const index = series.index
  const base = index?.[addMonths(from, -1)]
  const end = index?.[to]
  if (!index || base === undefined || end === undefined) return null
  const months: AccumulatedMonth[] = []
  for (const month of monthsBetween(from, to)) {
    const rate = series.values[month]
    const level = index[month]
    if (rate === undefined || level === undefined) return null
    months.push({ month, rate, factor: stepNumber(new D(level).div(base)) })
  }
  const factor = stepNumber(new D(end).div(base))
  const factorStep: CalcStep = {
    label: `Fator acumulado até ${to}`,
    expression: div(
      numberFig(end, undefined, `número-índice de ${to}`),
      numberFig(base, undefined, `número-índice de ${addMonths(from, -1)}`),
    ),
    result: numberFig(factor),
    source: `Números-índices do ${series.name} (${series.publisher}): o mês final sobre o mês anterior ao inicial, como o ${series.publisher} acumula 12 meses e o ano`,
  }
  const percent = stepNumber(new D(factor).minus(1).times(100))
  return {
    months,
    factor,
    percent,
    steps: [factorStep, percentStep(factorStep, percent)],
    factorStep,
  }
}

/** The first day the Taxa Legal applies (Lei 14.905/2024), `AAAA-MM-DD`. */
const TAXA_LEGAL_FROM = TAXA_LEGAL_RULE.effectiveFrom

/** Decimals of the Taxa Legal and of a sum of it (Res. CMN 5.171/2024, art. 2º). */
const TAXA_LEGAL_PLACES = 6

/**
 * Σ taxa_m, simple interest; the month the Taxa Legal started counts its days from the first day
 * over the days of the month (August 2024: 2 of 31), each term to 6 decimals.
 */
function simpleInterest(
  name: string,
  values: Readonly<Record<YearMonth, number>>,
  from: YearMonth,
  to: YearMonth,
): Accumulation {
  const startMonth = TAXA_LEGAL_FROM.slice(0, 7)
  const firstDay = Number(TAXA_LEGAL_FROM.slice(8, 10))
  const terms: StepExpression[] = []
  const months: AccumulatedMonth[] = []
  let total = new D(0)
  for (const month of monthsBetween(from < startMonth ? startMonth : from, to)) {
    const rate = values[month] ?? 0
    let term = new D(rate)
    if (month === startMonth) {
      const [year, m] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))]
      const days = daysInMonth(year, m)
      const counted = days - firstDay + 1
      term = term.times(counted).div(days).toDecimalPlaces(TAXA_LEGAL_PLACES)
      terms.push(
        mul(percentFig(rate, month, TAXA_LEGAL_PLACES), div(numberFig(counted), numberFig(days))),
      )
    } else {
      terms.push(percentFig(rate, month, TAXA_LEGAL_PLACES))
    }
    total = total.plus(term)
    months.push({ month, rate, factor: stepNumber(total.div(100).plus(1)) })
  }
  const percent = Number(total.toDecimalPlaces(TAXA_LEGAL_PLACES).toString()) || 0
  const factor = stepNumber(new D(percent).div(100).plus(1))
  const interestStep: CalcStep = {
    label: `Juros pela ${name} (simples)`,
    expression: terms.length === 1 ? (terms[0] as StepExpression) : add(...terms),
    result: percentFig(percent, undefined, TAXA_LEGAL_PLACES),
    source:
      'Taxas mensais somadas, sem capitalização, a partir de 30/08/2024 (Código Civil, art. 406; Res. CMN 5.171/2024)',
  }
  const factorStep: CalcStep = {
    label: 'Fator acumulado',
    expression: add(numberFig(1), fromStep(interestStep, 'juros')),
    result: numberFig(factor),
    source: '1 + juros',
  }
  return {
    months,
    factor,
    percent,
    steps: [interestStep, factorStep],
    factorStep,
  }
}
