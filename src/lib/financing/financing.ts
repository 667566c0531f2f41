import {
  type AmortizationRow,
  type AmortizationSystem,
  firstAndLast,
  priceSchedule,
  sacSchedule,
  type Schedule,
} from '../core/amortization.ts'
import { priceSteps, sacSteps, type UsedRate } from '../core/amortization-steps.ts'
import { Checker, type NumberInput } from '../core/check.ts'
import { D, money, type Money, roundTo, subtractMoney } from '../core/money.ts'
import type { Outcome } from '../core/outcome.ts'
import { monthlyToAnnual, toPercent } from '../core/rate.ts'
import { monthlyRateWithSteps } from '../core/rate-steps.ts'
import type { CalcStep } from '../core/steps.ts'
import { MAX_TERM_MONTHS, SYSTEMS } from './financing-options.ts'

/**
 * Financiamento (/calculadora-financiamento): Tabela Price and SAC, both computed so the screen
 * can compare them, with the full amortization table of each.
 *
 * ```text
 * i = taxa / 100                                    (% ao mês)
 * Price: parcela = P·i / (1 − (1 + i)^−n)           fixed instalment
 * SAC:   amortização = P / n,  parcela(k) = P/n + saldo(k−1)·i      decreasing
 *        total de juros = P·i·(n + 1) / 2           (before rounding each month)
 * ```
 *
 * Conventions: monthly payments at the end of each month; rows in shown cents with the last
 * instalment absorbing the rounding residue (core/amortization.ts); totals are the sums of the
 * rows. The top-level figures are those of the selected `sistema` (default `price`); for Price,
 * `installmentValue` is the fixed instalment and `amortization` is null (it grows every month);
 * for SAC, `installmentValue` is the first (largest) instalment and `amortization` the constant
 * one. `interestSavedWithSac` = Price total interest − SAC total interest. A rate of 0 is
 * accepted (the seed ignored it): both systems then split the amount evenly.
 *
 * Sources: docs/product.md §9 (Price annuity formula; SAC interest on the declining balance); Assaf Neto,
 * *Matemática Financeira e suas Aplicações*, "Sistemas de amortização".
 */

export type FinancingInput = {
  /** Amount financed, R$. */
  valor: NumberInput
  /** Term, months (1–600). */
  prazo: NumberInput
  /** Interest, % per month. */
  taxa: NumberInput
  /** `price` (default) or `sac`. */
  sistema?: string | null | undefined
}

export type FinancingField = 'valor' | 'prazo' | 'taxa' | 'sistema'

export type FinancingPlan = {
  /** Price: the fixed instalment; SAC: the first instalment. */
  installmentValue: Money
  firstInstallment: Money
  lastInstallment: Money
  /** SAC's constant amortization; null for Price, whose amortization grows each month. */
  amortization: Money | null
  totalPaid: Money
  totalInterest: Money
  schedule: AmortizationRow[]
  /** "Como calculamos": the instalment (Price) or amortization (SAC), first and last, totals. */
  steps: readonly CalcStep[]
}

export type FinancingResult = FinancingPlan & {
  sistema: AmortizationSystem
  price: FinancingPlan
  sac: FinancingPlan
  /** Price total interest − SAC total interest (≥ 0 for a positive rate). */
  interestSavedWithSac: Money
  /** The monthly rate, % (4 decimals). */
  monthlyRate: number
  /** The equivalent annual effective rate, % (2 decimals). */
  annualRate: number
}

export const MAX_MONTHLY_RATE = 1000

function plan(
  schedule: Schedule,
  amortization: Money | null,
  steps: readonly CalcStep[],
): FinancingPlan {
  const { first, last } = firstAndLast(schedule)
  return {
    steps,
    installmentValue: first,
    firstInstallment: first,
    lastInstallment: last,
    amortization,
    totalPaid: schedule.totalPago,
    totalInterest: schedule.totalJuros,
    schedule: schedule.rows,
  }
}

export function calculateFinancing(
  input: FinancingInput,
): Outcome<FinancingResult, FinancingField> {
  const c = new Checker<FinancingField>()
  const valor = c.number('valor', input.valor, { positive: true })
  const prazo = c.number('prazo', input.prazo, {
    positive: true,
    integer: true,
    max: MAX_TERM_MONTHS,
  })
  const taxa = c.number('taxa', input.taxa, { min: 0, max: MAX_MONTHLY_RATE })
  const sistema = c.option('sistema', input.sistema, SYSTEMS, 'price')
  if (!c.ok) return c.fail()

  const principal = money(valor)
  if (principal === 0) {
    c.add('valor', 'not-positive')
    return c.fail()
  }
  const used: UsedRate = monthlyRateWithSteps(taxa, 'mes')
  const rate = used.rate
  const priceRows = priceSchedule(principal, rate, prazo)
  const sacRows = sacSchedule(principal, rate, prazo)
  const amortization = money(new D(principal).div(prazo))
  const price = plan(
    priceRows,
    null,
    priceSteps(principal, used, priceRows, firstAndLast(priceRows).first),
  )
  const sac = plan(sacRows, amortization, sacSteps(principal, used, sacRows, amortization))
  const selected = sistema === 'price' ? price : sac
  return {
    ok: true,
    value: {
      ...selected,
      sistema,
      price,
      sac,
      interestSavedWithSac: subtractMoney(price.totalInterest, sac.totalInterest),
      monthlyRate: roundTo(taxa, 4),
      annualRate: roundTo(toPercent(monthlyToAnnual(rate)), 2),
    },
  }
}
