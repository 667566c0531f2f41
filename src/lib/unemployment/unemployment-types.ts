import type { IsoDate } from '../core/calendar-date.ts'
import type { DateInput, NumberInput } from '../core/check.ts'
import type { Money } from '../core/money.ts'
import type { CalcStep } from '../core/steps.ts'
import type { PendingTable } from '../law/tables/pending-tables.ts'
import type { TableYear } from '../law/tables/table-years.ts'
import type { Carencia } from './unemployment-carencia.ts'
import type { RequestNumber, UnemploymentReason } from './unemployment-options.ts'

/** What the seguro-desemprego calculator reads and returns (docs/legal/unemployment.md). */
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
