import {
  MAX_YEAR,
  MIN_YEAR,
  dayNumber,
  dayOfIso,
  daysInMonth,
  isoFromDay,
  weekday,
  type CalendarDay,
  type IsoDate,
} from '../core/calendar-date.ts'
import { fail, ok, type Outcome } from '../core/outcome.ts'
import { nationalHolidays, pontosFacultativos, type Holiday } from '../law/holidays.ts'
import { PAYDAY_ORDINAL } from './payday-options.ts'

/**
 * Quinto dia útil (/calculadora-quinto-dia-util): the day a monthly salary is due by, CLT art. 459
 * §1º: "o mais tardar, até o quinto dia útil do mês subsequente ao vencido". `mes` is the month
 * the 5th business day falls in (the salary of the month before). docs/legal/payday.md.
 *
 * Two conventions, both computed, the asked one first:
 * - Labour (`sabado=sim`, default): Saturday counts; Sundays and holidays do not (IN SRT 1/1989
 *   item 1 I, revoked in 2021 with the criterion kept by the courts, e.g. TRT-6 AP
 *   0000499-38.2017.5.06.0311). Holidays: the national ones and Sexta-feira Santa
 *   (docs/legal/holidays.md); Carnaval and Corpus Christi are pontos facultativos, not holidays.
 * - Banking (`sabado=nao`): Saturdays, Sundays, holidays, Carnaval and Corpus Christi are not
 *   banking days (the banks' calendar); a salary paid through a bank must be there by then.
 *
 * The count starts on the 1st and walks day by day: `counted` holds the five days that counted,
 * `skipped` the days passed over with why. Municipal and state holidays also stop the count (the
 * site does not know the city): the screen says so. Every count is integer arithmetic on day
 * numbers, so no time zone moves a date.
 *
 * Sources: CLT art. 459 §1º and art. 465; Lei 662/1949 (Lei 10.607/2002), Lei 6.802/1980,
 * Lei 14.759/2023, Lei 9.093/1995 art. 2º; docs/legal/payday.md worked examples for 2026 (April: 07/04
 * and 08/04; September: 05/09 and 08/09).
 */

export type PaydayInput = {
  /** `AAAA-MM`; empty: the month of `today`. */
  mes: string | null | undefined
  /** `sim` (default) counts Saturdays; `nao` gives the banking business day. */
  sabado: string | null | undefined
  /** Today, `AAAA-MM-DD`: the month used when `mes` is empty. */
  today: string
}
export type PaydayField = 'mes'

export type SkipReason = 'sabado' | 'domingo' | 'feriado' | 'facultativo'
export type SkippedDay = { date: IsoDate; reason: SkipReason; holiday?: Holiday }

export type PaydayCount = {
  /** Saturdays count (labour rule) or not (banking rule). */
  saturday: boolean
  /** The 5th business day. */
  date: IsoDate
  /** The business days counted, first to fifth. */
  counted: IsoDate[]
  /** How many of them are Saturdays (none in the banking count). */
  saturdays: number
  /** Days passed over before the fifth, in order. */
  skipped: SkippedDay[]
}

export type PaydayMonth = { month: string; labour: IsoDate; banking: IsoDate }

export type PaydayResult = {
  /** `AAAA-MM` counted. */
  mes: string
  /** The convention asked for. */
  asked: PaydayCount
  /** The other convention, for comparison. */
  other: PaydayCount
  /** The twelve months of `mes`'s year, both conventions. */
  year: PaydayMonth[]
}

const MONTH = /^(\d{4})-(\d{2})$/

function holidaysByDay(year: number): Map<CalendarDay, Holiday> {
  const days = new Map<CalendarDay, Holiday>()
  // A holiday before a ponto facultativo: a day that is both is a holiday. Two holidays can share
  // a day (Tiradentes and Sexta-feira Santa in 2000): the first listed names it.
  for (const h of [...nationalHolidays(year), ...pontosFacultativos(year)]) {
    const day = dayOfIso(h.date)
    if (!days.has(day)) days.set(day, h)
  }
  return days
}

function skipReason(
  day: CalendarDay,
  saturday: boolean,
  holidays: Map<CalendarDay, Holiday>,
): SkippedDay['reason'] | null {
  const week = weekday(day)
  if (week === 0) return 'domingo'
  const holiday = holidays.get(day)
  if (holiday?.kind === 'feriado') return 'feriado'
  if (week === 6 && !saturday) return 'sabado'
  // Banks close on Carnaval and Corpus Christi; for the labour count they are working days.
  if (holiday?.kind === 'facultativo' && !saturday) return 'facultativo'
  return null
}

/** The 5th business day of a month under one convention. */
export function countPayday(year: number, month: number, saturday: boolean): PaydayCount {
  const holidays = holidaysByDay(year)
  const counted: IsoDate[] = []
  const skipped: SkippedDay[] = []
  const last = daysInMonth(year, month)
  // The 5th business day is at the latest the 12th or so: the month always has room for it.
  for (let d = 1; d <= last && counted.length < PAYDAY_ORDINAL; d++) {
    const day = dayNumber(year, month, d)
    const reason = skipReason(day, saturday, holidays)
    const date = isoFromDay(day)
    if (reason === null) counted.push(date)
    else if (reason === 'feriado' || reason === 'facultativo')
      skipped.push({ date, reason, holiday: holidays.get(day) as Holiday })
    else skipped.push({ date, reason })
  }
  const saturdays = counted.filter((date) => weekday(dayOfIso(date)) === 6).length
  return { saturday, date: counted[counted.length - 1] as IsoDate, counted, saturdays, skipped }
}

export function calculatePayday(input: PaydayInput): Outcome<PaydayResult, PaydayField> {
  const text = input.mes?.trim() || input.today.slice(0, 7)
  const match = MONTH.exec(text)
  const year = match ? Number(match[1]) : NaN
  const month = match ? Number(match[2]) : NaN
  if (!match || month < 1 || month > 12) return fail({ field: 'mes', code: 'invalid' })
  if (year < MIN_YEAR) return fail({ field: 'mes', code: 'too-small', limit: MIN_YEAR })
  if (year > MAX_YEAR) return fail({ field: 'mes', code: 'too-large', limit: MAX_YEAR })
  const saturday = input.sabado !== 'nao'
  const year12: PaydayMonth[] = Array.from({ length: 12 }, (_, i) => ({
    month: `${year}-${String(i + 1).padStart(2, '0')}`,
    labour: countPayday(year, i + 1, true).date,
    banking: countPayday(year, i + 1, false).date,
  }))
  return ok({
    mes: text,
    asked: countPayday(year, month, saturday),
    other: countPayday(year, month, !saturday),
    year: year12,
  })
}
