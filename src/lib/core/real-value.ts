import { D, type Dec } from './money.ts'

/**
 * A future amount in today's money: value ÷ (1 + inflation)^(months ÷ 12), the yearly inflation
 * typed in percent. Used for "em valores de hoje" beside compound interest and retirement, so a
 * million in 30 years is read against what it buys now. An inflation of −100% or less has no
 * meaning and leaves the value as it is.
 */
export function inTodaysMoney(value: Dec, annualInflationPercent: number, months: number): Dec {
  const factor = new D(annualInflationPercent).div(100).plus(1)
  if (factor.lte(0) || months <= 0) return value
  return value.div(factor.pow(new D(months).div(12)))
}
