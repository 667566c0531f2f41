import { D } from '../core/money.ts'
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
import { compoundMonths, yearsBetween } from './compound.ts'
import type { MonthlySeries, MonthValue, YearMonth } from './monthly-series.ts'

/**
 * An index accumulated over whole months for a value to be corrected by it (correção monetária,
 * reajuste de aluguel; docs/legal/correction.md), compounded by ./compound.ts. With a share of a
 * rate (`percentual` of the CDI) the Calculadora do Cidadão applies the share to the daily CDI,
 * so with monthly figures this is an approximation, and the first step says so.
 *
 * The factor is written with ten decimals at the end of each calendar year and the next year
 * starts from that figure (docs/como-calculamos.md): one "Como calculamos" step per year lists
 * the year's monthly figures, and anyone multiplying them gets the factor shown. The rounding
 * moves the factor by less than 10⁻¹⁰ a year. A step names a month `AAAA-MM`; the screen writes
 * it for people (src/lib/core/steps.ts).
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

const SOURCE =
  'Variações mensais compostas, mês inicial e final incluídos (Banco Central, Calculadora do Cidadão)'

/**
 * Accumulates the months of `series` from `from` to `to` (at least one month, every one in the
 * series: the caller has checked) at `share` % of each rate; 100 is the whole index.
 */
export function accumulate(
  series: Pick<MonthlySeries, 'values'>,
  from: YearMonth,
  to: YearMonth,
  share = 100,
): Accumulation {
  const whole = share === 100
  const termExpression = (rate: number): StepExpression =>
    whole ? onePlus(rate) : add(numberFig(1), mul(percentFig(rate), percentFig(share)))

  const months: AccumulatedMonth[] = []
  const steps: CalcStep[] = []
  let factor = new D(1)
  let previous: CalcStep | null = null
  let previousMonth = ''
  for (const year of yearsBetween(from, to)) {
    const compounded = compoundMonths(series, year.from, year.to, { share, start: factor })
    for (const m of compounded.months) {
      months.push({ month: m.month, rate: m.rate, factor: stepNumber(m.factor) })
    }
    const yearFactor = stepNumber(compounded.factor)
    const terms = compounded.months.map((m) => termExpression(m.rate))
    const all = previous ? [fromStep(previous, `fator até ${previousMonth}`), ...terms] : terms
    const step: CalcStep = {
      label: `Fator acumulado até ${year.to}`,
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
    previousMonth = year.to
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
