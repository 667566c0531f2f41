import { Checker, type NumberInput } from '../core/check.ts'
import { D, fitsMoney, money, type Money, roundTo, subtractMoney } from '../core/money.ts'
import type { Outcome } from '../core/outcome.ts'
import { fromPercent, toPercent } from '../core/rate.ts'
import type { CalcStep } from '../core/steps.ts'
import { profitSteps } from './profit-steps.ts'

/**
 * Lucro (/calculadora-lucro): the sale price that yields a margin on the sale price, and the
 * equivalent markup on the cost.
 *
 * ```text
 * m = margem / 100                   (0 ≤ m < 1)
 * preço de venda = custo / (1 − m)
 * lucro = preço de venda − custo
 * markup = m / (1 − m) · 100 %       (lucro as a % of the cost)
 * ```
 *
 * Conventions: the margin is on the sale price (margem sobre o preço de venda), which is
 * why it must stay below 100% (`too-large`, limit 100, exclusive); the markup shown beside it is
 * the same profit as a % of the cost (docs/decisions.md §7). The profit is the difference of the shown
 * amounts, so preço = custo + lucro on screen.
 *
 * Sources: docs/product.md §9 (sale price = cost / (1 − margin%), rounded to 2 decimals); docs/decisions.md §2, §7.
 */

export type ProfitInput = {
  /** Cost, R$. */
  custo: NumberInput
  /** Margin on the sale price, %, below 100. */
  margem: NumberInput
}

export type ProfitField = keyof ProfitInput

export type ProfitResult = {
  salePrice: Money
  profit: Money
  /** Profit as a % of the cost (2 decimals). */
  markup: number
  /** The margin used, % (2 decimals). */
  margin: number
  /** "Como calculamos", ending on the sale price. */
  steps: readonly CalcStep[]
}

export function calculateProfit(input: ProfitInput): Outcome<ProfitResult, ProfitField> {
  const c = new Checker<ProfitField>()
  const custo = c.number('custo', input.custo, { positive: true })
  const margem = c.number('margem', input.margem, { min: 0, max: 100 })
  if (!c.has('margem') && margem === 100) c.add('margem', 'too-large', { limit: 100 })
  if (!c.ok) return c.fail()

  const m = fromPercent(margem)
  const keep = new D(1).minus(m)
  const price = new D(custo).div(keep)
  if (!fitsMoney(price)) {
    c.add('margem', 'too-large', { limit: 100 })
    return c.fail()
  }
  const cost = money(custo)
  const salePrice = money(price)
  const profit = subtractMoney(salePrice, cost)
  const markup = roundTo(toPercent(m.div(keep)), 2)
  return {
    ok: true,
    value: {
      salePrice,
      profit,
      markup,
      margin: roundTo(margem, 2),
      steps: profitSteps({ cost, margin: margem, markup, profit, salePrice }),
    },
  }
}
