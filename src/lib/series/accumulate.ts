import { D } from '../core/money.ts'
import {
  add,
  type CalcStep,
  div,
  mul,
  numberFig,
  percentFig,
  pow,
  type StepExpression,
  sub,
} from '../core/steps.ts'
import { compoundMonths } from './compound.ts'
import {
  lastMonths,
  type MonthlySeries,
  type MonthValue,
  type YearMonth,
} from './monthly-series.ts'

/**
 * A rate the site takes from an official series, the last twelve months (renda fixa's official
 * rates, docs/legal/official-series.md): compounded by ./compound.ts, `fator = Π (1 + taxa_m /
 * 100)`, as a yearly rate (fator − 1) or the equivalent monthly rate (fator^(1/12) − 1), with
 * the "Como calculamos" step that lists each month's figure.
 */

/** A figure the site takes from an official series, with what it is made of. */
export type OfficialFigure = {
  series: Pick<MonthlySeries, 'id' | 'name' | 'publisher' | 'sgs'>
  from: YearMonth
  to: YearMonth
  months: readonly MonthValue[]
  /** The figure as a field holds it: % a year over the 12 months, or % a month on average. */
  value: number
  per: 'ano' | 'mes'
}

/**
 * (1 + 2025-10 1,28%) × …: every month's figure in the step, named by its month, which the screen
 * writes "out/2025" (src/lib/core/steps.ts).
 */
export function productExpression(months: readonly MonthValue[]): StepExpression {
  return mul(...months.map((m) => add(numberFig(1), percentFig(m.rate, m.month))))
}

/**
 * The last 12 months of a series as a yearly rate (accumulated, `places` decimals) or as the
 * equivalent monthly rate ((factor)^(1/12) − 1, the TR's unit); null when the series has fewer
 * than 12 months (the CDI until the data has it).
 */
export function lastTwelveMonths(
  series: MonthlySeries,
  per: 'ano' | 'mes',
  places: number,
): OfficialFigure | null {
  const months = lastMonths(series, 12)
  const first = months?.[0]
  const last = months?.[months.length - 1]
  if (!months || !first || !last) return null
  const { factor } = compoundMonths(series, first.month, last.month)
  const rate = per === 'ano' ? factor : factor.pow(new D(1).div(12))
  const value = Number(rate.minus(1).times(100).toDecimalPlaces(places).toString())
  const { id, name, publisher, sgs } = series
  return {
    series: { id, name, publisher, sgs },
    from: first.month,
    to: last.month,
    months,
    value: value === 0 ? 0 : value,
    per,
  }
}

/** "Como calculamos" of an official figure: the months compounded, and the monthly mean. */
export function officialFigureStep(figure: OfficialFigure, label: string): CalcStep {
  const accumulated = sub(productExpression(figure.months), numberFig(1))
  return {
    label,
    expression:
      figure.per === 'ano'
        ? accumulated
        : sub(
            pow(productExpression(figure.months), div(numberFig(1), numberFig(12))),
            numberFig(1),
          ),
    result: percentFig(figure.value),
    source: `${figure.series.name} mês a mês, ${figure.series.publisher} (SGS ${String(figure.series.sgs)})`,
  }
}
