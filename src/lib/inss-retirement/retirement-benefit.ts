import { type CalendarDay, type IsoDate, isoFromDay } from '../core/calendar-date.ts'
import { D, type Money, money } from '../core/money.ts'
import { BENEFIT_RULE, FATOR_RULE } from '../law/tables/ec-103-retirement.ts'
import { inssCeilingOn } from '../law/tables/inss-ceiling-history.ts'
import { lifeTableOn } from '../law/tables/life-expectancy.ts'
import { minimumWageOn } from '../law/tables/minimum-wage-history.ts'
import { type PendingTable, pendingTables, wantedYear } from '../law/tables/pending-tables.ts'
import { tableOn } from '../law/tables/table-on.ts'
import { FIRST_YEAR } from '../law/tables/table-years.ts'
import type { Sex } from './inss-retirement-options.ts'
import { type Ymd, yearOf } from './retirement-dates.ts'
import type { BenefitBasis } from './retirement-rules.ts'

/**
 * The benefit of a rule on the day it starts (docs/legal/inss-retirement.md "O valor"):
 *
 *   sb  = min(média, teto do ano)
 *   RMI = sb × (60% + 2% × anos inteiros de TC além de 20 M / 15 W)   arts. 15, 16, 18, 19
 *   RMI = sb × 100%                                                   art. 20
 *   RMI = sb × fator previdenciário                                   art. 17
 *   RMI between the minimum wage and the teto (Decreto 3.048/1999 art. 35), to the cent.
 *
 * Fator (Lei 9.876/1999): f = (Tc × a / Es) × (1 + (Id + Tc × a) / 100), a = 0,31, Tc and Id in
 * decimal years (days / 365), Tc + 5 for women (teachers + 5 men, + 10 women), Es from IBGE's
 * table in force on the day at the completed age, f to 4 decimals (our convention).
 */

/** The minimum wage and the teto of a day, and the tables a future year borrows. */
export type Parameters = {
  readonly minimumWage: Money
  readonly ceiling: Money
  /** The year whose figures these are. */
  readonly year: number
  readonly pending: readonly PendingTable[]
}

export function parametersOn(day: CalendarDay): Parameters {
  const iso = isoFromDay(day)
  const year = yearOf(day)
  if (year >= FIRST_YEAR) {
    const table = tableOn(iso)
    return {
      minimumWage: money(table.minimumWage.monthly),
      ceiling: money(table.inss.ceilingSalary),
      year: table.year,
      pending: pendingTables(table, ['salario-minimo', 'inss'], wantedYear(table, year)),
    }
  }
  return {
    minimumWage: money(minimumWageOn(iso)?.monthly ?? 0),
    ceiling: money(inssCeilingOn(iso)?.ceiling ?? 0),
    year,
    pending: [],
  }
}

export type Fator = {
  /** Tc with the bonus years, decimal. */
  readonly tc: number
  readonly age: number
  readonly lifeExpectancy: number
  readonly table: number
  readonly value: number
}

export type FatorOutcome =
  | { readonly ok: true; readonly fator: Fator }
  /** No IBGE table on the site covers the day, or the age is outside the ages it keeps. */
  | { readonly ok: false; readonly age: number; readonly date: IsoDate }

export function fatorOn(
  day: CalendarDay,
  sex: Sex,
  teacher: boolean,
  age: Ymd,
  tc: Ymd,
): FatorOutcome {
  const date = isoFromDay(day)
  const table = lifeTableOn(date)
  const es = table?.byAge[age.years]
  if (!table || es === undefined) return { ok: false, age: age.years, date }
  const bonus = (teacher ? FATOR_RULE.teacherBonusYears : FATOR_RULE.bonusYears)[sex]
  const tcYears = new D(tc.years)
    .plus(new D(tc.months).div(12))
    .plus(new D(tc.days).div(365))
    .plus(bonus)
  const ageYears = new D(age.years).plus(new D(age.months).div(12)).plus(new D(age.days).div(365))
  const ta = tcYears.times(FATOR_RULE.rate)
  const value = ta.div(es).times(ta.plus(ageYears).div(100).plus(1)).toDecimalPlaces(4)
  return {
    ok: true,
    fator: {
      tc: tcYears.toDecimalPlaces(6).toNumber(),
      age: ageYears.toDecimalPlaces(6).toNumber(),
      lifeExpectancy: es,
      table: table.edition,
      value: value.toNumber(),
    },
  }
}

/** 60% + 2% per whole year of TC beyond 20 M / 15 W. */
export const percentFor = (sex: Sex, tc: Ymd): number =>
  BENEFIT_RULE.base + BENEFIT_RULE.perYear * Math.max(0, tc.years - BENEFIT_RULE.beyond[sex])

export type Benefit = {
  /** Salário de benefício: the média up to the teto. */
  readonly base: Money
  /** Base × percentage or × fator, before the floor and the teto. */
  readonly gross: Money
  readonly value: Money
  /** The floor or the teto applied, when one did. */
  readonly limit: 'piso' | 'teto' | null
  readonly parameters: Parameters
}

/** The benefit for `average` at `percent` % of it (the fator as f × 100). */
export function benefitOf(average: Money, multiplier: number, parameters: Parameters): Benefit {
  const base = money(Math.min(average, parameters.ceiling))
  const gross = money(new D(base).times(multiplier))
  const value =
    gross < parameters.minimumWage
      ? parameters.minimumWage
      : gross > parameters.ceiling
        ? parameters.ceiling
        : gross
  const limit = gross < parameters.minimumWage ? 'piso' : gross > parameters.ceiling ? 'teto' : null
  return { base, gross, value, limit, parameters }
}

/** The multiplier of the média a rule gives, or null for the fator when it cannot be read. */
export function multiplierOf(
  basis: BenefitBasis,
  sex: Sex,
  tc: Ymd,
  fator: FatorOutcome | null,
): number | null {
  switch (basis) {
    case 'percentual':
      return percentFor(sex, tc) / 100
    case 'integral':
      return 1
    case 'fator':
      return fator?.ok ? fator.fator.value : null
  }
}
