import { addCalendarMonths, calendarMonthsBetween, type CalendarDay } from './calendar-date.ts'

/**
 * Years, months and days between two calendar dates, as people count them: the whole months
 * that fit from the start (adding months as date-fns `addMonths` does, which moves 31/01 + 1
 * month to the last day of February), then the days left. Integer arithmetic on day numbers,
 * so no device time zone can move a date.
 *
 * Formula: n = the largest whole number with addMonths(start, n) ≤ end; years = ⌊n / 12⌋,
 * months = n mod 12, days = end − addMonths(start, n) in calendar days.
 *
 * Why not date-fns `intervalToDuration`: the installed date-fns 4.4.0 returns negative days near
 * the end of February (31/01/2024 → 28/02/2024 gives `{ months: 1, days: -1 }`), against its own
 * test suite, which expects `{ days: 28 }`. This formula gives the values of that test suite in
 * every case it lists (see date-duration.test.ts).
 *
 * Convention: someone born on 29/02 completes a year on 28/02 of a common year, because
 * `addMonths(29/02/2000, 12)` is 28/02/2001; date-fns `differenceInYears` would wait for 01/03.
 *
 * Source: date-fns/date-fns, src/intervalToDuration/test.ts (expected values).
 */

export type CalendarDuration = {
  years: number
  months: number
  days: number
  /** Whole months in the interval: years × 12 + months. */
  totalMonths: number
}

/** The duration from `start` to `end`; `start` must not be after `end`. */
export function calendarDuration(start: CalendarDay, end: CalendarDay): CalendarDuration {
  let n = calendarMonthsBetween(start, end)
  // The calendar-month count overshoots by one when the end's day of month is earlier.
  if (addCalendarMonths(start, n) > end) n -= 1
  return {
    years: Math.floor(n / 12),
    months: n % 12,
    days: end - addCalendarMonths(start, n),
    totalMonths: n,
  }
}
