import { type Money } from '../core/money.ts'
import {
  type CalcStep,
  add,
  div,
  fractionFig,
  fromStep,
  moneyFig,
  mul,
  numberFig,
  percentFig,
  type StepExpression,
  type StepFigure,
  sub,
} from '../core/steps.ts'
import type { OvertimeDsr, OvertimeLine } from './overtime.ts'

/**
 * "Como calculamos" of horas extras (docs/como-calculamos.md): the hour (from the salary, with the
 * night premium), each line's overtime hour, paid hours and value, their total, the DSR of the
 * month and the total with it, in the order overtime.ts computes them. An hour from the salary
 * keeps its decimals, so the steps after it write salário ÷ jornada again rather than its
 * rounded result, and recompute to the cent.
 */

export type OvertimeStepData = {
  /** The normal hour as shown, and the salary and monthly hours it came from, if it did. */
  hour: { value: Money; salary?: { amount: Money; monthlyHours: number } }
  night: boolean
  nightPremium: number
  nightFactor: { numerator: number; denominator: number }
  hourBase: Money
  lines: readonly OvertimeLine[]
  totalExtra: Money
  dsr: OvertimeDsr | null
  total: Money
}

function lineName(line: OvertimeLine): string {
  return line.key === 'horas'
    ? ` com adicional de ${String(line.rate)}%`
    : ` a ${String(line.rate)}%`
}

function extraSource(line: OvertimeLine): string {
  if (line.rate === 100)
    return 'Lei 605/1949, art. 9º; Súmula 146 do TST (domingos e feriados em dobro)'
  if (line.key === 'horas' && line.rate !== 50)
    return 'Percentual informado (convenção ou acordo coletivo); CF art. 7º, XVI fixa o mínimo de 50%'
  return 'CF art. 7º, XVI; CLT art. 59 §1º (pelo menos 50% a mais)'
}

export function overtimeSteps(d: OvertimeStepData): CalcStep[] {
  const steps: CalcStep[] = []
  const fromSalary = d.hour.salary
  // The hour as the lines use it: the typed figure, or salário ÷ jornada with all its decimals.
  const hour = (): StepExpression =>
    fromSalary
      ? div(moneyFig(fromSalary.amount, 'salário'), numberFig(fromSalary.monthlyHours, 'horas'))
      : moneyFig(d.hour.value, 'hora normal')
  if (fromSalary) {
    steps.push({
      label: 'Valor da hora normal',
      expression: hour(),
      result: moneyFig(d.hour.value),
      source: 'CLT art. 64 (salário mensal ÷ horas do mês; 220 h para 44 h semanais)',
      note: 'Arredondado só para mostrar: as contas seguintes usam salário ÷ jornada sem arredondar.',
    })
  }
  const nightPremium = () => add(numberFig(1), fractionFig(d.nightPremium))
  let base = hour
  if (d.night) {
    const nightHour: CalcStep = {
      label: 'Hora com adicional noturno',
      expression: mul(hour(), nightPremium()),
      result: moneyFig(d.hourBase),
      source: 'CLT art. 73, caput (adicional noturno de 20%); OJ 97 da SDI-1 do TST',
    }
    steps.push(nightHour)
    base = fromSalary
      ? () => mul(hour(), nightPremium())
      : () => fromStep(nightHour, 'hora noturna')
  }

  const single = d.lines.length === 1
  const lineSteps = d.lines.map((line) => {
    const name = single ? '' : lineName(line)
    let hours: StepFigure = numberFig(line.paidHours, 'horas')
    if (d.night) {
      const nightHours: CalcStep = {
        label: `Horas pagas${name} (hora noturna de 52min30s)`,
        expression: mul(
          div(numberFig(d.nightFactor.numerator), numberFig(d.nightFactor.denominator)),
          numberFig(line.clockHours, 'horas'),
        ),
        result: numberFig(line.paidHours, 'horas'),
        source: 'CLT art. 73 §1º (7 horas de relógio valem 8)',
        note: 'Arredondadas a 2 casas, como aparecem no resultado.',
      }
      steps.push(nightHours)
      hours = fromStep(nightHours, 'horas pagas')
    }
    const rate = add(numberFig(1), percentFig(line.rate))
    const extra: CalcStep = {
      label: `Valor da hora extra${name}`,
      expression: mul(base(), rate),
      result: moneyFig(line.extraValue),
      source: extraSource(line),
    }
    const total: CalcStep = {
      label: single ? 'Total das horas extras' : `Horas extras${name}`,
      expression: fromSalary ? mul(base(), rate, hours) : mul(fromStep(extra, 'hora extra'), hours),
      result: moneyFig(line.total),
      source: 'Valor da hora extra × horas',
    }
    steps.push(extra, total)
    return total
  })
  let overtime = lineSteps[0] as CalcStep
  if (!single) {
    overtime = {
      label: 'Total das horas extras',
      expression: add(...lineSteps.map((step) => fromStep(step))),
      result: moneyFig(d.totalExtra),
      source: 'Soma das linhas de horas extras',
    }
    steps.push(overtime)
  }
  if (d.dsr && d.dsr.workingDays > 0) steps.push(...dsrSteps(d.dsr, overtime, d.total))
  return steps
}

function dsrSteps(dsr: OvertimeDsr, overtime: CalcStep, total: Money): CalcStep[] {
  const sundays = dsr.restDays.filter((day) => day.kind === 'domingo').length
  const holidays = dsr.restDays.length - sundays
  const days = dsr.restCount + dsr.workingDays
  const rest: CalcStep = {
    label: 'Domingos e feriados do mês',
    expression: add(
      numberFig(sundays, 'dias', 'domingos'),
      numberFig(holidays, 'dias', 'feriados nacionais'),
      ...(dsr.localHolidays > 0 ? [numberFig(dsr.localHolidays, 'dias', 'feriados locais')] : []),
    ),
    result: numberFig(dsr.restCount, 'dias'),
    source: 'Lei 605/1949, arts. 1º e 8º; feriado num domingo conta uma vez',
  }
  const working: CalcStep = {
    label: 'Dias úteis do mês (sábados contam)',
    expression: sub(numberFig(days, 'dias'), fromStep(rest, 'domingos e feriados')),
    result: numberFig(dsr.workingDays, 'dias'),
    source: 'Dias do mês − domingos − feriados; o sábado é dia útil, salvo se feriado',
  }
  const value: CalcStep = {
    label: 'DSR sobre as horas extras',
    expression: mul(
      div(fromStep(overtime, 'horas extras'), fromStep(working, 'dias úteis')),
      fromStep(rest, 'domingos e feriados'),
    ),
    result: moneyFig(dsr.value),
    source: 'Lei 605/1949, art. 7º, "a"; Súmula 172 do TST',
  }
  return [
    rest,
    working,
    value,
    {
      label: 'Total com DSR',
      expression: add(fromStep(overtime, 'horas extras'), fromStep(value, 'DSR')),
      result: moneyFig(total),
      source: 'Horas extras + DSR',
    },
  ]
}
