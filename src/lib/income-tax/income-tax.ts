import { Checker, type NumberInput } from '../core/check.ts'
import {
  D,
  maxMoney,
  minMoney,
  money,
  type Money,
  roundTo,
  subtractMoney,
  sumMoney,
  ZERO,
} from '../core/money.ts'
import { ok, type Outcome } from '../core/outcome.ts'
import { reductionFor, tableTax } from '../law/irrf.ts'
import { readIrpfYear } from '../law/tables/by-year.ts'
import { annualIrpfTable, type AnnualIrpfTable } from '../law/tables/irpf-annual.ts'
import type { IrpfYear } from '../law/tables/table-years.ts'
import { readDependents } from '../law/irrf-inputs.ts'
import { type IrpfModel, pgblCap as pgblCapOf } from './income-tax-options.ts'
import { incomeTaxSteps } from './income-tax-steps.ts'
import type { CalcStep } from '../core/steps.ts'

/**
 * IRPF anual (/calculadora-imposto-de-renda): the declaração de ajuste of ano-calendário 2024,
 * 2025 or 2026, by the simplified and the complete model, side by side. docs/legal/income-tax.md.
 *
 * ```text
 * edu        = Σ min(amount, 3.561,50), one amount per person       Lei 9.250 art. 8º II "b"
 * pgbl       = min(pgbl, 12% × rendimentos)                           Lei 9.532/1997 art. 11
 * complete   = inss + 2.275,08 × dependentes + saude + edu + pensao + pgbl + outros   (art. 8º)
 * simplified = min(20% × rendimentos, cap)   cap 16.754,34 (AC 2024, 2025), 17.640,00 (AC 2026)
 * base       = max(0, rendimentos − deductions)                         for each model
 * tax        = base × rate − parcela of the annual table, half-up to the cent
 * AC 2026:   tax −= min(tax, 2.694,15)                          rendimentos ≤ 60.000
 *            tax −= min(tax, max(0, 8.429,73 − 0,095575 × rendimentos))   ≤ 88.200   (art. 11-A)
 * best       = the lower tax (a tie: the simplified, which asks for no receipts)
 * saldo      = tax(best) − irrf   (> 0 to pay, < 0 refunded)
 * effective  = tax(best) ÷ rendimentos, %, 2 places
 * ```
 *
 * The reduction is measured on the gross `rendimentos`, not on the base, in both models (the law
 * names the tax "apurado" by the annual table, which both compute). Education is capped per
 * person: `educacao` is the holder's own, `educacaoDependentes` one amount per dependant, so one
 * child's school above the cap is not covered by another person's unused limit. Exclusive-taxation income (13º, PLR, investments), exempt income,
 * capital gains, rural activity and the AC 2026 minimum tax on very high incomes are outside this
 * model; the screen says so.
 *
 * Sources: Lei 9.250/1995 arts. 8º, 10, 11-A, 12; Lei 9.532/1997 art. 11; INs RFB 2.174/2024 and
 * 2.299/2025; the worked examples E1–E6 of docs/legal/income-tax.md.
 */

export type IncomeTaxInput = {
  /** Ano-calendário; empty: the latest. */
  ano?: NumberInput
  rendimentos: NumberInput
  inss?: NumberInput
  irrf?: NumberInput
  dependentes?: NumberInput
  saude?: NumberInput
  /** The holder's own education expenses. */
  educacao?: NumberInput
  /** Each dependant's education expenses, one amount per dependant (at most `dependentes`). */
  educacaoDependentes?: readonly NumberInput[]
  pensao?: NumberInput
  pgbl?: NumberInput
  outros?: NumberInput
}
export type IncomeTaxField = keyof IncomeTaxInput

export type ModelTax = {
  /** What the model takes off the income. */
  deductions: Money
  base: Money
  /** 1-based band of the annual table, and its rate in %. */
  bracket: number
  rate: number
  /** From the table, before the AC 2026 reduction. */
  tableTax: Money
  reduction: Money
  /** tableTax − reduction. */
  due: Money
}

export type IncomeTaxResult = {
  year: IrpfYear
  income: Money
  withheld: Money
  dependents: number
  complete: ModelTax & {
    dependentsDeduction: Money
    /** Education and PGBL as deducted, and whether a typed amount was above its limit. */
    education: Money
    /** The limit of each person's education (the holder and each dependant). */
    educationCap: Money
    /** How many people's education was above the limit. */
    educationCapped: number
    pgbl: Money
    pgblCap: Money
    pgblCapped: boolean
  }
  simplified: ModelTax & {
    /** 20% of the income, before the cap. */
    share: Money
    cap: Money
    capReached: boolean
  }
  best: IrpfModel
  /** How much less the best model's tax is than the other's. */
  advantage: Money
  /** tax(best) − irrf: positive to pay, negative refunded. */
  balance: Money
  /** tax(best) ÷ income, %. */
  effectiveRate: number
  steps: readonly CalcStep[]
}

function taxOf(deductions: Money, income: Money, table: AnnualIrpfTable): ModelTax {
  const base = maxMoney(subtractMoney(income, deductions), ZERO)
  const { tax, bracket, rate } = tableTax(new D(base), table)
  const reduction = reductionFor(new D(income), tax, table.reduction)
  return {
    deductions,
    base,
    bracket,
    rate,
    tableTax: tax,
    reduction,
    due: subtractMoney(tax, reduction),
  }
}

export function calculateIncomeTax(
  input: IncomeTaxInput,
): Outcome<IncomeTaxResult, IncomeTaxField> {
  const c = new Checker<IncomeTaxField>()
  const year = readIrpfYear(c, 'ano', input.ano)
  const rendimentos = c.number('rendimentos', input.rendimentos, { positive: true })
  if (!c.has('rendimentos') && money(rendimentos) === 0) c.add('rendimentos', 'not-positive')
  const amount = (
    field: Exclude<IncomeTaxField, 'ano' | 'rendimentos' | 'dependentes' | 'educacaoDependentes'>,
  ) => money(c.number(field, input[field], { min: 0, default: 0 }))
  const inss = amount('inss')
  const irrf = amount('irrf')
  const dependents = readDependents(c, 'dependentes', input.dependentes)
  const saude = amount('saude')
  const educacao = amount('educacao')
  const perDependant = (input.educacaoDependentes ?? []).map((value) =>
    money(c.number('educacaoDependentes', value, { min: 0, default: 0 })),
  )
  const pensao = amount('pensao')
  const pgbl = amount('pgbl')
  const outros = amount('outros')
  const income = money(rendimentos)
  // Contributions and withholding come out of the income: more than it is a typing mistake.
  if (c.ok && inss > income) c.add('inss', 'too-large', { limit: income })
  if (c.ok && irrf > income) c.add('irrf', 'too-large', { limit: income })
  // One amount per dependant: more amounts than dependants name a person who is not declared.
  if (c.ok && perDependant.length > dependents)
    c.add('educacaoDependentes', 'too-large', { limit: dependents })
  if (!c.ok) return c.fail()

  const table = annualIrpfTable(year)
  const dependentsDeduction = money(new D(table.dependentDeduction).times(dependents))
  const educationCap = money(table.educationCapPerPerson)
  const educationByPerson = [educacao, ...perDependant]
  const education = sumMoney(...educationByPerson.map((x) => minMoney(x, educationCap)))
  const pgblCap = money(pgblCapOf(income, year))
  const pgblDeducted = minMoney(pgbl, pgblCap)
  const completeDeductions = money(
    [inss, dependentsDeduction, saude, education, pensao, pgblDeducted, outros].reduce(
      (sum, x) => sum.plus(x),
      new D(0),
    ),
  )
  const share = money(new D(income).times(table.simplifiedRate))
  const cap = money(table.simplifiedCap)
  const complete = {
    ...taxOf(completeDeductions, income, table),
    dependentsDeduction,
    education,
    educationCap,
    educationCapped: educationByPerson.filter((x) => x > educationCap).length,
    pgbl: pgblDeducted,
    pgblCap,
    pgblCapped: pgbl > pgblCap,
  }
  const simplified = {
    ...taxOf(minMoney(share, cap), income, table),
    share,
    cap,
    capReached: share >= cap,
  }
  const best: IrpfModel = complete.due < simplified.due ? 'completo' : 'simplificado'
  const bestDue = best === 'completo' ? complete.due : simplified.due
  const advantage = subtractMoney(best === 'completo' ? simplified.due : complete.due, bestDue)
  const balance = subtractMoney(bestDue, irrf)
  const shown = {
    year,
    income,
    withheld: irrf,
    dependents,
    complete,
    simplified,
    best,
    advantage,
    balance,
    effectiveRate: roundTo(new D(bestDue).div(income).times(100), 2),
  }
  return ok({
    ...shown,
    steps: incomeTaxSteps(shown, table, {
      inss,
      saude,
      educacao: educationByPerson,
      pensao,
      pgbl,
      outros,
    }),
  })
}
