import { D, type Dec } from '../core/money.ts'
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
import {
  lastMonths,
  type MonthlySeries,
  type MonthValue,
  type YearMonth,
} from './monthly-series.ts'

/**
 * Monthly rates compounded (docs/legal/official-series.md): factor = Π (1 + taxa_m / 100), the
 * accumulated % = (factor − 1) × 100. The Banco Central's Calculadora do Cidadão and the yearly
 * IPCA that IBGE announces are this product over the months, both ends included.
 */
export function compound(months: readonly MonthValue[]): Dec {
  return months.reduce((factor, m) => factor.times(new D(m.rate).div(100).plus(1)), new D(1))
}

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

const MONTH_ABBREVIATIONS = [
  'jan',
  'fev',
  'mar',
  'abr',
  'mai',
  'jun',
  'jul',
  'ago',
  'set',
  'out',
  'nov',
  'dez',
] as const

/** "out/2025": how a month names its figure in a step. */
export function shortMonth(month: YearMonth): string {
  return `${MONTH_ABBREVIATIONS[Number(month.slice(5, 7)) - 1] ?? ''}/${month.slice(0, 4)}`
}

/** (1 + 1,28% out/2025) × …: every month's figure in the step, named by its month. */
export function productExpression(months: readonly MonthValue[]): StepExpression {
  return mul(...months.map((m) => add(numberFig(1), percentFig(m.rate, shortMonth(m.month)))))
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
  const factor = compound(months)
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
