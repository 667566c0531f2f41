import { addDays, differenceInCalendarDays } from 'date-fns'
import type { UTCDate } from '@date-fns/utc'

import { toIsoDate } from '../core/calendar-date.ts'
import { D, type Dec } from '../core/money.ts'
import { holidaysOfYear } from '../law/holidays.ts'

/**
 * The rules of renda fixa that do not depend on the product (docs/legal/fixed-income.md).
 *
 * - IR on the yield by calendar days held (Lei 11.033/2004 art. 1º): up to 180 days 22,5%; up to
 *   360 20%; up to 720 17,5%; above 15%. The rate reached applies to the whole yield.
 * - IOF on a redemption before 30 days (Decreto 6.306/2007 art. 32 and Anexo): a share of the
 *   yield by calendar days, 96% on day 1 down to 3% on day 29, none from day 30.
 * - Business days of the ANBIMA calendar, which CDI products compound over: weekdays that are
 *   not national holidays, Carnaval (Monday, Tuesday) or Corpus Christi.
 * - Poupança (Lei 8.177/1991 art. 12, wording of Lei 12.703/2012): TR plus 0,5% a month while
 *   the Selic target is above 8,5% a year, else 70% of the Selic made monthly by compounding.
 * - Minimum terms of new LCI and LCA without price indexation, by issue date (CMN resolutions of
 *   2024 and Res. CMN 5.215/2025).
 */

export function irRate(calendarDays: number): number {
  if (calendarDays <= 180) return 22.5
  if (calendarDays <= 360) return 20
  if (calendarDays <= 720) return 17.5
  return 15
}

const IOF_BY_DAY = [
  96, 93, 90, 86, 83, 80, 76, 73, 70, 66, 63, 60, 56, 53, 50, 46, 43, 40, 36, 33, 30, 26, 23, 20,
  16, 13, 10, 6, 3,
] as const

/** IOF as a percentage of the yield; 0 from day 30 on (and on the day of application). */
export function iofRate(calendarDays: number): number {
  if (calendarDays < 1 || calendarDays >= 30) return 0
  return IOF_BY_DAY[calendarDays - 1] ?? 0
}

/**
 * Business days from `start` (included) to `end` (excluded), by the ANBIMA calendar, for every
 * day offset from `start`: `counts[k]` is the number of business days in [start, start + k).
 * One pass, so each of many monthly deposits reads its own count at once.
 */
export function businessDayCounts(start: UTCDate, end: UTCDate): number[] {
  const days = Math.max(0, differenceInCalendarDays(end, start))
  const closed = new Set<string>()
  for (let year = start.getUTCFullYear(); year <= end.getUTCFullYear(); year++) {
    for (const h of holidaysOfYear(year, { feriados: true, facultativos: true })) closed.add(h.date)
  }
  const counts = [0]
  let day = start
  for (let k = 0; k < days; k++) {
    const weekday = day.getUTCDay()
    const open = weekday !== 0 && weekday !== 6 && !closed.has(toIsoDate(day))
    counts.push((counts[k] ?? 0) + (open ? 1 : 0))
    day = addDays(day, 1)
  }
  return counts
}

/** Daily factor of a CDI product paying `percentOfCdi`% of a CDI of `cdi`% a year (B3 "DI
 * percentual"): 1 + p × ((1 + CDI)^(1/252) − 1). */
export function cdiDailyFactor(cdi: number, percentOfCdi: number): Dec {
  const daily = new D(cdi).div(100).plus(1).pow(new D(1).div(252)).minus(1)
  return daily.times(new D(percentOfCdi).div(100)).plus(1)
}

/** Daily factor of a rate agreed in % a year over 252 business days (prefixado, IPCA+):
 * (1 + a)^(1/252); an IPCA+ compounds (1 + IPCA) × (1 + real rate) first. */
export function yearlyDailyFactor(...yearlyPercents: readonly number[]): Dec {
  const yearly = yearlyPercents.reduce((f, p) => f.times(new D(p).div(100).plus(1)), new D(1))
  return yearly.pow(new D(1).div(252))
}

/** Poupança's monthly factor: (1 + TR) × (1 + juros), juros by the Selic target rule. */
export function savingsMonthlyFactor(selic: number, trPercentMonth: number): Dec {
  const interest = new D(selic).gt(8.5)
    ? new D('0.005')
    : new D(selic).div(100).times('0.7').plus(1).pow(new D(1).div(12)).minus(1)
  return new D(trPercentMonth).div(100).plus(1).times(interest.plus(1))
}

/** Least months of a new LCI/LCA without price indexation issued on `issued` (YYYY-MM-DD). */
export function lciMinimumMonths(issued: string): { lci: number; lca: number } {
  if (issued >= '2025-05-22') return { lci: 6, lca: 6 }
  if (issued >= '2024-08-22') return { lci: 9, lca: 9 }
  if (issued >= '2024-02-01') return { lci: 12, lca: 9 }
  return { lci: 3, lca: 3 }
}
