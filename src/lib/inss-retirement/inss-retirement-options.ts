import type { DateLimits } from '../core/date-limits.ts'

// The choices and date ranges of the INSS retirement form, apart from the formulas so the form
// can be drawn before the formula library has loaded.

export const SEXES = ['m', 'f'] as const
export type Sex = (typeof SEXES)[number]

/** Every rule the calculator knows, by the id its result and the screen use. */
export const RULE_IDS = [
  'permanente',
  'permanente-professor',
  'pontos',
  'pontos-professor',
  'idade-progressiva',
  'idade-progressiva-professor',
  'idade',
  'pedagio-50',
  'pedagio-100',
  'pedagio-100-professor',
] as const
export type RuleId = (typeof RULE_IDS)[number]

/** The first contribution the calculator accepts (older careers are out of its reach). */
export const FIRST_CONTRIBUTION_FROM = '1960-01-01'

/** Youngest age, in years, at the first contribution it accepts. */
export const YOUNGEST_CONTRIBUTOR = 14

export const BIRTH_DATE_LIMITS: DateLimits = {
  earliest: '1900-01-01',
  latest: { daysFromToday: 0 },
}

/** The simulation's date: from EC 103/2019 to 50 years ahead. */
export const REFERENCE_DATE_LIMITS: DateLimits = {
  earliest: '2019-11-13',
  latest: { daysFromToday: 18_262 },
}

/** "Vale a pena trabalhar mais?": months further, at most 20 years. */
export const MAX_MORE_MONTHS = 240
