import fc from 'fast-check'

import { value as outcomeValue } from '@/test/outcome-value.ts'

import { moneyFig } from '../core/steps.ts'
import { stepsProblems } from '../core/step-check.ts'
import { stepsOutline } from '../core/step-outline.ts'
import { calculateProfit, type ProfitInput } from './profit.ts'

const value = (input: ProfitInput) => outcomeValue(calculateProfit(input))

// Margin = lucro ÷ preço de venda, markup = lucro ÷ custo (docs/como-calculamos.md, "Gorjeta,
// lucro, desconto e ROI"): a 40% margin on the price is a 66,67% markup on the cost.
describe('calculateProfit: Como calculamos', () => {
  it('the catalogue example: cost R$ 60 at a 40% margin, step by step, ending on the price', () => {
    const v = value({ custo: 60, margem: 40 })
    expect(stepsOutline(v.steps)).toEqual([
      'Markup sobre o custo: 40% ÷ (1 − 40%) = 66.67%',
      'Lucro por unidade: 60.00 × 40% ÷ (1 − 40%) = 40.00',
      'Preço de venda: 60.00 + 40.00 = 100.00',
    ])
    expect(stepsProblems(v.steps, moneyFig(v.salePrice))).toEqual([])
    // Check by the margin's own definition: lucro ÷ preço = 40 ÷ 100 = 40%.
    expect(v.profit / v.salePrice).toBe(0.4)
  })

  it('docs/product.md §9: cost 100 at 20% → markup 25%, profit 25,00, price 125,00', () => {
    expect(stepsOutline(value({ custo: 100, margem: 20 }).steps)).toEqual([
      'Markup sobre o custo: 20% ÷ (1 − 20%) = 25%',
      'Lucro por unidade: 100.00 × 20% ÷ (1 − 20%) = 25.00',
      'Preço de venda: 100.00 + 25.00 = 125.00',
    ])
  })

  it('rounded to the cent: cost 10 at 30% → 4,29 of profit (4,2857…), price 14,29', () => {
    const v = value({ custo: 10, margem: 30 })
    expect(stepsOutline(v.steps).slice(1)).toEqual([
      'Lucro por unidade: 10.00 × 30% ÷ (1 − 30%) = 4.29',
      'Preço de venda: 10.00 + 4.29 = 14.29',
    ])
    expect(stepsProblems(v.steps, moneyFig(v.salePrice))).toEqual([])
  })

  it('edges: a 0% margin sells at cost; 99,99% multiplies it by 10.000; 100% has no steps', () => {
    expect(stepsOutline(value({ custo: 60, margem: 0 }).steps)).toEqual([
      'Markup sobre o custo: 0% ÷ (1 − 0%) = 0%',
      'Lucro por unidade: 60.00 × 0% ÷ (1 − 0%) = 0.00',
      'Preço de venda: 60.00 + 0.00 = 60.00',
    ])
    const top = value({ custo: 1, margem: 99.99 })
    expect(stepsOutline(top.steps).at(-1)).toBe('Preço de venda: 1.00 + 9999.00 = 10000.00')
    expect(stepsProblems(top.steps, moneyFig(top.salePrice))).toEqual([])
    expect(calculateProfit({ custo: 60, margem: 100 }).ok).toBe(false)
  })

  it('property: for a cost in cents and any margin below 100%, the steps hold and end on the price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 0, max: 999_999 }),
        (cents, tenThousandths) => {
          const margem = tenThousandths / 10_000
          const r = calculateProfit({ custo: cents / 100, margem })
          if (!r.ok) return // a price beyond what money holds: refused, no steps
          expect(stepsProblems(r.value.steps, moneyFig(r.value.salePrice))).toEqual([])
          for (const step of r.value.steps) expect(step.source, step.label).toBeTruthy()
        },
      ),
    )
  })
})
