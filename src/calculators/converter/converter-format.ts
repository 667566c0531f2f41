import { plainDecimal } from '@/utils/decimal-text.ts'
import { formatNumber } from '@/utils/format.ts'
import { timesPowerOfTen } from '@/utils/power-of-ten.ts'

/** Six significant digits of a value below 10, as Intl's `maximumSignificantDigits: 6` writes it
 * (without Intl: src/utils/decimal-text.ts). */
function significant(value: number): string {
  const plain = plainDecimal(value)
  const point = plain.indexOf('.')
  const lead = plain.search(/[1-9]/)
  if (point < 0 || lead < 0) return formatNumber(value, 0)
  return formatNumber(value, lead < point ? Math.max(0, 6 - point) : lead - point + 5)
}

/**
 * A converted value in pt-BR: up to 6 decimals without trailing zeros (docs/product.md §9); below 1, the
 * 6 significant digits the library keeps (0,0000157828); very small or huge values as
 * `6,21371 × 10⁻⁷`, which reads better than a row of zeros.
 */
export function formatConverted(value: number): string {
  if (!Number.isFinite(value) || value === 0) return '0'
  const abs = Math.abs(value)
  if (abs >= 1e15 || abs < 1e-5) {
    const [mantissa = '0', exponent = '0'] = value.toExponential().split('e')
    return timesPowerOfTen(significant(Number(mantissa)), exponent)
  }
  return abs >= 1 ? formatNumber(value, 6) : significant(value)
}
