import type { MonthlySeries } from '../series/monthly-series.ts'
import { lastTwelveMonths, type OfficialFigure } from '../series/accumulate.ts'
import type { OfficialField } from './fixed-income-options.ts'

/**
 * The figures renda fixa fills its rate fields with (docs/legal/fixed-income.md,
 * docs/legal/official-series.md): the last 12 months of each shipped series. CDI and Selic
 * accumulated over the 12 months, % a year with 2 decimals; the IPCA the same; the TR, a monthly
 * rate, as the mean month of the 12 (4 decimals, as the Banco Central publishes it). A series
 * without 12 months of data (the CDI until a refresh brings it) fills nothing.
 */
export type OfficialRates = Readonly<Record<OfficialField, OfficialFigure | null>>

export function officialRates(
  series: Readonly<Record<OfficialField, MonthlySeries>>,
): OfficialRates {
  return {
    cdi: lastTwelveMonths(series.cdi, 'ano', 2),
    selic: lastTwelveMonths(series.selic, 'ano', 2),
    tr: lastTwelveMonths(series.tr, 'mes', 4),
    ipca: lastTwelveMonths(series.ipca, 'ano', 2),
  }
}
