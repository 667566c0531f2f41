import { MAX_YEAR, MIN_YEAR } from '../core/calendar-date.ts'
import { isYearMonth, type MonthlySeries, seriesRange, type YearMonth } from './monthly-series.ts'

/**
 * The months of a shipped series between two months a link or form gives (`AAAA-MM`). A month the
 * data lacks is never read as zero (docs/legal/correction.md): the caller learns which end is
 * missing and names the series' first or last month.
 */

/** `AAAA-MM` of a real month within the years the site knows, or null. */
export function parseMonth(text: string | null | undefined): YearMonth | null {
  const month = text?.trim() ?? ''
  if (!isYearMonth(month)) return null
  const year = Number(month.slice(0, 4))
  return year < MIN_YEAR || year > MAX_YEAR ? null : month
}

export type SeriesMonths =
  /** Every month is there: ./accumulate-years.ts compounds them. */
  | { kind: 'ok' }
  /** The series has no month at all yet (the CDI). */
  | { kind: 'no-data' }
  /** The range starts before the series' first month. */
  | { kind: 'before'; first: YearMonth }
  /** The range ends after the series' last month. */
  | { kind: 'after'; last: YearMonth }

/** Whether `series` has every month from `from` to `to`, both included (`from` ≤ `to`). */
export function seriesMonths(
  series: MonthlySeries | undefined,
  from: YearMonth,
  to: YearMonth,
): SeriesMonths {
  if (!series?.first || !series.last) return { kind: 'no-data' }
  const range = seriesRange(series, from, to)
  if (range.ok) return { kind: 'ok' }
  // A series runs without a hole from its first month to its last: a missing month is outside.
  return to > series.last
    ? { kind: 'after', last: series.last }
    : { kind: 'before', first: series.first }
}
