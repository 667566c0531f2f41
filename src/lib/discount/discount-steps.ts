import type { Money } from '../core/money.ts'
import { type CalcStep, div, fromStep, moneyFig, mul, percentFig, sub } from '../core/steps.ts'
import type { DiscountMode } from './discount-options.ts'

/**
 * "Como calculamos" of a discount (docs/como-calculamos.md), two steps ending on the figure the
 * card shows in large, the unknown of each mode:
 *
 * ```text
 * percentual:  Desconto em reais  preço × desconto%     Preço final       preço − desconto
 * valor:       Desconto em %      desconto ÷ preço      Preço final       preço − desconto
 * preco-final: Desconto em reais  preço − preço final   Desconto em %     desconto ÷ preço
 * ```
 *
 * A discount in reais found from a percentage is rounded half-up to the cent (the note says so
 * when it changed it); a percentage found from amounts has 2 decimals.
 */

export type DiscountStepsInput = {
  modo: DiscountMode
  originalPrice: Money
  discountPercent: number
  rounded: boolean
  discountAmount: Money
  finalPrice: Money
}

export function discountSteps(r: DiscountStepsInput): CalcStep[] {
  const price = moneyFig(r.originalPrice, 'preço')
  const percentOf = (amount: CalcStep['result']): CalcStep => ({
    label: 'Desconto em %',
    expression: div(amount, price),
    result: percentFig(r.discountPercent),
    source: 'Desconto % = desconto ÷ preço × 100',
  })
  const finalOf = (amount: CalcStep['result']): CalcStep => ({
    label: 'Preço final',
    expression: sub(price, amount),
    result: moneyFig(r.finalPrice),
    source: 'Preço final = preço − desconto',
  })
  switch (r.modo) {
    case 'percentual': {
      const amount: CalcStep = {
        label: 'Desconto em reais',
        // As typed, like the card (15%, 33%).
        expression: mul(price, percentFig(r.discountPercent, undefined, 0)),
        result: moneyFig(r.discountAmount),
        source: 'Desconto = preço × desconto% ÷ 100',
        ...(r.rounded ? { note: 'Arredondado ao centavo.' } : {}),
      }
      return [amount, finalOf(fromStep(amount, 'desconto'))]
    }
    case 'valor': {
      const amount = moneyFig(r.discountAmount, 'desconto')
      return [percentOf(amount), finalOf(amount)]
    }
    case 'preco-final': {
      const amount: CalcStep = {
        label: 'Desconto em reais',
        expression: sub(price, moneyFig(r.finalPrice, 'preço final')),
        result: moneyFig(r.discountAmount),
        source: 'Desconto = preço original − preço final',
      }
      return [amount, percentOf(fromStep(amount, 'desconto'))]
    }
  }
}
