/**
 * Aposentadoria pelo INSS (RGPS, urban insured) after EC 103/2019: for each rule the person can
 * use, the first day it is met, the age and contribution time then, and, with the average
 * salary, the benefit (docs/legal/inss-retirement.md).
 *
 * Rules: permanente (art. 19: 65 M / 62 W with 20 / 15 years; only for who first contributed
 * after 13/11/2019), and for the others the transitions — pontos (art. 15: age + TC from 96 M /
 * 86 W in 2019, +1 a year to 105 / 100, with 35 / 30 years), idade mínima progressiva (art. 16:
 * 61 M / 56 W in 2019, +6 months a year to 65 / 62, with 35 / 30 years), idade (art. 18: 65 M,
 * women 60 + 6 months a year to 62, with 15 years), pedágio 50% (art. 17: only for who had more
 * than 33 M / 28 W years on 13/11/2019; 35 / 30 years plus half of what was missing then) and
 * pedágio 100% (art. 20: 60 M / 57 W with 35 / 30 years plus all of what was missing). Teachers:
 * five years less of age and TC, five points less (arts. 15 §3º, 16 §2º, 19 §1º II, 20 §1º).
 *
 * Conventions: contributions without gaps from `inicio` (or, from `tempo`, from the day that
 * gives that time on `referencia`); TC date to date, both ends included (Decreto 3.048/1999
 * art. 188-G); points = age + TC in years, months and days, 30 days → 1 month, 12 months → 1 year;
 * pedágios in calendar days, half days up; the requirement of the calendar year of the day
 * tested; a rule already met starts on `referencia` (the request), with the age and TC then.
 *
 * Benefit: 60% of the média + 2% per whole year beyond 20 M / 15 W (arts. 15, 16, 18, 19);
 * 100% (art. 20); média × fator previdenciário (art. 17: Lei 9.876/1999 formula, IBGE's life
 * table in force on the day, f to 4 decimals); média up to the teto; the benefit between the
 * minimum wage and the teto of its year (Decreto 3.048/1999 arts. 32 §3º, 35, 53). Years
 * without published tables use the latest, and say so.
 *
 * Direito adquirido: 35 M / 30 W years (teachers 30 / 25), or 65 M / 60 W of age with 15 years,
 * by 13/11/2019 (Decreto 3.048/1999 art. 188-A): named, not computed.
 *
 * Sources: EC 103/2019 arts. 15–20 and 26; Decreto 3.048/1999 arts. 32–35, 51–54, 188-A to
 * 188-O (wording of Decreto 10.410/2020); Lei 9.876/1999; IBGE, Tábua Completa de Mortalidade 2024.
 */
import {
  addCalendarMonths,
  type CalendarDay,
  dayOfDate,
  dayFromIso,
  type IsoDate,
  isoFromDay,
} from '../core/calendar-date.ts'
import type { DateInput, NumberInput } from '../core/check.ts'
import { DateChecker } from '../core/check-date.ts'
import type { Money } from '../core/money.ts'
import { money } from '../core/money.ts'
import { ok, type Outcome } from '../core/outcome.ts'
import { ACQUIRED_RIGHT_RULE, EC_103_IN_FORCE } from '../law/tables/ec-103-retirement.ts'
import {
  BIRTH_DATE_LIMITS,
  FIRST_CONTRIBUTION_FROM,
  REFERENCE_DATE_LIMITS,
  type RuleId,
  SEXES,
  type Sex,
  YOUNGEST_CONTRIBUTOR,
} from './inss-retirement-options.ts'
import {
  type Benefit,
  benefitOf,
  type FatorOutcome,
  fatorOn,
  multiplierOf,
  parametersOn as parametersAt,
} from './retirement-benefit.ts'
import { ageOn, tcOn, type Ymd } from './retirement-dates.ts'
import { type BenefitBasis, type Person, type RuleDate, ruleDates } from './retirement-rules.ts'
import { parseContributionTime } from './contribution-time.ts'

export type InssRetirementField =
  'sexo' | 'nascimento' | 'inicio' | 'tempo' | 'professor' | 'media' | 'referencia'

export type InssRetirementInput = {
  sexo?: string | null
  nascimento?: DateInput
  inicio?: DateInput
  /** Contribution time on `referencia`, `30a2m10d`; read only when `inicio` is empty. */
  tempo?: string | null
  professor?: string | null
  media?: NumberInput
  /** The day of the simulation (default: today). */
  referencia?: DateInput
}

/** One rule on a day: its benefit there. */
export type RuleAt = {
  readonly id: RuleId
  readonly source: string
  readonly basis: BenefitBasis
  readonly teacher: boolean
  /** First day the rule is met. */
  readonly metOn: IsoDate
  /** Met on or before the reference day. */
  readonly already: boolean
  /** The day the benefit starts: the later of `metOn` and the reference day. */
  readonly start: IsoDate
  readonly age: Ymd
  readonly tc: Ymd
  /** Percentage of the média: 60 + 2 per year, 100, or the fator × 100. */
  readonly percent: number | null
  readonly fator: FatorOutcome | null
  readonly benefit: Benefit | null
  readonly toll?: RuleDate['toll']
}

export type InssRetirementResult = {
  readonly sex: Sex
  readonly teacher: boolean
  readonly birth: IsoDate
  /** The first contribution (from `inicio`, or the one `tempo` implies). */
  readonly start: IsoDate
  readonly fromTime: boolean
  readonly reference: IsoDate
  readonly average: Money | null
  readonly tcToday: Ymd
  readonly ageToday: Ymd
  /** First contribution after 13/11/2019: only the permanent rule. */
  readonly afterEc: boolean
  readonly tcOnEc: Ymd
  /** Requirements of the old rules already met on 13/11/2019. */
  readonly acquired: { readonly byTime: boolean; readonly byAge: boolean }
  /** Every rule open to the person, earliest first; a rule out of the calendar is left out. */
  readonly rules: readonly RuleAt[]
  readonly earliest: RuleAt | null
  /** The highest benefit (or percentage) among the rules already met, else among all. */
  readonly best: RuleAt | null
  readonly bestAmongMet: boolean
}

const EC_DAY = dayFromIso(EC_103_IN_FORCE) as CalendarDay

type Checked = {
  sex: Sex
  teacher: boolean
  birth: CalendarDay
  start: CalendarDay
  fromTime: boolean
  reference: CalendarDay
  average: Money | null
}

function read(input: InssRetirementInput, today: string): Outcome<Checked, InssRetirementField> {
  const c = new DateChecker<InssRetirementField>()
  const sex = c.option('sexo', input.sexo, SEXES)
  const teacher = c.option('professor', input.professor, ['sim', 'nao'], 'nao') === 'sim'
  const empty = (v: DateInput) => v === null || v === undefined || v.trim() === ''
  const refDate = empty(input.referencia) ? null : c.date('referencia', input.referencia)
  if (refDate) c.within('referencia', refDate, REFERENCE_DATE_LIMITS, today)
  const reference = refDate ? dayOfDate(refDate) : dayFromIso(today)
  const birthDate = c.date('nascimento', input.nascimento)
  if (birthDate) c.within('nascimento', birthDate, BIRTH_DATE_LIMITS, today)
  const media =
    input.media === null || input.media === undefined
      ? null
      : c.number('media', input.media, { positive: true })
  if (reference === null) {
    c.add('referencia', 'invalid')
    return c.fail()
  }
  let start: CalendarDay | null = null
  let fromTime = false
  let field: InssRetirementField = 'inicio'
  if (!empty(input.inicio)) {
    const startDate = c.date('inicio', input.inicio)
    start = startDate ? dayOfDate(startDate) : null
  } else if (input.tempo?.trim()) {
    field = 'tempo'
    fromTime = true
    const time = parseContributionTime(input.tempo)
    if (!time) c.add('tempo', 'invalid')
    // TC on D counts D itself: the start is (D + 1) − the time.
    else start = addCalendarMonths(reference + 1, -(time.years * 12 + time.months)) - time.days
  } else {
    c.add('inicio', 'required')
  }
  if (start !== null && birthDate) {
    const birth = dayOfDate(birthDate)
    const youngest = addCalendarMonths(birth, YOUNGEST_CONTRIBUTOR * 12)
    const earliest = dayFromIso(FIRST_CONTRIBUTION_FROM) as CalendarDay
    if (start > reference)
      c.add(field, fromTime ? 'invalid' : 'too-large', { date: isoFromDay(reference) })
    else if (start < youngest)
      c.add(field, fromTime ? 'too-large' : 'too-small', {
        date: isoFromDay(youngest),
        other: 'nascimento',
      })
    else if (start < earliest)
      c.add(field, fromTime ? 'too-large' : 'too-small', { date: FIRST_CONTRIBUTION_FROM })
  }
  if (!c.ok || start === null || !birthDate) return c.fail()
  return ok({
    sex,
    teacher,
    birth: dayOfDate(birthDate),
    start,
    fromTime,
    reference,
    average: media === null ? null : money(media),
  })
}

/** A rule's benefit when it starts on `day` (met by then). */
export function ruleOn(
  rule: RuleDate,
  p: Person,
  day: CalendarDay,
  reference: CalendarDay,
  average: Money | null,
): RuleAt {
  const metOn = rule.metOn as CalendarDay
  const age = ageOn(p.birth, day)
  const tc = tcOn(p.start, day)
  const fator = rule.basis === 'fator' ? fatorOn(day, p.sex, rule.teacher, age, tc) : null
  const multiplier = multiplierOf(rule.basis, p.sex, tc, fator)
  const base = {
    id: rule.id,
    source: rule.source,
    basis: rule.basis,
    teacher: rule.teacher,
    metOn: isoFromDay(metOn),
    already: metOn <= reference,
    start: isoFromDay(day),
    age,
    tc,
    percent: multiplier === null ? null : Math.round(multiplier * 1e6) / 1e4,
    fator,
    benefit:
      average !== null && multiplier !== null
        ? benefitOf(average, multiplier, parametersAt(day))
        : null,
  }
  return rule.toll ? { ...base, toll: rule.toll } : base
}

/** How a rule ranks for "pays most": its benefit, else its percentage. */
export const payOf = (r: RuleAt): number => r.benefit?.value ?? r.percent ?? -1

/** The person as the rules see them. */
export function personOf(
  sex: Sex,
  birth: CalendarDay,
  start: CalendarDay,
  teacher: boolean,
): Person {
  return { sex, birth, start, teacher, ec: EC_DAY, tcOnEc: tcOn(start, EC_DAY) }
}

export function calculateInssRetirement(
  input: InssRetirementInput,
  today: string,
): Outcome<InssRetirementResult, InssRetirementField> {
  const read_ = read(input, today)
  if (!read_.ok) return read_
  const { sex, teacher, birth, start, fromTime, reference, average } = read_.value
  const person = personOf(sex, birth, start, teacher)
  const afterEc = start > EC_DAY
  const tcOnEc = person.tcOnEc
  const ageOnEc = ageOn(birth, EC_DAY)
  const years = (teacher ? ACQUIRED_RIGHT_RULE.teacherYears : ACQUIRED_RIGHT_RULE.years)[sex]
  const acquired = {
    byTime: !afterEc && tcOnEc.years >= years,
    byAge:
      !afterEc &&
      ageOnEc.years >= ACQUIRED_RIGHT_RULE.ageYears[sex] &&
      tcOnEc.years >= ACQUIRED_RIGHT_RULE.ageMinYears,
  }
  const rules = ruleDates(person)
    .filter((r) => r.metOn !== null)
    .map((r) => ruleOn(r, person, Math.max(r.metOn as CalendarDay, reference), reference, average))
    .sort((a, b) => (a.metOn < b.metOn ? -1 : a.metOn > b.metOn ? 1 : 0))
  const earliest = rules[0] ?? null
  const met = rules.filter((r) => r.already)
  const pool = met.length > 0 ? met : rules
  const best = pool.reduce<RuleAt | null>(
    (b, r) => (b === null || payOf(r) > payOf(b) ? r : b),
    null,
  )
  return ok({
    sex,
    teacher,
    birth: isoFromDay(birth),
    start: isoFromDay(start),
    fromTime,
    reference: isoFromDay(reference),
    average,
    tcToday: tcOn(start, reference),
    ageToday: ageOn(birth, reference),
    afterEc,
    tcOnEc,
    acquired,
    rules,
    earliest,
    best,
    bestAmongMet: met.length > 0,
  })
}
