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
import { FORMER_LEGAL_RATE_RULE } from '../law/tables/late-payment-rules.ts'
import type { MonthlySeries, YearMonth } from '../series/monthly-series.ts'

/**
 * The days of a delay, month by month, with the interest rate of each day (docs/legal/late-payment.md).
 * A delay is the days after the due date up to the payment date, that day included: paying the
 * day after the due date is one day late, and that day belongs to the payment's month.
 */

/** The part of a monthly series the calculation reads: its values and its last month. */
export type SeriesData = Pick<MonthlySeries, 'last' | 'values'>

/** Where a day's interest rate comes from. */
export type InterestBasis = 'contrato' | 'legal' | 'taxa-legal'

/** Days of one calendar month under one rate. */
export type MonthShare = { month: YearMonth; days: number; daysInMonth: number }

/**
 * A run of days under one rate: the agreed rate, the former legal 1% a month, or one month of
 * the Taxa Legal (`rate` null when that month is not in the data: no interest for its days).
 */
export type InterestPeriod = {
  basis: InterestBasis
  first: IsoDate
  last: IsoDate
  days: number
  /** % ao mês. */
  rate: number | null
  months: MonthShare[]
  /** rate × Σ days ÷ days in the month, in %, to 6 decimals (the Taxa Legal's own). */
  percent: number
}

/** Decimals of a period's interest in %: the Taxa Legal is published with 6 (Res. CMN 5.171). */
export const PERIOD_PLACES = 6

export const monthOf = (day: CalendarDay): YearMonth => isoFromDay(day).slice(0, 7)

const FORMER_LAST_DAY = dayOfIso(FORMER_LEGAL_RATE_RULE.lastDay as IsoDate)

type Segment = { basis: InterestBasis; first: CalendarDay; last: CalendarDay; rate: number | null }

/** The delay cut at each month's end and at the change of the legal rate. */
function segments(
  due: CalendarDay,
  paid: CalendarDay,
  agreed: number | null,
  taxaLegal: SeriesData,
): Segment[] {
  const result: Segment[] = []
  let day = due + 1
  while (day <= paid) {
    const { year, month } = civilDate(day)
    let last = Math.min(paid, dayNumber(year, month, daysInMonth(year, month)))
    let basis: InterestBasis = 'contrato'
    let rate: number | null = agreed
    if (agreed === null) {
      if (day <= FORMER_LAST_DAY) {
        basis = 'legal'
        rate = FORMER_LEGAL_RATE_RULE.monthlyRate * 100
        last = Math.min(last, FORMER_LAST_DAY)
      } else {
        basis = 'taxa-legal'
        rate = taxaLegal.values[monthOf(day)] ?? null
      }
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
 * The delay's interest periods: the agreed rate or the 1% a month in one period each, the Taxa
 * Legal month by month (each month has its own rate).
 */
export function interestPeriods(
  due: CalendarDay,
  paid: CalendarDay,
  agreed: number | null,
  taxaLegal: SeriesData,
): InterestPeriod[] {
  const periods: { basis: InterestBasis; rate: number | null; parts: Segment[] }[] = []
  for (const segment of segments(due, paid, agreed, taxaLegal)) {
    const open = periods.at(-1)
    if (open && open.basis === segment.basis && segment.basis !== 'taxa-legal')
      open.parts.push(segment)
    else periods.push({ basis: segment.basis, rate: segment.rate, parts: [segment] })
  }
  return periods.map(({ basis, rate, parts }) => {
    const months = parts.map((part) => {
      const { year, month } = civilDate(part.first)
      return {
        month: monthOf(part.first),
        days: part.last - part.first + 1,
        daysInMonth: daysInMonth(year, month),
      }
    })
    const first = parts[0]?.first ?? due
    const last = parts.at(-1)?.last ?? due
    return {
      basis,
      first: isoFromDay(first),
      last: isoFromDay(last),
      days: last - first + 1,
      rate,
      months,
      percent: periodPercent(rate, months),
    }
  })
}
