import {
  addCalendarMonths,
  dayOfDate,
  isoFromDay,
  type CalendarDay,
  type IsoDate,
} from '../core/calendar-date.ts'
import { DateChecker } from '../core/check-date.ts'
import { type DateInput } from '../core/check.ts'
import { D, roundTo } from '../core/money.ts'
import { ok, type Outcome } from '../core/outcome.ts'
import { calendarDuration } from '../core/date-duration.ts'
import { LIFE_YEARS } from './age-options.ts'

/**
 * Age on a date (/calculadora-idade): years, months and days, totals, the next birthday and the
 * share of the life expectancy at birth in Brazil (IBGE, 76,6 years).
 *
 * Formula:
 * - years, months, days: {@link calendarDuration} from `nascimento` to the reference date (whole
 *   months first, then days); `totalMonths` is the whole months lived.
 * - totalDays: calendar days; totalWeeks = ⌊totalDays / 7⌋; ageInHours and ageInMinutes count
 *   from midnight of the birth date to midnight of the reference date (the time of birth is not
 *   asked), so they are totalDays × 24 and × 1440.
 * - nextBirthday: the birthday in the reference year, or the next one when it has passed; on the
 *   birthday itself it is the reference date and `daysUntilBirthday` is 0.
 * - lifePercentage: days lived ÷ (76,6 × 365,2425 days, the life expectancy in mean Gregorian
 *   years) × 100, capped at 100, rounded half-up to 2 decimals. One figure, the one the screen
 *   names: IBGE's life expectancy at birth, not a round 80 beside it.
 *
 * Conventions:
 * - 29 February: in a common year the birthday is 28 February, and the year is completed that
 *   day (date-fns `addYears` moves 29/02 to 28/02). Born 29/02/2000: on 28/02/2025 the age is 25
 *   years and it is the birthday; on 01/03/2025, 25 years and 1 day.
 * - `ref` defaults to `today` (which is read only when `ref` is empty); it may be any date on or
 *   after the birth date, past or future ("how old will I be on…"). A birth date after it →
 *   `future` on `nascimento`.
 *
 * Sources: docs/product.md §3 and §9 (fields); IBGE, Tábuas Completas de Mortalidade 2024 (76,6 years);
 * date-fns `addYears` (end-of-month rule).
 */

export type AgeInput = {
  nascimento: DateInput
  /** Reference date; empty means `today`. */
  ref?: DateInput
  today: DateInput
}
export type AgeField = keyof AgeInput

export type AgeResult = {
  nascimento: IsoDate
  ref: IsoDate
  years: number
  months: number
  days: number
  totalMonths: number
  totalDays: number
  totalWeeks: number
  ageInHours: number
  ageInMinutes: number
  nextBirthday: IsoDate
  /** 0 when the reference date is a birthday (never on the birth date itself). */
  daysUntilBirthday: number
  /** The age completed on `nextBirthday`. */
  nextAge: number
  lifePercentage: number
}

export function calculateAge(input: AgeInput): Outcome<AgeResult, AgeField> {
  const c = new DateChecker<AgeField>()
  const birthDate = c.date('nascimento', input.nascimento)
  const hasRef = typeof input.ref === 'string' && input.ref.trim() !== ''
  const refDate = hasRef ? c.date('ref', input.ref) : c.date('today', input.today)
  if (!birthDate || !refDate) return c.fail()
  // Day numbers, not Dates: no device time zone can move a birthday.
  const nascimento = dayOfDate(birthDate)
  const ref = dayOfDate(refDate)
  if (nascimento > ref) {
    c.add('nascimento', 'future')
    return c.fail()
  }

  const duration = calendarDuration(nascimento, ref)
  const totalDays = ref - nascimento
  const isBirthday = totalDays > 0 && ref === addYears(nascimento, duration.years)
  const nextAge = isBirthday ? duration.years : duration.years + 1
  const nextBirthday = addYears(nascimento, nextAge)
  const lifeDays = new D(LIFE_YEARS).times(DAYS_PER_YEAR)

  return ok({
    nascimento: isoFromDay(nascimento),
    ref: isoFromDay(ref),
    ...duration,
    totalDays,
    totalWeeks: Math.floor(totalDays / 7),
    // Calendar days of 24 hours: the age counts days lived, not the device's clock changes.
    ageInHours: totalDays * 24,
    ageInMinutes: totalDays * 24 * 60,
    nextBirthday: isoFromDay(nextBirthday),
    daysUntilBirthday: nextBirthday - ref,
    nextAge,
    lifePercentage: Math.min(100, roundTo(new D(totalDays).div(lifeDays).times(100), 2)),
  })
}

/** The mean Gregorian year: 400 years hold 146 097 days. */
const DAYS_PER_YEAR = '365.2425'

/** Whole years after a date; 29/02 + 1 year is 28/02, as date-fns `addYears`. */
function addYears(day: CalendarDay, years: number): CalendarDay {
  return addCalendarMonths(day, years * 12)
}
