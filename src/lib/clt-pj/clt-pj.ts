import { Checker, type NumberInput } from '../core/check.ts'
import { fromCents, money, type Money, toCents } from '../core/money.ts'
import { ok, type Outcome } from '../core/outcome.ts'
import type { CalcStep } from '../core/steps.ts'
import { MAX_DEPENDENTS } from '../salary/salary.ts'
import { legalTable, readTableYear } from '../law/tables/by-year.ts'
import { SIMPLES_RBT12_LIMIT } from '../law/tables/simples-nacional.ts'
import type { TableYear } from '../law/tables/table-years.ts'
import type { LegalTable } from '../law/tables/types.ts'
import { DIVIDEND_WARNING_MONTHLY, PJ_ANNEXES, type PjAnnexChoice } from './clt-pj-options.ts'
import { type CltSide, cltSide } from './clt-side.ts'
import { fatorRProlabore, type PjOption, pjOption } from './pj-side.ts'

/**
 * CLT × PJ (/calculadora-clt-pj): what each option leaves in the person's pocket in a year
 * (docs/legal/clt-pj.md).
 *
 * CLT: 11 months of net salary, a month of férias + 1/3, the 13º, FGTS and benefits. PJ: a
 * Simples company of one, Anexo III with a pró-labore of 28% of revenue or Anexo V with the
 * minimum wage (`auto` shows both and takes the better; a typed pró-labore decides the Anexo by
 * the Fator R), its DAS, the pró-labore's INSS and IRRF, the accountant, and no paid holidays.
 * Without a revenue, the one at which PJ matches the CLT package is found, in cents. The invoice
 * that costs the employer the same is its yearly cost ÷ 12.
 *
 * Assumptions (stated on screen): one vacation a year; no overtime or PLR; the employer in the
 * lucro presumido with RAT 2%, FAP 1,0 and terceiros 5,8%, and outside desoneração; the PJ has
 * no employees, ISS inside the DAS; FGTS at face value.
 */

export type CltPjField =
  | 'salario'
  | 'beneficios'
  | 'faturamento'
  | 'anexo'
  | 'contador'
  | 'prolabore'
  | 'dependentes'
  | 'ano'

export type CltPjInput = {
  salario: NumberInput
  beneficios?: NumberInput
  faturamento?: NumberInput
  anexo?: string | null
  contador?: NumberInput
  prolabore?: NumberInput
  dependentes?: NumberInput
  ano?: NumberInput
}

export type CltPjResult = {
  year: TableYear
  clt: CltSide
  /** The revenue compared: typed, or the one that matches CLT. */
  revenue: Money
  revenueSolved: boolean
  options: readonly PjOption[]
  best: PjOption
  /** best.annualNet − clt.package. */
  difference: Money
  /** The monthly revenue at which PJ matches the CLT package; null past the Simples limit. */
  breakEvenRevenue: Money | null
  /** The PJ invoice that costs the employer what the CLT employee costs (presumido). */
  sameCostInvoice: Money
  warnings: readonly ('simples-limit' | 'dividends-2026')[]
  steps: readonly CalcStep[]
}

const MAX_MONTHLY = 400_000 // RBT12 of R$ 4,8 milhões

type Pj = { options: PjOption[]; best: PjOption }

function pjAt(
  revenue: Money,
  choice: PjAnnexChoice,
  prolabore: Money | null,
  accountant: Money,
  dependents: number,
  table: LegalTable,
): Pj {
  const minimum = money(table.minimumWage.monthly)
  const candidates =
    prolabore !== null
      ? [prolabore]
      : choice === '3'
        ? [fatorRProlabore(revenue, table)]
        : choice === '5'
          ? [minimum]
          : [fatorRProlabore(revenue, table), minimum]
  const options = candidates.map((p) => pjOption(revenue, p, accountant, dependents, table))
  const best = options.reduce((a, b) => (b.monthlyNet > a.monthlyNet ? b : a))
  return { options, best }
}

export function calculateCltPj(
  input: CltPjInput,
  todayYear: number,
): Outcome<CltPjResult, CltPjField> {
  const c = new Checker<CltPjField>()
  const salary = money(c.number('salario', input.salario, { positive: true }))
  const benefits = money(c.number('beneficios', input.beneficios, { min: 0, default: 0 }))
  const typedRevenue = c.number('faturamento', input.faturamento, {
    positive: true,
    max: MAX_MONTHLY,
    default: 0,
  })
  const choice = c.option('anexo', input.anexo, PJ_ANNEXES, 'auto')
  const accountant = money(c.number('contador', input.contador, { min: 0, default: 0 }))
  const typedProlabore = c.number('prolabore', input.prolabore, { positive: true, default: 0 })
  const dependents = c.number('dependentes', input.dependentes, {
    integer: true,
    min: 0,
    max: MAX_DEPENDENTS,
    default: 0,
  })
  const year = readTableYear(c, 'ano', input.ano, todayYear)
  if (!c.has('salario') && salary === 0) c.add('salario', 'not-positive')
  if (!c.ok) return c.fail()

  const table = legalTable(year)
  const clt = cltSide(salary, benefits, dependents, table)
  const prolabore = typedProlabore > 0 ? money(typedProlabore) : null
  const at = (revenue: Money) => pjAt(revenue, choice, prolabore, accountant, dependents, table)

  // The smallest revenue in cents whose PJ year reaches the CLT package; PJ net rises with
  // revenue (each real more leaves at least 1 − the top Simples rate after tax).
  let lo = 1
  let hi = MAX_MONTHLY * 100
  if (at(fromCents(hi)).best.annualNet < clt.package) lo = hi + 1
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2)
    if (at(fromCents(mid)).best.annualNet >= clt.package) hi = mid
    else lo = mid + 1
  }
  const breakEvenRevenue = lo <= MAX_MONTHLY * 100 ? fromCents(lo) : null

  const revenueSolved = typedRevenue === 0
  const revenue = revenueSolved
    ? (breakEvenRevenue ?? fromCents(MAX_MONTHLY * 100))
    : money(typedRevenue)
  const pj = at(revenue)
  const warnings: CltPjResult['warnings'][number][] = []
  if (toCents(revenue) * 12 > SIMPLES_RBT12_LIMIT * 100) warnings.push('simples-limit')
  if (year >= 2026 && pj.best.profit > DIVIDEND_WARNING_MONTHLY) warnings.push('dividends-2026')
  return ok({
    year,
    clt,
    revenue,
    revenueSolved,
    options: pj.options,
    best: pj.best,
    difference: money(pj.best.annualNet - clt.package),
    breakEvenRevenue,
    sameCostInvoice: money(clt.employerCost / 12),
    warnings,
    steps: [...clt.steps, ...pj.best.steps],
  })
}
