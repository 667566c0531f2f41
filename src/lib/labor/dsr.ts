import { addDays, getDaysInMonth } from 'date-fns'

import { calendarDate, toIsoDate, type IsoDate } from '../core/calendar-date.ts'
import { D, money, type Money } from '../core/money.ts'
import { type CalcStep, div, moneyFig, mul, numberFig, sub } from '../core/steps.ts'
import { nationalHolidays } from '../law/holidays.ts'

/**
 * DSR (descanso semanal remunerado) on the overtime of a month (docs/legal/labour.md):
 *
 *   DSR = overtime value of the month ÷ dias úteis × (domingos + feriados)
 *   dias úteis = days of the month − Sundays − holidays; Saturdays are dias úteis unless a holiday
 *
 * Lei 605/1949 art. 7º "a" (habitual overtime counts in the paid rest) and Súmula 172 TST. The
 * holidays are the national ones with Sexta-feira Santa (Carnaval and Corpus Christi are not
 * holidays unless a local law says so: they go in `localHolidays`, as do state and city
 * holidays). A holiday on a Sunday counts once. Rounded once, half-up to the cent.
 */

export type RestDay = { date: IsoDate; kind: 'domingo' | 'feriado'; name: string | null }

export type DsrResult = {
  restDays: readonly RestDay[]
  /** Sundays and holidays, local ones included. */
  restCount: number
  workingDays: number
  dsr: Money
  steps: readonly CalcStep[]
}

/** `month` is 1–12. `localHolidays` are extra holidays of the place of work that month. */
export function dsrOfMonth(
  overtime: Money,
  year: number,
  month: number,
  localHolidays = 0,
): DsrResult {
  const first = calendarDate(year, month, 1)
  const days = getDaysInMonth(first)
  const holidays = new Map(
    nationalHolidays(year)
      .filter((h) => h.date.startsWith(toIsoDate(first).slice(0, 7)))
      .map((h) => [h.date, h.name]),
  )
  const restDays: RestDay[] = []
  for (let d = 0; d < days; d++) {
    const date = toIsoDate(addDays(first, d))
    const holiday = holidays.get(date)
    if (holiday !== undefined) restDays.push({ date, kind: 'feriado', name: holiday })
    else if (addDays(first, d).getUTCDay() === 0)
      restDays.push({ date, kind: 'domingo', name: null })
  }
  const restCount = Math.min(days, restDays.length + Math.max(0, localHolidays))
  const workingDays = days - restCount
  const dsr = workingDays > 0 ? money(new D(overtime).div(workingDays).times(restCount)) : money(0)
  const steps: CalcStep[] = [
    {
      label: 'Dias úteis do mês (sábados contam)',
      expression: sub(numberFig(days, 'dias'), numberFig(restCount, 'dias', 'domingos e feriados')),
      result: numberFig(workingDays, 'dias'),
    },
    {
      label: 'DSR sobre as horas extras',
      expression: mul(
        div(moneyFig(overtime, 'horas extras'), numberFig(workingDays, 'dias')),
        numberFig(restCount, 'dias'),
      ),
      result: moneyFig(dsr),
      source: 'Lei 605/1949, art. 7º, "a"; Súmula 172 do TST',
    },
  ]
  return { restDays, restCount, workingDays, dsr, steps: workingDays > 0 ? steps : [] }
}
