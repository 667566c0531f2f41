import type { Money } from '../core/money.ts'
import {
  add,
  type CalcStep,
  div,
  fromStep,
  moneyFig,
  mul,
  numberFig,
  percentFig,
  sub,
} from '../core/steps.ts'

/**
 * "Como calculamos" of the sale price (docs/como-calculamos.md): the markup the margin amounts
 * to, the profit per unit and the price, which the list ends on as the card does.
 *
 * ```text
 * Markup sobre o custo  margem ÷ (1 − margem)           (lucro ÷ custo, 2 decimals)
 * Lucro por unidade     custo × margem ÷ (1 − margem)   (to the cent)
 * Preço de venda        custo + lucro                   (= custo ÷ (1 − margem) to the cent)
 * ```
 *
 * The margin is the profit's share of the sale price, the markup its share of the cost
 * (docs/como-calculamos.md, "Gorjeta, lucro, desconto e ROI"). The profit is found before the price
 * so the price is the sum of two figures on screen: with the cost in whole cents, rounding
 * custo ÷ (1 − margem) to the cent adds to the cost exactly the rounded profit.
 */

export type ProfitStepsInput = {
  cost: Money
  /** The margin typed, %. */
  margin: number
  markup: number
  profit: Money
  salePrice: Money
}

export function profitSteps(r: ProfitStepsInput): CalcStep[] {
  const margin = percentFig(r.margin, 'margem')
  const keep = sub(numberFig(1), margin)
  const cost = moneyFig(r.cost, 'custo')
  const markup: CalcStep = {
    label: 'Markup sobre o custo',
    expression: div(margin, keep),
    result: percentFig(r.markup),
    source: 'Markup = lucro ÷ custo = margem ÷ (1 − margem)',
    note: 'O mesmo lucro medido sobre o custo; a margem o mede sobre o preço de venda.',
  }
  const profit: CalcStep = {
    label: 'Lucro por unidade',
    expression: div(mul(cost, margin), keep),
    result: moneyFig(r.profit),
    source: 'Lucro = custo × margem ÷ (1 − margem)',
  }
  return [
    markup,
    profit,
    {
      label: 'Preço de venda',
      expression: add(cost, fromStep(profit, 'lucro')),
      result: moneyFig(r.salePrice),
      source: 'Margem = lucro ÷ preço de venda, logo preço = custo ÷ (1 − margem)',
    },
  ]
}
