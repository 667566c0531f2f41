import Decimal, { type Numeric } from 'decimal.js-light'

/**
 * The one money representation and rounding rule of the library.
 *
 * Every amount a person sees is a `Money`: reais holding a whole number of cents, made only by
 * {@link money}, which rounds half-up (away from zero on an exact half) in decimal arithmetic.
 * Binary floating point stores 1.005 as 1.00499999…, so `Math.round(x * 100) / 100` shows 1,00
 * where the law and a person expect 1,01; decimal arithmetic does not (docs/decisions.md §1,
 * docs/decisions.md §1).
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

/** A `Money` from a number of cents, rounded half-up (away from zero) to a whole cent. */
export function fromCents(cents: number): Money {
  // Whole cents (every sum and difference of amounts): a division is exact to the double, as
  // the decimal route below, and a long schedule makes thousands of them.
  if (Number.isSafeInteger(cents)) return centsMoney(cents)
  // Math.round(-2.5) is -2: it rounds halves up towards +∞, not away from zero as money() does.
  return money(new D(cents).toDecimalPlaces(0).div(100))
}

export const ZERO = 0 as Money

/** Whole cents as a `Money`: the double nearest n/100, as `money()` makes it, never −0. */
function centsMoney(cents: number): Money {
  const n = cents / 100
  return (n === 0 ? 0 : n) as Money
}

/**
 * `amount ↦ money(factor × amount)` for one decimal factor (a month's interest rate on each
 * balance of a schedule), the same cent as `money()` but mostly without decimal arithmetic: the
 * product in doubles is within 3·10⁻¹⁶ of the exact one, so unless it falls that close to half
 * a cent (where rounding could go either way) its nearest cent is the exact product's. Those
 * rare cases, and amounts too large for the margin, take the decimal route.
 */
export function multiplyMoney(factor: Dec): (amount: Money) => Money {
  const f = factor.toNumber()
  return (amount) => {
    const exact = f * toCents(amount)
    const cents = Math.round(exact)
    const fromHalf = Math.abs(Math.abs(exact - cents) - 0.5)
    if (fromHalf > Math.abs(exact) * 1e-15 && Math.abs(exact) < 2 ** 50) return centsMoney(cents)
    return money(factor.times(amount))
  }
}

/**
 * Sum of shown amounts, exact to the cent. Whole cents add exactly as doubles up to 2^53 cents
 * (≈ R$ 90 trilhões); a long schedule of huge instalments can pass that, and is summed in decimal.
 */
export function sumMoney(...amounts: readonly Money[]): Money {
  let cents = 0
  let magnitude = 0
  for (const amount of amounts) {
    const c = toCents(amount)
    cents += c
    magnitude += Math.abs(c)
  }
  if (magnitude <= Number.MAX_SAFE_INTEGER) return fromCents(cents)
  return money(amounts.reduce((total: Dec, amount) => total.plus(amount), new D(0)))
}

/** `a − b` of shown amounts, exact to the cent. */
export function subtractMoney(a: Money, b: Money): Money {
  const [ca, cb] = [toCents(a), toCents(b)]
  if (Math.abs(ca) + Math.abs(cb) <= Number.MAX_SAFE_INTEGER) return fromCents(ca - cb)
  return money(new D(a).minus(b))
}

/** Larger of two shown amounts. */
export function maxMoney(a: Money, b: Money): Money {
  return a >= b ? a : b
}

/** Smaller of two shown amounts. */
export function minMoney(a: Money, b: Money): Money {
  return a <= b ? a : b
}

/**
 * The largest amount a result may show. Inputs stop at `MAX_MAGNITUDE` (1e12), but compounding
 * multiplies them; past 1e13 reais a double no longer holds every cent exactly (2^53 cents ≈
 * 9e13 reais is the hard edge) and the figure means nothing to a person anyway. Formulas that
 * compound check their result with {@link fitsMoney} and report the horizon as too large.
 */
export const MAX_MONEY = 1e13

/** True when an unrounded amount can be shown as `Money` (finite, |value| ≤ {@link MAX_MONEY}). */
export function fitsMoney(value: Numeric): boolean {
  if (typeof value === 'number' && !Number.isFinite(value)) return false
  return new D(value).abs().lte(MAX_MONEY)
}

/** Rounds a non-money figure (a percentage, a ratio) half-up to `places` decimals, in decimal. */
export function roundTo(value: Numeric, places: number): number {
  assertFinite(value)
  const n = Number(new D(value).toDecimalPlaces(places).toString())
  return n === 0 ? 0 : n
}
