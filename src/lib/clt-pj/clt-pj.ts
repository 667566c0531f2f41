import { Checker, type NumberInput } from '../core/check.ts'
import { D, fromCents, money, type Money, subtractMoney, toCents } from '../core/money.ts'
import { ok, type Outcome } from '../core/outcome.ts'
import { type CalcStep, div, fromStep, moneyFig, mul, numberFig, sub } from '../core/steps.ts'
import { readDependents } from '../law/irrf-inputs.ts'
import { legalTable, readTableYear } from '../law/tables/by-year.ts'
import {
  type PendingTable,
  pendingTables,
  wantedYear,
  type YearlyPart,
} from '../law/tables/pending-tables.ts'
import { SIMPLES_RBT12_LIMIT } from '../law/tables/simples-nacional.ts'
import type { TableYear } from '../law/tables/table-years.ts'
import type { LegalTable } from '../law/tables/types.ts'
import { DIVIDEND_WARNING_MONTHLY, PJ_ANNEXES, type PjAnnexChoice } from './clt-pj-options.ts'
import { smallestReaching } from './break-even.ts'
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

export type CltPjField = keyof CltPjInput

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
  /** The year's tables not yet published whose previous year's figures were used. */
  pending: readonly PendingTable[]
  clt: CltSide
  /** The revenue compared: typed, or the one that matches CLT. */
  revenue: Money
  revenueSolved: boolean
  options: readonly PjOption[]
  best: PjOption
  /** best.annualNet − clt.package: positive when PJ leaves more. */
  difference: Money
  /** The CLT package ÷ 12, to set beside the PJ month. */
  cltMonthly: Money
  /** best.monthlyNet − cltMonthly. */
  monthlyDifference: Money
  /** The monthly revenue at which PJ matches the CLT package; null past the Simples limit. */
  breakEvenRevenue: Money | null
  /** The PJ invoice that costs the employer what the CLT employee costs (presumido). */
  sameCostInvoice: Money
  warnings: readonly CltPjWarning[]
  steps: readonly CalcStep[]
}

export type CltPjWarning =
  | 'simples-limit'
  | 'dividends-2026'
  /** A typed pró-labore puts the Fator R on the other side of 28% than the Anexo chosen. */
  | 'annex-by-fator-r'
  /** The revenue does not cover the DAS, the pró-labore and the accountant. */
  | 'negative-profit'

const MAX_MONTHLY = 400_000 // RBT12 of R$ 4,8 milhões

type Pj = { options: PjOption[]; best: PjOption }

function pjAt(
  revenue: Money,
  choice: PjAnnexChoice,
  prolabore: Money | null,
  accountant: Money,
  dependents: number,
  table: LegalTable,
  withSteps: boolean,
): Pj {
  const minimum = money(table.minimumWage.monthly)
  const fatorR = (): [Money, PjOption['prolaboreRule']] => [
    fatorRProlabore(revenue, table),
    'fator-r',
  ]
  const candidates: [Money, PjOption['prolaboreRule']][] =
    prolabore !== null
      ? [[prolabore, 'typed']]
      : choice === '3'
        ? [fatorR()]
        : choice === '5'
          ? [[minimum, 'minimum']]
          : [fatorR(), [minimum, 'minimum']]
  const options = candidates.map(([p, rule]) =>
    pjOption(revenue, p, rule, accountant, dependents, table, withSteps),
  )
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
  const dependents = readDependents(c, 'dependentes', input.dependentes)
  const year = readTableYear(c, 'ano', input.ano, todayYear)
  if (!c.has('salario') && salary === 0) c.add('salario', 'not-positive')
  const table = legalTable(year)
  // The pró-labore's INSS base is at least the minimum wage (Lei 10.666/2003, art. 5º); above
  // the revenue it would be paid from nothing.
  if (!c.has('prolabore') && typedProlabore > 0) {
    if (typedProlabore < table.minimumWage.monthly)
      c.add('prolabore', 'too-small', { limit: table.minimumWage.monthly })
    else if (typedRevenue > 0 && typedProlabore > typedRevenue)
      c.add('prolabore', 'too-large', { limit: typedRevenue })
  }
  if (!c.ok) return c.fail()

  const clt = cltSide(salary, benefits, dependents, table)
  const prolabore = typedProlabore > 0 ? money(typedProlabore) : null
  const at = (revenue: Money, withSteps = false) =>
    pjAt(revenue, choice, prolabore, accountant, dependents, table, withSteps)

  // The smallest revenue in cents whose PJ year reaches the CLT package. PJ net rises with
  // revenue and never exceeds it (net = revenue − DAS − INSS − IRRF − accountant), so below
  // package ÷ 12 it falls short.
  const packageCents = toCents(clt.package)
  const gap = (cents: number) => toCents(at(fromCents(cents)).best.annualNet) - packageCents
  const found = smallestReaching(
    gap,
    Math.max(1, Math.floor(packageCents / 12) - 1),
    MAX_MONTHLY * 100,
  )
  const breakEvenRevenue = found === null ? null : fromCents(found)

  const revenueSolved = typedRevenue === 0
  const revenue = revenueSolved
    ? (breakEvenRevenue ?? fromCents(MAX_MONTHLY * 100))
    : money(typedRevenue)
  const pj = at(revenue, true)
  const warnings: CltPjWarning[] = []
  if (toCents(revenue) * 12 > SIMPLES_RBT12_LIMIT * 100) warnings.push('simples-limit')
  if (year >= 2026 && pj.best.profit > DIVIDEND_WARNING_MONTHLY) warnings.push('dividends-2026')
  if (choice !== 'auto' && String(pj.best.annex) !== choice) warnings.push('annex-by-fator-r')
  if (pj.best.profit < 0) warnings.push('negative-profit')
  const pjWins = pj.best.annualNet >= clt.package
  const difference = subtractMoney(pj.best.annualNet, clt.package)
  const cltMonthly = money(new D(clt.package).div(12))
  const monthlyDifference = subtractMoney(pj.best.monthlyNet, cltMonthly)
  // The INSS bands and teto on both sides; the minimum wage when a pró-labore shown is it
  // (docs/legal/calendar-of-acts.md). The Simples' Anexos are not a yearly table.
  const minimum = money(table.minimumWage.monthly)
  const parts: YearlyPart[] = ['inss']
  if (pj.options.some((o) => o.prolaboreRule !== 'typed' && o.prolabore === minimum))
    parts.push('salario-minimo')
  return ok({
    year,
    pending: pendingTables(table, parts, wantedYear(table, todayYear)),
    clt,
    revenue,
    revenueSolved,
    options: pj.options,
    best: pj.best,
    difference,
    cltMonthly,
    monthlyDifference,
    breakEvenRevenue,
    sameCostInvoice: money(new D(clt.employerCost).div(12)),
    warnings,
    steps: comparisonSteps(clt, pj.best, pjWins, revenueSolved ? breakEvenRevenue : null),
  })
}

/**
 * The two sides' steps, then the comparison: per year, per month, and, without a typed revenue,
 * the revenue found. Each difference is taken from the larger side, so it reads as "a mais".
 */
function comparisonSteps(
  clt: CltSide,
  best: PjOption,
  pjWins: boolean,
  breakEven: Money | null,
): CalcStep[] {
  const cltPackage = clt.steps.at(-1) as CalcStep
  const pjMonth = best.steps.at(-1) as CalcStep
  const pjYear: CalcStep = {
    label: 'PJ: líquido do ano',
    expression: mul(fromStep(pjMonth, 'líquido do mês'), numberFig(12, 'meses')),
    result: moneyFig(best.annualNet),
    source: '12 meses, sem férias remuneradas nem 13º',
  }
  const ordered = <T>(pjSide: T, cltSide: T): [T, T] =>
    pjWins ? [pjSide, cltSide] : [cltSide, pjSide]
  const yearDiff: CalcStep = {
    label: pjWins ? 'Diferença no ano a favor do PJ' : 'Diferença no ano a favor da CLT',
    expression: sub(...ordered(fromStep(pjYear, 'PJ'), fromStep(cltPackage, 'CLT'))),
    result: moneyFig(
      pjWins
        ? subtractMoney(best.annualNet, clt.package)
        : subtractMoney(clt.package, best.annualNet),
    ),
    source: 'Comparação',
  }
  const cltMonth: CalcStep = {
    label: 'CLT: média por mês',
    expression: div(fromStep(cltPackage, 'CLT no ano'), numberFig(12, 'meses')),
    result: moneyFig(money(new D(clt.package).div(12))),
    source: 'O ano da CLT dividido em 12 meses',
  }
  const monthDiff: CalcStep = {
    label: pjWins ? 'Diferença por mês a favor do PJ' : 'Diferença por mês a favor da CLT',
    expression: sub(...ordered(fromStep(pjMonth, 'PJ'), fromStep(cltMonth, 'CLT'))),
    result: moneyFig(
      pjWins
        ? subtractMoney(best.monthlyNet, cltMonth.result.value as Money)
        : subtractMoney(cltMonth.result.value as Money, best.monthlyNet),
    ),
    source: 'Comparação',
  }
  const steps = [...clt.steps, ...best.steps, pjYear, yearDiff, cltMonth, monthDiff]
  if (breakEven === null) return steps
  return [
    ...steps,
    {
      label: 'Faturamento em que o PJ empata com a CLT',
      result: moneyFig(breakEven),
      source: 'Busca centavo a centavo',
      note: 'O menor faturamento mensal com que o ano no PJ alcança o da CLT; um centavo a menos fica abaixo.',
    },
  ]
}
