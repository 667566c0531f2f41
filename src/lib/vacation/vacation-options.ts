import type { DateLimits } from '../core/date-limits.ts'
// Limits of the férias form, apart from the formulas so the form can be drawn before the formula
// library has loaded.

/** Days of vacation by unjustified absences in the período aquisitivo (CLT art. 130). */
export const DAYS_BY_ABSENCES = [
  { upTo: 5, days: 30 },
  { upTo: 14, days: 24 },
  { upTo: 23, days: 18 },
  { upTo: 32, days: 12 },
] as const

/** Fractioning (CLT art. 134 §1º): up to 3 periods, one of at least 14 days, the others 5. */
export const LONGEST_PERIOD_MIN = 14
export const OTHER_PERIOD_MIN = 5

/** Vacation pay is due 2 days before the start (CLT art. 145). */
export const PAY_DAYS_BEFORE = 2

/**
 * The year of the payment for a start date `YYYY-MM-DD` (the start − 2 days): the IRRF table is
 * the one of the month of payment (RIR/2018 art. 677 §1º). Plain arithmetic on the text, so the
 * form can follow the start date before the formula library loads.
 */
export function paymentYear(start: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(start)
  if (!match) return null
  const year = Number(match[1])
  return match[2] === '01' && Number(match[3]) <= PAY_DAYS_BEFORE ? year - 1 : year
}

/**
 * The start of the férias: paid 2 days before it (CLT art. 145), so a start years back would
 * announce a payment date long gone. A start is checked up to about a year back (férias just
 * taken) and planned up to 2 years ahead (the concessive period ends 12 months after the
 * acquisitive one, CLT art. 134) (docs/decisions.md, "Datas plausíveis").
 */
export const VACATION_START_LIMITS: DateLimits = {
  earliest: { daysFromToday: -366 },
  latest: { daysFromToday: 731 },
}
