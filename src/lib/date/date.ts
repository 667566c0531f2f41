import {
  MAX_YEAR,
  MIN_YEAR,
  civilDate,
  dayOfDate,
  dayOfIso,
  isoFromDay,
  isWeekendDay,
  weekday,
  type CalendarDay,
  type IsoDate,
} from '../core/calendar-date.ts'
import { DateChecker } from '../core/check-date.ts'
import { type DateInput, type NumberInput } from '../core/check.ts'
import { ok, type Outcome } from '../core/outcome.ts'
import { calendarDuration } from '../core/date-duration.ts'
import { MAX_BUSINESS_DAYS } from './date-options.ts'
import { holidaysOfYear, type Holiday, type HolidayOptions } from '../law/holidays.ts'

/**
 * The date calculator (/calculadora-datas): the difference between two dates, and a date plus or
 * minus a number of business days (dias úteis).
 *
 * Difference (`modo=diferenca`):
 * - `totalDays` is the absolute number of calendar days from `inicio` to `fim`; `reversed` says
 *   when `fim` comes before `inicio`, so the screen shows the result as negative and says why.
 * - The years/months/days breakdown is that of {@link calendarDuration} over the ordered
 *   interval (whole months first, 31/01 + 1 month = end of February), so it is never negative.
 * - `businessDays` counts the days of the interval, excluding its first and including its last,
 *   that are neither weekends nor national holidays (the defaults of the "add" mode). So adding
 *   `businessDays` business days to the earlier date gives the last business day up to the later
 *   one, and both modes agree.
 *
 * Adding business days (`modo=adicionar`), docs/legal/holidays.md and docs/decisions.md §3:
 * - Counting starts the day after `data` (as a legal deadline does, and as date-fns
 *   `addBusinessDays` does): each day that is not a Saturday, Sunday or skipped holiday counts
 *   one. From a Saturday, +1 is the Monday. With `sabado=sim` Saturday counts too (the labour
 *   count of the salary's deadline, docs/legal/payday.md): only Sundays and holidays are skipped. `dias` may be negative to count backwards; 0 returns
 *   `data` itself, even when it is not a business day (`startIsBusinessDay` says so).
 * - `feriados=sim` (default) skips the national holidays and Sexta-feira Santa;
 *   `facultativos=sim` (default `nao`) also skips Carnaval and Corpus Christi, but only together
 *   with `feriados=sim` (§12.8: "only when ... is also on"). The result reports the options it
 *   applied.
 * - `skipped` lists the holidays that fell on weekdays between `data` and the result: the ones
 *   that moved the result. A holiday on a weekend is not listed, it changed nothing.
 * - `dias` is a whole number from −10 000 to 10 000 (about 40 years of business days); a result
 *   outside the years 1900–2200 is reported on `dias`.
 *
 * Every count is integer arithmetic on day numbers (`CalendarDay`), never on `Date`s, so the
 * device's time zone cannot move a date or a weekday.
 *
 * Sources: docs/legal/holidays.md (holidays) and §12.8; date-fns/date-fns tests of `addBusinessDays`
 * (same results when no holiday is involved).
 */

export type DateDifferenceInput = { inicio: DateInput; fim: DateInput }
export type DateDifferenceField = 'inicio' | 'fim'

export type DateDifferenceResult = {
  inicio: IsoDate
  fim: IsoDate
  /** True when `fim` is before `inicio`; every count below is then from `fim` to `inicio`. */
  reversed: boolean
  totalDays: number
  years: number
  months: number
  days: number
  /** Whole months in the interval (years × 12 + months). */
  totalMonths: number
  /** Whole weeks in `totalDays`, and the days left over. */
  weeks: number
  weekRemainderDays: number
  /** Weekdays that are not national holidays, after the earlier date up to the later one. */
  businessDays: number
}

export function calculateDateDifference(
  input: DateDifferenceInput,
): Outcome<DateDifferenceResult, DateDifferenceField> {
  const c = new DateChecker<DateDifferenceField>()
  const inicioDate = c.date('inicio', input.inicio)
  const fimDate = c.date('fim', input.fim)
  if (!inicioDate || !fimDate) return c.fail()

  const inicio = dayOfDate(inicioDate)
  const fim = dayOfDate(fimDate)
  const reversed = fim < inicio
  const [start, end] = reversed ? [fim, inicio] : [inicio, fim]
  const totalDays = end - start
  const duration = calendarDuration(start, end)
  return ok({
    inicio: isoFromDay(inicio),
    fim: isoFromDay(fim),
    reversed,
    totalDays,
    ...duration,
    weeks: Math.floor(totalDays / 7),
    weekRemainderDays: totalDays % 7,
    businessDays: businessDaysBetween(start, end, { feriados: true, facultativos: false }),
  })
}

export type AddBusinessDaysInput = {
  data: DateInput
  dias: NumberInput
  /** `sim` (default) or `nao`. */
  feriados?: string | null | undefined
  /** `sim` or `nao` (default). */
  facultativos?: string | null | undefined
  /** `sim`: Saturday is a business day, as for the salary's deadline (CLT art. 459 §1º,
   * docs/legal/payday.md); `nao` (default): Monday to Friday. */
  sabado?: string | null | undefined
}
export type AddBusinessDaysField = keyof AddBusinessDaysInput

export type AddBusinessDaysResult = {
  data: IsoDate
  dias: number
  /** The date `dias` business days after (before, when negative) `data`. */
  result: IsoDate
  /** Calendar days from `data` to `result`, negative when counting backwards. */
  calendarDays: number
  /** Weekend days passed over: Sundays, and Saturdays unless they count. */
  weekendDays: number
  /** Holidays (and pontos facultativos) on weekdays passed over, in the order met. */
  skipped: Holiday[]
  startIsBusinessDay: boolean
  /** The options applied (facultativos only together with feriados). */
  feriados: boolean
  facultativos: boolean
  /** Saturdays counted as business days. */
  sabado: boolean
}

const YES_NO = ['sim', 'nao'] as const

export function addBusinessDays(
  input: AddBusinessDaysInput,
): Outcome<AddBusinessDaysResult, AddBusinessDaysField> {
  const c = new DateChecker<AddBusinessDaysField>()
  const date = c.date('data', input.data)
  const dias = c.number('dias', input.dias, {
    integer: true,
    min: -MAX_BUSINESS_DAYS,
    max: MAX_BUSINESS_DAYS,
  })
  const feriados = c.option('feriados', input.feriados, YES_NO, 'sim') === 'sim'
  const facultativos = c.option('facultativos', input.facultativos, YES_NO, 'nao') === 'sim'
  const sabado = c.option('sabado', input.sabado, YES_NO, 'nao') === 'sim'
  if (!c.ok || !date) return c.fail()
  const restDay = (day: CalendarDay) => (sabado ? weekday(day) === 0 : isWeekendDay(day))

  const data = dayOfDate(date)
  const options = { feriados, facultativos: feriados && facultativos }
  const holidayAt = holidayLookup(options)
  const step = dias < 0 ? -1 : 1
  let current = data
  let remaining = Math.abs(dias)
  let weekendDays = 0
  const skipped: Holiday[] = []
  while (remaining > 0) {
    current += step
    const { year } = civilDate(current)
    if (year < MIN_YEAR || year > MAX_YEAR) {
      c.add('dias', step > 0 ? 'too-large' : 'too-small')
      return c.fail()
    }
    if (restDay(current)) weekendDays += 1
    else {
      const holidays = holidayAt(current)
      // Copies: the lookup's lists are cached and shared between calls.
      if (holidays.length > 0) skipped.push(...holidays.map((h) => ({ ...h })))
      else remaining -= 1
    }
  }
  return ok({
    data: isoFromDay(data),
    dias,
    result: isoFromDay(current),
    calendarDays: current - data,
    weekendDays,
    skipped,
    startIsBusinessDay: !restDay(data) && holidayAt(data).length === 0,
    ...options,
    sabado,
  })
}

/** Whether a date is a business day under the given options. */
export function isBusinessDay(day: CalendarDay, options: HolidayOptions): boolean {
  return !isWeekendDay(day) && holidayLookup(options)(day).length === 0
}

/** Monday to Friday after `start` up to and including `end` (`start` ≤ `end`). */
function weekdaysBetween(start: CalendarDay, end: CalendarDay): number {
  const total = end - start
  let count = Math.floor(total / 7) * 5
  // Any 7 consecutive days hold 5 weekdays; the remaining (at most 6) are looked at one by one.
  for (let d = start + Math.floor(total / 7) * 7 + 1; d <= end; d += 1) {
    if (!isWeekendDay(d)) count += 1
  }
  return count
}

/** Business days after `start` up to and including `end` (`start` ≤ `end`). */
export function businessDaysBetween(
  start: CalendarDay,
  end: CalendarDay,
  options: HolidayOptions,
): number {
  const holidayAt = holidayLookup(options)
  let holidays = 0
  for (let year = civilDate(start).year; year <= civilDate(end).year; year += 1) {
    for (const h of holidayAt.ofYear(year)) {
      if (h.day > start && h.day <= end && !isWeekendDay(h.day)) holidays += 1
    }
  }
  return weekdaysBetween(start, end) - holidays
}

type YearHolidays = { day: CalendarDay; holidays: Holiday[] }[]
type Lookup = ((day: CalendarDay) => Holiday[]) & { ofYear: (year: number) => YearHolidays }

const lookupCache = new Map<string, Map<number, YearHolidays>>()

/** Holidays on a date under the options, grouped by date; each year's list is built once. */
function holidayLookup(options: HolidayOptions): Lookup {
  const key = `${options.feriados}-${options.facultativos}`
  let years = lookupCache.get(key)
  if (!years) {
    years = new Map()
    lookupCache.set(key, years)
  }
  const byYear = years
  const ofYear = (year: number): YearHolidays => {
    let list = byYear.get(year)
    if (!list) {
      const byDate = new Map<IsoDate, Holiday[]>()
      for (const h of holidaysOfYear(year, options)) {
        byDate.set(h.date, [...(byDate.get(h.date) ?? []), h])
      }
      list = [...byDate].map(([iso, holidays]) => ({ day: dayOfIso(iso), holidays }))
      byYear.set(year, list)
    }
    return list
  }
  const lookup = (day: CalendarDay) =>
    ofYear(civilDate(day).year).find((entry) => entry.day === day)?.holidays ?? []
  return Object.assign(lookup, { ofYear })
}
