import fc from 'fast-check'

import { value as outcomeValue } from '@/test/outcome-value.ts'

import { moneyFig, percentFig } from '../core/steps.ts'
import { stepsProblems } from '../core/step-check.ts'
import { stepsOutline } from '../core/step-outline.ts'
import { calculateDiscount, type DiscountInput, type DiscountResult } from './discount.ts'

const value = (input: DiscountInput) => outcomeValue(calculateDiscount(input))

/** The card's large figure: the discount found from a final price, else the final price. */
const shown = (v: DiscountResult) =>
  v.modo === 'preco-final' ? percentFig(v.discountPercent) : moneyFig(v.finalPrice)

// The percentage of a price (desconto = preço × % ÷ 100) and its inverse: docs/product.md §2, §3.
describe('calculateDiscount: Como calculamos', () => {
  it('the catalogue example: 15% off R$ 200 is R$ 30 off, R$ 170 to pay', () => {
    const v = value({ preco: 200, desconto: 15 })
    expect(stepsOutline(v.steps)).toEqual([
      'Desconto em reais: 200.00 × 15% = 30.00',
      'Preço final: 200.00 − 30.00 = 170.00',
    ])
    expect(stepsProblems(v.steps, shown(v))).toEqual([])
  })

  it('a typed 33% of R$ 19,99 is R$ 6,5967, R$ 6,60 to the cent, and the step says so', () => {
    const v = value({ preco: 19.99, desconto: 33 })
    expect(stepsOutline(v.steps)).toEqual([
      'Desconto em reais: 19.99 × 33% = 6.60',
      'Preço final: 19.99 − 6.60 = 13.39',
    ])
    expect(v.steps[0]?.note).toBe('Arredondado ao centavo.')
    expect(value({ preco: 200, desconto: 15 }).steps[0]).not.toHaveProperty('note')
  })

  it('valor: R$ 80 off R$ 200 is 40%; the final price is the last step', () => {
    const v = value({ modo: 'valor', preco: 200, desconto: 80 })
    expect(stepsOutline(v.steps)).toEqual([
      'Desconto em %: 80.00 ÷ 200.00 = 40%',
      'Preço final: 200.00 − 80.00 = 120.00',
    ])
    expect(stepsProblems(v.steps, shown(v))).toEqual([])
  })

  it('preco-final: R$ 200 → R$ 150 is R$ 50 off and ends on the 25% the card shows', () => {
    const v = value({ modo: 'preco-final', preco: 200, final: 150 })
    expect(stepsOutline(v.steps)).toEqual([
      'Desconto em reais: 200.00 − 150.00 = 50.00',
      'Desconto em %: 50.00 ÷ 200.00 = 25%',
    ])
    expect(stepsProblems(v.steps, shown(v))).toEqual([])
    // Two decimals where the amounts do not divide: R$ 1 off R$ 3 is 33,33%.
    const third = value({ modo: 'valor', preco: 3, desconto: 1 })
    expect(stepsOutline(third.steps)[0]).toBe('Desconto em %: 1.00 ÷ 3.00 = 33.33%')
  })

  it('edges: no discount, the whole price, and a free item found from a final price of zero', () => {
    expect(stepsOutline(value({ preco: 50, desconto: 0 }).steps)).toEqual([
      'Desconto em reais: 50.00 × 0% = 0.00',
      'Preço final: 50.00 − 0.00 = 50.00',
    ])
    expect(stepsOutline(value({ preco: 50, desconto: 100 }).steps)).toEqual([
      'Desconto em reais: 50.00 × 100% = 50.00',
      'Preço final: 50.00 − 50.00 = 0.00',
    ])
    expect(stepsOutline(value({ modo: 'preco-final', preco: 50, final: 0 }).steps)).toEqual([
      'Desconto em reais: 50.00 − 0.00 = 50.00',
      'Desconto em %: 50.00 ÷ 50.00 = 100%',
    ])
  })

  it('property: in every mode the steps hold, name their rule and end on the figure shown', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.constantFrom('percentual', 'valor', 'preco-final'),
        fc.integer({ min: 0, max: 1_000_000 }),
        (cents, modo, other) => {
          const preco = cents / 100
          const input: DiscountInput =
            modo === 'percentual'
              ? { modo, preco, desconto: other / 10_000 } // 0 to 100%, four decimals
              : modo === 'valor'
                ? { modo, preco, desconto: Math.min(other, cents) / 100 }
                : { modo, preco, final: Math.min(other, cents) / 100 }
          const v = value(input)
          expect(stepsProblems(v.steps, shown(v))).toEqual([])
          for (const step of v.steps) expect(step.source, step.label).toBeTruthy()
        },
      ),
    )
  })
})
