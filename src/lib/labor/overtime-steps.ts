import { D, type Money } from '../core/money.ts'
import {
  type CalcStep,
  add,
  div,
  fromStep,
  moneyFig,
  mul,
  numberFig,
  percentFig,
  type StepFigure,
} from '../core/steps.ts'

/**
 * "Como calculamos" of horas extras (docs/como-calculamos.md): the hour (with the night premium),
 * the overtime hour, the hours paid and the total, in the order overtime.ts computes them.
 */

const percent = (fraction: number): StepFigure => percentFig(new D(fraction).times(100).toNumber())

/** Horas extras: the hour (with the night premium), the overtime hour, the hours paid, total. */
export function overtimeSteps(d: {
  hourValue: Money
  night: boolean
  nightPremium: number
  nightFactor: { numerator: number; denominator: number }
  clockHours: number
  paidHours: number
  hourBase: Money
  /** The overtime surcharge as typed, percent. */
  percent: number
  extraValue: Money
  totalExtra: Money
}): CalcStep[] {
  const steps: CalcStep[] = []
  const hour = moneyFig(d.hourValue, 'hora normal')
  let base: StepFigure = hour
  let hours: StepFigure = numberFig(d.paidHours, 'horas')
  if (d.night) {
    const nightHour: CalcStep = {
      label: 'Hora com adicional noturno',
      expression: mul(hour, add(numberFig(1), percent(d.nightPremium))),
      result: moneyFig(d.hourBase),
      source: 'CLT art. 73, caput (adicional noturno de 20%); OJ 97 da SDI-1 do TST',
    }
    const nightHours: CalcStep = {
      label: 'Horas pagas (hora noturna de 52min30s)',
      expression: mul(
        div(numberFig(d.nightFactor.numerator), numberFig(d.nightFactor.denominator)),
        numberFig(d.clockHours, 'horas'),
      ),
      result: numberFig(d.paidHours, 'horas'),
      source: 'CLT art. 73 §1º (7 horas de relógio valem 8)',
      note: 'Arredondadas a 2 casas, como aparecem no resultado.',
    }
    steps.push(nightHour, nightHours)
    base = fromStep(nightHour, 'hora noturna')
    hours = fromStep(nightHours, 'horas pagas')
  }
  const extra: CalcStep = {
    label: 'Valor da hora extra',
    expression: mul(base, add(numberFig(1), percentFig(d.percent))),
    result: moneyFig(d.extraValue),
    source:
      d.percent === 100
        ? 'Lei 605/1949, art. 9º; Súmula 146 do TST (domingos e feriados em dobro)'
        : 'CF art. 7º, XVI; CLT art. 59 §1º (pelo menos 50% a mais)',
  }
  steps.push(extra, {
    label: 'Total das horas extras',
    expression: mul(fromStep(extra, 'hora extra'), hours),
    result: moneyFig(d.totalExtra),
    source: 'Valor da hora extra × horas',
  })
  return steps
}
