import { Checker, largestFitting, type NumberInput } from '../core/check.ts'
import { D, type Dec, fitsMoney, money, type Money, roundTo, subtractMoney } from '../core/money.ts'
import type { Outcome } from '../core/outcome.ts'
import { futureValue, isZeroRate, monthlyToAnnual, toPercent } from '../core/rate.ts'
import {
  contributedExpression,
  futureValueExpression,
  monthlyRateWithSteps,
  monthsWithSteps,
} from '../core/rate-steps.ts'
import { type CalcStep, moneyFig, sub } from '../core/steps.ts'

/**
 * Juros compostos (/calculadora-juros-compostos): an initial amount plus monthly deposits,
 * compounded monthly.
 *
 * ```text
 * i = taxa / 100                          taxaPeriodo = mes (default, "% ao mês")
 * i = (1 + taxa / 100)^(1/12) − 1         taxaPeriodo = ano (equivalent monthly rate)
 * n = periodo (meses) or periodo · 12 (anos)
 * valor final = inicial · (1 + i)^n + aporte · ((1 + i)^n − 1) / i      (i = 0: inicial + aporte · n)
 * total investido = inicial + aporte · n;  juros = valor final − total investido
 * ```
 *
 * Conventions: deposits at the end of each month (the first one a month from now), so the first
 * deposit earns n − 1 months of interest. The seed divided a rate labelled "% ao mês" by 12; an
 * annual rate is converted by equivalence (docs/decisions.md §3). `yearly` has a row at the end of each
 * year and one for a final partial year, each computed with the same formula as the total, so the
 * last row equals the result. When both the initial amount and the deposit are empty or zero
 * there is nothing to grow: `inicial` is reported as required. A result past R$ 10 trilhões
 * (`MAX_MONEY`) is refused with `periodo` too large and, as `limit`, the longest period that fits.
 * Amounts are used in cents and an annual rate's monthly equivalent with the ten decimals its
 * "Como calculamos" step shows (`steps`, core/rate-steps.ts), so each step recomputes to the cent.
 *
 * Sources: docs/decisions.md §3, §4, §7; numpy-financial `fv` (when='end').
 */

export type CompoundInput = {
  /** Initial amount, R$ (empty = 0). */
  inicial?: NumberInput
  /** Monthly deposit, R$ (empty = 0). */
  aporte?: NumberInput
  /** Interest rate, % per `taxaPeriodo`. */
  taxa: NumberInput
  /** `mes` (default) or `ano`. */
  taxaPeriodo?: string | null | undefined
  /** Duration in `unidade`. */
  periodo: NumberInput
  /** `meses` (default) or `anos`. */
  unidade?: string | null | undefined
}

export type CompoundField = keyof CompoundInput

/** One row of a year-by-year table. */
export type YearRow = {
  /** Year number, 1…; the last row may be a partial year. */
  ano: number
  /** Months elapsed at the end of the row. */
  mes: number
  /** Cumulative amount put in, the initial amount included. */
  aportado: Money
  /** Cumulative interest: saldo − aportado. */
  juros: Money
  saldo: Money
}

export type CompoundResult = {
  finalValue: Money
  totalContributed: Money
  totalInterest: Money
  totalMonths: number
  /** Monthly effective rate, % (4 decimals). */
  monthlyRate: number
  /** Annual effective rate, % (2 decimals). */
  annualRate: number
  yearly: YearRow[]
  /** "Como calculamos": months and monthly rate when typed in years, the final value, totals. */
  steps: readonly CalcStep[]
}

/** Longest duration accepted: 100 years. */
export const MAX_MONTHS = 1200
export const MAX_RATE = 1000

/** The months at which a year-by-year table has a row: each full year, then a partial end. */
export function yearEnds(months: number): number[] {
  const ends: number[] = []
  for (let m = 12; m < months; m += 12) ends.push(m)
  ends.push(months)
  return ends
}

/** Year-by-year rows of a lump sum plus monthly deposits. */
export function yearTable(initial: Dec, deposit: Dec, rate: Dec, months: number): YearRow[] {
  return yearEnds(months).map((mes) => {
    const saldo = money(futureValue(initial, deposit, rate, mes))
    const aportado = money(initial.plus(deposit.times(mes)))
    return { ano: Math.ceil(mes / 12), mes, aportado, juros: subtractMoney(saldo, aportado), saldo }
  })
}

export function calculateCompound(input: CompoundInput): Outcome<CompoundResult, CompoundField> {
  const c = new Checker<CompoundField>()
  const inicial = c.number('inicial', input.inicial, { min: 0, default: 0 })
  const aporte = c.number('aporte', input.aporte, { min: 0, default: 0 })
  const taxa = c.number('taxa', input.taxa, { min: 0, max: MAX_RATE })
  const taxaPeriodo = c.option('taxaPeriodo', input.taxaPeriodo, ['mes', 'ano'], 'mes')
  const unidade = c.option('unidade', input.unidade, ['meses', 'anos'], 'meses')
  const perUnit = unidade === 'anos' ? 12 : 1
  const periodo = c.number('periodo', input.periodo, {
    positive: true,
    integer: true,
    max: MAX_MONTHS / perUnit,
  })
  if (c.ok && inicial === 0 && aporte === 0) c.add('inicial', 'required')
  if (!c.ok) return c.fail()

  // Amounts in cents, as the steps show them and the formula uses them.
  const initialMoney = money(inicial)
  const depositMoney = money(aporte)
  const initial = new D(initialMoney)
  const deposit = new D(depositMoney)
  const used = monthlyRateWithSteps(taxa, taxaPeriodo)
  const rate = used.rate
  const fits = (p: number) => fitsMoney(futureValue(initial, deposit, rate, p * perUnit))
  if (!fits(periodo)) {
    const limit = largestFitting(1, periodo - 1, fits)
    if (limit >= 1) c.add('periodo', 'too-large', { limit })
    else c.add('taxa', 'too-large')
    return c.fail()
  }

  const term = monthsWithSteps(periodo, unidade)
  const months = term.months
  const yearly = yearTable(initial, deposit, rate, months)
  const last = yearly[yearly.length - 1] as YearRow
  return {
    ok: true,
    value: {
      finalValue: last.saldo,
      totalContributed: last.aportado,
      totalInterest: last.juros,
      totalMonths: months,
      monthlyRate: roundTo(toPercent(rate), 4),
      annualRate: roundTo(toPercent(monthlyToAnnual(rate)), 2),
      yearly,
      steps: [
        ...term.steps,
        ...used.steps,
        ...growthSteps(initialMoney, depositMoney, used, months, last, {
          value: 'Valor final',
          contributed: 'Total investido',
          interest: 'Total em juros',
        }),
      ],
    },
  }
}

/**
 * The steps from a rate and a term to a final value (shared with retirement): the future value,
 * what was put in, and the interest, the difference.
 */
export function growthSteps(
  initial: Money,
  deposit: Money,
  used: { rate: Dec; percent: number },
  months: number,
  last: YearRow,
  labels: { value: string; contributed: string; interest: string },
): CalcStep[] {
  const contributed = contributedExpression(initial, deposit, months)
  return [
    {
      label: labels.value,
      expression: futureValueExpression(initial, deposit, used, months),
      result: moneyFig(last.saldo),
      source: isZeroRate(used.rate)
        ? 'Sem juros: valor inicial + aporte × n'
        : 'Juros compostos: valor inicial × (1 + i)^n + aporte × ((1 + i)^n − 1) ÷ i',
    },
    contributed
      ? { label: labels.contributed, expression: contributed, result: moneyFig(last.aportado) }
      : {
          label: labels.contributed,
          result: moneyFig(last.aportado),
          note: 'O valor inicial, sem aportes mensais.',
        },
    {
      label: labels.interest,
      expression: sub(moneyFig(last.saldo), moneyFig(last.aportado)),
      result: moneyFig(last.juros),
    },
  ]
}
