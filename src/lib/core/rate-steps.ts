import type { Dec } from './money.ts'
import { annualToMonthly, fromPercent, type RatePeriod } from './rate.ts'
import { add, type CalcStep, div, mul, numberFig, percentFig, pow, sub } from './steps.ts'

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
        expression: sub(
          pow(add(numberFig(1), percentFig(percent)), div(numberFig(1), numberFig(12))),
          numberFig(1),
        ),
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
export function onePlus(percent: number) {
  return add(numberFig(1), percentFig(percent))
}
