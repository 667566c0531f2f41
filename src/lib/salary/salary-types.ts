import type { IsoDate } from '../core/calendar-date.ts'
import type { NumberInput } from '../core/check.ts'
import type { Money } from '../core/money.ts'
import type { CalcStep } from '../core/steps.ts'
import type { IrrfResult } from '../law/irrf.ts'
import type { PendingTable } from '../law/tables/pending-tables.ts'
import type { TableYear } from '../law/tables/table-years.ts'
import type { PayslipExtrasInput } from '../labor/payslip-lines/payslip-extras.ts'
import type { AfterTaxes, PayslipEarnings } from '../labor/payslip-lines/payslip-lines.ts'

/**
 * The inputs and results of the salary calculator's tabs: líquido, 13º and por hora (salary.ts
 * computes them).
 */

// --- Líquido ---------------------------------------------------------------------------------

export type SalaryNetField = keyof SalaryNetInput
export type SalaryNetInput = PayslipExtrasInput & {
  bruto: NumberInput
  /** `AAAA-MM`: the month of the commissions' DSR and the absences (payslip-lines.ts). */
  mes?: string | null
  dependentes?: NumberInput
  ano?: NumberInput
  vt?: NumberInput
  outros?: NumberInput
  /** Pensão alimentícia paid out of this salary (court order or public deed). */
  pensao?: NumberInput
}

/** What the year before's IRRF rules would withhold on the same payslip, and the saving. */
export type PreviousRules = { year: number; irrf: Money; saving: Money }
export type SalaryNetResult = {
  year: TableYear
  /** The act behind the monthly IRRF table used (that of the month paid, when known). */
  irrfSource: string
  /** Yearly tables of a later year not yet published, borrowed from an earlier one. */
  pending: readonly PendingTable[]
  /** `AAAA-MM`: the month of the DSRs and absences. */
  month: string
  /** The salary as typed (the salário-base). */
  gross: Money
  /** The payslip's lines that bear the taxes (adicionais, comissões, faltas). */
  earnings: PayslipEarnings
  family: AfterTaxes['family']
  advance: AfterTaxes['advance']
  /** The base of INSS, FGTS and IRRF: the taxable proventos − faltas. */
  remuneration: Money
  /** Every provento: the taxable ones and the salário-família. */
  earningsTotal: Money
  /** The employer's FGTS deposit on the remuneração (not discounted). */
  fgts: Money
  fgtsRate: number
  inss: Money
  /** Highest INSS slice reached, 1-based. */
  inssBracket: number
  inssCapped: boolean
  /** IRRF withheld; the details (tax, reduction, method, minimum) are in `irrfDetail`. */
  irrf: Money
  taxBeforeReduction: Money
  reduction: Money
  deductionMethod: IrrfResult['deductionMethod']
  belowMinimumWithholding: boolean
  irrfDetail: IrrfResult
  /** Vale-transporte discount. */
  vt: Money
  /** Other deductions, as typed. */
  outros: Money
  /** Pensão alimentícia, as typed (also a deduction of the IRRF base). */
  alimony: Money
  /** In a year with the Lei 15.270/2025 reduction: the IRRF without it. */
  previousRules: PreviousRules | null
  /** Every desconto: faltas, INSS, IRRF, VT, pensão, outros, adiantamento. */
  totalDeductions: Money
  /** Líquido a receber at month end: proventos − descontos. */
  net: Money
  /** The month's pay in hand: the net and the adiantamento received mid-month. */
  monthTotal: Money
  /** Percent of the remuneração (total: of every provento). */
  inssRate: number
  irrfRate: number
  totalRate: number
  /** "Como calculamos": INSS by slice, IRRF, VT, net (salary-steps.ts). */
  steps: readonly CalcStep[]
}

// --- 13º salário -----------------------------------------------------------------------------

export type ThirteenthField = keyof ThirteenthInput
export type ThirteenthInput = {
  salario: NumberInput
  meses?: NumberInput
  dependentes?: NumberInput
  ano?: NumberInput
  /** Pensão alimentícia paid out of the 13º, deducted in its own IRRF (RIR/2018 art. 700). */
  pensao?: NumberInput
}
export type ThirteenthResult = {
  year: TableYear
  pending: readonly PendingTable[]
  months: number
  /** Proportional 13º, gross: salary × months / 12. */
  gross: Money
  /** Half of the gross, no deductions. */
  firstInstallment: Money
  firstInstallmentDue: IsoDate
  /** The rest of the gross, before deductions. */
  secondInstallmentGross: Money
  inss: Money
  irrf: Money
  taxBeforeReduction: Money
  reduction: Money
  irrfDetail: IrrfResult
  /** Pensão alimentícia on the 13º, discounted from the 2nd instalment. */
  alimony: Money
  /** The rest − INSS − IRRF − pensão. */
  secondInstallment: Money
  secondInstallmentDue: IsoDate
  /** gross − INSS − IRRF − pensão = both instalments. */
  net: Money
  /** "Como calculamos": gross, instalments, INSS and IRRF of the 13º, net (salary-steps.ts). */
  steps: readonly CalcStep[]
}

// --- Por hora --------------------------------------------------------------------------------

export type HourlyField = 'salario' | 'horas'
export type HourlyInput = { salario: NumberInput; horas?: NumberInput }
export type HourlyResult = {
  hours: number
  perHour: Money
  perDay: Money
  perWeek: Money
  perMonth: Money
}
