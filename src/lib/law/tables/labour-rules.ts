import type { Sourced } from './types.ts'

/**
 * The labour rules that do not change with the year's tables, each with the law it comes from
 * and the first day it applies (docs/legal/labour.md). The calculators read them through the
 * names their modules export (`NOTICE_BASE_DAYS`…), so each figure is written once, here.
 */

/** A rule's figures, with its source. */
type Rule = Sourced & Readonly<Record<string, unknown>>

/** Aviso prévio proporcional: 30 days, 3 more per full year, at most 90. */
export const NOTICE_RULE = {
  baseDays: 30,
  daysPerYear: 3,
  maxDays: 90,
  source: 'Lei 12.506/2011, art. 1º',
  effectiveFrom: '2011-10-13',
} as const satisfies Rule

/** Urban night work: a premium of at least 20%, and 52 min 30 s count as an hour (8/7). */
export const NIGHT_WORK_RULE = {
  premium: 0.2,
  clockHoursPerPaidHours: { paid: 8, clock: 7 },
  source: 'CLT art. 73, caput e §1º',
  effectiveFrom: '1943-11-10',
} as const satisfies Rule

/** The rescisão is paid within 10 days of the end of the contract. */
export const PAYMENT_DEADLINE_RULE = {
  days: 10,
  source: 'CLT art. 477 §6º (redação da Lei 13.467/2017)',
  effectiveFrom: '2017-11-11',
} as const satisfies Rule

/** Culpa recíproca: the FGTS fine is half of 40%. */
export const MUTUAL_FAULT_RULE = {
  fgtsFine: 0.2,
  source: 'Lei 8.036/1990, art. 18 §2º',
  effectiveFrom: '1990-05-14',
} as const satisfies Rule

/** A fixed-term contract lasts at most two years. */
export const FIXED_TERM_RULE = {
  maxYears: 2,
  source: 'CLT art. 445 (redação do Decreto-Lei 229/1967)',
  effectiveFrom: '1967-02-28',
} as const satisfies Rule

/** Seguro-desemprego: the months worked are counted in the 36 before the dismissal. */
export const UNEMPLOYMENT_WINDOW_RULE = {
  months: 36,
  source: 'Lei 7.998/1990, art. 4º §2º (redação da Lei 13.134/2015)',
  effectiveFrom: '2015-06-17',
} as const satisfies Rule

/** 44 hours a week make the usual divisor of a monthly salary: 220 hours a month. */
export const WORKING_TIME_RULE = {
  weeklyHours: 44,
  monthlyHours: 220,
  source: 'CF art. 7º, XIII',
  effectiveFrom: '1988-10-05',
} as const satisfies Rule

/** Every rule above, for the invariant test. */
export const LABOUR_RULES: readonly Sourced[] = [
  NOTICE_RULE,
  NIGHT_WORK_RULE,
  PAYMENT_DEADLINE_RULE,
  MUTUAL_FAULT_RULE,
  FIXED_TERM_RULE,
  UNEMPLOYMENT_WINDOW_RULE,
  WORKING_TIME_RULE,
]
