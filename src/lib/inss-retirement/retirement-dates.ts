import { addCalendarMonths, type CalendarDay, civilDate, dayNumber } from '../core/calendar-date.ts'
import { calendarDuration } from '../core/date-duration.ts'
import { type RisingRequirement, requirementIn } from '../law/tables/ec-103-retirement.ts'

/**
 * How the retirement rules count time (docs/legal/inss-retirement.md "Como contamos"): whole
 * days as integers, no clock, no time zone.
 *
 * - Contribution time (TC) is counted date to date with both ends included (Decreto 3.048/1999
 *   art. 188-G), so with contributions without gaps from `start` the TC on day D is the calendar
 *   duration from `start` to D + 1, and `n` years are complete on `start + n anos − 1 dia`.
 * - Age on D is the calendar duration from birth to D (29/02 births complete a year on 28/02).
 * - Points are age + TC added component by component, 30 days carried to a month and 12 months
 *   to a year (our convention: no text fixes the day → year conversion).
 */

export type Ymd = { readonly years: number; readonly months: number; readonly days: number }

/** The last calendar year a search goes to (the calendar code covers up to 2200). */
export const LAST_SEARCH_YEAR = 2199

export const yearOf = (day: CalendarDay): number => civilDate(day).year
const firstOfYear = (year: number): CalendarDay => dayNumber(year, 1, 1)
const lastOfYear = (year: number): CalendarDay => dayNumber(year, 12, 31)

const ymdOf = (start: CalendarDay, end: CalendarDay): Ymd => {
  const d = calendarDuration(start, end)
  return { years: d.years, months: d.months, days: d.days }
}

/** Contribution time on `day` for contributions without gaps since `start`. */
export const tcOn = (start: CalendarDay, day: CalendarDay): Ymd => ymdOf(start, day + 1)

/** Age on `day`. */
export const ageOn = (birth: CalendarDay, day: CalendarDay): Ymd => ymdOf(birth, day)

/** The day `years` of contribution are complete. */
export const tcReached = (start: CalendarDay, years: number): CalendarDay =>
  addCalendarMonths(start, years * 12) - 1

/** The day an age of `months` whole months is reached. */
export const ageReached = (birth: CalendarDay, months: number): CalendarDay =>
  addCalendarMonths(birth, months)

/** Age + TC, 30 days carried to a month and 12 months to a year. */
export function pointsOf(age: Ymd, tc: Ymd): Ymd {
  let days = age.days + tc.days
  let months = age.months + tc.months
  let years = age.years + tc.years
  months += Math.floor(days / 30)
  days %= 30
  years += Math.floor(months / 12)
  months %= 12
  return { years, months, days }
}

/** Whether `a` is more than `b` (years, then months, then days). */
export function ymdAbove(a: Ymd, b: Ymd): boolean {
  if (a.years !== b.years) return a.years > b.years
  if (a.months !== b.months) return a.months > b.months
  return a.days > b.days
}

/** Years as a decimal number: years + months / 12 + days / 365 (the fator's convention). */
export const decimalYears = (t: Ymd): number => t.years + t.months / 12 + t.days / 365

/**
 * The first day from `lower` on whose age reaches the requirement (in months) of its own
 * calendar year; null past {@link LAST_SEARCH_YEAR}.
 */
export function firstDayWithAge(
  birth: CalendarDay,
  requirement: RisingRequirement,
  lower: CalendarDay,
): CalendarDay | null {
  for (let year = yearOf(lower); year <= LAST_SEARCH_YEAR; year++) {
    const day = Math.max(
      lower,
      firstOfYear(year),
      ageReached(birth, requirementIn(requirement, year)),
    )
    if (yearOf(day) === year) return day
  }
  return null
}

/**
 * The first day from `lower` on whose points (age + TC) reach the requirement of its calendar
 * year; null past {@link LAST_SEARCH_YEAR}. Points grow about two days a day, so a year whose
 * last day lacks more than a whole point cannot be the year; the others are read day by day.
 */
export function firstDayWithPoints(
  birth: CalendarDay,
  start: CalendarDay,
  requirement: RisingRequirement,
  lower: CalendarDay,
): CalendarDay | null {
  const points = (day: CalendarDay): number => pointsOf(ageOn(birth, day), tcOn(start, day)).years
  for (let year = yearOf(lower); year <= LAST_SEARCH_YEAR; year++) {
    const wanted = requirementIn(requirement, year)
    const last = lastOfYear(year)
    if (points(last) + 1 < wanted) continue
    for (let day = Math.max(lower, firstOfYear(year)); day <= last; day++) {
      if (points(day) >= wanted) return day
    }
  }
  return null
}
