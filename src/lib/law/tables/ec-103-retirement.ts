/**
 * Requirements of the retirement rules of EC 103/2019 for urban insured people of the RGPS, as
 * written into the Regulamento da Previdência Social (Decreto 3.048/1999, wording of Decreto
 * 10.410/2020) — docs/legal/inss-retirement.md. Ages are in whole months (61 anos e 6 meses is
 * 738); contribution times in whole years. A requirement that rises "a partir de 1º de janeiro
 * de 2020" is the one of the calendar year of the date tested.
 */

/** The day EC 103/2019 came into force (DOU 13/11/2019, art. 36 III). */
export const EC_103_IN_FORCE = '2019-11-13'

export const EC_103_SOURCE = 'EC 103/2019 (DOU 13/11/2019); Decreto 3.048/1999, Decreto 10.410/2020'

/** A requirement that starts at `from` in 2019 and rises by `step` a year from 2020 to `cap`. */
export type RisingRequirement = {
  readonly from: number
  readonly step: number
  readonly cap: number
}

/** The requirement of a calendar year (2019 and earlier: the first value). */
export function requirementIn(rule: RisingRequirement, year: number): number {
  const steps = Math.max(0, year - 2019)
  return Math.min(rule.cap, rule.from + rule.step * steps)
}

type BySex<T> = { readonly m: T; readonly f: T }

/** Art. 15 (Dec. 3.048 art. 188-I): points = age + TC; TC 35 M / 30 W. */
export const POINTS_RULE = {
  source: 'EC 103/2019 art. 15; Decreto 3.048/1999 art. 188-I',
  points: { m: { from: 96, step: 1, cap: 105 }, f: { from: 86, step: 1, cap: 100 } },
  years: { m: 35, f: 30 },
} as const satisfies { points: BySex<RisingRequirement>; years: BySex<number>; source: string }

/** Art. 15 §3º (Dec. art. 188-M): teachers, five points and five years less. */
export const TEACHER_POINTS_RULE = {
  source: 'EC 103/2019 art. 15 §3º; Decreto 3.048/1999 art. 188-M',
  points: { m: { from: 91, step: 1, cap: 100 }, f: { from: 81, step: 1, cap: 92 } },
  years: { m: 30, f: 25 },
} as const

/** Art. 16 (Dec. art. 188-J): minimum age rising 6 months a year; TC 35 M / 30 W. */
export const PROGRESSIVE_AGE_RULE = {
  source: 'EC 103/2019 art. 16; Decreto 3.048/1999 art. 188-J',
  ageMonths: {
    m: { from: 61 * 12, step: 6, cap: 65 * 12 },
    f: { from: 56 * 12, step: 6, cap: 62 * 12 },
  },
  years: { m: 35, f: 30 },
} as const

/** Art. 16 §2º (Dec. art. 188-N): teachers. */
export const TEACHER_PROGRESSIVE_AGE_RULE = {
  source: 'EC 103/2019 art. 16 §2º; Decreto 3.048/1999 art. 188-N',
  ageMonths: {
    m: { from: 56 * 12, step: 6, cap: 60 * 12 },
    f: { from: 51 * 12, step: 6, cap: 57 * 12 },
  },
  years: { m: 30, f: 25 },
} as const

/** Art. 18 (Dec. art. 188-H): age 65 M; women 60 in 2019, +6 months a year to 62; TC 15. */
export const AGE_TRANSITION_RULE = {
  source: 'EC 103/2019 art. 18; Decreto 3.048/1999 art. 188-H',
  ageMonths: {
    m: { from: 65 * 12, step: 0, cap: 65 * 12 },
    f: { from: 60 * 12, step: 6, cap: 62 * 12 },
  },
  years: { m: 15, f: 15 },
} as const

/**
 * Art. 17 (Dec. art. 188-K): TC 35 M / 30 W plus half the time missing on 13/11/2019, open only
 * to whoever had more than 33 M / 28 W years then; benefit = média × fator previdenciário.
 */
export const TOLL_50_RULE = {
  source: 'EC 103/2019 art. 17; Decreto 3.048/1999 art. 188-K',
  years: { m: 35, f: 30 },
  moreThanOnEc: { m: 33, f: 28 },
} as const

/** Art. 20 (Dec. art. 188-L): age 60 M / 57 W, TC 35 / 30 plus all the time missing; 100%. */
export const TOLL_100_RULE = {
  source: 'EC 103/2019 art. 20; Decreto 3.048/1999 art. 188-L',
  ageYears: { m: 60, f: 57 },
  years: { m: 35, f: 30 },
} as const

/** Art. 20 §1º (Dec. art. 188-O): teachers, 55 M / 52 W with 30 / 25 years plus the toll. */
export const TEACHER_TOLL_100_RULE = {
  source: 'EC 103/2019 art. 20 §1º; Decreto 3.048/1999 art. 188-O',
  ageYears: { m: 55, f: 52 },
  years: { m: 30, f: 25 },
} as const

/** Art. 19 (Dec. art. 51): insured after 13/11/2019; 65 M / 62 W with 20 M / 15 W years. */
export const PERMANENT_RULE = {
  source: 'EC 103/2019 art. 19; Decreto 3.048/1999 art. 51',
  ageYears: { m: 65, f: 62 },
  years: { m: 20, f: 15 },
} as const

/** Art. 19 §1º II (Dec. art. 54): teachers insured after the EC, 60 M / 57 W with 25 years. */
export const TEACHER_PERMANENT_RULE = {
  source: 'EC 103/2019 art. 19 §1º II; Decreto 3.048/1999 art. 54',
  ageYears: { m: 60, f: 57 },
  years: { m: 25, f: 25 },
} as const

/**
 * The benefit of every rule but arts. 17 and 20: 60% of the salário de benefício plus 2% per
 * whole year of TC beyond 20 M / 15 W (EC 103 art. 26 §§2º e 5º; Dec. 3.048 art. 53), with no
 * cap on the percentage; the benefit itself is kept between the minimum wage and the teto
 * (Dec. 3.048 art. 35).
 */
export const BENEFIT_RULE = {
  source: 'EC 103/2019 art. 26 §§2º e 5º; Decreto 3.048/1999 arts. 35 e 53',
  base: 60,
  perYear: 2,
  beyond: { m: 20, f: 15 },
} as const

/**
 * Direito adquirido (Dec. 3.048 art. 188-A): the old aposentadoria por tempo de contribuição
 * with 35 M / 30 W years (teachers 30 / 25) by 13/11/2019, or por idade at 65 M / 60 W with 180
 * contributions (15 years).
 */
export const ACQUIRED_RIGHT_RULE = {
  source: 'Decreto 3.048/1999 art. 188-A; EC 103/2019 art. 3º',
  years: { m: 35, f: 30 },
  teacherYears: { m: 30, f: 25 },
  ageYears: { m: 65, f: 60 },
  ageMinYears: 15,
} as const

/**
 * Fator previdenciário (Lei 9.876/1999; Dec. 3.048 art. 188-E): `a` = 0,31 and the years added
 * to the TC of women (5) and of teachers (5 men, 10 women).
 */
export const FATOR_RULE = {
  source: 'Lei 8.213/1991 art. 29 §§7º–9º (Lei 9.876/1999); Decreto 3.048/1999 art. 188-E',
  rate: 0.31,
  bonusYears: { m: 0, f: 5 },
  teacherBonusYears: { m: 5, f: 10 },
} as const
