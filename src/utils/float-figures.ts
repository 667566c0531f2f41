/**
 * Arithmetic that shapes a figure for display, in binary floats, kept out of the screens (lint
 * forbids Math.round, Math.pow and ** there, eslint.config.js): nothing here computes money a
 * person is owed; that is src/lib's, in decimal, half-up to the cent.
 */

/** Whole cents of an amount already rounded to the cent (exact for any such double). */
export function wholeCents(amount: number): number {
  return Math.round(amount * 100)
}

/** A figure shown with two decimals (a difference of percentages or counts). */
export function toHundredths(value: number): number {
  return Math.round(value * 100) / 100
}

/** 10^k, for an axis or a display threshold. */
export function powerOfTen(exponent: number): number {
  return 10 ** exponent
}

/** A monthly percentage as its yearly equivalent, compounded, in percent (for a warning's text). */
export function yearlyFromMonthly(monthlyPercent: number): number {
  return ((1 + monthlyPercent / 100) ** 12 - 1) * 100
}
