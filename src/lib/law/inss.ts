import { D, type Dec, money, type Money } from '../core/money.ts'
import type { InssTable } from './tables/types.ts'

/**
 * Employee INSS contribution (empregado, doméstico, avulso), shared by the salary, 13º and
 * severance calculators.
 *
 * Formula: the salary is cut into the table's slices and each slice pays its own rate (EC
 * 103/2019 art. 28 §1º: "de forma progressiva … incidindo cada alíquota sobre a faixa de valores
 * compreendida nos respectivos limites"); above the teto the contribution stays at the teto's.
 *
 * Convention (docs/legal/inss-irrf.md): every slice is computed exactly, the slices are added, and
 * the total is rounded half-up once, to the cent. Ceilings: 908,86 (2024), 951,63 (2025), 988,09
 * (2026). Employers that truncate each slice (eSocial practice) show 1–2 centavos less; the
 * screen says so. The 13º is charged separately with the same table (Lei 8.212/1991 art. 28 §7º;
 * Decreto 3.048/1999 art. 214 §7º), which is just another call of this function.
 */

export type InssResult = {
  contribution: Money
  /** 1-based number of the highest slice the salary reaches (0 for a zero salary). */
  bracket: number
  /** The salary is above the teto, so the contribution is the ceiling one. */
  capped: boolean
}

/** Exact (unrounded) sum of the slices. */
export function inssExact(salary: Dec, table: InssTable): Dec {
  let total = new D(0)
  let lower = new D(0)
  for (const { upTo, rate } of table.brackets) {
    if (salary.lte(lower)) break
    const top = salary.lt(upTo) ? salary : new D(upTo)
    total = total.plus(top.minus(lower).times(rate))
    lower = new D(upTo)
  }
  return total
}

/** INSS of a monthly salary (or of a 13º, separately), rounded once to the cent. */
export function inssContribution(salary: Dec, table: InssTable): InssResult {
  const positive = salary.isNegative() ? new D(0) : salary
  const index = table.brackets.findIndex((b) => positive.lte(b.upTo))
  return {
    contribution: money(inssExact(positive, table)),
    bracket: positive.isZero() ? 0 : index === -1 ? table.brackets.length : index + 1,
    capped: positive.gt(table.ceilingSalary),
  }
}
