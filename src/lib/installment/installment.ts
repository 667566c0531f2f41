import {
  type AmortizationRow,
  firstAndLast,
  pricePayment,
  priceSchedule,
} from '../core/amortization.ts'
import { priceSteps } from '../core/amortization-steps.ts'
import { Checker, type NumberInput } from '../core/check.ts'
import { D, money, type Money } from '../core/money.ts'
import type { Outcome } from '../core/outcome.ts'
import { monthlyRateWithSteps } from '../core/rate-steps.ts'
import type { CalcStep } from '../core/steps.ts'
import { MAX_INSTALLMENTS } from './installment-options.ts'

/**
 * Parcelamento (/calculadora-parcelas): a purchase paid in equal monthly instalments, Tabela Price.
 *
 * ```text
 * i = taxa / 100                                   (% ao mês, divided by 100 once)
 * parcela = valor · i / (1 − (1 + i)^−n)           (i = 0: valor / n)
 * total pago = Σ parcelas,  juros = total pago − valor
 * ```
 *
 * Conventions: first payment one month after the purchase; every row of the schedule in shown
 * cents, the last instalment absorbing the rounding residue (see core/amortization.ts), so
 * `lastInstallment` may differ from `installmentValue` (by cents on short terms; over long
 * terms the rounding of the instalment compounds, see core/amortization.ts). The seed divided
 * the rate by 100 twice (docs/decisions.md §3); a rate of 0 divides the value evenly.
 *
 * Sources: docs/decisions.md §3 and §4; numpy-financial `pmt`.
 */

export type InstallmentInput = {
  /** Amount financed, R$. */
  valor: NumberInput
  /** Number of monthly instalments, 1–600. */
  parcelas: NumberInput
  /** Interest, % per month (0 = sem juros). */
  taxa: NumberInput
}

export type InstallmentField = keyof InstallmentInput

export type InstallmentResult = {
  /** The fixed instalment (all but possibly the last). */
  installmentValue: Money
  /** The last instalment, which absorbs the rounding residue. */
  lastInstallment: Money
  totalPaid: Money
  totalInterest: Money
  schedule: AmortizationRow[]
  /** "Como calculamos": the instalment, the last one when rounding moved it, the totals. */
  steps: readonly CalcStep[]
}

/** Highest monthly rate accepted, in %. */
export const MAX_MONTHLY_RATE = 1000

export function calculateInstallment(
  input: InstallmentInput,
): Outcome<InstallmentResult, InstallmentField> {
  const c = new Checker<InstallmentField>()
  const valor = c.number('valor', input.valor, { positive: true })
  const parcelas = c.number('parcelas', input.parcelas, {
    positive: true,
    integer: true,
    max: MAX_INSTALLMENTS,
  })
  const taxa = c.number('taxa', input.taxa, { min: 0, max: MAX_MONTHLY_RATE })
  if (!c.ok) return c.fail()

  const principal = money(valor)
  if (principal === 0) {
    c.add('valor', 'not-positive')
    return c.fail()
  }
  const used = monthlyRateWithSteps(taxa, 'mes')
  const schedule = priceSchedule(principal, used.rate, parcelas)
  const { last } = firstAndLast(schedule)
  const installmentValue = money(pricePayment(new D(principal), used.rate, parcelas))
  return {
    ok: true,
    value: {
      installmentValue,
      lastInstallment: last,
      totalPaid: schedule.totalPago,
      totalInterest: schedule.totalJuros,
      schedule: schedule.rows,
      steps: priceSteps(principal, used, schedule, installmentValue),
    },
  }
}
