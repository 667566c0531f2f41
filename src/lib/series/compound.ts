import { D, type Dec } from '../core/money.ts'
import {
  type MonthlySeries,
  monthsBetween,
  type MonthValue,
  type YearMonth,
} from './monthly-series.ts'

/**
 * Monthly rates compounded, the one place the site multiplies a series' months
 * (docs/legal/official-series.md): `fator = Π (1 + taxa_m / 100)`, every month from the first to
 * the last, both included, as the Banco Central's Calculadora do Cidadão and IBGE's yearly IPCA do.
 * A negative month lowers the factor; nothing is floored. With a share of the rate (`percentual`
 * of the CDI) each month counts as `1 + taxa_m / 100 × share / 100`. `start` carries a factor
 * already accumulated (the previous calendar year's, as its step shows it) into the product.
 *
 * The months are multiplied one by one in order, so each month's factor is the product up to it
 * (the month-by-month table). A month the series lacks is listed in `missing` and left out, never
 * read as zero: each caller decides whether that refuses the range or is said beside the result.
 */

/** A month compounded: its rate as published and the factor from the first month up to it. */
export type CompoundedMonth = MonthValue & { readonly factor: Dec }

export type Compounded = {
  /** The product of the months found (times `start`), unrounded. */
  readonly factor: Dec
  readonly months: readonly CompoundedMonth[]
  /** The months asked for that the series does not have, in order. */
  readonly missing: readonly YearMonth[]
}

export type CompoundOptions = {
  /** % of each month's rate; 100, the default, is the whole index. */
  readonly share?: number
  /** A factor the product starts from; 1 by default. */
  readonly start?: Dec
}

/** The months of `series` from `from` to `to`, both included, compounded. */
export function compoundMonths(
  series: Pick<MonthlySeries, 'values'>,
  from: YearMonth,
  to: YearMonth,
  { share = 100, start = new D(1) }: CompoundOptions = {},
): Compounded {
  const whole = share === 100
  const months: CompoundedMonth[] = []
  const missing: YearMonth[] = []
  let factor = start
  for (const month of monthsBetween(from, to)) {
    const rate = series.values[month]
    if (rate === undefined) {
      missing.push(month)
      continue
    }
    const part = new D(rate).div(100)
    factor = factor.times((whole ? part : part.times(new D(share).div(100))).plus(1))
    months.push({ month, rate, factor })
  }
  return { factor, months, missing }
}

/** The calendar years from `from` to `to`, each cut to the range: its first and last month. */
export function yearsBetween(from: YearMonth, to: YearMonth): { from: YearMonth; to: YearMonth }[] {
  const years: { from: YearMonth; to: YearMonth }[] = []
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    const [first, last] = [`${String(year)}-01`, `${String(year)}-12`]
    years.push({ from: first < from ? from : first, to: last > to ? to : last })
  }
  return years
}
