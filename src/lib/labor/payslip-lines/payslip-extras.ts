import type { Checker, NumberInput } from '../../core/check.ts'
import { dayNumber, daysInMonth, weekday } from '../../core/calendar-date.ts'
import { dsrOfMonth } from '../dsr.ts'
import { YES_NO } from '../labor-options.ts'
import { money, type Money } from '../../core/money.ts'
import type { YearlyPart } from '../../law/tables/pending-tables.ts'
import {
  INSALUBRITY_OPTIONS,
  type InsalubrityGrade,
  MAX_CHILDREN,
  type PayslipExtraField,
} from './payslip-lines-options.ts'

/**
 * Reading the extra lines of a payslip (docs/legal/payslip-lines.md): the same URL parameters on
 * the salary screen and the payslip check, read and checked once, here.
 */

export type PayslipExtrasInput = {
  /** `nao` (or empty) | `minimo` | `medio` | `maximo`. */
  insalubridade?: string | null
  /** `sim` | `nao` (or empty). */
  periculosidade?: string | null
  /** Commissions of the month, R$. */
  comissoes?: NumberInput
  /** Unjustified absences, days. */
  faltas?: NumberInput
  /** Weeks whose paid rest the absences cost; empty: one a falta, at most the month's weeks. */
  semanasFaltas?: NumberInput
  /** Children up to 14 (or disabled) for the salário-família. */
  filhos?: NumberInput
  /** Mid-month advance, percent of the salary. */
  adiantamento?: NumberInput
}

export type PayslipExtras = {
  insalubrity: InsalubrityGrade | null
  hazard: boolean
  commissions: Money
  absences: number
  lostWeeks: number
  /** `semanasFaltas` was empty: one week per absence was counted. */
  lostWeeksAssumed: boolean
  children: number
  advancePercent: number
}

/**
 * The yearly tables a payslip with these extras is computed with, as its pending-table note names
 * them (docs/legal/calendar-of-acts.md): the INSS bands always, the minimum wage for the
 * insalubridade, the salário-família for children.
 */
export function yearlyPartsOf(
  extras: Pick<PayslipExtras, 'insalubrity' | 'children'>,
): YearlyPart[] {
  const parts: YearlyPart[] = ['inss']
  if (extras.insalubrity) parts.push('salario-minimo')
  if (extras.children > 0) parts.push('salario-familia')
  return parts
}

/** The month the lines fall in: its dias úteis (Saturdays count) and rest days, for the DSRs. */
export type PayslipMonth = {
  year: number
  /** 1–12. */
  month: number
  /** `AAAA-MM`. */
  text: string
  workingDays: number
  /** Sundays and national holidays. */
  restCount: number
  /** Sundays: the weeks whose rest an absence can cost. */
  sundays: number
}

export function payslipMonth(year: number, month: number): PayslipMonth {
  const dsr = dsrOfMonth(money(0), year, month)
  let sundays = 0
  for (let d = 1; d <= daysInMonth(year, month); d++)
    if (weekday(dayNumber(year, month, d)) === 0) sundays++
  return {
    year,
    month,
    text: `${String(year)}-${String(month).padStart(2, '0')}`,
    workingDays: dsr.workingDays,
    restCount: dsr.restCount,
    sundays,
  }
}

export const NO_EXTRAS: PayslipExtras = {
  insalubrity: null,
  hazard: false,
  commissions: money(0),
  absences: 0,
  lostWeeks: 0,
  lostWeeksAssumed: false,
  children: 0,
  advancePercent: 0,
}

/**
 * The extra lines as typed. Errors go beside their fields: more absences than the month's dias
 * úteis, more weeks lost than absences or than the month has, children negative or not whole,
 * insalubridade together with periculosidade (CLT art. 193 §2º: the employee picks one).
 */
export function readPayslipExtras<F extends string>(
  c: Checker<F | PayslipExtraField>,
  input: PayslipExtrasInput,
  month: PayslipMonth,
): PayslipExtras {
  const grade = c.option('insalubridade', input.insalubridade, INSALUBRITY_OPTIONS, 'nao')
  const hazard = c.option('periculosidade', input.periculosidade, YES_NO, 'nao') === 'sim'
  if (grade !== 'nao' && hazard) c.add('periculosidade', 'invalid')
  const commissions = c.number('comissoes', input.comissoes, { min: 0, default: 0 })
  const absences = c.number('faltas', input.faltas, {
    integer: true,
    min: 0,
    max: month.workingDays,
    default: 0,
  })
  const typedWeeks = input.semanasFaltas !== null && input.semanasFaltas !== undefined
  const weeksLimit = Math.min(absences, month.sundays)
  const lostWeeks = typedWeeks
    ? c.number('semanasFaltas', input.semanasFaltas, { integer: true, min: 0, max: weeksLimit })
    : weeksLimit
  const children = c.number('filhos', input.filhos, {
    integer: true,
    min: 0,
    max: MAX_CHILDREN,
    default: 0,
  })
  const advancePercent = c.number('adiantamento', input.adiantamento, {
    min: 0,
    max: 100,
    default: 0,
  })
  return {
    insalubrity: grade === 'nao' ? null : grade,
    hazard,
    commissions: money(commissions),
    absences,
    lostWeeks,
    lostWeeksAssumed: !typedWeeks && absences > 0,
    children,
    advancePercent,
  }
}

/** Whether any extra line is asked for (the screens show the payslip's extra parts only then). */
export function hasExtras(e: PayslipExtras): boolean {
  return (
    e.insalubrity !== null ||
    e.hazard ||
    e.commissions > 0 ||
    e.absences > 0 ||
    e.children > 0 ||
    e.advancePercent > 0
  )
}
