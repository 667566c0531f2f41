import {
  dayNumber,
  dayOfIso,
  type CalendarDay,
  type IsoDate,
  isoFromDay,
  isWeekendDay,
  civilDate,
} from '../core/calendar-date.ts'
import { nationalHolidays, pontosFacultativos } from '../law/holidays.ts'
import { FGTS_DUE_DAY_RULES } from '../law/tables/fgts-rules.ts'
import { addMonths, type YearMonth } from '../series/monthly-series.ts'

/**
 * The day a competência's FGTS deposit is due (docs/legal/fgts.md, "Vencimento"): day 7 of the
 * following month until competência 02/2024, day 20 from 03/2024 (FGTS Digital), day 7 for the
 * domestic employer's DAE; when that day is not a bank business day the deposit is due on the
 * bank business day before it. Banks close on Saturdays, Sundays, the national holidays,
 * Carnaval and Corpus Christi (docs/legal/holidays.md); state and city holidays are not known.
 */

export type Contract = 'clt' | 'aprendiz' | 'domestico'

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

/** The legal day of the month after the competência, before any bringing forward. */
export function legalDueDay(month: YearMonth, contract: Contract): number {
  if (contract === 'domestico') return FGTS_DUE_DAY_RULES.domesticDay
  return month < FGTS_DUE_DAY_RULES.newFrom ? FGTS_DUE_DAY_RULES.oldDay : FGTS_DUE_DAY_RULES.newDay
}

export function fgtsDueDate(month: YearMonth, contract: Contract): IsoDate {
  const next = addMonths(month, 1)
  let day = dayNumber(
    Number(next.slice(0, 4)),
    Number(next.slice(5, 7)),
    legalDueDay(month, contract),
  )
  // A week never passes without a bank day; the loop ends within days.
  while (!isBankDay(day)) day -= 1
  return isoFromDay(day)
}
