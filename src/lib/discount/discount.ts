import { Checker, type NumberInput } from '../core/check.ts'
import { D, money, type Money, roundTo, subtractMoney } from '../core/money.ts'
import type { Outcome } from '../core/outcome.ts'
import type { CalcStep } from '../core/steps.ts'
import { type DiscountMode, MODES } from './discount-options.ts'
import { discountSteps } from './discount-steps.ts'

/**
 * Desconto (/calculadora-desconto): a discount given as a percentage, as an amount, or found from
 * the final price.
 *
 * ```text
 * percentual:  desconto R$ = preço · desconto% / 100,  final = preço − desconto R$
 * valor:       final = preço − desconto R$,             desconto% = desconto R$ / preço · 100
 * preco-final: desconto R$ = preço − final,             desconto% = desconto R$ / preço · 100
 * ```
 *
 * Conventions: amounts are rounded to the cent first and the rest derived from the shown amounts,
 * so original − desconto = final on screen. A typed percentage is reported as typed (33% of
 * R$ 19,99 is R$ 6,60 off, still "33%"; `unroundedDiscount` lets the screen explain the cent);
 * a percentage found from amounts has 2 decimals. A discount can not be
 * negative nor exceed the price (`too-large`, limit = the price or 100%); a final price above the
 * original is an increase, not a discount (`too-large`, limit = the price). `savings` equals the
 * discount amount (docs/product.md §3 keeps both names).
 *
 * Sources: docs/product.md §2, §3; docs/decisions.md §4.
 */

export type DiscountInput = {
  /** `percentual` (default), `valor` or `preco-final`. */
  modo?: string | null | undefined
  /** Original price, R$. */
  preco: NumberInput
  /** % in `percentual`, R$ in `valor`. */
  desconto?: NumberInput
  /** Final price, R$, in `preco-final`. */
  final?: NumberInput
}

export type DiscountField = keyof DiscountInput

export type DiscountResult = {
  modo: DiscountMode
  originalPrice: Money
  /** %: in `percentual` the one typed, as typed; otherwise found from the amounts, 2 decimals. */
  discountPercent: number
  /**
   * In `percentual`, preço × desconto% before rounding to the cent, when rounding changed it
   * (33% of R$ 19,99 is R$ 6,5967, paid as R$ 6,60); null otherwise.
   */
  unroundedDiscount: number | null
  discountAmount: Money
  finalPrice: Money
  savings: Money
  /** "Como calculamos", ending on the figure shown in large (the final price, or the % found). */
  steps: readonly CalcStep[]
}

export function calculateDiscount(input: DiscountInput): Outcome<DiscountResult, DiscountField> {
  const c = new Checker<DiscountField>()
  const modo = c.option('modo', input.modo, MODES, 'percentual')
  const preco = c.number('preco', input.preco, { positive: true })
  const originalPrice = money(preco)
  if (!c.has('preco') && originalPrice === 0) c.add('preco', 'not-positive')

  let discountAmount = money(0)
  let typedPercent: number | null = null
  let unroundedDiscount: number | null = null
  if (modo === 'percentual') {
    const pct = c.number('desconto', input.desconto, { min: 0, max: 100 })
    if (c.ok) {
      const exact = new D(originalPrice).times(pct).div(100)
      discountAmount = money(exact)
      typedPercent = pct
      if (!exact.eq(discountAmount)) unroundedDiscount = exact.toNumber()
    }
  } else if (modo === 'valor') {
    const amount = c.number('desconto', input.desconto, { min: 0 })
    if (c.ok && money(amount) > originalPrice)
      c.add('desconto', 'too-large', { limit: originalPrice })
    if (c.ok) discountAmount = money(amount)
  } else {
    const final = c.number('final', input.final, { min: 0 })
    if (c.ok && money(final) > originalPrice) c.add('final', 'too-large', { limit: originalPrice })
    if (c.ok) discountAmount = subtractMoney(originalPrice, money(final))
  }
  if (!c.ok) return c.fail()

  // The person's own percentage stays as typed: recomputing it from the rounded amount
  // would show 33,02% for the 33% typed.
  const discountPercent =
    typedPercent ?? roundTo(new D(discountAmount).div(originalPrice).times(100), 2)
  const finalPrice = subtractMoney(originalPrice, discountAmount)
  return {
    ok: true,
    value: {
      modo,
      originalPrice,
      discountPercent,
      unroundedDiscount,
      discountAmount,
      finalPrice,
      savings: discountAmount,
      steps: discountSteps({
        modo,
        originalPrice,
        discountPercent,
        rounded: unroundedDiscount !== null,
        discountAmount,
        finalPrice,
      }),
    },
  }
}
