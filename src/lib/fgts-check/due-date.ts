import { dayNumber, type IsoDate, isoFromDay } from '../core/calendar-date.ts'
import { bankDayOnOrBefore } from '../law/bank-days.ts'
import { FGTS_DUE_DAY_RULES } from '../law/tables/fgts-rules.ts'
import { addMonths, type YearMonth } from '../series/monthly-series.ts'

/**
 * The day a competência's FGTS deposit is due (docs/legal/fgts.md, "Vencimento"): day 7 of the
 * following month until competência 02/2024, day 20 from 03/2024 (FGTS Digital), day 7 for the
 * domestic employer's DAE; when that day is not a bank business day the deposit is due on the
 * bank business day before it (law/bank-days.ts).
 */

export type Contract = 'clt' | 'aprendiz' | 'domestico'

/** The legal day of the month after the competência, before any bringing forward. */
export function legalDueDay(month: YearMonth, contract: Contract): number {
  if (contract === 'domestico') return FGTS_DUE_DAY_RULES.domesticDay
  return month < FGTS_DUE_DAY_RULES.newFrom ? FGTS_DUE_DAY_RULES.oldDay : FGTS_DUE_DAY_RULES.newDay
}

export function fgtsDueDate(month: YearMonth, contract: Contract): IsoDate {
  const next = addMonths(month, 1)
  const day = dayNumber(
    Number(next.slice(0, 4)),
    Number(next.slice(5, 7)),
    legalDueDay(month, contract),
  )
  return isoFromDay(bankDayOnOrBefore(day))
}
