import {
  D,
  type Dec,
  money,
  type Money,
  multiplyMoney,
  subtractMoney,
  sumMoney,
  ZERO,
} from './money.ts'
import { isZeroRate } from './rate.ts'

/**
 * Amortization schedules: Tabela Price (fixed instalments) and SAC (Sistema de Amortização
 * Constante), month by month, in shown cents.
 *
 * ```text
 * Price:  parcela = P·i / (1 − (1 + i)^−n)      (i = 0: P / n)
 * SAC:    amortização = P / n,  parcela = amortização + juros
 * Both:   juros(k) = saldo(k−1) · i,  saldo(k) = saldo(k−1) − amortização(k)
 * ```
 *
 * Conventions:
 * - `i` is the monthly effective rate as a decimal fraction (see core/rate.ts); payments at the
 *   end of each month (postecipated), as Brazilian banks and numpy-financial's `pmt` (when='end').
 * - Every figure of a row is a `Money`. Juros are rounded from the shown balance, the fixed part
 *   (Price instalment, SAC amortization) is rounded once, and the remaining figure of the row is
 *   the difference of shown amounts, so each row adds up: parcela = juros + amortização.
 * - The last instalment absorbs the rounding residue: its amortization is the whole remaining
 *   balance, so the balance ends at exactly 0,00 and Σ amortização = principal to the cent.
 * - Totals are sums of the rows, so the table and the totals above it agree.
 * - A rounded instalment is not the exact one, and the difference compounds like any debt: paying
 *   R$ 3.600,14 instead of 3.600,144089… on R$ 350.000 at 1% a.m. leaves R$ 14,74 more to pay in
 *   month 360 (about (parcela − exata) · ((1 + i)^(n−1) − 1) / i, plus the interest roundings).
 *   That is what a borrower paying the rounded instalment really owes, so the last instalment
 *   shows it. Past R$ 1,00 and 1% of the instalment it is no longer a residue but rounding compounded at a
 *   rate no real loan has (11% a.m. for 360 months would move the whole principal to the last
 *   month): the rows then follow the exact balance rounded to the cent, and every instalment is
 *   the same.
 * - Should rounding ever amortize more than is owed before the last month (a principal of a few
 *   cents spread over many months, or extreme rates over hundreds of months), the balance is
 *   settled in that month and later rows are zero, rather than showing a negative balance.
 *
 * Sources: Assaf Neto, *Matemática Financeira e suas Aplicações*, ch. "Sistemas de amortização";
 * numpy-financial `pmt`/`ipmt`/`ppmt` (values checked in the tests).
 */

export type AmortizationSystem = 'price' | 'sac'

export type AmortizationRow = {
  /** Month number, 1…n. */
  mes: number
  parcela: Money
  juros: Money
  amortizacao: Money
  /** Balance owed after this month's payment. */
  saldo: Money
}

export type Schedule = {
  rows: AmortizationRow[]
  /** Σ parcela. */
  totalPago: Money
  /** Σ juros. */
  totalJuros: Money
}

/** The Price instalment, unrounded: P·i / (1 − (1 + i)^−n); P / n when i is (negligibly near) 0. */
export function pricePayment(principal: Dec, rate: Dec, months: number): Dec {
  if (isZeroRate(rate)) return principal.div(months)
  return principal.times(rate).div(new D(1).minus(rate.plus(1).pow(-months)))
}

/**
 * Builds the rows given the fixed part of each month: `fixed(saldo)` returns the rounded Price
 * instalment or SAC amortization for a month that is not the last one.
 */
function build(
  principal: Money,
  rate: Dec,
  months: number,
  kind: AmortizationSystem,
  fixed: Money,
): Schedule {
  const rows: AmortizationRow[] = []
  const interestOn = multiplyMoney(rate)
  let saldo = principal
  for (let mes = 1; mes <= months; mes++) {
    const juros = interestOn(saldo)
    let amortizacao: Money
    if (mes === months) amortizacao = saldo
    else if (kind === 'price') amortizacao = subtractMoney(fixed, juros)
    else amortizacao = fixed
    if (amortizacao > saldo) amortizacao = saldo
    const parcela = sumMoney(juros, amortizacao)
    saldo = subtractMoney(saldo, amortizacao)
    rows.push({ mes, parcela, juros, amortizacao, saldo })
  }
  return {
    rows,
    totalPago: sumMoney(...rows.map((r) => r.parcela)),
    totalJuros: sumMoney(...rows.map((r) => r.juros)),
  }
}

/**
 * Tabela Price schedule. `principal` in reais (rounded to the cent), `rate` monthly decimal
 * fraction (≥ 0), `months` a whole number ≥ 1.
 */
export function priceSchedule(principal: Money, rate: Dec, months: number): Schedule {
  const exact = pricePayment(new D(principal), rate, months)
  const schedule = build(principal, rate, months, 'price', money(exact))
  const { first, last } = firstAndLast(schedule)
  // Within R$ 1,00 or 1% of the instalment the residue is the real cost of paying the rounded instalment
  // (see the conventions above); past it, the rounding has compounded into a figure no contract
  // shows (at 11% a.m. over 360 months, amortizations under half a cent round to nothing and the
  // whole principal lands in the last month), so the rows follow the exact balance instead.
  const residue = new D(last).minus(first).abs()
  return residue.lte(1) || residue.lte(new D(first).div(100))
    ? schedule
    : trackedPriceSchedule(principal, rate, months, exact)
}

/**
 * A Price schedule whose shown balance is the exact one rounded to the cent: the present value of
 * the instalments left, PMT · (1 − (1 + i)^−(n−k)) ÷ i, a form that does not lose digits however
 * large (1 + i)^n is. Amortization is the difference of two shown balances and interest the rest
 * of the rounded instalment, so every row adds up, no rounding compounds, and every instalment,
 * the last included, is the rounded PMT.
 */
function trackedPriceSchedule(principal: Money, rate: Dec, months: number, exact: Dec): Schedule {
  const parcela = money(exact)
  const balanceAfter = (k: number): Money => {
    if (k >= months) return ZERO
    if (isZeroRate(rate)) return money(exact.times(months - k))
    return money(exact.times(new D(1).minus(rate.plus(1).pow(k - months))).div(rate))
  }
  const rows: AmortizationRow[] = []
  let saldo = principal
  for (let mes = 1; mes <= months; mes++) {
    const next = balanceAfter(mes)
    const amortizacao = subtractMoney(saldo, next)
    rows.push({
      mes,
      parcela,
      juros: subtractMoney(parcela, amortizacao),
      amortizacao,
      saldo: next,
    })
    saldo = next
  }
  return {
    rows,
    totalPago: sumMoney(...rows.map((r) => r.parcela)),
    totalJuros: sumMoney(...rows.map((r) => r.juros)),
  }
}

/** SAC schedule: constant amortization P / n (rounded), decreasing instalments. */
export function sacSchedule(principal: Money, rate: Dec, months: number): Schedule {
  return build(principal, rate, months, 'sac', money(new D(principal).div(months)))
}

/** The schedule of either system. */
export function amortizationSchedule(
  system: AmortizationSystem,
  principal: Money,
  rate: Dec,
  months: number,
): Schedule {
  return system === 'price'
    ? priceSchedule(principal, rate, months)
    : sacSchedule(principal, rate, months)
}

/** First and last instalments of a schedule (ZERO for an empty one). */
export function firstAndLast(schedule: Schedule): { first: Money; last: Money } {
  const rows = schedule.rows
  return { first: rows[0]?.parcela ?? ZERO, last: rows[rows.length - 1]?.parcela ?? ZERO }
}
