import { civilDate, dayOfIso, type CalendarDay, isWeekendDay } from '../core/calendar-date.ts'
import { nationalHolidays, pontosFacultativos } from './holidays.ts'

/**
 * Bank business days (docs/legal/holidays.md): banks close on Saturdays, Sundays, the national
 * holidays, Carnaval and Corpus Christi. State and city holidays are not known to the site.
 */

const closedDays = new Map<number, Set<CalendarDay>>()

function bankHolidays(year: number): Set<CalendarDay> {
  let days = closedDays.get(year)
  if (!days) {
    days = new Set(
      [...nationalHolidays(year), ...pontosFacultativos(year)].map((h) => dayOfIso(h.date)),
    )
    closedDays.set(year, days)
  }
  return days
}

/** Whether banks open on that day. */
export function isBankDay(day: CalendarDay): boolean {
  return !isWeekendDay(day) && !bankHolidays(civilDate(day).year).has(day)
}

/** The day itself when banks open, else the last bank day before it. */
export function bankDayOnOrBefore(day: CalendarDay): CalendarDay {
  let d = day
  // A week never passes without a bank day: the loop ends within days.
  while (!isBankDay(d)) d -= 1
  return d
}

/** The day itself when banks open, else the first bank day after it. */
export function bankDayOnOrAfter(day: CalendarDay): CalendarDay {
  let d = day
  while (!isBankDay(d)) d += 1
  return d
}
