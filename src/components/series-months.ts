import type { FieldError } from '@/lib/core/outcome.ts'
import { LAST_MONTHS } from '@/lib/series/data/last-months.ts'
import {
  addMonths,
  monthsBetween,
  type MonthValue,
  type SeriesCoverage,
  type YearMonth,
} from '@/lib/series/monthly-series.ts'
import { indexInfo, ofName } from '@/lib/series/series-indices.ts'
import { parseMonth } from '@/lib/series/series-months.ts'
import { formatMonth, formatPercent } from '@/utils/format.ts'
import { lazyComponent } from '@/utils/lazy-module-component.ts'

/**
 * What the screens on an official monthly series share before and around their result: the
 * month-by-month table (drawn only with a result, so it loads lazily), the sentence that says
 * until when a series goes, and the messages that name the month where the data starts or stops.
 */

export const SeriesMonthsTable = lazyComponent(() =>
  import('./series-months-table.tsx').then((m) => ({ default: m.SeriesMonthsTable })),
)

/** "Dados do IPCA até julho de 2026, IBGE." */
export const seriesCoverage = (series: SeriesCoverage) =>
  series.last
    ? `Dados ${ofName(series.name)} até ${formatMonth(series.last)}, ${series.publisher}.`
    : ''

/** The month a range error names (`AAAA-MM-01`), as "julho de 2026". */
export const errorMonth = (error: FieldError) => formatMonth(error.date?.slice(0, 7) ?? '')

/** The message of a month before the series' first one. */
export const startsAt = (error: FieldError) =>
  `Os dados deste índice começam em ${errorMonth(error)}.`

/**
 * A month past the data's last one: missing from the site's data, not unpublished (the publisher
 * may well have released it). The fields to type it follow (series-gap-fields.tsx).
 */
export const notInData = (error: FieldError) => {
  const last = error.date?.slice(0, 7) ?? ''
  return `O índice de ${formatMonth(addMonths(last, 1))} ainda não está nos dados do site (dados até ${formatMonth(last)}).`
}

/** "Taxa informada por você: agosto de 2026 (0,45%)." — or nothing when no month was typed. */
export function typedMonthsNote(typed: readonly MonthValue[]): string {
  if (typed.length === 0) return ''
  const list = typed.map((m) => `${formatMonth(m.month)} (${formatPercent(m.rate)})`).join(', ')
  return typed.length === 1
    ? ` Taxa informada por você: ${list}.`
    : ` Taxas informadas por você: ${list}.`
}

/**
 * Months a person may type: a year of releases at most. A span further past the data is a month
 * chosen by mistake (or a future one), and a field per month would bury the form.
 */
const MAX_GAP_MONTHS = 12

/**
 * The months from `from` to `to` past the data's last month of `index`; none when the data has
 * them all, or when more than {@link MAX_GAP_MONTHS} are missing.
 */
export function gapMonths(index: string, from: string | null, to: string | null): YearMonth[] {
  const last = LAST_MONTHS[indexInfo(index).id].last
  const [start, end] = [parseMonth(from), parseMonth(to)]
  if (!last || !start || !end || end <= last || end < start) return []
  const first = addMonths(last, 1)
  const months = monthsBetween(start > first ? start : first, end)
  return months.length > MAX_GAP_MONTHS ? [] : months
}
