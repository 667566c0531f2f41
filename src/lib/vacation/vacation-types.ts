import type { IsoDate } from '../core/calendar-date.ts'
import type { DateInput, NumberInput } from '../core/check.ts'
import type { Money } from '../core/money.ts'
import type { CalcStep } from '../core/steps.ts'
import type { IrrfResult } from '../law/irrf.ts'
import type { PendingTable } from '../law/tables/pending-tables.ts'
import type { TableYear } from '../law/tables/table-years.ts'

/** What the férias calculator reads and returns (docs/legal/vacation.md). */
export type VacationField = keyof VacationInput

export type VacationInput = {
  salario: NumberInput
  medias?: NumberInput
  faltas?: NumberInput
  dias?: NumberInput
  vender?: string | null
  diasAposPrazo?: NumberInput
  adiantamento13?: string | null
  dependentes?: NumberInput
  pensao?: NumberInput
  ano?: NumberInput
  inicio?: DateInput
  /** The device's date, for the start's plausible range (VACATION_START_LIMITS). */
  today?: DateInput
}

export type VacationResult = {
  year: TableYear
  /** The act behind the IRRF table of the payment month (or of the year, with no start). */
  irrfSource: string
  /** Yearly tables of a later year not yet published, borrowed from an earlier one. */
  pending: readonly PendingTable[]
  /** Days of entitlement, sold, enjoyed in the whole period and taken now. */
  entitlement: number
  soldDays: number
  enjoyDays: number
  takenDays: number
  /** Days taken after the concessive period, paid double (art. 137). */
  lateDays: number
  vacation: Money
  third: Money
  abono: Money
  abonoThird: Money
  double: Money
  doubleThird: Money
  advance13: Money
  gross: Money
  inss: Money
  /** Pensão alimentícia deducted from the IRRF base (not paid out here: the net is before it). */
  alimony: Money
  irrf: IrrfResult
  net: Money
  /** Pay by this date, when a start date is given. */
  payBy: IsoDate | null
  /** The start is in the two days before a Sunday or holiday (art. 134 §3º). */
  startBeforeRest: { date: IsoDate; reason: 'domingo' | 'feriado'; name: string | null } | null
  steps: readonly CalcStep[]
}
