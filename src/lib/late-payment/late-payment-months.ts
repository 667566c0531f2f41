import {
  civilDate,
  dayNumber,
  dayOfIso,
  daysInMonth,
  isoFromDay,
  type CalendarDay,
  type IsoDate,
} from '../core/calendar-date.ts'
import { D } from '../core/money.ts'
import { SELIC_LEGAL_RATE_RULE } from '../law/tables/late-payment-rules.ts'
import type { MonthlySeries, YearMonth } from '../series/monthly-series.ts'

/**
 * The days of a delay, month by month, with the interest rate of each day (docs/legal/late-payment.md).
 * A delay is the days after the due date up to the payment date, that day included: paying the
 * day after the due date is one day late, and that day belongs to the payment's month.
 */

/** The part of a monthly series the calculation reads: its values and its last month. */
export type SeriesData = Pick<MonthlySeries, 'last' | 'values'>

/**
 * Where a day's interest rate comes from: the contract, a fixed rate the law sets for this kind of
 * debt (the condomínio's 1%), the Selic (legal interest up to 29/08/2024) or the Taxa Legal.
 */
export type InterestBasis = 'contrato' | 'legal' | 'selic' | 'taxa-legal'

/** Days of one calendar month under one rate; a Selic month carries its own rate. */
export type MonthShare = {
  month: YearMonth
  days: number
  daysInMonth: number
  /** The Selic of the month, % (null: not in the data); only in a Selic period. */
  rate?: number | null
}

/** The interest the law gives when none is agreed: a fixed rate a month, or the Selic and then
 * the Taxa Legal (Código Civil art. 406 before and after Lei 14.905/2024). */
export type LegalInterest = { fixedRate: number } | 'selic-then-taxa-legal'

/** The series the interest reads. */
export type InterestSeries = { selic: SeriesData; taxaLegal: SeriesData }

/**
 * A run of days under one rate: the agreed rate, a fixed legal rate, the Selic (each month its
 * own, `rate` null) or one month of the Taxa Legal (`rate` null when that month is not in the
 * data: no interest for its days).
 */
export type InterestPeriod = {
  basis: InterestBasis
  first: IsoDate
  last: IsoDate
  days: number
  /** % ao mês. */
  rate: number | null
  months: MonthShare[]
  /** rate × Σ days ÷ days in the month, in %, to 6 decimals (the Taxa Legal's own); for the
   * Selic, (Π (1 + Selic_m)^(days ÷ days in the month) − 1), in %, to 6 decimals. */
  percent: number
}

/** Decimals of a period's interest in %: the Taxa Legal is published with 6 (Res. CMN 5.171). */
export const PERIOD_PLACES = 6

export const monthOf = (day: CalendarDay): YearMonth => isoFromDay(day).slice(0, 7)

const SELIC_LAST_DAY = dayOfIso(SELIC_LEGAL_RATE_RULE.lastDay as IsoDate)

type Segment = { basis: InterestBasis; first: CalendarDay; last: CalendarDay; rate: number | null }

/** The delay cut at each month's end and at the change of the legal rate. */
function segments(
  due: CalendarDay,
  paid: CalendarDay,
  agreed: number | null,
  legal: LegalInterest,
  series: InterestSeries,
): Segment[] {
  const result: Segment[] = []
  let day = due + 1
  while (day <= paid) {
    const { year, month } = civilDate(day)
    let last = Math.min(paid, dayNumber(year, month, daysInMonth(year, month)))
    let basis: InterestBasis = 'contrato'
    let rate: number | null = agreed
    if (agreed === null && legal !== 'selic-then-taxa-legal') {
      basis = 'legal'
      rate = legal.fixedRate
    } else if (agreed === null && day <= SELIC_LAST_DAY) {
      basis = 'selic'
      rate = series.selic.values[monthOf(day)] ?? null
      last = Math.min(last, SELIC_LAST_DAY)
    } else if (agreed === null) {
      basis = 'taxa-legal'
      rate = series.taxaLegal.values[monthOf(day)] ?? null
    }
    result.push({ basis, first: day, last, rate })
    day = last + 1
  }
  return result
}

/** Σ rate × days ÷ days in the month, in %, to {@link PERIOD_PLACES} decimals. */
function periodPercent(rate: number | null, months: readonly MonthShare[]): number {
  if (rate === null) return 0
  const share = months.reduce(
    (total, m) => total.plus(new D(m.days).dividedBy(m.daysInMonth)),
    new D(0),
  )
  const n = Number(new D(rate).times(share).toDecimalPlaces(PERIOD_PLACES).toString())
  return n === 0 ? 0 : n
}

/**
 * The Selic of the days in the period: the months' factors multiplied, a part of a month as the
 * power days ÷ days of the month (the Selic of a month is itself daily rates compounded, and it
 * stands for the correction too). In %, to {@link PERIOD_PLACES} decimals; a month without data
 * adds nothing.
 */
function selicPercent(months: readonly MonthShare[]): number {
  const factor = months.reduce(
    (total, m) =>
      m.rate === null || m.rate === undefined
        ? total
        : total.times(
            new D(m.rate).dividedBy(100).plus(1).pow(new D(m.days).dividedBy(m.daysInMonth)),
          ),
    new D(1),
  )
  const n = Number(factor.minus(1).times(100).toDecimalPlaces(PERIOD_PLACES).toString())
  return n === 0 ? 0 : n
}

/**
 * The delay's interest periods: the agreed rate, a fixed legal rate or the Selic in one period
 * each, the Taxa Legal month by month (each month has its own rate).
 */
export function interestPeriods(
  due: CalendarDay,
  paid: CalendarDay,
  agreed: number | null,
  legal: LegalInterest,
  series: InterestSeries,
): InterestPeriod[] {
  const periods: { basis: InterestBasis; rate: number | null; parts: Segment[] }[] = []
  for (const segment of segments(due, paid, agreed, legal, series)) {
    const open = periods.at(-1)
    if (open && open.basis === segment.basis && segment.basis !== 'taxa-legal')
      open.parts.push(segment)
    else periods.push({ basis: segment.basis, rate: segment.rate, parts: [segment] })
  }
  return periods.map(({ basis, rate, parts }) => {
    const months = parts.map((part): MonthShare => {
      const { year, month } = civilDate(part.first)
      const share = {
        month: monthOf(part.first),
        days: part.last - part.first + 1,
        daysInMonth: daysInMonth(year, month),
      }
      return basis === 'selic' ? { ...share, rate: part.rate } : share
    })
    const first = parts[0]?.first ?? due
    const last = parts.at(-1)?.last ?? due
    return {
      basis,
      first: isoFromDay(first),
      last: isoFromDay(last),
      days: last - first + 1,
      rate: basis === 'selic' ? null : rate,
      months,
      percent: basis === 'selic' ? selicPercent(months) : periodPercent(rate, months),
    }
  })
}
