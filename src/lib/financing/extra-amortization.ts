import {
  type AmortizationRow,
  type AmortizationSystem,
  pricePayment,
} from '../core/amortization.ts'
import {
  D,
  type Dec,
  money,
  type Money,
  multiplyMoney,
  subtractMoney,
  sumMoney,
  ZERO,
} from '../core/money.ts'
import { isZeroRate } from '../core/rate.ts'
import { add, type CalcStep, div, max, moneyFig, mul, numberFig, sub } from '../core/steps.ts'

/**
 * Extra amortization of a Price or SAC financing (docs/legal/financing.md).
 *
 * The consumer may prepay all or part of a debt with a proportional cut of the interest (CDC, Lei
 * 8.078/1990 art. 52 §2º), with no fee (Res. CMN 3.516/2007). An extra payment goes in with
 * instalment k (after it is paid) and lowers the balance to S′; the borrower chooses:
 *
 * - Reduce the instalment, keep the term: Price PMT′ = PMT · S′ ÷ S, which over the m months left
 *   is S′ · i ÷ (1 − (1 + i)^−m) and keeps what the rounded contract instalment paid ahead; SAC
 *   A′ = S′ ÷ m. PMT′ is rounded up to the cent, and is at least a cent above the month's
 *   interest, so that it amortizes from its first month.
 * - Reduce the term, keep the instalment (Price) or the amortization (SAC): Price
 *   n′ = ⌈−ln(1 − i · S′ ÷ PMT) ÷ ln(1 + i)⌉, the last instalment smaller; SAC
 *   n′ = ⌈(S′ − 0,005 · m) ÷ A⌉, the half cent a month absorbing the drift of a rounded
 *   amortization, the last amortization taking the rest.
 *
 * With `repeat`, the same extra goes in every month from k on, and the rule is applied after each.
 * Rows are in shown cents as in core/amortization.ts; each option's totals are sums of its rows.
 */

export type ExtraRow = AmortizationRow & { extra: Money }

export type ExtraPlan = {
  rows: readonly ExtraRow[]
  months: number
  totalInterest: Money
  /** Instalments plus extra payments. */
  totalPaid: Money
  /** Interest of the months after the first extra payment. */
  interestAfter: Money
  /** The first regular instalment after the first extra payment (0 when the debt is settled). */
  nextInstallment: Money
}

export type ExtraAmortization = {
  /** Balance after instalment k, before the extra payment. */
  balanceBefore: Money
  /** Balance after the first extra payment (S′). */
  balanceAfter: Money
  base: ExtraPlan
  reduceInstallment: ExtraPlan
  reduceTerm: ExtraPlan
  interestSaved: { installment: Money; term: Money }
  monthsSaved: { installment: number; term: number }
  steps: readonly CalcStep[]
}

type Mode = 'none' | 'installment' | 'term'

function termMonths(
  system: AmortizationSystem,
  balance: Money,
  rate: Dec,
  fixed: Money,
  left: number,
): number {
  if (balance <= 0) return 0
  if (system === 'sac') {
    const months = new D(balance)
      .minus(new D('0.005').times(left))
      .div(fixed)
      .toDecimalPlaces(0, D.ROUND_CEIL)
      .toNumber()
    return Math.max(1, Math.min(left, months))
  }
  if (isZeroRate(rate))
    return Math.min(left, new D(balance).div(fixed).toDecimalPlaces(0, D.ROUND_CEIL).toNumber())
  const ratio = new D(1).minus(rate.times(balance).div(fixed))
  if (ratio.lte(0)) return left
  const months = ratio.ln().neg().div(rate.plus(1).ln()).toDecimalPlaces(0, D.ROUND_CEIL).toNumber()
  return Math.max(1, Math.min(left, months))
}

/** SAC's new amortization over the months left; it does not compound, so half-up as the bank's. */
const sacAmortization = (balance: Money, left: number): Money => money(new D(balance).div(left))

/**
 * The first month's interest on a balance plus a cent: the least a Price instalment must be to
 * amortize at all once both are in cents.
 */
const leastAmortizing = (balance: Money, rate: Dec): Money =>
  sumMoney(multiplyMoney(rate)(balance), money(0.01))

/**
 * Price's instalment cut in the proportion of the balance, PMT · S′ ÷ S, rounded up. Over the same
 * months that is PMT′ = S′ · i ÷ (1 − (1 + i)^−m), and it keeps what the contract's rounded
 * instalment has paid ahead (or left behind): recomputed from S′ and m, the instalment drops that
 * lead, and at 2,09% a.m. over 345 months (a contract whose rounding ends it with R$ 155,28
 * instead of R$ 448,36) R$ 10,72 a month from the 306th cost R$ 0,85 more interest than paying
 * nothing extra. Rounded up, the last instalment is a little smaller instead of larger.
 *
 * It is never less than the month's interest plus a cent: when the amortization is under a cent
 * (a few reais over hundreds of months), the month's interest rounded half-up can reach the
 * instalment; the balance would never fall, land whole in the last month and the extra payment
 * cost more interest than it saves, against the proportional cut of CDC art. 52 §2º.
 */
function scaledInstalment(instalment: Money, before: Money, after: Money, rate: Dec) {
  const scaled = money(new D(instalment).times(after).div(before).toDecimalPlaces(2, D.ROUND_CEIL))
  const least = leastAmortizing(after, rate)
  return { value: scaled < least ? least : scaled, raised: scaled < least, least }
}

/** The contract's fixed part, as core/amortization.ts rounds it (its first row). */
const contractFixed = (
  system: AmortizationSystem,
  principal: Money,
  rate: Dec,
  months: number,
): Money =>
  system === 'price'
    ? money(pricePayment(new D(principal), rate, months))
    : money(new D(principal).div(months))

/** Price's new instalment after the extra payment, with the cent above the interest if it took one. */
function reducedInstalmentStep(
  instalment: Money,
  before: Money,
  after: Money,
  rate: Dec,
): CalcStep {
  const formula = div(mul(moneyFig(instalment, 'parcela'), moneyFig(after)), moneyFig(before))
  const { value, raised, least } = scaledInstalment(instalment, before, after, rate)
  const step = {
    label: 'Reduzir a parcela: nova parcela no prazo que resta',
    result: moneyFig(value),
    rounding: 'up',
    source: 'Tabela Price',
  } as const
  return raised
    ? {
        ...step,
        expression: max(
          formula,
          add(moneyFig(subtractMoney(least, money(0.01)), 'juros do mês'), moneyFig(money(0.01))),
        ),
        note: 'Ao menos um centavo acima dos juros do mês, para que o saldo caia já na primeira parcela.',
      }
    : {
        ...step,
        expression: formula,
        note: 'A parcela cai na proporção do saldo, no mesmo prazo; arredondada para cima ao centavo, a última fica um pouco menor.',
      }
}

function simulate(
  system: AmortizationSystem,
  principal: Money,
  rate: Dec,
  months: number,
  extra: { amount: Money; after: number; repeat: boolean },
  mode: Mode,
  // The months the contract's own schedule takes, which its rounded-up instalment can make
  // fewer than the term written in it: "reduzir a parcela" keeps that end, never a later one.
  term = months,
): ExtraPlan {
  // Without building the whole schedule: this runs three times per result, on the click.
  let fixed = contractFixed(system, principal, rate, months)
  let end = mode === 'installment' ? term : months
  let saldo = principal
  const rows: ExtraRow[] = []
  const interestOn = multiplyMoney(rate)
  for (let mes = 1; saldo > 0 && mes <= end; mes++) {
    const juros = interestOn(saldo)
    let amortizacao = mes === end ? saldo : system === 'price' ? subtractMoney(fixed, juros) : fixed
    if (amortizacao > saldo) amortizacao = saldo
    saldo = subtractMoney(saldo, amortizacao)
    let paidExtra = ZERO
    const extraNow = mode !== 'none' && mes >= extra.after && (mes === extra.after || extra.repeat)
    if (extraNow && saldo > 0 && mes < end) {
      paidExtra = extra.amount > saldo ? saldo : extra.amount
      const before = saldo
      saldo = subtractMoney(saldo, paidExtra)
      if (mode === 'installment' && saldo > 0)
        fixed =
          system === 'price'
            ? scaledInstalment(fixed, before, saldo, rate).value
            : sacAmortization(saldo, term - mes)
      if (mode === 'term') end = mes + termMonths(system, saldo, rate, fixed, months - mes)
    }
    rows.push({
      mes,
      parcela: sumMoney(juros, amortizacao),
      juros,
      amortizacao,
      saldo,
      extra: paidExtra,
    })
  }
  const after = rows.filter((r) => r.mes > extra.after)
  return {
    rows,
    months: rows.length,
    totalInterest: sumMoney(...rows.map((r) => r.juros)),
    totalPaid: sumMoney(...rows.map((r) => sumMoney(r.parcela, r.extra))),
    interestAfter: sumMoney(...after.map((r) => r.juros)),
    nextInstallment: after[0]?.parcela ?? ZERO,
  }
}

export function extraAmortization(
  system: AmortizationSystem,
  principal: Money,
  rate: Dec,
  months: number,
  extra: { amount: Money; after: number; repeat: boolean },
): ExtraAmortization {
  const base = simulate(system, principal, rate, months, extra, 'none')
  const reduceInstallment = simulate(
    system,
    principal,
    rate,
    months,
    extra,
    'installment',
    base.months,
  )
  const reduceTerm = simulate(system, principal, rate, months, extra, 'term')
  const balanceBefore = base.rows[extra.after - 1]?.saldo ?? ZERO
  const firstExtra = reduceTerm.rows[extra.after - 1]?.extra ?? ZERO
  const balanceAfter = subtractMoney(balanceBefore, firstExtra)
  const left = base.months - extra.after
  const steps: CalcStep[] = [
    { label: `Saldo devedor após a parcela ${extra.after}`, result: moneyFig(balanceBefore) },
    {
      label: 'Saldo após a amortização extra',
      expression: sub(moneyFig(balanceBefore), moneyFig(firstExtra, 'amortização extra')),
      result: moneyFig(balanceAfter),
      source: 'CDC, Lei 8.078/1990, art. 52 §2º',
    },
  ]
  if (balanceAfter > 0 && left > 0) {
    steps.push(
      system === 'price'
        ? reducedInstalmentStep(
            contractFixed(system, principal, rate, months),
            balanceBefore,
            balanceAfter,
            rate,
          )
        : {
            label: 'Reduzir a parcela: nova amortização no prazo que resta',
            expression: div(moneyFig(balanceAfter), numberFig(left, 'meses')),
            result: moneyFig(sacAmortization(balanceAfter, left)),
            source: 'SAC',
          },
      {
        label: 'Reduzir o prazo: parcelas que restam',
        result: numberFig(reduceTerm.months - extra.after, 'meses'),
        note:
          system === 'price'
            ? 'n′ = −ln(1 − i × saldo ÷ parcela) ÷ ln(1 + i), arredondado para cima; a última parcela é menor.'
            : 'n′ = (saldo − R$\u00a00,005 × meses restantes) ÷ amortização, arredondado para cima.',
      },
    )
  }
  const saved = (plan: ExtraPlan) => subtractMoney(base.totalInterest, plan.totalInterest)
  steps.push(
    {
      label: 'Juros economizados reduzindo a parcela',
      expression: sub(moneyFig(base.totalInterest), moneyFig(reduceInstallment.totalInterest)),
      result: moneyFig(saved(reduceInstallment)),
    },
    {
      label: 'Juros economizados reduzindo o prazo',
      expression: sub(moneyFig(base.totalInterest), moneyFig(reduceTerm.totalInterest)),
      result: moneyFig(saved(reduceTerm)),
    },
  )
  return {
    balanceBefore,
    balanceAfter,
    base,
    reduceInstallment,
    reduceTerm,
    interestSaved: { installment: saved(reduceInstallment), term: saved(reduceTerm) },
    monthsSaved: {
      installment: base.months - reduceInstallment.months,
      term: base.months - reduceTerm.months,
    },
    steps,
  }
}
