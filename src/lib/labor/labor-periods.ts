import type { UTCDate } from '@date-fns/utc'
import {
  addDays,
  addMonths,
  addYears,
  differenceInCalendarDays,
  differenceInMonths,
  differenceInYears,
  endOfMonth,
  isLastDayOfMonth,
  max as latest,
  min as earliest,
  startOfMonth,
  startOfYear,
} from 'date-fns'

/**
 * Calendar counting for the severance calculator (docs/legal/labour.md, §12.6). All ranges are
 * inclusive of both days, as a contract runs from the admission day to the last day worked.
 *
 * - Full years of service (Lei 12.506/2011): anniversaries of the admission reached by the
 *   dismissal date (the notification, not the projection).
 * - 13º avos: each calendar month, from January of the dismissal year (or the admission month) to
 *   the projected end, counts when 15 or more of its days were worked (Lei 4.090/1962 art. 1º §2º).
 * - Férias avos and service months: months counted from the start day (admission, or its last
 *   anniversary), a final fraction of 15+ days counting as a month ("fração superior a 14 dias",
 *   CLT art. 146 p.u.). Month steps use date-fns `addMonths`, which keeps the day of the month and
 *   clamps to the month's end (31/01 + 1 month = 28/02).
 */

/** A fraction of a month counts from this many days. */
export const MONTH_FRACTION_DAYS = 15

export function fullYears(start: UTCDate, end: UTCDate): number {
  return Math.max(differenceInYears(end, start), 0)
}

/** Whole months from `start` to the day after `endInclusive`, plus one for 15+ leftover days. */
export function monthsWithFraction(start: UTCDate, endInclusive: UTCDate): number {
  const stop = addDays(endInclusive, 1)
  let months = Math.max(differenceInMonths(stop, start) - 1, 0)
  while (addMonths(start, months + 1) <= stop) months += 1
  const rest = differenceInCalendarDays(stop, addMonths(start, months))
  return months + (rest >= MONTH_FRACTION_DAYS ? 1 : 0)
}

/** The last anniversary of `admission` on or before `end` (the start of the current period). */
export function lastAnniversary(admission: UTCDate, end: UTCDate): UTCDate {
  return addYears(admission, fullYears(admission, end))
}

/** 13º avos from January of `dismissal`'s year to `projectedEnd` (may run into the next year). */
export function thirteenthMonths(
  admission: UTCDate,
  dismissal: UTCDate,
  projectedEnd: UTCDate,
): number {
  let month = startOfMonth(latest([admission, startOfYear(dismissal)]))
  let count = 0
  while (month <= projectedEnd) {
    const from = latest([admission, month])
    const to = earliest([projectedEnd, endOfMonth(month)])
    if (differenceInCalendarDays(to, from) + 1 >= MONTH_FRACTION_DAYS) count += 1
    month = addMonths(month, 1)
  }
  return count
}

/**
 * Days of salary owed for the last month, on the 30-day commercial month: the days from the 1st
 * (or the admission) to the dismissal; a month worked to its last day is 30 days, whatever its
 * length, so February and 31-day months pay one salary.
 */
export function salaryBalanceDays(admission: UTCDate, dismissal: UTCDate): number {
  const monthStart = startOfMonth(dismissal)
  const from = latest([admission, monthStart])
  const days = differenceInCalendarDays(dismissal, from) + 1
  if (isLastDayOfMonth(dismissal) && from.getTime() === monthStart.getTime()) return 30
  return Math.min(days, 30)
}
