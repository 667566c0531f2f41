import {
  D,
  type Dec,
  money,
  type Money,
  maxMoney,
  minMoney,
  roundTo,
  subtractMoney,
  ZERO,
} from '../core/money.ts'
import type { IrrfReduction, IrrfTable, LegalTable } from './tables/types.ts'

/**
 * IRRF withheld on wages, shared by the salary, 13º, férias, rescisão and CLT × PJ calculators
 * (docs/legal/inss-irrf.md).
 *
 * Monthly (Lei 9.250/1995 art. 4º; Lei 11.482/2007 art. 1º):
 *   legal    = INSS as shown (cents) + 189,59 × dependents + pensão alimentícia paid
 *   base     = gross − max(legal, desconto simplificado)   — the more favourable (art. 4º §2º)
 *   tax      = base × rate − deduction of its band, rounded half-up to the cent
 * 13º salário (Lei 7.713/1988 art. 26; RIR/2018 art. 700): taxed exclusively at source,
 * separately, on its full value, with the same deduction as a month's wages: the more favourable
 * of the legal deductions (INSS of the 13º + dependents + pensão) and the simplified discount,
 * since art. 4º §2º offers the discount in place of the deductions without excluding the 13º.
 * 2026 reduction (Lei 15.270/2025, art. 3º-A of Lei 9.250/1995, §3º for the 13º), measured on the
 * gross taxable income R (the gross salary, or the 13º gross), not on the base:
 *   R ≤ 5.000,00 → min(tax, 312,89);  R ≤ 7.350,00 → min(tax, max(0, 978,62 − 0,133145 × R));
 *   above → 0. The reduction is rounded half-up to the cent (7.000,00 → 46,605 → 46,61).
 * Pensão alimentícia by court order, court-approved agreement or public deed (art. 4º II) is a
 * legal deduction: it joins INSS and dependents, so it never adds to the simplified discount,
 * and it does not lower R, the income the 2026 reduction is measured on.
 * IRRF = tax − reduction, from the shown amounts. On a month's wages an IRRF of R$ 10,00 or less
 * is not withheld (Lei 9.430/1996 art. 67): `withheld` is then 0 and `belowMinimumWithholding`
 * is set. That waiver covers only income that enters the annual return; the 13º never does, so
 * on the 13º any positive IRRF is withheld, even R$ 0,01.
 */

export type DeductionMethod = 'simplificado' | 'legal'

export type IrrfResult = {
  /** Gross taxable income R. */
  income: Money
  /** INSS + dependents + pensão alimentícia. */
  legalDeductions: Money
  dependentsDeduction: Money
  /** Pensão alimentícia deducted among the legal deductions (0 when none). */
  alimony: Money
  /** The deduction actually used, and which one it was. */
  deduction: Money
  deductionMethod: DeductionMethod
  /**
   * The simplified discount of the table applied (the payment month's: R$ 528,00 in January 2024,
   * R$ 564,80 from February), which the legal deductions were weighed against.
   */
  simplifiedDiscount: Money
  base: Money
  /** 1-based band of the table the base falls in. */
  bracket: number
  /** Nominal rate of that band, percent. */
  rate: number
  taxBeforeReduction: Money
  reduction: Money
  /** tax − reduction: the IRRF the law computes. */
  computed: Money
  /** What is actually withheld (0 when `computed` ≤ R$ 10,00 on a month's wages). */
  withheld: Money
  belowMinimumWithholding: boolean
}

/** Lei 9.430/1996 art. 67: "igual ou inferior a R$ 10,00". */
export const MINIMUM_WITHHOLDING = 10

/** Tax from a progressive table (monthly or annual) on a base, rounded to the cent, and its band. */
export function tableTax(
  base: Dec,
  table: Pick<IrrfTable, 'brackets'>,
): { tax: Money; bracket: number; rate: number } {
  const brackets = table.brackets
  let index = brackets.findIndex((b) => b.upTo === null || base.lte(b.upTo))
  // The last band has no limit, so a band is always found; -1 only for a malformed table.
  if (index === -1) index = brackets.length - 1
  const band = brackets[index] as (typeof brackets)[number]
  const raw = base.times(band.rate).minus(band.deduction)
  return {
    tax: raw.isNegative() ? ZERO : money(raw),
    bracket: index + 1,
    rate: roundTo(new D(band.rate).times(100), 2),
  }
}

/** The Lei 15.270/2025 reduction for income R, capped at the tax, rounded to the cent. */
export function reductionFor(income: Dec, tax: Money, reduction: IrrfReduction | null): Money {
  if (!reduction || income.gt(reduction.phaseOutUpTo)) return ZERO
  if (income.lte(reduction.fullUpTo)) return minMoney(tax, money(reduction.fullMax))
  const linear = new D(reduction.phaseOutConstant).minus(income.times(reduction.phaseOutFactor))
  return linear.isNegative() ? ZERO : minMoney(tax, money(linear))
}

type IrrfArgs = {
  /** Gross taxable income of the month (or the 13º gross). */
  income: Money
  /** INSS as shown on the payslip. */
  inss: Money
  dependents: number
  table: LegalTable
  /** Pensão alimentícia paid out of this income (Lei 9.250/1995 art. 4º II); none if omitted. */
  alimony?: Money
}

function compute(args: IrrfArgs, waiverApplies: boolean): IrrfResult {
  const { income, inss, dependents, table, alimony = ZERO } = args
  const dependentsDeduction = money(new D(table.irrf.dependentDeduction).times(dependents))
  const legalDeductions = money(new D(inss).plus(dependentsDeduction).plus(alimony))
  const simplified = money(table.irrf.simplifiedDiscount)
  const useSimplified = simplified > legalDeductions
  const deduction = useSimplified ? simplified : legalDeductions
  const base = maxMoney(subtractMoney(income, deduction), ZERO)
  const { tax, bracket, rate } = tableTax(new D(base), table.irrf)
  const reduction = reductionFor(new D(income), tax, table.irrfReduction)
  const computed = subtractMoney(tax, reduction)
  const belowMinimumWithholding = waiverApplies && computed > 0 && computed <= MINIMUM_WITHHOLDING
  return {
    income,
    legalDeductions,
    dependentsDeduction,
    alimony,
    deduction,
    deductionMethod: useSimplified ? 'simplificado' : 'legal',
    simplifiedDiscount: simplified,
    base,
    bracket,
    rate,
    taxBeforeReduction: tax,
    reduction,
    computed,
    withheld: belowMinimumWithholding ? ZERO : computed,
    belowMinimumWithholding,
  }
}

/** IRRF on a month's wages: the more favourable of legal deductions and the simplified discount. */
export function monthlyIrrf(args: IrrfArgs): IrrfResult {
  return compute(args, true)
}

/**
 * IRRF on the 13º: exclusive at source, the same deduction as a month's wages, the 2026
 * reduction on its gross, and no R$ 10,00 waiver (it never enters the annual return).
 */
export function thirteenthIrrf(args: IrrfArgs): IrrfResult {
  return compute(args, false)
}
