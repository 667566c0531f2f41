/**
 * pt-BR text of a keypad display. The keypads keep numbers in machine format (`-1234.5`, `12.`
 * while typing, `1.5e+21`); people read `-1.234,5`, `12,` and `1,5 × 10²¹` (scientific notation
 * as written in Brazilian schools, not a programmer's `e+21`). What was typed stays as typed
 * (trailing zeros and a trailing comma are part of the entry).
 */
import { timesPowerOfTen } from '@/utils/power-of-ten.ts'
import { powerOfTen } from '@/utils/float-figures.ts'

/** Integer digits beyond which a number is written in scientific notation (`1,23e+15`). */
const MAX_PLAIN_DIGITS = 15
const MACHINE = /^(-?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i

// Not decimal-text.ts's groupThousands: imported from here, it leaves the format chunk for one of
// its own, which the heaviest page then loads before it is interactive (130 B of its budget).
function group(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.')
}

function scientific(sign: string, value: number): string {
  const [mantissa = '0', exp = '+0'] = Number(Math.abs(value).toPrecision(15))
    .toExponential()
    .split('e')
  return `${sign}${timesPowerOfTen(mantissa.replace('.', ','), exp)}`
}

/** `-1234.5` → `-1.234,5`; `12.` → `12,`; `1.5e+21` → `1,5 × 10²¹`; 21 digits → `1,23… × 10²⁰`. */
export function formatDisplay(machine: string): string {
  const match = MACHINE.exec(machine)
  if (!match) return machine
  const [, sign = '', integer = '', fraction, exponent] = match
  if (exponent !== undefined) {
    const mantissa = fraction === undefined ? integer : `${integer},${fraction}`
    return `${sign}${timesPowerOfTen(mantissa, exponent)}`
  }
  if (integer.length > MAX_PLAIN_DIGITS) return scientific(sign, Number(machine))
  const head = group(integer === '' ? '0' : integer)
  return fraction === undefined ? `${sign}${head}` : `${sign}${head},${fraction}`
}

/** A result of the scientific evaluator (a finite number) as display text. */
export function formatNumberDisplay(value: number): string {
  if (value === 0) return '0'
  const abs = Math.abs(value)
  // Below 1e-7 String() already gives exponent form; keep 15 significant digits at most.
  const text = Number(value.toPrecision(15)).toString()
  if (abs >= powerOfTen(MAX_PLAIN_DIGITS)) return scientific(value < 0 ? '-' : '', value)
  return formatDisplay(text)
}

/**
 * Font size that fits `length` characters on one line of the display's container (`@container`):
 * large for short numbers, shrinking as they grow, never below a readable floor (`min`, in rem:
 * a number goes down to 0,875 rem so that 15 digits in scientific notation stay on one line of a
 * 360 px phone; long expressions stop at 1,25 rem and wrap instead of overflowing).
 */
export function displayFontSize(length: number, max = 3, min = 1.25): string {
  const perChar = 100 / (Math.max(length, 1) * 0.66 + 0.6)
  return `max(${min}rem, min(${max}rem, ${perChar.toFixed(2)}cqi))`
}
