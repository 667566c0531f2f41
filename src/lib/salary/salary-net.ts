import { Checker } from '../core/check.ts'
import { D, money, type Money, roundTo, subtractMoney, sumMoney } from '../core/money.ts'
import { type Outcome, ok } from '../core/outcome.ts'
import { MAX_YEAR, MIN_YEAR } from '../core/calendar-date.ts'
import type {
  PreviousRules,
  SalaryNetField,
  SalaryNetInput,
  SalaryNetResult,
} from './salary-types.ts'
import { inssContribution } from '../law/inss.ts'
import { readDependents, readPension } from '../law/irrf-inputs.ts'
import { monthlyIrrf } from '../law/irrf.ts'
import { netSalarySteps } from './salary-steps.ts'
import { legalTable, readTableYear } from '../law/tables/by-year.ts'
import { pendingTables, wantedYear } from '../law/tables/pending-tables.ts'
import { tableForPayment } from '../law/tables/table-on.ts'
import { isTableYear } from '../law/tables/table-years.ts'
import {
  payslipMonth,
  readPayslipExtras,
  yearlyPartsOf,
} from '../labor/payslip-lines/payslip-extras.ts'
import { payslipAfterTaxes, payslipEarnings } from '../labor/payslip-lines/payslip-lines.ts'

/**
 * Salário líquido with every line of a payslip (docs/legal/payslip-lines.md).
 *
 * Proventos: the salary (`bruto`), insalubridade (10/20/40% of the minimum wage, CLT art. 192),
 * periculosidade (30% of the salary, CLT art. 193 §1º), comissões and their DSR in the month `mes`
 * (Lei 605/1949 art. 7º, Súmula 27 TST), salário-família (quota × `filhos`, Lei 8.213/1991
 * arts. 65–66). Descontos: faltas (salário ÷ 30 a day, CLT art. 64) and the DSR they cost
 * (Lei 605/1949 art. 6º), INSS and IRRF on the remuneração (payslip-lines.ts), vale-transporte =
 * min(6% of the salary, the transport cost) (Lei 7.418/1985 art. 4º p.u.), pensão, other
 * deductions as typed, and the mid-month `adiantamento` (% of the salary, RIR/2018 art. 678).
 * net = proventos − descontos, from the shown amounts, so the payslip adds up. FGTS = 8% of the
 * remuneração (Lei 8.036/1990 art. 15), deposited by the employer, shown at the foot.
 * `mes` empty: the month paid when the caller knows it, else today's month in the table's year.
 */

/** Vale-transporte: the employee pays at most 6% of the basic salary. */
export const VT_EMPLOYEE_SHARE = 0.06

/**
 * The vale-transporte discount: the transport cost, at most 6% of the basic salary (Lei
 * 7.418/1985 art. 4º p.u.). The payslip check reuses it on the salário-base alone.
 */
export function valeTransporte(salary: Money, cost: Money): Money {
  const cap = new D(salary).times(VT_EMPLOYEE_SHARE)
  return money(cap.lt(cost) ? cap : cost)
}

/** `part` as a percentage of `whole`; the gross is never zero here (checked at input). */
function percentOf(part: Money, whole: Money): number {
  return roundTo(new D(part).div(whole).times(100), 2)
}

const MONTH = /^(\d{4})-(\d{2})$/

/** The month of the lines: `mes`, else the month paid, else today's month in `year`. */
function readMonth(c: Checker<SalaryNetField>, typed: string | null | undefined, fallback: string) {
  const text = typed?.trim() ? typed.trim() : fallback
  const match = MONTH.exec(text)
  const year = Number(match?.[1])
  const month = Number(match?.[2])
  if (!match || month < 1 || month > 12 || year < MIN_YEAR || year > MAX_YEAR) {
    c.add('mes', 'invalid')
    return payslipMonth(2026, 1)
  }
  return payslipMonth(year, month)
}

/**
 * `today` (`AAAA-MM-DD`, the device's date) names the month of the DSRs when `mes` is empty; the
 * library reads no clock.
 */
export function calculateSalaryNet(
  input: SalaryNetInput,
  todayYear: number,
  paidOn?: string | null,
  today?: string | null,
): Outcome<SalaryNetResult, SalaryNetField> {
  const c = new Checker<SalaryNetField>()
  const bruto = c.number('bruto', input.bruto, { positive: true })
  const dependents = readDependents(c, 'dependentes', input.dependentes)
  const year = readTableYear(c, 'ano', input.ano, todayYear)
  // Less than half a cent is no salary: it would show R$ 0,00 of gross.
  if (!c.has('bruto') && money(bruto) === 0) c.add('bruto', 'not-positive')
  const vtCost = c.number('vt', input.vt, { min: 0, default: 0 })
  const other = c.number('outros', input.outros, { min: 0, default: 0 })
  const pension = readPension(c, 'pensao', input.pensao)
  const todayMonth = /^\d{4}-(\d{2})/.exec(today ?? '')?.[1] ?? '01'
  const month = readMonth(c, input.mes, paidOn?.slice(0, 7) ?? `${String(year)}-${todayMonth}`)
  const extras = readPayslipExtras(c, input, month)
  if (!c.ok) return c.fail()

  const mesTyped = Boolean(input.mes?.trim())
  const table = tableForPayment(year, paidOn ?? (mesTyped ? month.text : null))
  const gross = money(bruto)
  const earnings = payslipEarnings({ salary: gross, extras, table, month })
  const remuneration = earnings.remuneration
  if (remuneration <= 0) {
    // Absences that take the whole month leave no pay to compute.
    c.add('faltas', 'too-large', { limit: Math.max(0, extras.absences - 1) })
    return c.fail()
  }
  const alimony = money(pension)
  const inss = inssContribution(new D(remuneration), table.inss)
  const irrfArgs = { income: remuneration, inss: inss.contribution, dependents, table, alimony }
  const irrf = monthlyIrrf(irrfArgs)
  const after = payslipAfterTaxes({ salary: gross, remuneration, extras, table })
  // The cost as shown (cents), so the step's figure is the one compared.
  const vtShown = money(vtCost)
  const vt = valeTransporte(gross, vtShown)
  const outros = money(other)
  const advance = after.advance.amount
  const earningsTotal = sumMoney(earnings.taxableEarnings, after.family.amount)
  const absences = sumMoney(earnings.absences.amount, earnings.lostRest.amount)
  const totalDeductions = sumMoney(
    absences,
    inss.contribution,
    irrf.withheld,
    vt,
    alimony,
    outros,
    advance,
  )
  const net = subtractMoney(earningsTotal, totalDeductions)
  if (net < 0) {
    // Deductions beyond the pay leave nothing to show; say which field made it so.
    const beforePension = subtractMoney(
      earningsTotal,
      sumMoney(absences, inss.contribution, irrf.withheld, vt),
    )
    const beforeAdvance = subtractMoney(beforePension, alimony)
    if (alimony > beforePension) c.add('pensao', 'too-large', { limit: beforePension })
    else if (advance > beforeAdvance)
      c.add('adiantamento', 'too-large', { limit: Math.floor(percentOf(beforeAdvance, gross)) })
    else c.add('outros', 'too-large', { limit: subtractMoney(beforeAdvance, advance) })
    return c.fail()
  }
  const previous = previousRules(irrfArgs, irrf.withheld)
  return ok({
    year,
    irrfSource: table.irrf.source,
    pending: pendingTables(table, yearlyPartsOf(extras), wantedYear(table, todayYear)),
    month: month.text,
    gross,
    earnings,
    family: after.family,
    advance: after.advance,
    remuneration,
    earningsTotal,
    fgts: money(new D(remuneration).times(table.fgts.deposit)),
    fgtsRate: new D(table.fgts.deposit).times(100).toNumber(),
    inss: inss.contribution,
    inssBracket: inss.bracket,
    inssCapped: inss.capped,
    irrf: irrf.withheld,
    taxBeforeReduction: irrf.taxBeforeReduction,
    reduction: irrf.reduction,
    deductionMethod: irrf.deductionMethod,
    belowMinimumWithholding: irrf.belowMinimumWithholding,
    irrfDetail: irrf,
    vt,
    outros,
    alimony,
    previousRules: previous,
    totalDeductions,
    net,
    monthTotal: sumMoney(net, advance),
    inssRate: percentOf(inss.contribution, remuneration),
    irrfRate: percentOf(irrf.withheld, remuneration),
    totalRate: percentOf(totalDeductions, earningsTotal),
    steps: netSalarySteps({
      gross,
      earnings,
      after,
      inss,
      irrf,
      dependents,
      vtCost: vtShown,
      vtShare: VT_EMPLOYEE_SHARE,
      vt,
      outros,
      alimony,
      net,
      table,
      previous,
    }),
  })
}

/** The IRRF of the same payslip under the year before's rules, where this year has a reduction. */
function previousRules(
  args: Parameters<typeof monthlyIrrf>[0],
  withheld: Money,
): PreviousRules | null {
  const { table } = args
  const year = table.year - 1
  if (!table.irrfReduction || !isTableYear(year)) return null
  const before = legalTable(year)
  // Only the first year of the reduction has a year before without it to compare with.
  if (before.irrfReduction) return null
  const irrf = monthlyIrrf({ ...args, table: { ...table, irrf: before.irrf, irrfReduction: null } })
  return { year, irrf: irrf.withheld, saving: subtractMoney(irrf.withheld, withheld) }
}
