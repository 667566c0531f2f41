import { isoDate, type IsoDate } from '../core/calendar-date.ts'
import type { Checker, NumberInput } from '../core/check.ts'
import { D, money, type Money } from '../core/money.ts'
import type { MeiActivity, MeiExcessActivity, MeiTable } from '../law/tables/types.ts'

/**
 * The MEI's revenue limit of a year and what happens above it (docs/legal/mei-simples.md):
 * 81.000 in a full year (LC 123/2006 art. 18-A §1º), 6.750 per month from the opening month to
 * December in the year the MEI opened (§2º, a month's fraction counted whole); up to 20% above
 * it the MEI pays a DAS on the excess and leaves on 1 January (§7º III "a", §10; Res. CGSN
 * 140/2018 art. 115 §8º), beyond that the exclusion reaches back to the start of the year (§7º
 * III "b").
 */

/** The first month of activity a person can have: the MEI began in July 2009 (LC 128/2008). */
const FIRST_OPENING = { year: 2009, month: 7 }

export type MeiOpening = { year: number; month: number }

/** Reads `abertura` (`AAAA-MM`): empty is a MEI open before the year; after the year is wrong. */
export function readOpening<F extends string>(
  c: Checker<F>,
  fields: { opening: F; year: F },
  text: string | null | undefined,
  year: number,
): MeiOpening | null {
  const field = fields.opening
  if (text === null || text === undefined || text.trim() === '') return null
  const match = /^(\d{4})-(\d{2})$/.exec(text.trim())
  const opening = match ? { year: Number(match[1]), month: Number(match[2]) } : null
  if (!opening || opening.month < 1 || opening.month > 12) {
    c.add(field, 'invalid')
    return null
  }
  if (monthIndex(opening) < monthIndex(FIRST_OPENING)) {
    c.add(field, 'too-small')
    return null
  }
  // A MEI opened after the table's year had no revenue in it to judge.
  if (opening.year > year) {
    c.add(field, 'date-order', { other: fields.year })
    return null
  }
  return opening
}

const monthIndex = (m: MeiOpening) => m.year * 12 + m.month

/** Months of activity in `year`: 12, or from the opening month to December, counted whole. */
export function monthsOpen(opening: MeiOpening | null, year: number): number {
  return opening !== null && opening.year === year ? 12 - opening.month + 1 : 12
}

/** The year's revenue: as typed, else the month's revenue × the months of activity. */
export function annualRevenueOf(d: { month: Money; typed: NumberInput; months: number }): {
  amount: Money
  typed: boolean
} {
  return typeof d.typed === 'number'
    ? { amount: money(d.typed), typed: true }
    : { amount: money(new D(d.month).times(d.months)), typed: false }
}

export type MeiExcessDas = { activity: MeiExcessActivity; rate: number; amount: Money }

export type MeiLimitStatus =
  | { kind: 'within' }
  | {
      kind: 'tolerance'
      excess: Money
      /** 20% of the limit: the largest excess that keeps the MEI until December. */
      tolerance: Money
      /** One per activity the excess may belong to; two figures are the bounds of a split. */
      excessDas: MeiExcessDas[]
      /** 1 January of the next year: the MEI becomes an ME of the Simples Nacional. */
      leavesOn: IsoDate
    }
  | {
      kind: 'excluded'
      excess: Money
      tolerance: Money
      /** The exclusion reaches back to 1 January, or to the opening month in its first year. */
      since: IsoDate
    }

/**
 * The activities whose rate the excess may bear: "Comércio ou indústria" is either Anexo I or II;
 * "Comércio e serviços" is split by the DASN-SIMEI, so all-commerce and all-services bound it.
 */
const EXCESS_ACTIVITIES: Record<MeiActivity, readonly MeiExcessActivity[]> = {
  comercio: ['comercio', 'industria'],
  servicos: ['servicos'],
  ambos: ['comercio', 'servicos'],
}

export function judgeMeiLimit(d: {
  mei: MeiTable
  activity: MeiActivity
  year: number
  opening: MeiOpening | null
  limit: Money
  annualRevenue: Money
}): MeiLimitStatus {
  const excess = money(new D(d.annualRevenue).minus(d.limit))
  if (excess <= 0) return { kind: 'within' }
  const tolerance = money(new D(d.limit).times(d.mei.excess.tolerance))
  if (excess > tolerance) {
    const since =
      d.opening !== null && d.opening.year === d.year
        ? `${String(d.year)}-${String(d.opening.month).padStart(2, '0')}-01`
        : `${String(d.year)}-01-01`
    return { kind: 'excluded', excess, tolerance, since: isoDate(since) as IsoDate }
  }
  return {
    kind: 'tolerance',
    excess,
    tolerance,
    excessDas: EXCESS_ACTIVITIES[d.activity].map((activity) => {
      const rate = d.mei.excess.rates[activity]
      return { activity, rate, amount: money(new D(excess).times(rate)) }
    }),
    leavesOn: isoDate(`${String(d.year + 1)}-01-01`) as IsoDate,
  }
}
