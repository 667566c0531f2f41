import {
  type AmortizationRow,
  type AmortizationSystem,
  firstAndLast,
  priceSchedule,
  sacSchedule,
  type Schedule,
} from '../core/amortization.ts'
import { priceSteps, sacSteps } from '../core/amortization-steps.ts'
import { Checker, type NumberInput } from '../core/check.ts'
import { D, money, type Money, roundTo, subtractMoney, sumMoney } from '../core/money.ts'
import type { Outcome } from '../core/outcome.ts'
import { monthlyToAnnual, toPercent } from '../core/rate.ts'
import { monthlyRateWithSteps } from '../core/rate-steps.ts'
import type { CalcStep } from '../core/steps.ts'
import { type ExtraAmortization, extraAmortization } from './extra-amortization.ts'
import {
  incomeShare,
  incomeStep,
  purchaseSteps,
  withExtraSteps,
  withoutExtraLabel,
} from './financing-steps.ts'
import { EXTRA_MODES, MAX_TERM_MONTHS, SYSTEMS } from './financing-options.ts'

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
 * Inputs of a purchase: `preco` − `entrada` is the amount financed (the older `valor`, the amount
 * financed itself, is read when there is no `preco`); `taxaPeriodo=ano` converts an effective
 * yearly rate to the equivalent monthly one, (1 + a)^(1/12) − 1 (core/rate-steps.ts); `renda`
 * gives the first instalment as a share of the income, against the usual 30% guideline; `extra`
 * paid with instalment `extraMes` (every month from then with `extraRepetir=sim`) gives both
 * options of docs/legal/financing.md for the selected system (extra-amortization.ts), and the
 * schedule becomes the one of `extraModo` (`prazo`, default, or `parcela`), extra payments included.
 *
 * Sources: docs/product.md §9 (Price annuity formula; SAC interest on the declining balance); Assaf Neto,
 * *Matemática Financeira e suas Aplicações*, "Sistemas de amortização".
 */

export type FinancingInput = {
  /** Amount financed, R$ (older links); used when `preco` is empty. */
  valor?: NumberInput
  /** Price of what is bought, R$. */
  preco?: NumberInput
  /** Down payment, R$ (empty: none). */
  entrada?: NumberInput
  /** Term, months (1–600). */
  prazo: NumberInput
  /** Interest, % per `taxaPeriodo`. */
  taxa: NumberInput
  /** `mes` (default) or `ano` (effective yearly rate). */
  taxaPeriodo?: string | null | undefined
  /** `price` (default) or `sac`. */
  sistema?: string | null | undefined
  /** Monthly household income, R$ (optional). */
  renda?: NumberInput
  /** Extra payment, R$ (optional). */
  extra?: NumberInput
  /** The instalment the extra payment goes with (1 … prazo − 1). */
  extraMes?: NumberInput
  /** `sim`: the same extra every month from `extraMes` on. */
  extraRepetir?: string | null | undefined
  /** `prazo` (default): keep the instalment, end sooner; `parcela`: keep the term. */
  extraModo?: string | null | undefined
}

export type FinancingField = keyof FinancingInput

export type ExtraMode = (typeof EXTRA_MODES)[number]

export type FinancingExtra = ExtraAmortization & {
  amount: Money
  after: number
  repeat: boolean
  mode: ExtraMode
  /** The chosen option's extra payment of each row of `schedule`, and their sum. */
  paid: { values: readonly Money[]; total: Money }
}

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
  /** The amount financed (preço − entrada, or `valor`). */
  principal: Money
  /** Preço and entrada when the purchase was given; the entrada as a % of the price (2 decimals). */
  purchase: { price: Money; downPayment: Money; downPaymentPercent: number } | null
  /** The first instalment as a % of `renda` (2 decimals), and whether it passes 30%. */
  income: { income: Money; percent: number; aboveGuideline: boolean } | null
  /** The extra payment's two options; the schedule (`schedule`), the last instalment and the
   * totals are then the chosen one's, extra payments included. */
  extra: FinancingExtra | null
  /** With an extra payment, the totals of the same schedule without it; else null. */
  withoutExtra: { totalPaid: Money; totalInterest: Money } | null
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

function readPrincipal(c: Checker<FinancingField>, input: FinancingInput) {
  if (input.preco === null || input.preco === undefined) {
    if (input.valor !== null && input.valor !== undefined) {
      const valor = money(c.number('valor', input.valor, { positive: true }))
      if (c.ok && valor === 0) c.add('valor', 'not-positive')
      return { principal: valor, purchase: null }
    }
  }
  const price = money(c.number('preco', input.preco, { positive: true }))
  const downPayment = money(c.number('entrada', input.entrada, { min: 0, default: 0 }))
  if (!c.has('preco') && price === 0) c.add('preco', 'not-positive')
  if (c.ok && downPayment >= price) c.add('entrada', 'too-large', { limit: price })
  const principal = subtractMoney(price, downPayment)
  const downPaymentPercent = price > 0 ? roundTo(new D(downPayment).div(price).times(100), 2) : 0
  return { principal, purchase: { price, downPayment, downPaymentPercent } }
}

function readExtra(c: Checker<FinancingField>, input: FinancingInput, prazo: number) {
  const amount = money(c.number('extra', input.extra, { min: 0, default: 0 }))
  const mode = c.option('extraModo', input.extraModo, EXTRA_MODES, 'prazo')
  const repeat = c.option('extraRepetir', input.extraRepetir, ['sim', 'nao'], 'nao') === 'sim'
  if (amount === 0) return null
  const after = c.number('extraMes', input.extraMes, {
    positive: true,
    integer: true,
    max: Math.max(1, prazo - 1),
  })
  if (c.ok && prazo < 2) c.add('extraMes', 'too-large', { limit: 1 })
  return { amount, after, repeat, mode }
}

export function calculateFinancing(
  input: FinancingInput,
): Outcome<FinancingResult, FinancingField> {
  const c = new Checker<FinancingField>()
  const { principal, purchase } = readPrincipal(c, input)
  const prazo = c.number('prazo', input.prazo, {
    positive: true,
    integer: true,
    max: MAX_TERM_MONTHS,
  })
  const taxa = c.number('taxa', input.taxa, { min: 0, max: MAX_MONTHLY_RATE })
  const taxaPeriodo = c.option('taxaPeriodo', input.taxaPeriodo, ['mes', 'ano'], 'mes')
  const sistema = c.option('sistema', input.sistema, SYSTEMS, 'price')
  const renda =
    input.renda === null || input.renda === undefined
      ? null
      : money(c.number('renda', input.renda, { positive: true }))
  if (renda === 0) c.add('renda', 'not-positive')
  const extraInput = readExtra(c, input, prazo)
  if (!c.ok) return c.fail()

  const used = monthlyRateWithSteps(taxa, taxaPeriodo)
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
  const income = renda === null ? null : incomeShare(selected.firstInstallment, renda)
  const options = extraInput && extraAmortization(sistema, principal, rate, prazo, extraInput)
  const chosen =
    options && (extraInput.mode === 'prazo' ? options.reduceTerm : options.reduceInstallment)
  const paid = chosen?.rows.map((row) => row.extra) ?? []
  const extra = extraInput &&
    options && { ...extraInput, ...options, paid: { values: paid, total: sumMoney(...paid) } }
  const before = [...purchaseSteps(purchase, principal), ...used.steps]
  const after: CalcStep[] = [
    ...(income ? [incomeStep(selected.firstInstallment, income)] : []),
    ...(extra && chosen ? [...extra.steps, ...withExtraSteps(extra, chosen)] : []),
  ]
  // One figure per name on the screen: with an extra payment, the totals are those of the
  // schedule shown (extra payments included), and the plain schedule's say they are without it.
  const own = extra ? selected.steps.map(withoutExtraLabel) : selected.steps
  return {
    ok: true,
    value: {
      ...selected,
      ...(chosen && {
        lastInstallment: chosen.rows.at(-1)?.parcela ?? selected.lastInstallment,
        totalPaid: chosen.totalPaid,
        totalInterest: chosen.totalInterest,
      }),
      withoutExtra: extra && {
        totalPaid: extra.base.totalPaid,
        totalInterest: extra.base.totalInterest,
      },
      steps: before.length + after.length === 0 ? own : [...before, ...own, ...after],
      schedule: chosen ? [...chosen.rows] : selected.schedule,
      sistema,
      principal,
      purchase,
      income,
      extra,
      price,
      sac,
      interestSavedWithSac: subtractMoney(price.totalInterest, sac.totalInterest),
      monthlyRate: roundTo(used.percent, 4),
      annualRate: roundTo(toPercent(monthlyToAnnual(rate)), 2),
    },
  }
}
