import { NIGHT_WORK_RULE, WORKING_TIME_RULE } from '../law/tables/labour-rules.ts'

/** Choices and limits of the adicional noturno form, apart from the formulas (the JS budget). */

/** Urban night premium, at least 20% of the day hour (CLT art. 73 caput). */
export const NIGHT_PREMIUM = NIGHT_WORK_RULE.premium
/** 44 hours a week: the monthly divisor of the salary when none is typed (CF art. 7º XIII). */
export const DEFAULT_DIVISOR = WORKING_TIME_RULE.monthlyHours
/** More than 744 hours (a 31-day month) as the divisor is a typing error. */
export const MAX_DIVISOR = 744
/** Nights in a month: at most 31. */
export const MAX_NIGHTS = 31
