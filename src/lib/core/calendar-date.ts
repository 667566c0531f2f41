// Made as UTCDateMini, the same class without its own toString, from its own module: the full
// UTCDate's module makes three Intl.DateTimeFormat objects when it loads (the package's index
// loads it too), and a page's first Intl object loads the locale's ICU data, a long task on a
// slow phone (docs/performance.md). Nothing prints these dates with toString; src/utils/format.ts
// writes them.
import type { UTCDate } from '@date-fns/utc'
import { UTCDateMini } from '@date-fns/utc/date/mini'

/**
 * Calendar dates without time zones. A date typed as 2026-03-08 must stay the 8th whatever the
 * device's zone or daylight-saving rules (Brazil had DST until 2019, and a local midnight that
 * does not exist moves the day). Dates are carried as ISO strings, `YYYY-MM-DD`.
 *
 * Two ways to compute with them:
 * - {@link CalendarDay}: a whole number of days since 1970-01-01, with weekdays, months and
 *   years by integer arithmetic (the civil-from-days algorithms of H. Hinnant, "chrono-compatible
 *   low-level date algorithms"). No `Date` is involved, so nothing can read a local field. The
 *   business-day code uses these: a `UTCDate` is a subclass of the page's `Date`, and when that
 *   global is replaced (fake timers, a browser extension that spoofs the clock or zone) its
 *   instances are plain `Date`s whose `getDay()` reads the device's zone, so a holiday at UTC
 *   midnight fell on the previous weekday anywhere west of Greenwich, Brazil included.
 * - `UTCDate`s, on which date-fns reads and writes UTC fields only, for the screens that add
 *   months and years with date-fns.
 */

/** Days since 1970-01-01 (negative before it): a calendar date as one whole number. */
export type CalendarDay = number

/** The {@link CalendarDay} of a year, month (1–12) and day; the day may overflow the month. */
export function dayNumber(year: number, month: number, day: number): CalendarDay {
  // Years start in March, so the leap day is the last day of the "year".
  const y = month <= 2 ? year - 1 : year
  const era = Math.floor(y / 400)
  const yearOfEra = y - era * 400
  const monthFromMarch = (month + 9) % 12
  const dayOfYear = Math.floor((153 * monthFromMarch + 2) / 5) + day - 1
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear
  return era * 146097 + dayOfEra - 719468
}

export type CivilDate = { year: number; month: number; day: number }

/** Year, month (1–12) and day of a {@link CalendarDay}. */
export function civilDate(n: CalendarDay): CivilDate {
  const z = n + 719468
  const era = Math.floor(z / 146097)
  const dayOfEra = z - era * 146097
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36524) -
      Math.floor(dayOfEra / 146096)) /
      365,
  )
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100))
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153)
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day }
}

/** 0 = Sunday … 6 = Saturday. 1970-01-01 was a Thursday. */
export function weekday(n: CalendarDay): number {
  return (((n + 4) % 7) + 7) % 7
}

export function isWeekendDay(n: CalendarDay): boolean {
  const w = weekday(n)
  return w === 0 || w === 6
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

export function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31
}

/**
 * `months` calendar months after `n` (before, when negative), keeping the day of the month or
 * moving to the month's last day when it is shorter (31/01 + 1 month = 28 or 29/02), as date-fns
 * `addMonths` does.
 */
export function addCalendarMonths(n: CalendarDay, months: number): CalendarDay {
  const { year, month, day } = civilDate(n)
  const index = year * 12 + (month - 1) + months
  const y = Math.floor(index / 12)
  const m = index - y * 12 + 1
  return dayNumber(y, m, Math.min(day, daysInMonth(y, m)))
}

/** Calendar months from `start` to `end`, counting month boundaries only (as date-fns does). */
export function calendarMonthsBetween(start: CalendarDay, end: CalendarDay): number {
  const a = civilDate(start)
  const b = civilDate(end)
  return (b.year - a.year) * 12 + (b.month - a.month)
}

/** The {@link CalendarDay} of an ISO date, or `null` if it is not a real date in range. */
export function dayFromIso(value: string | null | undefined): CalendarDay | null {
  const civil = parseCivil(value)
  return civil ? dayNumber(civil.year, civil.month, civil.day) : null
}

/** The {@link CalendarDay} of an already valid {@link IsoDate}. */
export function dayOfIso(iso: IsoDate): CalendarDay {
  return dayNumber(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10)))
}

/** The {@link CalendarDay} of a `Date`'s UTC fields (a `UTCDate` from {@link parseIsoDate}). */
export function dayOfDate(date: Date): CalendarDay {
  return dayNumber(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())
}

/** The `YYYY-MM-DD` of a {@link CalendarDay}. */
export function isoFromDay(n: CalendarDay): IsoDate {
  const { year, month, day } = civilDate(n)
  return isoFromParts(year, month, day)
}

declare const isoDateBrand: unique symbol
/** `YYYY-MM-DD`, a real calendar date. */
export type IsoDate = string & { readonly [isoDateBrand]: true }

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Earliest and latest years accepted from people (birth dates, due dates, deadlines). */
export const MIN_YEAR = 1900
export const MAX_YEAR = 2200

/** Parses `YYYY-MM-DD` into a UTC calendar date, or `null` if it is not a real date in range. */
export function parseIsoDate(value: string | null | undefined): UTCDate | null {
  const civil = parseCivil(value)
  return civil ? calendarDate(civil.year, civil.month, civil.day) : null
}

function parseCivil(value: string | null | undefined): CivilDate | null {
  // A link or a JS caller can hand over a number or an object; that is invalid input, not a crash.
  if (typeof value !== 'string' || value === '') return null
  const match = ISO_DATE.exec(value.trim())
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (year < MIN_YEAR || year > MAX_YEAR) return null
  // 2026-02-30 is not a date; checked by arithmetic, not by letting a Date roll it over.
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null
  return { year, month, day }
}

/** A UTC calendar date from its parts (month 1–12; the day may overflow the month). */
export function calendarDate(year: number, month: number, day: number): UTCDate {
  // An instant by arithmetic, not local setters.
  const instant = dayNumber(year, month, day) * MS_PER_DAY
  const date = new UTCDateMini(instant)
  if (date.getDate() === day) return date
  // A replaced global Date (a test clock, a clock-spoofing extension) makes UTCDate a plain Date
  // whose getters read the device's zone, where UTC midnight is still the day before west of
  // Greenwich. Noon of the day reads as that day in local and UTC getters alike, in every zone
  // from UTC−11 to UTC+11, so date-fns arithmetic on it (the severance periods, pregnancy)
  // stays on the right day.
  return new UTCDateMini(instant + MS_PER_DAY / 2)
}

const MS_PER_DAY = 86_400_000

/** The `YYYY-MM-DD` of a `UTCDate` (or of any `Date`'s UTC fields). */
export function toIsoDate(date: Date): IsoDate {
  return isoFromParts(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())
}

function isoFromParts(year: number, month: number, day: number): IsoDate {
  const y = String(year).padStart(4, '0')
  const m = String(month).padStart(2, '0')
  const d = String(day).padStart(2, '0')
  return `${y}-${m}-${d}` as IsoDate
}

/** Validates an ISO date string, returning it typed, or `null`. */
export function isoDate(value: string | null | undefined): IsoDate | null {
  const date = parseIsoDate(value)
  return date ? toIsoDate(date) : null
}
