import { D, type Dec, money, type Money, subtractMoney, sumMoney, ZERO } from '../core/money.ts'
import type { CalcStep } from '../core/steps.ts'
import { yearlyRate, type Deposit } from './fixed-income-flows.ts'
import type { Product } from './fixed-income-options.ts'
import { iofRate, irRate } from './fixed-income-rules.ts'

/**
 * One product's figures from its deposits (docs/legal/fixed-income.md): each deposit grows by
 * the product's daily factor over its own business days and pays IOF and IR by its own calendar
 * days (Lei 11.033/2004 art. 1º; Decreto 6.306/2007 art. 32); poupança is credited on each
 * monthly anniversary (Lei 8.177/1991 art. 12).
 */

export type ProductResult = {
  product: Product
  /** % of the CDI, for CDB and LCI/LCA. */
  percentOfCdi: number | null
  /** The rate agreed, % a year: the prefixado's, or the real rate above the IPCA of an IPCA+. */
  rate: number | null
  invested: Money
  gross: Money
  earnings: Money
  iof: Money
  ir: Money
  /** IR rate of the first amount (each deposit has its own by its days). */
  irRate: number | null
  custody: Money
  net: Money
  /** Net yield, % a year, 2 decimals; null for a term too short to say. */
  netYearly: number | null
  /** Net yield above the IPCA typed, % a year. */
  realYearly: number | null
  steps: readonly CalcStep[]
}

export type Grown = { deposit: Deposit; gross: Money; earnings: Money; iof: Money; ir: Money }

const r2 = (value: Dec): Money => money(value)

/**
 * factor^n for each n, each from the previous smaller one times factor^(gap): 360 monthly
 * deposits then cost 360 short powers, not 360 powers of thousands of days (the screen stays
 * fast on a slow phone). At 40 digits the chained products differ from direct powers far below
 * a cent.
 */
function powers(factor: Dec, exponents: readonly number[]): Map<number, Dec> {
  const sorted = [...new Set(exponents)].sort((a, b) => a - b)
  const out = new Map<number, Dec>()
  let previous = 0
  let value: Dec = new D(1)
  for (const n of sorted) {
    value = value.times(factor.pow(n - previous))
    out.set(n, value)
    previous = n
  }
  return out
}

/** Each deposit grown by `factor` per business day; `counts[k]` = business days before day k. */
export function grow(
  flows: readonly Deposit[],
  factor: Dec,
  counts: readonly number[],
  taxed: boolean,
): Grown[] {
  const last = counts[counts.length - 1] ?? 0
  const dus = flows.map((deposit) => last - (counts[deposit.dayOffset] ?? 0))
  const growth = powers(factor, dus)
  return flows.map((deposit, index) => {
    const gross = r2((growth.get(dus[index] ?? 0) ?? new D(1)).times(deposit.amount))
    const earnings = subtractMoney(gross, money(deposit.amount))
    const iof = taxed ? r2(new D(earnings).times(iofRate(deposit.calendarDays)).div(100)) : ZERO
    const ir = taxed
      ? r2(new D(subtractMoney(earnings, iof)).times(irRate(deposit.calendarDays)).div(100))
      : ZERO
    return { deposit, gross, earnings, iof, ir }
  })
}

/**
 * Poupança: the balance plus the month's deposit earns the monthly factor on each full
 * anniversary, rounded to the cent; deposits after the last anniversary earn nothing. The whole
 * gross is carried by the first deposit (exempt, so no per-deposit tax).
 */
export function growSavings(flows: readonly Deposit[], factor: Dec, months: number): Grown[] {
  let balance: Money = ZERO
  for (let month = 0; month < months; month++) {
    const deposit = flows.find((f) => f.month === month)
    balance = r2(factor.times(sumMoney(balance, money(deposit?.amount ?? 0))))
  }
  const late = flows.filter((f) => f.month >= months)
  const gross = sumMoney(balance, ...late.map((f) => money(f.amount)))
  return flows.map((deposit, index) => ({
    deposit,
    gross: index === 0 ? gross : ZERO,
    earnings: ZERO,
    iof: ZERO,
    ir: ZERO,
  }))
}

export function summarize(
  product: Product,
  { percentOfCdi = null, rate = null }: { percentOfCdi?: number | null; rate?: number | null },
  grown: readonly Grown[],
  custody: Money,
  days: number,
  ipca: number | null,
  steps: readonly CalcStep[],
): ProductResult {
  const sum = (pick: (g: Grown) => Money) => sumMoney(...grown.map(pick))
  const invested = sumMoney(...grown.map((g) => money(g.deposit.amount)))
  const gross = sum((g) => g.gross)
  const iof = sum((g) => g.iof)
  const ir = sum((g) => g.ir)
  const net = subtractMoney(gross, sumMoney(iof, ir, custody))
  const yearly = yearlyRate(
    grown.map((g) => g.deposit),
    net,
    days,
  )
  const netYearly = yearly === null ? null : Math.round(yearly * 100) / 100
  const first = grown[0]
  return {
    product,
    percentOfCdi,
    rate,
    invested,
    gross,
    earnings: subtractMoney(gross, invested),
    iof,
    ir,
    irRate: first && first.ir > 0 ? irRate(first.deposit.calendarDays) : null,
    custody,
    net,
    netYearly,
    realYearly:
      yearly === null || ipca === null
        ? null
        : Math.round(((1 + yearly / 100) / (1 + ipca / 100) - 1) * 1e4) / 100,
    steps,
  }
}

/** By how much `best` yields more than `other`, net, to the cent (the verdict's "a mais"). */
export function netAdvantage(best: ProductResult, other: ProductResult): Money {
  return subtractMoney(best.net, other.net)
}
