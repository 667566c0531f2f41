import { Checker, type NumberInput } from '../core/check.ts'
import { MAX_YEAR, MIN_YEAR } from '../core/calendar-date.ts'
import { D, type Dec, money, type Money, roundTo, sumMoney } from '../core/money.ts'
import { ok, type Outcome } from '../core/outcome.ts'
import {
  add,
  type CalcStep,
  div,
  fromStep,
  moneyFig,
  mul,
  numberFig,
  percentFig,
} from '../core/steps.ts'
import { dsrOfMonth } from '../labor/dsr.ts'
import { NIGHT_WORK_RULE } from '../law/tables/labour-rules.ts'
import { DEFAULT_DIVISOR, MAX_DIVISOR, MAX_NIGHTS, NIGHT_PREMIUM } from './night-shift-options.ts'
import { minutesOf, shiftMinutes } from './shift-minutes.ts'

/**
 * Adicional noturno of an urban employee (docs/legal/night-shift.md; CLT art. 73):
 *
 *   hora = salário ÷ jornada (monthly divisor, 220 for 44 h a week)
 *   horas noturnas = minutos de relógio entre 22h e 5h ÷ 52,5 (the night hour of 52'30", §1º)
 *   adicional do mês = hora × 20% × horas noturnas por noite × noites
 *   DSR = adicional × (domingos + feriados) ÷ dias úteis of the month `mes` (Súmula 60 I TST,
 *         computed as the DSR on overtime, Lei 605/1949 art. 7º; labor/dsr.ts)
 *   total = adicional + DSR
 *
 * A shift whose exit is at or before its entry crosses midnight (22:00 → 06:00). Hours after 05:00
 * of a shift that worked the whole 22:00–05:00 period are extended night hours (Súmula 60 II TST)
 * and, as a decision of ours, count as reduced hours too. The month's additional is computed from
 * the minutes, exactly, and rounded once, half-up to the cent; so is the DSR. `mes` empty: the
 * month of `today`. Worked example (April 2026): 2.640,00 ÷ 220, 22 nights 22:00–05:00 → 176 h,
 * 422,40, DSR 422,40 ÷ 24 × 6 = 105,60; to 06:00, 60,34 more.
 */

export type NightShiftField = 'salario' | 'jornada' | 'noites' | 'entrada' | 'saida' | 'mes'
export type NightShiftInput = {
  salario: NumberInput
  jornada?: NumberInput
  noites: NumberInput
  entrada: string | null | undefined
  saida: string | null | undefined
  /** `AAAA-MM`: the month whose DSR is computed; empty, the month of `today`. */
  mes?: string | null
  /** Today, `AAAA-MM-DD`. */
  today: string
}

export type NightShiftResult = {
  hour: Money
  divisor: number
  nights: number
  /** One night: clock minutes 22h–5h, minutes extended after 5h, and the paid hours. */
  clockMinutes: number
  extensionMinutes: number
  shiftMinutes: number
  fullNight: boolean
  /** Clock hours of one night, 22h–5h plus the extension after 5h, 2 decimals. */
  clockHoursPerNight: number
  /** Paid (reduced) night hours of one night and of the month, 2 decimals. */
  reducedHoursPerNight: number
  reducedHoursPerMonth: number
  perNight: Money
  perMonth: Money
  dsr: { year: number; month: number; workingDays: number; restCount: number; value: Money }
  total: Money
  /** The salary plus the total: the month's gross pay, for the net salary (taxable, docs/legal). */
  grossWithNight: Money
  steps: readonly CalcStep[]
}

/** Minutes that make one paid night hour (52'30"): 60 × 7 ÷ 8. */
const REDUCED_HOUR_MINUTES = new D(60)
  .times(NIGHT_WORK_RULE.clockHoursPerPaidHours.clock)
  .div(NIGHT_WORK_RULE.clockHoursPerPaidHours.paid)
  .toNumber()
const PREMIUM_PERCENT = roundTo(new D(NIGHT_PREMIUM).times(100), 2)
const MONTH = /^(\d{4})-(\d{2})$/

function readMonth(c: Checker<NightShiftField>, value: string | null | undefined, today: string) {
  const text = value?.trim() ? value.trim() : today.slice(0, 7)
  const match = MONTH.exec(text)
  const year = Number(match?.[1])
  const month = Number(match?.[2])
  if (!match || month < 1 || month > 12 || year < MIN_YEAR || year > MAX_YEAR) {
    c.add('mes', 'invalid')
    return { year: 0, month: 0 }
  }
  return { year, month }
}

function readTime(
  c: Checker<NightShiftField>,
  field: 'entrada' | 'saida',
  value: string | null | undefined,
) {
  if (value === null || value === undefined || value.trim() === '') {
    c.add(field, 'required')
    return 0
  }
  const minutes = minutesOf(value)
  if (minutes === null) c.add(field, 'invalid')
  return minutes ?? 0
}

export function calculateNightShift(
  input: NightShiftInput,
): Outcome<NightShiftResult, NightShiftField> {
  const c = new Checker<NightShiftField>()
  const salary = c.number('salario', input.salario, { positive: true })
  const divisor = c.number('jornada', input.jornada, {
    positive: true,
    max: MAX_DIVISOR,
    default: DEFAULT_DIVISOR,
  })
  const nights = c.number('noites', input.noites, { min: 0, max: MAX_NIGHTS, integer: true })
  const start = readTime(c, 'entrada', input.entrada)
  const end = readTime(c, 'saida', input.saida)
  if (!c.has('entrada') && !c.has('saida') && start === end) c.add('saida', 'zero')
  const { year, month } = readMonth(c, input.mes, input.today)
  if (!c.ok) return c.fail()

  const shift = shiftMinutes(start, end)
  const minutesPerNight = shift.night + shift.extension
  const monthMinutes = minutesPerNight * nights
  const salaryMoney = money(salary)
  const hourExact: Dec = new D(salaryMoney).div(divisor)
  const premiumOf = (minutes: number) =>
    money(hourExact.times(NIGHT_PREMIUM).times(minutes).div(REDUCED_HOUR_MINUTES))
  const perNight = premiumOf(minutesPerNight)
  const perMonth = premiumOf(monthMinutes)
  const dsrMonth = dsrOfMonth(perMonth, year, month)
  // Multiplied before dividing, so 482,74 × 6 ÷ 24 is the exact 120,685 and rounds half-up.
  const dsr =
    dsrMonth.workingDays > 0
      ? money(new D(perMonth).times(dsrMonth.restCount).div(dsrMonth.workingDays))
      : money(0)
  const total = sumMoney(perMonth, dsr)
  const reducedPerNight = roundTo(new D(minutesPerNight).div(REDUCED_HOUR_MINUTES), 2)
  const reducedPerMonth = roundTo(new D(monthMinutes).div(REDUCED_HOUR_MINUTES), 2)

  const steps: CalcStep[] = []
  const hoursStep: CalcStep = {
    label: 'Horas noturnas no mês (hora de 52min30s)',
    expression: div(
      mul(
        numberFig(minutesPerNight, undefined, 'minutos noturnos por noite'),
        numberFig(nights, undefined, 'noites'),
      ),
      numberFig(REDUCED_HOUR_MINUTES, undefined, 'minutos da hora noturna'),
    ),
    result: numberFig(reducedPerMonth, 'horas'),
    source: 'CLT art. 73 §§1º e 2º',
    ...(shift.extension > 0
      ? {
          note: `Inclui ${String(shift.extension)} minutos depois das 5h: jornada noturna prorrogada (Súmula 60, II, do TST).`,
        }
      : {}),
  }
  steps.push(hoursStep)
  const premiumStep: CalcStep = {
    label: 'Adicional noturno do mês',
    expression: div(
      mul(
        div(moneyFig(salaryMoney, 'salário'), numberFig(divisor, 'horas', 'jornada mensal')),
        percentFig(PREMIUM_PERCENT),
        numberFig(monthMinutes, undefined, 'minutos noturnos no mês'),
      ),
      numberFig(REDUCED_HOUR_MINUTES, undefined, 'minutos da hora noturna'),
    ),
    result: moneyFig(perMonth),
    source: 'CLT art. 73, caput',
  }
  steps.push(premiumStep)
  const dsrStep: CalcStep = {
    label: 'DSR sobre o adicional noturno',
    expression: div(
      mul(fromStep(premiumStep), numberFig(dsrMonth.restCount, 'dias', 'domingos e feriados')),
      numberFig(dsrMonth.workingDays, 'dias', 'dias úteis'),
    ),
    result: moneyFig(dsr),
    source: 'Súmula 60, I, do TST; Lei 605/1949, art. 7º',
  }
  steps.push(dsrStep)
  steps.push({
    label: 'Total no mês',
    expression: add(fromStep(premiumStep), fromStep(dsrStep)),
    result: moneyFig(total),
  })

  return ok({
    hour: money(hourExact),
    divisor,
    nights,
    clockMinutes: shift.night,
    extensionMinutes: shift.extension,
    shiftMinutes: shift.shift,
    fullNight: shift.fullNight,
    clockHoursPerNight: roundTo(new D(minutesPerNight).div(60), 2),
    reducedHoursPerNight: reducedPerNight,
    reducedHoursPerMonth: reducedPerMonth,
    perNight,
    perMonth,
    dsr: {
      year,
      month,
      workingDays: dsrMonth.workingDays,
      restCount: dsrMonth.restCount,
      value: dsr,
    },
    total,
    grossWithNight: sumMoney(salaryMoney, total),
    steps,
  })
}
