import type { IsoDate } from '../core/calendar-date.ts'
import type { NumberInput } from '../core/check.ts'
import type { Money } from '../core/money.ts'
import type { CalcStep } from '../core/steps.ts'
import type { YearMonth } from '../series/monthly-series.ts'
import type { FgtsContract } from './fgts-check-options.ts'
import type { LineIssue } from './month-lines.ts'

/** What the FGTS check reads and returns, month by month (docs/legal/fgts.md). */
export type FgtsCheckField = 'salario' | 'inicio' | 'fim' | 'contrato'

export type FgtsCheckInput = {
  salario: NumberInput
  inicio: string | null | undefined
  fim: string | null | undefined
  contrato: string | null | undefined
  /** Lines "month value": the new salary from that month on. */
  aumentos?: string | null | undefined
  /** Lines "month value": other pay of that month (overtime, 13º typed by hand…). */
  extras?: string | null | undefined
  /** Lines "month value": the deposits of the extract. */
  extrato?: string | null | undefined
  /** Add the 13º in November and December (default true). */
  decimoTerceiro?: boolean | undefined
  /** Today, for the months not yet due. */
  today?: IsoDate | undefined
}

export type FgtsVerdict = 'confere' | 'sem-deposito' | 'a-menos' | 'a-mais' | 'a-vencer'

export type FgtsMonthRow = {
  month: YearMonth
  salary: Money
  /** 13º and other pay of the month. */
  extras: Money
  remuneration: Money
  due: Money
  deposited: Money | null
  /** deposited − due. */
  difference: Money
  dueDate: IsoDate
  verdict: FgtsVerdict
  /** What the month leaves owed to the person (0 when it confere, is above or not yet due). */
  owed: Money
}

export type FgtsIssueField = 'extrato' | 'aumentos' | 'extras'
export type FgtsIssue = {
  field: FgtsIssueField
  line: number
  text: string
  kind: LineIssue['kind'] | 'outside' | 'absurd'
}

export type FgtsCheckResult = {
  contract: FgtsContract
  rate: number
  rows: readonly FgtsMonthRow[]
  missing: readonly YearMonth[]
  short: readonly YearMonth[]
  totalDue: Money
  totalDeposited: Money
  /** Sum of what the missing and short months owe. */
  owed: Money
  /** Balance with JAM had every deposit been made as due; and with the deposits shown. */
  expectedBalance: Money
  actualBalance: Money
  /** Fine rate on a dismissal without cause; null for the doméstico (the 3,2% replaces it). */
  fineRate: number | null
  /** What the fine loses: fine rate × (expected − actual balance). */
  fineLoss: Money
  /** First month of JAM computed without a TR in the data (0 used), if any. */
  trMissingFrom: YearMonth | null
  issues: readonly FgtsIssue[]
  steps: readonly CalcStep[]
}
