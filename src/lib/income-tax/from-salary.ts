import { Checker, type NumberInput } from '../core/check.ts'
import { D, money, type Money } from '../core/money.ts'
import { ok, type Outcome } from '../core/outcome.ts'
import { readIrpfYear } from '../law/tables/by-year.ts'
import type { IrpfYear } from '../law/tables/table-years.ts'
import { calculateSalaryNet } from '../salary/salary.ts'
import { MAX_MONTHS } from './income-tax-options.ts'

/**
 * "Preencher a partir do salário": the year's taxable income, INSS and IRRF of a monthly salary
 * paid for `meses` months, by the salary calculator's own formulas (salary.ts: INSS by slices,
 * IRRF with the better deduction and the 2026 reduction) for the chosen year's table, times the
 * months. The 13º is taxed apart and stays out; so do the 1/3 of férias and any extra pay, which
 * the person adds by hand. For 2025 the year's table is the one from May (docs/legal/inss-irrf.md):
 * January to April withheld a little more, so the filled IRRF is an estimate.
 */

export type FromSalaryInput = {
  ano?: NumberInput
  salario: NumberInput
  dependentes?: NumberInput
  meses?: NumberInput
}
export type FromSalaryField = keyof FromSalaryInput

export type FromSalaryResult = {
  year: IrpfYear
  months: number
  /** The dependants the IRRF was computed with. */
  dependents: number
  rendimentos: Money
  inss: Money
  irrf: Money
}

export function fromSalary(input: FromSalaryInput): Outcome<FromSalaryResult, FromSalaryField> {
  const c = new Checker<FromSalaryField>()
  const year = readIrpfYear(c, 'ano', input.ano)
  const months = c.number('meses', input.meses, {
    integer: true,
    min: 1,
    max: MAX_MONTHS,
    default: MAX_MONTHS,
  })
  if (!c.ok) return c.fail()
  const dependents = c.number('dependentes', input.dependentes, {
    min: 0,
    integer: true,
    default: 0,
  })
  const net = calculateSalaryNet(
    { bruto: input.salario, dependentes: input.dependentes, ano: year },
    year,
  )
  if (!net.ok) {
    for (const { field, code, limit } of net.errors) {
      const extra = limit === undefined ? {} : { limit }
      if (field === 'bruto') c.add('salario', code, extra)
      else if (field === 'dependentes') c.add('dependentes', code, extra)
    }
    return c.fail()
  }
  const times = (amount: Money) => money(new D(amount).times(months))
  return ok({
    year,
    months,
    dependents,
    rendimentos: times(net.value.gross),
    inss: times(net.value.inss),
    irrf: times(net.value.irrf),
  })
}
