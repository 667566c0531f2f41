import { addDays } from 'date-fns'

import { isoDate, toIsoDate } from '../core/calendar-date.ts'
import { DateChecker } from '../core/check-date.ts'
import { D, money } from '../core/money.ts'
import { ok, type Outcome } from '../core/outcome.ts'
import { type CalcStep, moneyFig, mul, numberFig } from '../core/steps.ts'
import { legalTable, readTableYear } from '../law/tables/by-year.ts'
import { pendingTables, wantedYear } from '../law/tables/pending-tables.ts'
import { carenciaFor, carenciaStep, readCarencia } from './unemployment-carencia-input.ts'
import {
  DISMISSAL_DATE_LIMITS,
  DOMESTIC_FILING_WINDOW,
  FILING_WINDOW,
  MONTHS_WINDOW,
  REQUEST_NUMBERS,
  type RequestNumber,
  UNEMPLOYMENT_REASONS,
  type UnemploymentReason,
} from './unemployment-options.ts'
import type {
  UnemploymentEligibility,
  UnemploymentField,
  UnemploymentInput,
  UnemploymentResult,
} from './unemployment-types.ts'
import { installmentValue } from './unemployment-value.ts'

/**
 * Seguro-desemprego (/calculadora-seguro-desemprego): whether the person may draw it, how many
 * instalments, the value of each and the filing window (docs/legal/unemployment.md).
 *
 * Entitled: dismissal without cause, rescisão indireta (Res. CODEFAT 957/2022 art. 2º I) and the
 * employer ending a fixed-term contract early (CLT art. 479, a dismissal without cause). Not
 * entitled: resignation, just cause, acordo (CLT art. 484-A §2º), the normal end of a fixed term,
 * the employee ending it early (art. 480) and culpa recíproca (art. 484: not a dismissal
 * without cause, Lei 7.998/1990 art. 3º).
 *
 * Carência (art. 3º I, wording of Lei 13.134/2015), a window apart from the count below: salary in
 * at least 12 of the 18 months before the dismissal on the 1st request (`meses18`), 9 of the last
 * 12 on the 2nd (`meses12`), each of the last 6 from the 3rd on (`ultimos6=sim`). Without the
 * window's answer the instalments are only what the person would get if it is met ("confira"),
 * never shown as granted. The answers must agree with each other and with `meses`: meses12 ≤
 * meses18 ≤ meses12 + 6, meses − 18 ≤ meses18 ≤ meses, meses − 24 ≤ meses12 ≤ meses.
 *
 * Instalments by months worked in the 36 months before the dismissal (Lei 7.998 art. 4º §2º,
 * wording of Lei 13.134/2015): 1st request 12–23 → 4, 24+ → 5; 2nd 9–11 → 3, 12–23 → 4, 24+ → 5;
 * 3rd and later 6–11 → 3, 12–23 → 4, 24+ → 5. A fraction of 15 days or more is a month (art. 4º
 * §3º), so the months typed are whole.
 *
 * Value: the average of the last three salaries, kept unrounded, in the year's bands (art. 5º):
 * 80% in the first; the fixed part + 50% of the excess in the second; the ceiling above; never
 * below the minimum wage (§2º); rounded half-up to the cent once. Domestic workers (LC 150/2015
 * arts. 26–29): one minimum wage, 3 instalments, 15 months of work needed, filed in 7 to 90 days.
 * Filing window for the others: from the 7th to the 120th day after the dismissal (Res. CODEFAT
 * 467/2005 art. 14). Once `today` (the screen's) is past its last day, the request can no longer
 * be made and no instalment is shown.
 */

const ENTITLED: readonly UnemploymentReason[] = [
  'sem-justa-causa',
  'rescisao-indireta',
  'antecipada-empregador',
]

/** Least months worked for each request (the first row of each column of art. 4º §2º). */
const MIN_MONTHS: Readonly<Record<RequestNumber, number>> = { 1: 12, 2: 9, 3: 6 }
const DOMESTIC_MIN_MONTHS = 15
const DOMESTIC_INSTALLMENTS = 3
const LAW_INSTALLMENTS = 'Lei 7.998/1990, art. 4º §2º (Lei 13.134/2015)'
const LAW_DOMESTIC = 'LC 150/2015, art. 26'

/** Instalments for months worked on a given request, or 0 when the months are too few. */
export function installmentCount(request: RequestNumber, months: number): number {
  if (months < MIN_MONTHS[request]) return 0
  if (months >= 24) return 5
  if (months >= 12) return 4
  return 3
}

/**
 * @param today the screen's date (`YYYY-MM-DD`): the table year without a dismissal date, and
 * whether the filing window has closed.
 */
export function calculateUnemployment(
  input: UnemploymentInput,
  today: string,
): Outcome<UnemploymentResult, UnemploymentField> {
  const c = new DateChecker<UnemploymentField>()
  const s1 = c.number('s1', input.s1, { positive: true })
  const s2 = c.number('s2', input.s2, { positive: true })
  const s3 = c.number('s3', input.s3, { positive: true })
  const months = c.number('meses', input.meses, { integer: true, min: 0, max: MONTHS_WINDOW })
  const answers = readCarencia(c, input, months)
  const request = c.option(
    'solicitacao',
    input.solicitacao === null || input.solicitacao === undefined
      ? undefined
      : String(input.solicitacao),
    REQUEST_NUMBERS.map(String),
    '1',
  )
  const motivo = c.option('motivo', input.motivo, UNEMPLOYMENT_REASONS, 'sem-justa-causa')
  const domestic = c.option('domestico', input.domestico, ['sim', 'nao'] as const, 'nao') === 'sim'
  const dismissal =
    input.demissao === null || input.demissao === undefined || input.demissao.trim() === ''
      ? null
      : c.date('demissao', input.demissao)
  const todayIso = isoDate(today)
  c.within('demissao', dismissal, DISMISSAL_DATE_LIMITS, input.today ?? today)
  const year = readTableYear(
    c,
    'ano',
    input.ano,
    dismissal ? dismissal.getUTCFullYear() : Number(today.slice(0, 4)),
  )
  if (!c.ok) return c.fail()

  const salaries = [s1, s2, s3] as const
  const requestNumber = Number(request) as RequestNumber
  const average = money(new D(s1).plus(s2).plus(s3).div(3))
  const window = domestic ? DOMESTIC_FILING_WINDOW : FILING_WINDOW
  const filing = dismissal
    ? {
        from: toIsoDate(addDays(dismissal, window.from)),
        to: toIsoDate(addDays(dismissal, window.to)),
      }
    : null
  const dateYear = dismissal ? dismissal.getUTCFullYear() : Number(today.slice(0, 4))
  const table = legalTable(year)
  const pending = pendingTables(
    table,
    domestic ? ['salario-minimo'] : ['seguro-desemprego', 'salario-minimo'],
    wantedYear(table, dateYear),
  )
  const base = { year, pending, motivo, request: requestNumber, domestic, months, average, filing }
  const none = (eligibility: UnemploymentEligibility) => ok({ ...base, eligibility, steps: [] })

  if (!ENTITLED.includes(motivo)) return none({ entitled: false, reason: 'motivo' })
  const minMonths = domestic ? DOMESTIC_MIN_MONTHS : MIN_MONTHS[requestNumber]
  if (months < minMonths) return none({ entitled: false, reason: 'meses', minMonths })
  // The domestic worker's 15 months in 24 (LC 150/2015 art. 26) is the count above.
  const carencia = domestic ? null : carenciaFor(requestNumber, answers)
  if (carencia?.met === false) return none({ entitled: false, reason: 'carencia', carencia })
  if (filing && todayIso && todayIso > filing.to)
    return none({ entitled: false, reason: 'prazo', deadline: filing.to })

  const valued = domestic
    ? {
        installment: money(legalTable(year).minimumWage.monthly),
        band: 'domestico' as const,
        steps: [
          {
            label: 'Parcela da empregada doméstica: um salário mínimo',
            result: moneyFig(money(legalTable(year).minimumWage.monthly)),
            source: LAW_DOMESTIC,
          },
        ],
      }
    : installmentValue(salaries, year)
  const installments = domestic ? DOMESTIC_INSTALLMENTS : installmentCount(requestNumber, months)
  const total = money(new D(valued.installment).times(installments))
  const steps: CalcStep[] = [
    ...valued.steps,
    ...(carencia?.met ? [carenciaStep(carencia)] : []),
    {
      label: 'Número de parcelas',
      result: numberFig(installments, 'parcelas'),
      source: domestic ? 'LC 150/2015, art. 26' : LAW_INSTALLMENTS,
      note: domestic
        ? 'Até 3 parcelas, com 15 meses de trabalho doméstico nos últimos 24.'
        : `${requestNumber === 3 ? '3ª solicitação ou posterior' : `${requestNumber}ª solicitação`}, ${months} meses trabalhados nos últimos 36.`,
    },
    {
      label: 'Total a receber',
      expression: mul(moneyFig(valued.installment), numberFig(installments, 'parcelas')),
      result: moneyFig(total),
    },
  ]
  const benefit = { installments, installment: valued.installment, total, band: valued.band }
  return ok({
    ...base,
    eligibility:
      carencia && carencia.met === null
        ? { entitled: false, reason: 'confira', carencia, ...benefit }
        : { entitled: true, carencia, ...benefit },
    steps,
  })
}
