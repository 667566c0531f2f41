import { value } from '@/test/outcome-value.ts'
import { calculateProfit } from '@/lib/profit/profit.ts'

import { example } from './example.ts'

// Every figure the "Como usar" steps, the sample link and the tests quote from this worked
// example, computed again by the library from the example's own inputs: a text can only state
// what the calculator gives.

describe('the worked example: the library gives every figure', () => {
  it('lucro: price, profit and markup from a margin', () => {
    const r = value(calculateProfit(example.query))
    expect({ salePrice: r.salePrice, profit: r.profit, markup: r.markup }).toEqual(example.figures)
  })
})
