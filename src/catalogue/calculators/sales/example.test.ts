import { value } from '@/test/outcome-value.ts'
import { calculateSales } from '@/lib/sales/sales.ts'

import { example } from './example.ts'

// Every figure the "Como usar" steps, the sample link and the tests quote from this worked
// example, computed again by the library from the example's own inputs: a text can only state
// what the calculator gives.

describe('the worked example: the library gives every figure', () => {
  it('meta de vendas', () => {
    const r = value(calculateSales(example.query))
    expect({ monthly: r.salesNeeded, weekly: r.weeklySales, daily: r.dailySales }).toEqual(
      example.figures,
    )
  })
})
