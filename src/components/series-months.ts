import type { FieldError } from '@/lib/core/outcome.ts'
import type { SeriesCoverage } from '@/lib/series/monthly-series.ts'
import { formatMonth } from '@/utils/format.ts'
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
  series.last ? `Dados do ${series.name} até ${formatMonth(series.last)}, ${series.publisher}.` : ''

/** The month a range error names (`AAAA-MM-01`), as "julho de 2026". */
export const errorMonth = (error: FieldError) => formatMonth(error.date?.slice(0, 7) ?? '')

/** The message of a month before the series' first one. */
export const startsAt = (error: FieldError) =>
  `Os dados deste índice começam em ${errorMonth(error)}.`
