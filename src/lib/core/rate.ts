import { D, type Dec } from './money.ts'

/**
 * Interest rates. People type percentages (`1.5` is 1,5%); formulas use per-period decimal
 * fractions (0.015). The only way from one to the other is through these functions, so a rate is
 * never divided by 100 twice (the seed's installment bug) or by 12 when it should be converted by
 * equivalence (docs/decisions.md §3).
 */

/**
 * A rate too small to change any cent: below 1e-20 a month, even R$ 10 trilhões over 1200 months
 * earns less than a cent. Formulas treat it as zero; computing (1 + i)^n − 1 for it would leave
 * too few significant digits (or none: 5e-324 % gives exactly 1, and a division by zero).
 */
export function isZeroRate(rate: Dec): boolean {
  return rate.abs().lt('1e-20')
}

/** The period a typed rate refers to. `mes` = % ao mês, `ano` = % ao ano (URL values). */
export type RatePeriod = 'mes' | 'ano'

/** A percentage as typed to a decimal fraction: 1.5 → 0.015. */
export function fromPercent(percent: number): Dec {
  return new D(percent).div(100)
}

/** A decimal fraction to a percentage: 0.015 → 1.5 (unrounded). */
export function toPercent(rate: Dec): number {
  return Number(rate.times(100).toString())
}

/**
 * Monthly rate equivalent to an annual effective rate: (1 + a)^(1/12) − 1.
 * 12% a.a. → 0,948879…% a.m. (not 1%: compounding 1% for 12 months gives 12,68% a.a.).
 */
export function annualToMonthly(annual: Dec): Dec {
  if (annual.isZero()) return new D(0)
  // A fractional power of a negative base is not real; decimal.js-light would throw a bare
  // "[DecimalError] NaN". Callers validate rates first, so this names the library bug instead.
  if (annual.lt(-1))
    throw new RangeError(`annualToMonthly(): a rate below −100% (${annual.toString()})`)
  return annual.plus(1).pow(new D(1).div(12)).minus(1)
}

/** Annual rate equivalent to a monthly effective rate: (1 + m)^12 − 1. */
export function monthlyToAnnual(monthly: Dec): Dec {
  return monthly.plus(1).pow(12).minus(1)
}

/** A typed percentage with its period, as a monthly decimal rate. */
export function monthlyRate(percent: number, period: RatePeriod): Dec {
  const rate = fromPercent(percent)
  return period === 'ano' ? annualToMonthly(rate) : rate
}

/**
 * Future value of a lump sum plus equal deposits made at the end of each period, at a
 * per-period effective rate (numpy-financial `fv` with when='end', signs flipped):
 * `initial · (1 + i)^n + deposit · ((1 + i)^n − 1) / i`, or `initial + deposit · n` when i = 0.
 */
export function futureValue(initial: Dec, deposit: Dec, rate: Dec, periods: number): Dec {
  if (isZeroRate(rate)) return initial.plus(deposit.times(periods))
  const growth = rate.plus(1).pow(periods)
  return initial.times(growth).plus(deposit.times(growth.minus(1)).div(rate))
}

/**
 * The deposit per period that grows `initial` to `target` in `periods` periods (end of period):
 * `(target − initial · (1 + i)^n) · i / ((1 + i)^n − 1)`, or `(target − initial) / n` when i = 0.
 * Negative when `initial` alone already passes the target.
 */
export function depositForTarget(initial: Dec, target: Dec, rate: Dec, periods: number): Dec {
  if (isZeroRate(rate)) return target.minus(initial).div(periods)
  const growth = rate.plus(1).pow(periods)
  return target.minus(initial.times(growth)).times(rate).div(growth.minus(1))
}
