import type { NumberInput } from '../core/check.ts'
import type { Money } from '../core/money.ts'
import type { JudgedLine, LineSide } from '../core/paid-line.ts'
import type { CalcStep } from '../core/steps.ts'
import type { PayslipExtrasInput } from '../labor/payslip-lines/payslip-extras.ts'
import type { AfterTaxes, PayslipEarnings } from '../labor/payslip-lines/payslip-lines.ts'
import type { PayslipExtraField } from '../labor/payslip-lines/payslip-lines-options.ts'
import type { PendingTable } from '../law/tables/pending-tables.ts'
import type { PayslipLine } from './payslip-check-options.ts'

/** The inputs and results of the payslip check (payslip-check.ts computes them). */

export type PayslipCheckField =
  | 'salario'
  | 'dependentes'
  | 'pensao'
  | 'ano'
  | 'mes'
  | 'vt'
  | 'horas50'
  | 'horas100'
  | 'jornada'
  | PayslipExtraField
  | PayslipLine

type NumberFields = Exclude<PayslipCheckField, 'mes' | 'insalubridade' | 'periculosidade'>

export type PayslipCheckInput = Partial<Record<NumberFields, NumberInput>> &
  Pick<PayslipExtrasInput, 'insalubridade' | 'periculosidade'> & {
    /** `AAAA-MM`: the payslip's month, for the DSR; empty: the month of `today`. */
    mes?: string | null
    /** The device's date (`AAAA-MM-DD`), passed by the screen: the library reads no clock. */
    today?: string | null
  }

/** A known error the line's figures show, with the figure that shows it. */
export type PayslipFlag =
  /** INSS equal to one rate of the table on the whole pay (percent). */
  | { kind: 'inss-aliquota-unica'; rate: number }
  /** VT discount above 6% of the salário-base (the limit). */
  | { kind: 'vt-acima-6'; limit: Money }
  /** Overtime paid and no DSR on it. */
  | { kind: 'horas-sem-dsr' }
  /** IRRF withheld without the 2026 reduction (the tax before it). */
  | { kind: 'irrf-sem-reducao' }
  /** Commissions paid and no DSR on them. */
  | { kind: 'comissoes-sem-dsr' }

export type PayslipCheckLine = JudgedLine<PayslipLine> & { flag: PayslipFlag | null }

export type PayslipCheckResult = {
  year: number
  /** The year's tables not yet published whose previous year's figures were used. */
  pending: readonly PendingTable[]
  /** `AAAA-MM`. */
  month: string
  salary: Money
  /** Insalubridade, periculosidade, comissões, faltas: the lines around the salary. */
  earnings: PayslipEarnings
  family: AfterTaxes['family']
  advance: AfterTaxes['advance']
  overtime: Money
  dsr: Money
  /** The base of INSS, IRRF and FGTS: salário + adicionais + comissões + horas extras + DSRs −
   * faltas. */
  remuneration: Money
  inss: Money
  irrf: Money
  vtPercent: number
  /** The VT share was left empty: none was counted (`nenhum`), or 6% because a VT line was typed
   * (`maximo`); null when typed. */
  vtAssumed: 'nenhum' | 'maximo' | null
  vt: Money
  alimony: Money
  net: Money
  fgts: Money
  fgtsRate: number
  /** What the law gives on every line, typed or not. */
  due: Readonly<Record<PayslipLine, Money>>
  /** The typed lines, judged, in PAYSLIP_LINES order. */
  lines: readonly PayslipCheckLine[]
  /** Lines that do not confere. */
  wrong: number
  /** In the person's favour (positive) or the employer's (negative). */
  balance: Money
  steps: readonly CalcStep[]
}

export const SIDES: Readonly<Record<PayslipLine, LineSide>> = {
  pagoInsalubridade: 'provento',
  pagoPericulosidade: 'provento',
  pagoHoras: 'provento',
  pagoDsr: 'provento',
  pagoDsrComissoes: 'provento',
  pagoSalarioFamilia: 'provento',
  pagoFaltas: 'desconto',
  pagoDsrFaltas: 'desconto',
  pagoInss: 'desconto',
  pagoIrrf: 'desconto',
  pagoVt: 'desconto',
  pagoAdiantamento: 'desconto',
  pagoLiquido: 'provento',
  pagoFgts: 'provento',
}

/** The line's name inside "Como calculamos". */
export const LINE_NAMES: Readonly<Record<PayslipLine, string>> = {
  pagoInsalubridade: 'insalubridade',
  pagoPericulosidade: 'periculosidade',
  pagoHoras: 'horas extras',
  pagoDsr: 'DSR',
  pagoDsrComissoes: 'DSR sobre comissões',
  pagoSalarioFamilia: 'salário-família',
  pagoFaltas: 'faltas',
  pagoDsrFaltas: 'DSR das faltas',
  pagoInss: 'INSS',
  pagoIrrf: 'IRRF',
  pagoVt: 'vale-transporte',
  pagoAdiantamento: 'adiantamento',
  pagoLiquido: 'líquido',
  pagoFgts: 'FGTS',
}
