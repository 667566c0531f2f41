import { MAX_YEAR, MIN_YEAR } from '../core/calendar-date.ts'
import { isYearMonth, type YearMonth } from './monthly-series.ts'

/**
 * The months a link or form gives for a correction by an official series (`AAAA-MM`), and the
 * rates a person typed for months the data lacks (docs/legal/official-series.md); the range check
 * is ./correct-by-index.ts's.
 */

/** `AAAA-MM` of a real month within the years the site knows, or null. */
export function parseMonth(text: string | null | undefined): YearMonth | null {
  const month = text?.trim() ?? ''
  if (!isYearMonth(month)) return null
  const year = Number(month.slice(0, 4))
  return year < MIN_YEAR || year > MAX_YEAR ? null : month
}

/** Below −100% a month a price would turn negative; no published monthly rate comes near 100%. */
const MAX_TYPED_RATE = 100

/**
 * The rates a person typed for months past the data (`taxas=2026-08:0,45;2026-09:-0,1`, the
 * link's form, docs/legal/official-series.md): month, colon, % ao mês with a decimal comma or
 * point, separated by semicolons. Null when any entry is not one; an empty text is no month.
 */
export function parseTypedRates(text: string | null | undefined): Record<YearMonth, number> | null {
  const rates: Record<YearMonth, number> = {}
  for (const entry of (text ?? '').split(';')) {
    const part = entry.trim()
    if (part === '') continue
    const [month, rate, ...rest] = part.split(':')
    const value = Number((rate ?? '').trim().replace(',', '.'))
    if (
      rest.length > 0 ||
      parseMonth(month) === null ||
      (rate ?? '').trim() === '' ||
      !Number.isFinite(value) ||
      Math.abs(value) >= MAX_TYPED_RATE
    ) {
      return null
    }
    rates[(month ?? '').trim()] = value === 0 ? 0 : value
  }
  return rates
}

/** The text of {@link parseTypedRates} for `rates`, months in order, rates with a decimal comma. */
export function typedRatesText(rates: Readonly<Record<YearMonth, string>>): string {
  return Object.keys(rates)
    .sort()
    .filter((m) => (rates[m] ?? '').trim() !== '')
    .map((m) => `${m}:${(rates[m] ?? '').trim().replace('.', ',')}`)
    .join(';')
}
