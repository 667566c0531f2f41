import { formatNumber } from '@/utils/format.ts'
import { timesPowerOfTen } from '@/utils/power-of-ten.ts'

// Made on first use: an Intl object at module load would cost the page's hydration (format.ts).
let significantFormat: Intl.NumberFormat | undefined
const significant = () =>
  (significantFormat ??= new Intl.NumberFormat('pt-BR', { maximumSignificantDigits: 6 }))

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
    return timesPowerOfTen(significant().format(Number(mantissa)), exponent)
  }
  return abs >= 1 ? formatNumber(value, 6) : significant().format(value)
}
