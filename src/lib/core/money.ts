import Decimal, { type Numeric } from 'decimal.js-light'

/**
 * The one money representation and rounding rule of the library.
 *
 * Every amount a person sees is a `Money`: reais holding a whole number of cents, made only by
 * {@link money}, which rounds half-up (away from zero on an exact half) in decimal arithmetic.
 * Binary floating point stores 1.005 as 1.00499999…, so `Math.round(x * 100) / 100` shows 1,00
 * where the law and a person expect 1,01; decimal arithmetic does not (amendments §1,
 * legal-tables.md §12).
 *
 * Intermediate values that are not shown are never rounded: compute them with {@link D} and
 * round once, when the amount is shown. Totals and differences of shown amounts go through
 * {@link sumMoney} and {@link subtractMoney}, which work in whole cents, so a breakdown on screen
 * always adds up.
 */

/** Decimal with 40 significant digits and half-up rounding: the library's arithmetic. */
export const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP })
export type Dec = Decimal
export type { Numeric }

declare const moneyBrand: unique symbol
/** Reais, always a whole number of cents. Only {@link money} and the helpers here make one. */
export type Money = number & { readonly [moneyBrand]: true }

function assertFinite(value: Numeric): void {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    // Inputs are validated before any arithmetic, so this is a library bug, never user input.
    throw new RangeError(`money() received a non-finite number: ${value}`)
  }
}

/** Rounds a value half-up to the cent, in decimal: `money(1.005) === 1.01`. */
export function money(value: Numeric): Money {
  assertFinite(value)
  const cents = new D(value).toDecimalPlaces(2)
  const n = Number(cents.toString())
  // Normalise -0 so that a zero amount never prints as "-R$ 0,00".
  return (n === 0 ? 0 : n) as Money
}

/** Whole cents of a `Money` (exact: a `Money` is a whole number of cents). */
export function toCents(amount: Money): number {
  return Math.round(amount * 100)
}

/** A `Money` from a whole number of cents. */
export function fromCents(cents: number): Money {
  return money(new D(Math.round(cents)).div(100))
}

export const ZERO = 0 as Money

/** Sum of shown amounts, in whole cents. */
export function sumMoney(...amounts: readonly Money[]): Money {
  return fromCents(amounts.reduce((total, amount) => total + toCents(amount), 0))
}

/** `a − b` of shown amounts, in whole cents. */
export function subtractMoney(a: Money, b: Money): Money {
  return fromCents(toCents(a) - toCents(b))
}

/** Larger of two shown amounts. */
export function maxMoney(a: Money, b: Money): Money {
  return a >= b ? a : b
}

/** Smaller of two shown amounts. */
export function minMoney(a: Money, b: Money): Money {
  return a <= b ? a : b
}

/** Rounds a non-money figure (a percentage, a ratio) half-up to `places` decimals, in decimal. */
export function roundTo(value: Numeric, places: number): number {
  assertFinite(value)
  const n = Number(new D(value).toDecimalPlaces(places).toString())
  return n === 0 ? 0 : n
}
