import { UTCDate } from '@date-fns/utc'
import { addDays, differenceInBusinessDays, differenceInCalendarDays, isWeekend } from 'date-fns'

import { MAX_YEAR, MIN_YEAR, toIsoDate, type IsoDate } from './core/calendar-date.ts'
import { DateChecker } from './core/check-date.ts'
import { type DateInput, type NumberInput } from './core/check.ts'
import { ok, type Outcome } from './core/outcome.ts'
import { calendarDuration } from './date-duration.ts'
import { MAX_BUSINESS_DAYS } from './date-options.ts'
import { holidaysOfYear, type Holiday, type HolidayOptions } from './holidays.ts'

/**
 * The date calculator (/calculadora-datas): the difference between two dates, and a date plus or
 * minus a number of business days (dias úteis).
 *
 * Difference (`modo=diferenca`):
 * - `totalDays` is the absolute number of calendar days from `inicio` to `fim`; `reversed` says
 *   when `fim` comes before `inicio`, so the screen can say so instead of showing a minus sign.
 * - The years/months/days breakdown is that of {@link calendarDuration} over the ordered
 *   interval (whole months first, 31/01 + 1 month = end of February), so it is never negative.
 * - `businessDays` counts the days of the interval, excluding its first and including its last,
 *   that are neither weekends nor national holidays (the defaults of the "add" mode). So adding
 *   `businessDays` business days to the earlier date gives the last business day up to the later
 *   one, and both modes agree.
 *
 * Adding business days (`modo=adicionar`), legal-tables.md §12.8 and amendments §3:
 * - Counting starts the day after `data` (as a legal deadline does, and as date-fns
 *   `addBusinessDays` does): each day that is not a Saturday, Sunday or skipped holiday counts
 *   one. From a Saturday, +1 is the Monday. `dias` may be negative to count backwards; 0 returns
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
 * Sources: legal-tables.md §9 (holidays) and §12.8; date-fns/date-fns tests of `addBusinessDays`
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
  const inicio = c.date('inicio', input.inicio)
  const fim = c.date('fim', input.fim)
  if (!inicio || !fim) return c.fail()

  const reversed = fim < inicio
  const [start, end] = reversed ? [fim, inicio] : [inicio, fim]
  const totalDays = differenceInCalendarDays(end, start)
  const duration = calendarDuration(start, end)
  return ok({
    inicio: toIsoDate(inicio),
    fim: toIsoDate(fim),
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
}
export type AddBusinessDaysField = 'data' | 'dias' | 'feriados' | 'facultativos'

export type AddBusinessDaysResult = {
  data: IsoDate
  dias: number
  /** The date `dias` business days after (before, when negative) `data`. */
  result: IsoDate
  /** Calendar days from `data` to `result`, negative when counting backwards. */
  calendarDays: number
  /** Saturdays and Sundays passed over. */
  weekendDays: number
  /** Holidays (and pontos facultativos) on weekdays passed over, in the order met. */
  skipped: Holiday[]
  startIsBusinessDay: boolean
  /** The options applied (facultativos only together with feriados). */
  feriados: boolean
  facultativos: boolean
}

const YES_NO = ['sim', 'nao'] as const

export function addBusinessDays(
  input: AddBusinessDaysInput,
): Outcome<AddBusinessDaysResult, AddBusinessDaysField> {
  const c = new DateChecker<AddBusinessDaysField>()
  const data = c.date('data', input.data)
  const dias = c.number('dias', input.dias, {
    integer: true,
    min: -MAX_BUSINESS_DAYS,
    max: MAX_BUSINESS_DAYS,
  })
  const feriados = c.option('feriados', input.feriados, YES_NO, 'sim') === 'sim'
  const facultativos = c.option('facultativos', input.facultativos, YES_NO, 'nao') === 'sim'
  if (!c.ok || !data) return c.fail()

  const options = { feriados, facultativos: feriados && facultativos }
  const holidayAt = holidayLookup(options)
  const step = dias < 0 ? -1 : 1
  let current = data
  let remaining = Math.abs(dias)
  let weekendDays = 0
  const skipped: Holiday[] = []
  while (remaining > 0) {
    current = addDays(current, step)
    const year = current.getFullYear()
    if (year < MIN_YEAR || year > MAX_YEAR) {
      c.add('dias', step > 0 ? 'too-large' : 'too-small')
      return c.fail()
    }
    if (isWeekend(current)) weekendDays += 1
    else {
      const holidays = holidayAt(current)
      // Copies: the lookup's lists are cached and shared between calls.
      if (holidays.length > 0) skipped.push(...holidays.map((h) => ({ ...h })))
      else remaining -= 1
    }
  }
  return ok({
    data: toIsoDate(data),
    dias,
    result: toIsoDate(current),
    calendarDays: differenceInCalendarDays(current, data),
    weekendDays,
    skipped,
    startIsBusinessDay: !isWeekend(data) && holidayAt(data).length === 0,
    ...options,
  })
}

/** Whether a date is a business day under the given options. */
export function isBusinessDay(date: UTCDate, options: HolidayOptions): boolean {
  return !isWeekend(date) && holidayLookup(options)(date).length === 0
}

/** Business days after `start` up to and including `end` (`start` ≤ `end`). */
export function businessDaysBetween(start: UTCDate, end: UTCDate, options: HolidayOptions): number {
  // date-fns counts weekdays in [start, end); shifting both ends a day counts (start, end].
  const weekdays = differenceInBusinessDays(addDays(end, 1), addDays(start, 1))
  const from = toIsoDate(start)
  const to = toIsoDate(end)
  const holidayDates = new Set<string>()
  for (let year = start.getFullYear(); year <= end.getFullYear(); year += 1) {
    for (const h of holidaysOfYear(year, options)) {
      if (h.date > from && h.date <= to && !isWeekend(new UTCDate(h.date))) {
        holidayDates.add(h.date)
      }
    }
  }
  return weekdays - holidayDates.size
}

const lookupCache = new Map<string, Map<number, Map<string, Holiday[]>>>()

/** Holidays on a date under the options; each year's list is built once. */
function holidayLookup(options: HolidayOptions): (date: UTCDate) => Holiday[] {
  const key = `${options.feriados}-${options.facultativos}`
  let years = lookupCache.get(key)
  if (!years) {
    years = new Map()
    lookupCache.set(key, years)
  }
  const byYear = years
  return (date) => {
    const year = date.getFullYear()
    let byDate = byYear.get(year)
    if (!byDate) {
      byDate = new Map()
      for (const h of holidaysOfYear(year, options)) {
        byDate.set(h.date, [...(byDate.get(h.date) ?? []), h])
      }
      byYear.set(year, byDate)
    }
    return byDate.get(toIsoDate(date)) ?? []
  }
}
