import { D, type Dec } from '../core/money.ts'
import { onePlus, stepNumber } from '../core/rate-steps.ts'
import {
  add,
  type CalcStep,
  fromStep,
  mul,
  numberFig,
  percentFig,
  type StepExpression,
  sub,
} from '../core/steps.ts'
import type { MonthValue } from '../series/monthly-series.ts'

/**
 * An index accumulated over whole months, the convention of the Banco Central's Calculadora do
 * Cidadão (docs/legal/correction.md): the variation of every month from the first to the last,
 * both included, compounded, `fator = Π (1 + taxa_m / 100)`. A negative month lowers the factor;
 * nothing is floored. With a share of a rate (`percentual` of the CDI) each month's rate is
 * taken at that share, `1 + taxa_m × percentual / 100 / 100`: the Calculadora do Cidadão applies
 * the share to the daily CDI, so with monthly figures this is an approximation.
 *
 * The factor is written with ten decimals at the end of each calendar year and the next year
 * starts from that figure (docs/como-calculamos.md): one "Como calculamos" step per year lists
 * the year's monthly figures, and anyone multiplying them gets the factor shown. The rounding
 * moves the factor by less than 10⁻¹⁰ a year.
 */

/** A month of the accumulation, with the factor from the first month up to it. */
export type AccumulatedMonth = MonthValue & { factor: number }

export type Accumulation = {
  months: AccumulatedMonth[]
  /** Π (1 + taxa), ten decimals. */
  factor: number
  /** (fator − 1) × 100: the accumulated variation in %. */
  percent: number
  /** One step per calendar year, then the accumulated variation. */
  steps: CalcStep[]
  /** The step whose result is {@link Accumulation.factor}, for the next step to take it from. */
  factorStep: CalcStep
}

/** `2024-12` → `12/2024`, as the steps name a month. */
export const monthLabel = (month: string): string => `${month.slice(5, 7)}/${month.slice(0, 4)}`

const SOURCE =
  'Variações mensais compostas, mês inicial e final incluídos (Banco Central, Calculadora do Cidadão)'

/** The months grouped by calendar year, in order. */
function byYear(rates: readonly MonthValue[]): MonthValue[][] {
  const years: MonthValue[][] = []
  for (const rate of rates) {
    const current = years.at(-1)
    if (current?.[0]?.month.slice(0, 4) === rate.month.slice(0, 4)) current.push(rate)
    else years.push([rate])
  }
  return years
}

/**
 * Accumulates `rates` (at least one month, in order, no gap) at `share` % of each rate.
 * `share` is 100 for a whole index.
 */
export function accumulate(rates: readonly MonthValue[], share = 100): Accumulation {
  const whole = share === 100
  const term = (rate: number): Dec =>
    new D(1).plus(new D(rate).div(100).times(new D(share).div(100)))
  const termExpression = (rate: number): StepExpression =>
    whole ? onePlus(rate) : add(numberFig(1), mul(percentFig(rate), percentFig(share)))

  const months: AccumulatedMonth[] = []
  const steps: CalcStep[] = []
  let factor = new D(1)
  let previous: CalcStep | null = null
  let previousMonth = ''
  for (const year of byYear(rates)) {
    let running = factor
    for (const m of year) {
      running = running.times(term(m.rate))
      months.push({ ...m, factor: stepNumber(running) })
    }
    const last = year.at(-1) as MonthValue
    const yearFactor = stepNumber(running)
    const terms = year.map((m) => termExpression(m.rate))
    const all = previous
      ? [fromStep(previous, `fator até ${monthLabel(previousMonth)}`), ...terms]
      : terms
    const step: CalcStep = {
      label: `Fator acumulado até ${monthLabel(last.month)}`,
      expression: all.length === 1 ? (all[0] as StepExpression) : mul(...all),
      result: numberFig(yearFactor),
      source: SOURCE,
      ...(whole || previous
        ? {}
        : {
            note: `${String(share)}% da taxa de cada mês: aproximação mensal (a Calculadora do Cidadão aplica o percentual à taxa diária).`,
          }),
    }
    steps.push(step)
    previous = step
    previousMonth = last.month
    factor = new D(yearFactor)
  }
  const factorStep = previous as CalcStep
  const percent = stepNumber(factor.minus(1).times(100))
  steps.push({
    label: 'Variação acumulada',
    expression: sub(fromStep(factorStep, 'fator acumulado'), numberFig(1)),
    result: percentFig(percent),
    source: '(fator − 1) × 100',
  })
  return { months, factor: factor.toNumber(), percent, steps, factorStep }
}
