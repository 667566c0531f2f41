import { addDays } from 'date-fns'

import { isoDate, toIsoDate, type IsoDate } from '../core/calendar-date.ts'
import type { DateInput, NumberInput } from '../core/check.ts'
import { DateChecker } from '../core/check-date.ts'
import { D, type Dec, money, type Money } from '../core/money.ts'
import { ok, type Outcome } from '../core/outcome.ts'
import {
  add,
  type CalcStep,
  div,
  max,
  moneyFig,
  mul,
  numberFig,
  percentFig,
  sub,
} from '../core/steps.ts'
import { legalTable, readTableYear } from '../law/tables/by-year.ts'
import { type PendingTable, pendingTables, wantedYear } from '../law/tables/pending-tables.ts'
import type { TableYear } from '../law/tables/table-years.ts'
import { type Carencia, carenciaOf } from './unemployment-carencia.ts'
import { UNEMPLOYMENT_BANDS } from './unemployment-tables.ts'
import {
  CARENCIA,
  DISMISSAL_DATE_LIMITS,
  DOMESTIC_FILING_WINDOW,
  FILING_WINDOW,
  MONTHS_WINDOW,
  REQUEST_NUMBERS,
  type RequestNumber,
  UNEMPLOYMENT_REASONS,
  type UnemploymentReason,
} from './unemployment-options.ts'

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

export type UnemploymentField = keyof UnemploymentInput

export type UnemploymentInput = {
  s1: NumberInput
  s2: NumberInput
  s3: NumberInput
  meses: NumberInput
  /** Months with salary in the 18 before the dismissal (the 1st request's carência). */
  meses18?: NumberInput
  /** Months with salary in the 12 before the dismissal (the 2nd request's carência). */
  meses12?: NumberInput
  /** `sim`: salary in each of the 6 months before the dismissal (the 3rd request's carência). */
  ultimos6?: string | null
  solicitacao?: NumberInput
  motivo?: string | null
  demissao?: DateInput
  domestico?: string | null
  ano?: NumberInput
  /** The device's date, for the dismissal's plausible range (DISMISSAL_DATE_LIMITS). */
  today?: DateInput
}

/** Which rule set the instalment's value. */
export type UnemploymentBand = 'faixa-1' | 'faixa-2' | 'teto' | 'piso' | 'domestico'

/** What the instalments would be: granted when entitled, conditional under `confira`. */
export type UnemploymentBenefit = {
  installments: number
  installment: Money
  total: Money
  band: UnemploymentBand
}

export type UnemploymentEligibility =
  | ({ entitled: true; carencia: Carencia | null } & UnemploymentBenefit)
  /** `motivo`: this way of ending the job gives no right; `meses`: fewer months than needed. */
  | { entitled: false; reason: 'motivo' }
  | { entitled: false; reason: 'meses'; minMonths: number }
  /** The carência window is not met (Lei 7.998/1990 art. 3º I). */
  | { entitled: false; reason: 'carencia'; carencia: Carencia }
  /** The last day to ask has passed: the request can no longer be made. */
  | { entitled: false; reason: 'prazo'; deadline: IsoDate }
  /** The carência window was not answered: the benefit holds only if it is met. */
  | ({ entitled: false; reason: 'confira'; carencia: Carencia } & UnemploymentBenefit)

export type UnemploymentResult = {
  year: TableYear
  /** Yearly tables of a later year not yet published, borrowed from an earlier one. */
  pending: readonly PendingTable[]
  motivo: UnemploymentReason
  request: RequestNumber
  domestic: boolean
  months: number
  /** Average of the three salaries, rounded to the cent for display only. */
  average: Money
  eligibility: UnemploymentEligibility
  /** First and last day to file, when the dismissal date is known. */
  filing: { from: IsoDate; to: IsoDate } | null
  steps: readonly CalcStep[]
}

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
const LAW_CARENCIA = 'Lei 7.998/1990, art. 3º I (Lei 13.134/2015)'

/** Instalments for months worked on a given request, or 0 when the months are too few. */
export function installmentCount(request: RequestNumber, months: number): number {
  if (months < MIN_MONTHS[request]) return 0
  if (months >= 24) return 5
  if (months >= 12) return 4
  return 3
}

function valueSteps(
  salaries: readonly [number, number, number],
  year: TableYear,
): { installment: Money; band: UnemploymentBand; steps: CalcStep[] } {
  const bands = UNEMPLOYMENT_BANDS[year]
  const floor = money(legalTable(year).minimumWage.monthly)
  const sum = add(...salaries.map((s) => moneyFig(money(s))))
  const averageExpr = div(sum, numberFig(3))
  const average: Dec = new D(salaries[0]).plus(salaries[1]).plus(salaries[2]).div(3)
  const steps: CalcStep[] = [
    {
      label: 'Média dos três últimos salários',
      expression: averageExpr,
      result: moneyFig(money(average)),
      source: 'Lei 7.998/1990, art. 5º',
      note: 'A média entra sem arredondar no cálculo da parcela.',
    },
  ]
  let raw: Money
  let band: UnemploymentBand
  if (average.lte(bands.band1UpTo)) {
    raw = money(average.times(bands.band1Factor))
    band = 'faixa-1'
    steps.push({
      label: 'Parcela na 1ª faixa: 80% da média',
      expression: mul(averageExpr, percentFig(bands.band1Factor * 100)),
      result: moneyFig(raw),
      source: bands.source,
    })
  } else if (average.lte(bands.band2UpTo)) {
    raw = money(average.minus(bands.band1UpTo).times(bands.band2Factor).plus(bands.band2Fixed))
    band = 'faixa-2'
    steps.push({
      label: 'Parcela na 2ª faixa: parte fixa + 50% do que passa da 1ª faixa',
      expression: add(
        moneyFig(money(bands.band2Fixed), 'parte fixa'),
        mul(
          sub(averageExpr, moneyFig(money(bands.band1UpTo), 'limite da 1ª faixa')),
          percentFig(bands.band2Factor * 100),
        ),
      ),
      result: moneyFig(raw),
      source: bands.source,
    })
  } else {
    raw = money(bands.ceiling)
    band = 'teto'
    steps.push({
      label: 'Parcela acima da 2ª faixa: o valor máximo',
      result: moneyFig(raw),
      source: bands.source,
    })
  }
  if (raw >= floor) return { installment: raw, band, steps }
  steps.push({
    label: 'Piso: nenhuma parcela é menor que o salário mínimo',
    expression: max(moneyFig(raw), moneyFig(floor, 'salário mínimo')),
    result: moneyFig(floor),
    source: 'Lei 7.998/1990, art. 5º §2º',
  })
  return { installment: floor, band: 'piso', steps }
}

/**
 * The carência window's answer for the request, checked against `meses` and against the other
 * window when a link gives both (each error on the window's own field, naming the other in `other`).
 */
function readCarencia(
  c: DateChecker<UnemploymentField>,
  input: UnemploymentInput,
  months: number,
): { meses18: number | null; meses12: number | null; ultimos6: boolean | null } {
  const given = (value: NumberInput) => value !== null && value !== undefined
  const m18 = given(input.meses18)
    ? c.number('meses18', input.meses18, { integer: true, min: 0, max: CARENCIA[1].window })
    : null
  const m12 = given(input.meses12)
    ? c.number('meses12', input.meses12, { integer: true, min: 0, max: CARENCIA[2].window })
    : null
  const last6 =
    input.ultimos6 === null || input.ultimos6 === undefined || input.ultimos6 === ''
      ? null
      : c.option('ultimos6', input.ultimos6, ['sim', 'nao'] as const) === 'sim'
  // Each relation only once its figures are valid: one message per field, the first broken.
  const knownMonths = !c.has('meses')
  if (m18 !== null && !c.has('meses18')) {
    const m12ok = m12 !== null && !c.has('meses12')
    if (knownMonths && m18 > months)
      c.add('meses18', 'too-large', { limit: months, other: 'meses' })
    else if (knownMonths && m18 < months - 18)
      c.add('meses18', 'too-small', { limit: months - 18, other: 'meses' })
    else if (m12ok && m18 < m12) c.add('meses18', 'too-small', { limit: m12, other: 'meses12' })
    else if (m12ok && m18 > m12 + 6)
      c.add('meses18', 'too-large', { limit: m12 + 6, other: 'meses12' })
  }
  if (m12 !== null && !c.has('meses12') && knownMonths) {
    if (m12 > months) c.add('meses12', 'too-large', { limit: months, other: 'meses' })
    else if (m12 < months - 24)
      c.add('meses12', 'too-small', { limit: months - 24, other: 'meses' })
  }
  if (last6 === true && !c.has('ultimos6')) {
    // Salary in each of the last 6 months puts 6 months in every window that holds them.
    const short = [
      { field: 'meses', value: knownMonths ? months : null },
      { field: 'meses12', value: c.has('meses12') ? null : m12 },
      { field: 'meses18', value: c.has('meses18') ? null : m18 },
    ] as const
    const broken = short.find((s) => s.value !== null && s.value < CARENCIA[3].window)
    if (broken) c.add('ultimos6', 'too-small', { limit: CARENCIA[3].window, other: broken.field })
  }
  return { meses18: m18, meses12: m12, ultimos6: last6 }
}

/** The window of the request from the answers; only the request's own answer counts. */
function carenciaFor(request: RequestNumber, answers: ReturnType<typeof readCarencia>): Carencia {
  if (request === 1) return carenciaOf(1, answers.meses18)
  if (request === 2) return carenciaOf(2, answers.meses12)
  return carenciaOf(3, null, answers.ultimos6 ?? undefined)
}

function carenciaStep(carencia: Carencia): CalcStep {
  const { request, window, min } = carencia
  const label =
    request === 3
      ? 'Carência da 3ª solicitação em diante: salário em cada um dos últimos 6 meses'
      : `Carência da ${request}ª solicitação: ${min} dos últimos ${window} meses com salário`
  return {
    label,
    result: numberFig(carencia.months ?? window, 'meses', 'com salário'),
    source: LAW_CARENCIA,
    note: 'Cumprida. A janela é conferida à parte da contagem dos 36 meses, que dá o número de parcelas.',
  }
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
    : valueSteps(salaries, year)
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
