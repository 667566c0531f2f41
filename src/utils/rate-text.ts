import type { RatePeriod } from '@/lib/core/rate.ts'

import { formatNumber } from './format.ts'

/** Words for the rates of the loan and investment screens (docs/decisions.md §3). */

const PERIOD_WORDS: Record<RatePeriod, string> = { mes: 'ao mês', ano: 'ao ano' }

/** `taxaPeriodo` as the library reads it: anything but `ano` is the default, `mes`. */
export function ratePeriodOf(value: string | null | undefined): RatePeriod {
  return value === 'ano' ? 'ano' : 'mes'
}

/** "ao mês" / "ao ano". */
export function periodWords(period: RatePeriod): string {
  return PERIOD_WORDS[period]
}

/**
 * The rule line's rate sentence: an annual rate with its equivalent monthly rate ("Taxa mensal
 * equivalente a 12% ao ano: 0,9489% ao mês."), a monthly rate with its annual equivalent.
 * `rate` is the rate as typed; `monthly` and `annual` are the library's equivalents in %.
 */
export function equivalentRate(
  rate: number,
  period: RatePeriod,
  { monthly, annual }: { monthly: number; annual: number },
): string {
  return period === 'ano'
    ? `Taxa mensal equivalente a ${formatNumber(rate, 4)}% ao ano: ${formatNumber(monthly, 4, 4)}% ao mês.`
    : `Taxa de ${formatNumber(rate, 4)}% ao mês, equivalente a ${formatNumber(annual, 2, 2)}% ao ano.`
}
