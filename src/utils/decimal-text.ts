/**
 * Decimal arithmetic on the text of a number, for writing pt-BR numbers without `Intl`.
 *
 * Why not `Intl.NumberFormat`: a page's first Intl object (number or date alike) loads the
 * locale's ICU data, 35–65 ms on this machine's Chromium and 0,15–0,26 s on a slow phone, in one task
 * wherever the first figure is written (docs/performance.md). Why not `toFixed`: Intl rounds the
 * shortest text that reads back as the double (`1.005` → `1,01`), `toFixed` the double's exact
 * binary value (`1.005` → `1.00`), and the site's figures must not change. So the digits come from
 * `String(value)` (the same shortest round trip) and are rounded here, half away from zero, as
 * Intl's default `halfExpand` does; `format.test.ts` checks both against Intl on random doubles.
 */

/** `|value|` as its shortest round-trip decimal, never in exponent form: `1e-7` → `0.0000001`. */
export function plainDecimal(value: number): string {
  const text = String(Math.abs(value))
  const e = text.indexOf('e')
  if (e < 0) return text
  const exponent = Number(text.slice(e + 1))
  const [whole = '', fraction = ''] = text.slice(0, e).split('.')
  const digits = whole + fraction
  const point = whole.length + exponent
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`
  return digits.padEnd(point, '0') + (point < digits.length ? `.${digits.slice(point)}` : '')
}

/** Decimal text (`1234.5678`, no sign) rounded half away from zero to `digits` decimals, the
 * fraction always `digits` long: (`1234.5678`, 2) → `['1234', '57']`. */
export function roundDecimal(text: string, digits: number): [integer: string, fraction: string] {
  const [whole = '', fraction = ''] = text.split('.')
  const integer = whole.replace(/^0+(?=\d)/, '') || '0'
  if (fraction.length <= digits) return [integer, fraction.padEnd(digits, '0')]
  const up = (fraction[digits] ?? '0') >= '5' ? 1n : 0n
  const scaled = (BigInt(integer + fraction.slice(0, digits)) + up)
    .toString()
    .padStart(digits + 1, '0')
  return digits > 0 ? [scaled.slice(0, -digits), scaled.slice(-digits)] : [scaled, '']
}

/** `1234567` → `1.234.567`, the pt-BR thousands. */
export function groupThousands(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.')
}
