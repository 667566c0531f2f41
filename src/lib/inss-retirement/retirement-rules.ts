import type { CalendarDay } from '../core/calendar-date.ts'
import {
  AGE_TRANSITION_RULE,
  PERMANENT_RULE,
  POINTS_RULE,
  PROGRESSIVE_AGE_RULE,
  TEACHER_PERMANENT_RULE,
  TEACHER_POINTS_RULE,
  TEACHER_PROGRESSIVE_AGE_RULE,
  TEACHER_TOLL_100_RULE,
  TOLL_50_RULE,
  TOLL_100_RULE,
} from '../law/tables/ec-103-retirement.ts'
import type { RuleId, Sex } from './inss-retirement-options.ts'
import {
  ageReached,
  firstDayWithAge,
  firstDayWithPoints,
  tcReached,
  type Ymd,
  ymdAbove,
} from './retirement-dates.ts'

/**
 * The day each rule of EC 103/2019 is first met (docs/legal/inss-retirement.md "As regras").
 * Pedágios are counted in calendar days from 13/11/2019 (half days rounded up: our convention).
 */

/** How the benefit of a rule is found. */
export type BenefitBasis = 'percentual' | 'integral' | 'fator'

export type RuleDate = {
  readonly id: RuleId
  readonly source: string
  readonly basis: BenefitBasis
  /** Whether the fator's teacher bonus and the teacher thresholds apply. */
  readonly teacher: boolean
  /** First day the rule is met; null when it is not within the calendar the site covers. */
  readonly metOn: CalendarDay | null
  /** Pedágio: the days missing on 13/11/2019 and the days added. */
  readonly toll?: { readonly missing: number; readonly added: number }
}

export type Person = {
  readonly sex: Sex
  readonly birth: CalendarDay
  readonly start: CalendarDay
  readonly teacher: boolean
  /** 13/11/2019, as a day. */
  readonly ec: CalendarDay
  /** TC on 13/11/2019. */
  readonly tcOnEc: Ymd
}

const max = (...days: (CalendarDay | null)[]): CalendarDay | null =>
  days.some((d) => d === null) ? null : Math.max(...(days as CalendarDay[]))

function permanent(
  p: Person,
  rule: typeof PERMANENT_RULE | typeof TEACHER_PERMANENT_RULE,
  id: RuleId,
  teacher: boolean,
): RuleDate {
  const metOn = max(
    ageReached(p.birth, rule.ageYears[p.sex] * 12),
    tcReached(p.start, rule.years[p.sex]),
  )
  return { id, source: rule.source, basis: 'percentual', teacher, metOn }
}

function points(p: Person, teacher: boolean): RuleDate {
  const rule = teacher ? TEACHER_POINTS_RULE : POINTS_RULE
  const lower = tcReached(p.start, rule.years[p.sex])
  const metOn = firstDayWithPoints(p.birth, p.start, rule.points[p.sex], lower)
  return {
    id: teacher ? 'pontos-professor' : 'pontos',
    source: rule.source,
    basis: 'percentual',
    teacher,
    metOn,
  }
}

function progressiveAge(p: Person, teacher: boolean): RuleDate {
  const rule = teacher ? TEACHER_PROGRESSIVE_AGE_RULE : PROGRESSIVE_AGE_RULE
  const lower = tcReached(p.start, rule.years[p.sex])
  const metOn = firstDayWithAge(p.birth, rule.ageMonths[p.sex], lower)
  return {
    id: teacher ? 'idade-progressiva-professor' : 'idade-progressiva',
    source: rule.source,
    basis: 'percentual',
    teacher,
    metOn,
  }
}

function ageTransition(p: Person): RuleDate {
  const rule = AGE_TRANSITION_RULE
  const lower = tcReached(p.start, rule.years[p.sex])
  const metOn = firstDayWithAge(p.birth, rule.ageMonths[p.sex], lower)
  return { id: 'idade', source: rule.source, basis: 'percentual', teacher: false, metOn }
}

/** Days missing on 13/11/2019 to complete `years` of TC (0 or less: already complete). */
const missingOnEc = (p: Person, years: number): number => tcReached(p.start, years) - p.ec

function toll50(p: Person): RuleDate | null {
  const rule = TOLL_50_RULE
  const missing = missingOnEc(p, rule.years[p.sex])
  const open = ymdAbove(p.tcOnEc, { years: rule.moreThanOnEc[p.sex], months: 0, days: 0 })
  if (!open || missing <= 0) return null
  const added = Math.ceil(missing / 2)
  return {
    id: 'pedagio-50',
    source: rule.source,
    basis: 'fator',
    teacher: p.teacher,
    metOn: tcReached(p.start, rule.years[p.sex]) + added,
    toll: { missing, added },
  }
}

function toll100(p: Person, teacher: boolean): RuleDate {
  const rule = teacher ? TEACHER_TOLL_100_RULE : TOLL_100_RULE
  const missing = Math.max(0, missingOnEc(p, rule.years[p.sex]))
  const metOn = Math.max(
    ageReached(p.birth, rule.ageYears[p.sex] * 12),
    tcReached(p.start, rule.years[p.sex]) + missing,
  )
  return {
    id: teacher ? 'pedagio-100-professor' : 'pedagio-100',
    source: rule.source,
    basis: 'integral',
    teacher,
    metOn,
    toll: { missing, added: missing },
  }
}

/**
 * The rules open to the person: whoever first contributed after 13/11/2019 has only the
 * permanent rule (art. 19; a teacher also art. 19 §1º II); the others have the transition rules
 * (arts. 15 to 18 and 20; for them art. 18 asks no more than art. 19, so art. 19 is not shown),
 * a teacher the teacher versions of arts. 15, 16 and 20 besides the general arts. 17 and 18.
 */
export function ruleDates(p: Person): RuleDate[] {
  if (p.start > p.ec) {
    const general = permanent(p, PERMANENT_RULE, 'permanente', false)
    return p.teacher
      ? [permanent(p, TEACHER_PERMANENT_RULE, 'permanente-professor', true), general]
      : [general]
  }
  const toll = toll50(p)
  return [
    points(p, p.teacher),
    progressiveAge(p, p.teacher),
    ageTransition(p),
    ...(toll ? [toll] : []),
    toll100(p, p.teacher),
  ]
}
