import { formatNumber } from '@/utils/format.ts'

const SUPERSCRIPT: Readonly<Record<string, string>> = {
  '-': '⁻',
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
}

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
    const power = exponent.replace('+', '').replace(/./g, (c) => SUPERSCRIPT[c] ?? c)
    return `${significant().format(Number(mantissa))} × 10${power}`
  }
  return abs >= 1 ? formatNumber(value, 6) : significant().format(value)
}
