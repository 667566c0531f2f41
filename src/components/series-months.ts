import { useHydrated } from '@/hooks/use-hydrated.ts'
import { useLazyModule } from '@/hooks/use-lazy-module.ts'
import type { FieldError } from '@/lib/core/outcome.ts'
import type { MonthlySeries } from '@/lib/series/monthly-series.ts'
import { formatMonth } from '@/utils/format.ts'
import { lazyComponent } from '@/utils/lazy-module-component.ts'
import type { LazyModule } from '@/utils/lazy-module.ts'

/**
 * What the screens on an official monthly series share before and around their result: the
 * month-by-month table (drawn only with a result, so it loads lazily), the sentence that says
 * until when a series goes, and the messages that name the month where the data starts or stops.
 */

export const SeriesMonthsTable = lazyComponent(() =>
  import('./series-months-table.tsx').then((m) => ({ default: m.SeriesMonthsTable })),
)

/** "Dados do IPCA até julho de 2026, IBGE." */
export const seriesCoverage = (series: Pick<MonthlySeries, 'name' | 'last' | 'publisher'>) =>
  series.last ? `Dados do ${series.name} até ${formatMonth(series.last)}, ${series.publisher}.` : ''

/** The month a range error names (`AAAA-MM-01`), as "julho de 2026". */
export const errorMonth = (error: FieldError) => formatMonth(error.date?.slice(0, 7) ?? '')

/** The message of a month before the series' first one. */
export const startsAt = (error: FieldError) =>
  `Os dados deste índice começam em ${errorMonth(error)}.`

/**
 * The series a form names, once its screen's module (formulas and data) is here: on the person's
 * first intent, never with the page. The prerendered HTML and hydration have none, so they match.
 */
export function useLoadedSeries<M>(
  lib: LazyModule<M>,
  pick: (module: M) => MonthlySeries | undefined,
): MonthlySeries | undefined {
  const loaded = useLazyModule(lib)
  const hydrated = useHydrated()
  return hydrated && loaded !== undefined ? pick(loaded) : undefined
}
