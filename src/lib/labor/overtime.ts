import { D, money, type Money, roundTo, subtractMoney, sumMoney, ZERO } from '../core/money.ts'
import { DateChecker } from '../core/check-date.ts'
import { type NumberInput } from '../core/check.ts'
import { type Outcome, ok } from '../core/outcome.ts'
import type { CalcStep } from '../core/steps.ts'
import { NIGHT_PREMIUM, YES_NO } from './labor-options.ts'
import { overtimeSteps } from './overtime-steps.ts'

/**
 * Horas extras (docs/legal/labour.md): value per overtime hour = hour × (1 + night premium 20% if
 * noturno) × (1 + adicional); noturno also turns clock hours into paid hours × 8/7 (the 52'30"
 * night hour, CLT art. 73 §1º); the night premium is part of the overtime base (OJ 97 SDI-1).
 * Paid hours are shown with 2 decimals and the totals are shown rate × shown hours.
 */

/** 52'30" counts as an hour: 7 clock hours are 8 paid hours (CLT art. 73 §1º). */
export const NIGHT_HOUR_FACTOR = new D(8).div(7)
export const DEFAULT_OVERTIME_PERCENT = 50
export const MAX_OVERTIME_PERCENT = 300
/** More overtime than this in one calculation is a typing error (a month has 744 hours). */
export const MAX_OVERTIME_HOURS = 744

export type OvertimeField = 'valorHora' | 'horas' | 'adicional' | 'noturno'
export type OvertimeInput = {
  valorHora: NumberInput
  horas: NumberInput
  adicional?: NumberInput
  noturno?: string | null
}
export type OvertimeResult = {
  night: boolean
  /** Hours paid: the typed clock hours, × 8/7 at night; 2 decimals. */
  paidHours: number
  /** Typed hourly value; with the night premium in `hourBase`. */
  hourValue: Money
  hourBase: Money
  /** Overtime surcharge, percent. */
  extraRate: number
  /** Value of one overtime hour: hourBase × (1 + extraRate). */
  extraValue: Money
  /** The same hours at the plain hourly value. */
  normalValue: Money
  /** Night premium on those hours (0 by day). */
  nightPremiumValue: Money
  /** The overtime surcharge alone: totalExtra − normalValue − night premium. */
  surchargeValue: Money
  /** What the overtime pays: extraValue × paidHours. */
  totalExtra: Money
  /** "Como calculamos": the hour, the overtime hour, the hours, the total (labor-steps.ts). */
  steps: readonly CalcStep[]
}

export function calculateOvertime(input: OvertimeInput): Outcome<OvertimeResult, OvertimeField> {
  const c = new DateChecker<OvertimeField>()
  const hourValue = c.number('valorHora', input.valorHora, { positive: true })
  const hours = c.number('horas', input.horas, { positive: true, max: MAX_OVERTIME_HOURS })
  const percent = c.number('adicional', input.adicional, {
    min: 0,
    max: MAX_OVERTIME_PERCENT,
    default: DEFAULT_OVERTIME_PERCENT,
  })
  const night = c.option('noturno', input.noturno, YES_NO, 'nao') === 'sim'
  if (!c.ok) return c.fail()

  const hour = new D(money(hourValue))
  const paidHours = roundTo(night ? NIGHT_HOUR_FACTOR.times(hours) : hours, 2)
  const hourBase = money(night ? hour.times(1 + NIGHT_PREMIUM) : hour)
  const extraValue = money(new D(hourBase).times(new D(percent).div(100).plus(1)))
  const normalValue = money(hour.times(paidHours))
  const nightPremiumValue = night ? money(hour.times(NIGHT_PREMIUM).times(paidHours)) : ZERO
  const totalExtra = money(new D(extraValue).times(paidHours))
  const hourValueShown = money(hour)
  return ok({
    night,
    paidHours,
    hourValue: hourValueShown,
    hourBase,
    extraRate: roundTo(percent, 2),
    extraValue,
    normalValue,
    nightPremiumValue,
    surchargeValue: subtractMoney(totalExtra, sumMoney(normalValue, nightPremiumValue)),
    totalExtra,
    steps: overtimeSteps({
      hourValue: hourValueShown,
      night,
      nightPremium: NIGHT_PREMIUM,
      nightFactor: { numerator: 8, denominator: 7 },
      clockHours: hours,
      paidHours,
      hourBase,
      percent,
      extraValue,
      totalExtra,
    }),
  })
}
