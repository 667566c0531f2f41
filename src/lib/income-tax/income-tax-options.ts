import { annualIrpfTable } from '../law/tables/irpf-annual.ts'
import { isIrpfYear, type IrpfYear, LAST_IRPF_YEAR } from '../law/tables/table-years.ts'

/** Limits of the IRPF anual form, apart from the formulas so the form loads without them. */

/** Months of the year a salary can fill ("Preencher a partir do salário"). */
export const MAX_MONTHS = 12

/** `modelo` of the best model: the simplified discount or the legal deductions. */
export const MODELS = ['simplificado', 'completo'] as const
export type IrpfModel = (typeof MODELS)[number]

/** The year a form's `ano` names, the latest when it names none the site has. */
export function tableYearOf(ano: number | null): IrpfYear {
  return ano !== null && isIrpfYear(ano) ? ano : LAST_IRPF_YEAR
}

/**
 * `share × amount`, half-up to the cent, exactly, without decimal.js (which the form does not
 * load): the amount in whole cents, the share as the table writes it (0.12 is 12/100), the product
 * in integers.
 */
function shareOf(amount: number, share: number): number {
  const written = /^(\d+)(?:\.(\d+))?$/.exec(String(share))
  if (!written || !Number.isFinite(amount) || amount <= 0) return 0
  const [, whole = '0', fraction = ''] = written
  const scale = BigInt(`1${'0'.repeat(fraction.length)}`)
  const cents = BigInt(Math.round(amount * 100)) * BigInt(whole + fraction)
  return Number((cents * 2n + scale) / (2n * scale)) / 100
}

/** PGBL deductible: up to 12% of the taxable income (Lei 9.532/1997 art. 11), to the cent. */
export function pgblCap(income: number, year: IrpfYear): number {
  return shareOf(income, annualIrpfTable(year).pgblShare)
}

/** Education deductible per person, the holder and each dependant (Lei 9.250/1995 art. 8º II
 * "b" 10). */
export function educationCap(year: IrpfYear): number {
  return annualIrpfTable(year).educationCapPerPerson
}
