import { Checker, type NumberInput } from '../core/check.ts'
import { MAX_YEAR, MIN_YEAR } from '../core/calendar-date.ts'
import {
  D,
  type Dec,
  money,
  type Money,
  roundTo,
  subtractMoney,
  sumMoney,
  ZERO,
} from '../core/money.ts'
import { type Outcome, ok } from '../core/outcome.ts'
import type { CalcStep } from '../core/steps.ts'
import { dsrOfMonth, type RestDay } from './dsr.ts'
import { NIGHT_PREMIUM, YES_NO } from './labor-options.ts'
import { overtimeSteps } from './overtime-steps.ts'
import { NIGHT_WORK_RULE, WORKING_TIME_RULE } from '../law/tables/labour-rules.ts'

/**
 * Horas extras (docs/legal/labour.md). The normal hour is typed (`valorHora`) or found from the
 * monthly salary: salário ÷ jornada (CLT art. 64; 220 h for 44 h a week). Each line of hours
 * (`horas50`, `horas100`, and `horas` at the typed `adicional`, 50% when empty) pays
 * hour × (1 + night premium 20% if noturno) × (1 + adicional) × hours; noturno also turns clock
 * hours into paid hours × 8/7 (the 52'30" night hour, CLT art. 73 §1º), and the night premium is
 * part of the overtime base (OJ 97 SDI-1). Paid hours are shown with 2 decimals and each line
 * multiplies the hours it shows.
 *
 * Rounding: a typed hour is in cents and the overtime hour is rounded to the cent, as on a
 * payslip (line = overtime hour shown × hours). An hour from the salary keeps all its decimals
 * (3.000 ÷ 220 = 13,6363…) and each line is rounded once; the hours shown on the card are then
 * rounded for reading only.
 *
 * `mes=YYYY-MM` adds the DSR of that month on the sum of the lines (dsr.ts: total ÷ dias úteis ×
 * domingos e feriados, Lei 605/1949 art. 7º "a", Súmula 172 TST), with `feriadosLocais` state or
 * city holidays of the place of work. Total = sum of the lines + DSR.
 */

/** 52'30" counts as an hour: 7 clock hours are 8 paid hours (CLT art. 73 §1º). */
export const NIGHT_HOUR_FACTOR = new D(NIGHT_WORK_RULE.clockHoursPerPaidHours.paid).div(
  NIGHT_WORK_RULE.clockHoursPerPaidHours.clock,
)
export const DEFAULT_OVERTIME_PERCENT = 50
export const MAX_OVERTIME_PERCENT = 300
/** More overtime than this in one line is a typing error (a month has 744 hours). */
export const MAX_OVERTIME_HOURS = 744
/** 44 hours a week (CF art. 7º, XIII): 220 hours a month. */
export const DEFAULT_MONTHLY_HOURS = WORKING_TIME_RULE.monthlyHours
/** More state and city holidays than this in one month is a typing error. */
export const MAX_LOCAL_HOLIDAYS = 10

/** The lines of hours, in the order they are shown: 50%, 100%, the typed percentage. */
export const OVERTIME_LINES = ['horas50', 'horas100', 'horas'] as const
export type OvertimeLineKey = (typeof OVERTIME_LINES)[number]

export type OvertimeField =
  | 'valorHora'
  | 'salario'
  | 'jornada'
  | OvertimeLineKey
  | 'adicional'
  | 'noturno'
  | 'mes'
  | 'feriadosLocais'
export type OvertimeInput = {
  valorHora?: NumberInput
  salario?: NumberInput
  jornada?: NumberInput
  horas?: NumberInput
  adicional?: NumberInput
  horas50?: NumberInput
  horas100?: NumberInput
  noturno?: string | null
  /** `YYYY-MM`: the month whose DSR is added. */
  mes?: string | null
  feriadosLocais?: NumberInput
}

export type OvertimeLine = {
  key: OvertimeLineKey
  /** Overtime surcharge, percent, as typed. */
  rate: number
  clockHours: number
  /** Hours paid: the typed clock hours, × 8/7 at night; 2 decimals. */
  paidHours: number
  /** Value of one overtime hour (to the cent when the hour comes from the salary). */
  extraValue: Money
  /** The same hours at the plain hourly value. */
  normalValue: Money
  /** Night premium on those hours (0 by day). */
  nightPremiumValue: Money
  /** The overtime surcharge alone: total − normal − night premium. */
  surchargeValue: Money
  total: Money
}

export type OvertimeDsr = {
  year: number
  /** 1–12. */
  month: number
  /** The month's Sundays and national holidays, by date. */
  restDays: readonly RestDay[]
  localHolidays: number
  /** Sundays and holidays, local ones included. */
  restCount: number
  workingDays: number
  value: Money
}

export type OvertimeResult = {
  night: boolean
  /** The salary and monthly hours the hour came from; null when the hour was typed. */
  salary: { amount: Money; monthlyHours: number } | null
  /** The normal hour (to the cent when from the salary); with the night premium in `hourBase`. */
  hourValue: Money
  hourBase: Money
  /** The lines with hours, in OVERTIME_LINES order. */
  lines: readonly OvertimeLine[]
  normalValue: Money
  nightPremiumValue: Money
  surchargeValue: Money
  /** What the overtime pays: the sum of the lines. */
  totalExtra: Money
  dsr: OvertimeDsr | null
  /** totalExtra + DSR. */
  total: Money
  /** "Como calculamos" (overtime-steps.ts). */
  steps: readonly CalcStep[]
}

/** Which way the screen takes the hour; without it, the salary when one is given. */
export type HourSource = 'salario' | 'valorHora'

const MONTH = /^(\d{4})-(\d{2})$/

function readMonth(c: Checker<OvertimeField>, value: string | null | undefined) {
  if (value === null || value === undefined || value.trim() === '') return null
  const match = MONTH.exec(value.trim())
  const year = Number(match?.[1])
  const month = Number(match?.[2])
  if (!match || month < 1 || month > 12 || year < MIN_YEAR || year > MAX_YEAR) {
    c.add('mes', 'invalid')
    return null
  }
  return { year, month }
}

function readHours(c: Checker<OvertimeField>, input: OvertimeInput) {
  const hours = OVERTIME_LINES.map((key) => ({
    key,
    given: input[key] !== null && input[key] !== undefined,
    value: c.number(key, input[key], { min: 0, max: MAX_OVERTIME_HOURS, default: 0 }),
  }))
  if (c.ok && hours.every((h) => h.value === 0)) {
    const first = hours.find((h) => h.given)
    c.add(first?.key ?? 'horas50', first ? 'not-positive' : 'required')
  }
  return hours
}

export function calculateOvertime(
  input: OvertimeInput,
  from?: HourSource,
): Outcome<OvertimeResult, OvertimeField> {
  const c = new Checker<OvertimeField>()
  const bySalary =
    (from ?? (input.salario === null || input.salario === undefined ? 'valorHora' : 'salario')) ===
    'salario'
  const salary = bySalary ? c.number('salario', input.salario, { positive: true }) : 0
  const monthlyHours = bySalary
    ? c.number('jornada', input.jornada, {
        positive: true,
        max: MAX_OVERTIME_HOURS,
        default: DEFAULT_MONTHLY_HOURS,
      })
    : 0
  const typedHour = bySalary ? 0 : c.number('valorHora', input.valorHora, { positive: true })
  const hours = readHours(c, input)
  const percent = c.number('adicional', input.adicional, {
    min: 0,
    max: MAX_OVERTIME_PERCENT,
    default: DEFAULT_OVERTIME_PERCENT,
  })
  const night = c.option('noturno', input.noturno, YES_NO, 'nao') === 'sim'
  const month = readMonth(c, input.mes)
  const localHolidays = c.number('feriadosLocais', input.feriadosLocais, {
    min: 0,
    max: MAX_LOCAL_HOLIDAYS,
    integer: true,
    default: 0,
  })
  if (!c.ok) return c.fail()

  const salaryMoney = money(salary)
  // From the salary the hour keeps its decimals; a typed hour is money, in cents.
  const hour: Dec = bySalary ? new D(salaryMoney).div(monthlyHours) : new D(money(typedHour))
  const premium = new D(1 + NIGHT_PREMIUM)
  const base: Dec = night ? hour.times(premium) : hour
  const hourBase = money(base)
  const rates: Record<OvertimeLineKey, number> = { horas50: 50, horas100: 100, horas: percent }

  const lines = hours
    .filter((h) => h.value > 0)
    .map(({ key, value: clockHours }): OvertimeLine => {
      const rate = rates[key]
      const paidHours = roundTo(night ? NIGHT_HOUR_FACTOR.times(clockHours) : clockHours, 2)
      const factor = new D(rates[key]).div(100).plus(1)
      const exact = (bySalary ? base : new D(hourBase)).times(factor)
      const extraValue = money(exact)
      const total = money((bySalary ? exact : new D(extraValue)).times(paidHours))
      const normalValue = money(hour.times(paidHours))
      // By the salary the night part is what the night hours add, so no line goes a cent below.
      const nightPremiumValue = !night
        ? ZERO
        : bySalary
          ? subtractMoney(money(base.times(paidHours)), normalValue)
          : money(hour.times(NIGHT_PREMIUM).times(paidHours))
      return {
        key,
        rate,
        clockHours,
        paidHours,
        extraValue,
        normalValue,
        nightPremiumValue,
        surchargeValue: subtractMoney(total, sumMoney(normalValue, nightPremiumValue)),
        total,
      }
    })

  const totalExtra = sumMoney(...lines.map((l) => l.total))
  const dsrResult = month ? dsrOfMonth(totalExtra, month.year, month.month, localHolidays) : null
  const dsr: OvertimeDsr | null =
    month && dsrResult
      ? {
          ...month,
          restDays: dsrResult.restDays,
          localHolidays,
          restCount: dsrResult.restCount,
          workingDays: dsrResult.workingDays,
          value: dsrResult.dsr,
        }
      : null
  const total = sumMoney(totalExtra, dsr?.value ?? ZERO)
  const hourValue = money(hour)
  const fromSalary = bySalary ? { amount: salaryMoney, monthlyHours } : undefined
  return ok({
    night,
    salary: fromSalary ?? null,
    hourValue,
    hourBase,
    lines,
    normalValue: sumMoney(...lines.map((l) => l.normalValue)),
    nightPremiumValue: sumMoney(...lines.map((l) => l.nightPremiumValue)),
    surchargeValue: sumMoney(...lines.map((l) => l.surchargeValue)),
    totalExtra,
    dsr,
    total,
    steps: overtimeSteps({
      hour: fromSalary ? { value: hourValue, salary: fromSalary } : { value: hourValue },
      night,
      nightPremium: NIGHT_PREMIUM,
      nightFactor: { numerator: 8, denominator: 7 },
      hourBase,
      lines,
      totalExtra,
      dsr,
      total,
    }),
  })
}
