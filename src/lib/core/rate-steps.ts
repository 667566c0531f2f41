import type { Dec, Money } from './money.ts'
import { annualToMonthly, fromPercent, isZeroRate, type RatePeriod } from './rate.ts'
import {
  add,
  type CalcStep,
  div,
  moneyFig,
  mul,
  numberFig,
  percentFig,
  pow,
  type StepExpression,
  sub,
} from './steps.ts'

/**
 * Rates and factors as the "Como calculamos" steps show them (docs/como-calculamos.md).
 *
 * An equivalent monthly rate or an accumulated index has endless decimals. The step shows it with
 * {@link STEP_PLACES} decimals and the formula then computes with exactly that figure, so the next
 * step recomputes from what is on screen to the cent, whatever the amount. Ten decimals of a
 * percentage change an instalment by less than a millionth of a cent per real borrowed.
 */

/** Decimals of a rate (in %) or an index shown in a step and used by the next one. */
export const STEP_PLACES = 10

/**
 * A value rounded half-up to the decimals a step shows: {@link STEP_PLACES}, or fewer when the
 * number has so many whole digits that a double would not hold them all (15 significant digits
 * always survive the trip to a number and back to text).
 */
export function stepNumber(value: Dec): number {
  const whole = value.abs().gte(1) ? value.abs().toFixed(0).length : 0
  const places = Math.max(0, Math.min(STEP_PLACES, 15 - whole))
  const n = Number(value.toDecimalPlaces(places).toString())
  return n === 0 ? 0 : n
}

export type StepRate = {
  /** The monthly rate the formula uses, a decimal fraction. */
  rate: Dec
  /** The same rate in %, as the steps show it. */
  percent: number
  /** The conversion, for an annual rate; none for a monthly rate, used as typed. */
  steps: CalcStep[]
}

/**
 * The monthly rate of a typed rate, with its step. A monthly rate is used as typed; an annual
 * effective rate becomes the equivalent monthly rate (1 + a)^(1/12) − 1 (core/rate.ts), shown and
 * used with {@link STEP_PLACES} decimals.
 */
export function monthlyRateWithSteps(percent: number, period: RatePeriod): StepRate {
  if (period === 'mes') return { rate: fromPercent(percent), percent, steps: [] }
  const shown = stepNumber(annualToMonthly(fromPercent(percent)).times(100))
  return {
    rate: fromPercent(shown),
    percent: shown,
    steps: [
      {
        label: 'Taxa mensal equivalente',
        expression: sub(pow(onePlus(percent), div(numberFig(1), numberFig(12))), numberFig(1)),
        result: percentFig(shown),
        source: 'Taxas equivalentes: (1 + taxa anual)^(1/12) − 1',
      },
    ],
  }
}

/** A term in years as months, with its step; a term in months as typed. */
export function monthsWithSteps(
  term: number,
  unit: 'meses' | 'anos',
  label = 'Prazo em meses',
): { months: number; steps: CalcStep[] } {
  if (unit === 'meses') return { months: term, steps: [] }
  const months = term * 12
  return {
    months,
    steps: [
      {
        label,
        expression: mul(numberFig(term, 'anos'), numberFig(12)),
        result: numberFig(months, 'meses'),
      },
    ],
  }
}

/** 1 + i as a step's base, for (1 + i)^n. */
export function onePlus(percent: number): StepExpression {
  return add(numberFig(1), percentFig(percent))
}

/**
 * The future value's expression, as core/rate.ts `futureValue` computes it:
 * `VP × (1 + i)^n + PMT × ((1 + i)^n − 1) ÷ i`, or `VP + PMT × n` at a zero rate. A term whose
 * amount is zero is left out (it adds nothing).
 */
export function futureValueExpression(
  initial: Money,
  deposit: Money,
  { rate, percent }: { rate: Dec; percent: number },
  months: number,
): StepExpression {
  const zero = isZeroRate(rate)
  const terms: StepExpression[] = []
  if (initial !== 0) {
    terms.push(
      zero ? moneyFig(initial) : mul(moneyFig(initial), pow(onePlus(percent), numberFig(months))),
    )
  }
  if (deposit !== 0) {
    terms.push(
      zero
        ? mul(moneyFig(deposit), numberFig(months, 'meses'))
        : div(
            mul(moneyFig(deposit), sub(pow(onePlus(percent), numberFig(months)), numberFig(1))),
            percentFig(percent),
          ),
    )
  }
  return terms.length === 1 ? (terms[0] as StepExpression) : add(...terms)
}

/** What was put in: `VP + PMT × n`; null when it is the initial amount alone (nothing to add). */
export function contributedExpression(
  initial: Money,
  deposit: Money,
  months: number,
): StepExpression | null {
  if (deposit === 0) return null
  const deposits = mul(moneyFig(deposit), numberFig(months, 'meses'))
  return initial === 0 ? deposits : add(moneyFig(initial), deposits)
}
