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

/**
 * Scientific notation as written in Brazilian schools, not a programmer's `e+21`: the mantissa
 * as given (already in pt-BR) and the exponent in superscript. `1,5` and `+21` → `1,5 × 10²¹`;
 * `6,2` and `-7` → `6,2 × 10⁻⁷`.
 */
export function timesPowerOfTen(mantissa: string, exponent: string): string {
  const exp = String(Number(exponent))
  return `${mantissa} × 10${exp
    .split('')
    .map((c) => SUPERSCRIPT[c] ?? c)
    .join('')}`
}
