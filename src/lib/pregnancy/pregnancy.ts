import { addDays, differenceInCalendarDays } from 'date-fns'

import { toIsoDate, type IsoDate } from '../core/calendar-date.ts'
import { DateChecker } from '../core/check-date.ts'
import { type DateInput } from '../core/check.ts'
import { ok, type Outcome } from '../core/outcome.ts'
import { D, roundTo } from '../core/money.ts'
import { MAX_GESTATION_WEEKS } from './pregnancy-options.ts'

/**
 * Gestational age and due date from the last menstrual period (DUM, data da última
 * menstruação), /calculadora-gravidez.
 *
 * Formula (Naegele's rule in its day form): due date = DUM + 280 days (40 weeks). Gestational age
 * = today − DUM, in whole weeks and days. The classic "DUM + 1 year − 3 months + 7 days" lands on
 * the same date or one day off, depending on February; 280 days is the obstetric definition.
 *
 * Conventions:
 * - Trimester, one rule everywhere (docs/decisions.md §3): 1º until 13 weeks + 6 days, 2º from 14 weeks
 *   to 27 weeks + 6 days, 3º from 28 weeks.
 * - `progressPercent` is gestational age ÷ 280 days, capped at 100, rounded half-up to 1 decimal.
 *   `daysRemaining` stops at 0; past the due date `daysOverdue` counts up.
 * - `conceptionDate` is DUM + 14 days, the ovulation of a 28-day cycle: an estimate.
 * - Errors: a DUM after `today` → `future`; a DUM more than {@link MAX_GESTATION_WEEKS} weeks
 *   before `today` → `past` (no pregnancy lasts that long, so the date was mistyped).
 *   `today` is an input so that results are reproducible; the screen passes the device's date.
 *
 * Sources: Naegele's rule (Franz Naegele, 1812); Ministério da Saúde, Caderneta da Gestante
 * (40 weeks, 280 days; DUM-based gestational age).
 */

export type PregnancyInput = { dum: DateInput; today: DateInput }
export type PregnancyField = 'dum' | 'today'

export type PregnancyResult = {
  dum: IsoDate
  dueDate: IsoDate
  conceptionDate: IsoDate
  /** Days since the DUM (gestational age in days). */
  gestationalDays: number
  /** Gestational age as whole weeks plus days (0–6). */
  weeksPregnant: number
  daysPregnant: number
  trimester: 1 | 2 | 3
  progressPercent: number
  daysRemaining: number
  daysOverdue: number
}

/** 40 weeks. */
export const PREGNANCY_DAYS = 280

export function calculatePregnancy(
  input: PregnancyInput,
): Outcome<PregnancyResult, PregnancyField> {
  const c = new DateChecker<PregnancyField>()
  const dum = c.date('dum', input.dum)
  const today = c.date('today', input.today)
  if (!dum || !today) return c.fail()

  const elapsed = differenceInCalendarDays(today, dum)
  if (elapsed < 0) c.add('dum', 'future')
  else if (elapsed > MAX_GESTATION_WEEKS * 7) c.add('dum', 'past')
  if (!c.ok) return c.fail()

  const weeks = Math.floor(elapsed / 7)
  return ok({
    dum: toIsoDate(dum),
    dueDate: toIsoDate(addDays(dum, PREGNANCY_DAYS)),
    conceptionDate: toIsoDate(addDays(dum, 14)),
    gestationalDays: elapsed,
    weeksPregnant: weeks,
    daysPregnant: elapsed % 7,
    trimester: weeks < 14 ? 1 : weeks < 28 ? 2 : 3,
    progressPercent: roundTo(
      new D(Math.min(elapsed, PREGNANCY_DAYS)).div(PREGNANCY_DAYS).times(100),
      1,
    ),
    daysRemaining: Math.max(0, PREGNANCY_DAYS - elapsed),
    daysOverdue: Math.max(0, elapsed - PREGNANCY_DAYS),
  })
}
