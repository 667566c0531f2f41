import { Checker, type NumberInput } from './core/check.ts'
import { D, money, type Money, roundTo, subtractMoney } from './core/money.ts'
import type { Outcome } from './core/outcome.ts'
import { type DiscountMode, MODES } from './discount-options.ts'

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
 * so original − desconto = final on screen; the percentage has 2 decimals. A discount can not be
 * negative nor exceed the price (`too-large`, limit = the price or 100%); a final price above the
 * original is an increase, not a discount (`too-large`, limit = the price). `savings` equals the
 * discount amount (spec §3 keeps both names).
 *
 * Sources: spec §2, §3; amendments §4.
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

export type DiscountField = 'modo' | 'preco' | 'desconto' | 'final'

export type DiscountResult = {
  modo: DiscountMode
  originalPrice: Money
  /** %, 2 decimals. */
  discountPercent: number
  discountAmount: Money
  finalPrice: Money
  savings: Money
}

export function calculateDiscount(input: DiscountInput): Outcome<DiscountResult, DiscountField> {
  const c = new Checker<DiscountField>()
  const modo = c.option('modo', input.modo, MODES, 'percentual')
  const preco = c.number('preco', input.preco, { positive: true })
  const originalPrice = money(preco)
  if (!c.has('preco') && originalPrice === 0) c.add('preco', 'not-positive')

  let discountAmount = money(0)
  if (modo === 'percentual') {
    const pct = c.number('desconto', input.desconto, { min: 0, max: 100 })
    if (c.ok) discountAmount = money(new D(originalPrice).times(pct).div(100))
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

  return {
    ok: true,
    value: {
      modo,
      originalPrice,
      discountPercent: roundTo(new D(discountAmount).div(originalPrice).times(100), 2),
      discountAmount,
      finalPrice: subtractMoney(originalPrice, discountAmount),
      savings: discountAmount,
    },
  }
}
