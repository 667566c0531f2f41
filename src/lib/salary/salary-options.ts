import { WORKING_TIME_RULE } from '../law/tables/labour-rules.ts'

// The working-time constants of the hourly-wage calculation, apart from the formulas
// (salary.ts) so the screen can label its result without the formula library (the JavaScript budget).

/** The usual divisor of a monthly salary for a 44-hour week (CF art. 7º XIII). */
export const DEFAULT_MONTHLY_HOURS = WORKING_TIME_RULE.monthlyHours
export const MIN_MONTHLY_HOURS = 1
/** A month has at most 31 × 24 hours. */
export const MAX_MONTHLY_HOURS = 744
export const HOURS_PER_DAY = 8
export const HOURS_PER_WEEK = 40
