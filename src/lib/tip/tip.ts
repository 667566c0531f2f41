import { Checker, type NumberInput } from '../core/check.ts'
import { D, fromCents, money, type Money, roundTo, sumMoney, toCents } from '../core/money.ts'
import type { Outcome } from '../core/outcome.ts'
import type { CalcStep } from '../core/steps.ts'
import { DEFAULT_TIP_PERCENT, MAX_PEOPLE } from './tip-options.ts'
import { tipSteps } from './tip-steps.ts'

/**
 * Gorjeta (/calculadora-gorjeta): the tip on a bill and how it splits between people.
 *
 * ```text
 * percentual: gorjeta R$ = conta · gorjeta% / 100      (default 10%, the Brazilian "10%")
 * valor:      gorjeta R$ as typed,  gorjeta% = gorjeta R$ / conta · 100
 * total = conta + gorjeta R$;  por pessoa = total / pessoas
 * ```
 *
 * Split in cents: a total that does not divide evenly leaves a residue of r cents (r < pessoas).
 * Nobody pays a fraction of a cent and the shares add up to the total exactly: r people pay one
 * cent more than the others. `perPerson` (and `tipPerPerson`) is the larger share, what to ask
 * each person when one figure is shown (R$ 100,00 / 3 → R$ 33,34); `split` (and `tipSplit`)
 * lists the shares with how many people pay each: [{ amount: 33.34, people: 1 },
 * { amount: 33.33, people: 2 }]. The tip is rounded half-up to the cent before splitting.
 *
 * Sources: docs/product.md §2, §3, §9 (default 10%, quick 5/10/15/20, at least 1 person); docs/decisions.md §4.
 */

export type TipInput = {
  /** Bill, R$. */
  conta: NumberInput
  /** People splitting, 1–100 (empty = 1). */
  pessoas?: NumberInput
  /** `percentual` (default) or `valor`. */
  modo?: string | null | undefined
  /** % in `percentual` (empty = 10), R$ in `valor`. */
  gorjeta?: NumberInput
}

export type TipField = keyof TipInput

export type Share = { amount: Money; people: number }

export type TipResult = {
  modo: 'percentual' | 'valor'
  billAmount: Money
  tipAmount: Money
  totalAmount: Money
  /** The larger share of the total (every share is this or one cent less). */
  perPerson: Money
  /** The larger share of the tip. */
  tipPerPerson: Money
  /** %, 2 decimals. */
  tipPercent: number
  /** Shares of the total, largest first; Σ amount × people = totalAmount. */
  split: Share[]
  /** Shares of the tip, largest first; Σ amount × people = tipAmount. */
  tipSplit: Share[]
  /** "Como calculamos", ending on the figure shown: the total, or the share of each person. */
  steps: readonly CalcStep[]
}

/** Splits an amount between `people` in whole cents, the residue cents going one per person. */
export function splitMoney(amount: Money, people: number): Share[] {
  const cents = toCents(amount)
  const base = Math.floor(cents / people)
  const residue = cents - base * people
  const shares: Share[] = []
  if (residue > 0) shares.push({ amount: fromCents(base + 1), people: residue })
  // residue < people, so someone always pays the smaller share.
  shares.push({ amount: fromCents(base), people: people - residue })
  return shares
}

export function calculateTip(input: TipInput): Outcome<TipResult, TipField> {
  const c = new Checker<TipField>()
  const conta = c.number('conta', input.conta, { positive: true })
  const pessoas = c.number('pessoas', input.pessoas, {
    min: 1,
    max: MAX_PEOPLE,
    integer: true,
    default: 1,
  })
  const modo = c.option('modo', input.modo, ['percentual', 'valor'], 'percentual')
  const gorjeta =
    modo === 'percentual'
      ? c.number('gorjeta', input.gorjeta, { min: 0, max: 100, default: DEFAULT_TIP_PERCENT })
      : c.number('gorjeta', input.gorjeta, { min: 0 })
  const billAmount = money(conta)
  if (!c.has('conta') && billAmount === 0) c.add('conta', 'not-positive')
  if (!c.ok) return c.fail()

  const tipAmount =
    modo === 'percentual' ? money(new D(billAmount).times(gorjeta).div(100)) : money(gorjeta)
  const totalAmount = sumMoney(billAmount, tipAmount)
  const split = splitMoney(totalAmount, pessoas)
  const tipSplit = splitMoney(tipAmount, pessoas)
  const perPerson = (split[0] as Share).amount
  const tipPerPerson = (tipSplit[0] as Share).amount
  const tipPercent =
    modo === 'percentual'
      ? roundTo(gorjeta, 2)
      : roundTo(new D(tipAmount).div(billAmount).times(100), 2)
  return {
    ok: true,
    value: {
      modo,
      billAmount,
      tipAmount,
      totalAmount,
      perPerson,
      tipPerPerson,
      tipPercent,
      split,
      tipSplit,
      steps: tipSteps({
        modo,
        billAmount,
        percent: gorjeta,
        tipAmount,
        tipPercent,
        totalAmount,
        people: pessoas,
        perPerson,
        tipPerPerson,
      }),
    },
  }
}
