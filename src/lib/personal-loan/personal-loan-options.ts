import type { DateLimits } from '../core/date-limits.ts'

// Limits of the loan form, apart from the formulas (personal-loan.ts) so the form can read them
// before the formula library has loaded (the JavaScript budget).

/**
 * The release date of a loan with IOF: the rates used (0,0082% a day and 0,38%) are those of
 * Decreto 6.306/2007 as amended by Decreto 6.339 of 3 January 2008, and a loan is simulated up
 * to about a year ahead (docs/decisions.md, "Datas plausíveis").
 */
export const RELEASE_DATE_LIMITS: DateLimits = {
  earliest: '2008-01-03',
  latest: { daysFromToday: 366 },
}
