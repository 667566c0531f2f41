import { addDays, differenceInCalendarDays } from 'date-fns'
import type { UTCDate } from '@date-fns/utc'

import { toIsoDate } from '../core/calendar-date.ts'
import { D, type Dec } from '../core/money.ts'
import { holidaysOfYear } from '../law/holidays.ts'
import {
  FIXED_INCOME_IR,
  LCI_LCA_EARLIER_MINIMUM,
  LCI_LCA_MINIMUM_TERMS,
  REDEMPTION_IOF,
  SAVINGS_RULE,
} from '../law/tables/fixed-income-rules.ts'

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

/** IR as a percentage of the yield, by calendar days held (law/tables/fixed-income-rules.ts). */
export function irRate(calendarDays: number): number {
  const bracket = FIXED_INCOME_IR.brackets.find(({ upToDays }) => calendarDays <= upToDays)
  return bracket?.percent ?? FIXED_INCOME_IR.abovePercent
}

/** IOF as a percentage of the yield; 0 from day 30 on (and on the day of application). */
export function iofRate(calendarDays: number): number {
  if (calendarDays < 1) return 0
  return REDEMPTION_IOF.percentByDay[calendarDays - 1] ?? 0
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
  const interest = new D(selic).gt(SAVINGS_RULE.selicAbovePercent)
    ? new D(SAVINGS_RULE.monthlyPercent).div(100)
    : new D(selic)
        .div(100)
        .times(new D(SAVINGS_RULE.selicSharePercent).div(100))
        .plus(1)
        .pow(new D(1).div(12))
        .minus(1)
  return new D(trPercentMonth).div(100).plus(1).times(interest.plus(1))
}

/** Least months of a new LCI/LCA without price indexation issued on `issued` (YYYY-MM-DD). */
export function lciMinimumMonths(issued: string): { lci: number; lca: number } {
  const term = LCI_LCA_MINIMUM_TERMS.find(({ from }) => issued >= from)
  return term ? { lci: term.lci, lca: term.lca } : { ...LCI_LCA_EARLIER_MINIMUM }
}
