import { D, type Money, subtractMoney, sumMoney, ZERO } from '../core/money.ts'
import { type InssResult, inssContribution } from '../law/inss.ts'
import { type IrrfResult, monthlyIrrf, thirteenthIrrf } from '../law/irrf.ts'
import type { LegalTable } from '../law/tables/types.ts'
import type { SeveranceLineId, SeveranceRule } from './severance-types.ts'

/**
 * The taxes of a rescisão (docs/legal/labour.md): INSS and IRRF on the saldo de salário as the
 * month's wages (simplified discount allowed, 2026 reduction) and, apart, on the 13º (exclusive
 * at source). The aviso indenizado, the indemnities of CLT arts. 479 and 480 (Lei 8.212/1991
 * art. 28 §9º "e" 3) and the férias indenizadas + 1/3 (and their double, §9º "d") are exempt.
 * No dependents are asked for.
 */
export type SeveranceTaxes = {
  inssBalance: InssResult
  irrfBalance: IrrfResult
  inss13: InssResult
  irrf13: IrrfResult
  inss: Money
  irrf: Money
  total: Money
}

export function severanceTaxes(
  salaryBalance: Money,
  thirteenth: Money,
  table: LegalTable,
): SeveranceTaxes {
  const inssBalance = inssContribution(new D(salaryBalance), table.inss)
  const irrfBalance = monthlyIrrf({
    income: salaryBalance,
    inss: inssBalance.contribution,
    dependents: 0,
    table,
  })
  const inss13 = inssContribution(new D(thirteenth), table.inss)
  const irrf13 = thirteenthIrrf({
    income: thirteenth,
    inss: inss13.contribution,
    dependents: 0,
    table,
  })
  const inss = sumMoney(inssBalance.contribution, inss13.contribution)
  const irrf = sumMoney(irrfBalance.withheld, irrf13.withheld)
  return { inssBalance, irrfBalance, inss13, irrf13, inss, irrf, total: sumMoney(inss, irrf) }
}

export type Deduction = {
  id: SeveranceLineId
  rule: SeveranceRule
  /** What the law lets the employer deduct. */
  wanted: Money
  /** What was deducted: at most what the rest of the rescisão pays (CLT art. 477 §5º). */
  amount: Money
}

/**
 * Deductions after the taxes, in this order, each cut to what is left so the net never goes
 * below zero: the 13º advance (Lei 4.749/1965 art. 3º lets it be set off against any credit),
 * the aviso the employee did not work (CLT art. 487 §2º), the indemnity of art. 480.
 */
export function applyDeductions(
  available: Money,
  wanted: readonly Omit<Deduction, 'amount'>[],
): Deduction[] {
  let left = available
  const out: Deduction[] = []
  for (const d of wanted) {
    if (d.wanted <= 0) continue
    const amount = d.wanted > left ? left : d.wanted
    left = subtractMoney(left, amount)
    out.push({ ...d, amount })
  }
  return out
}

export const deducted = (list: readonly Deduction[], id: SeveranceLineId): Money =>
  list.find((d) => d.id === id)?.amount ?? ZERO
