import { value } from '@/test/outcome-value.ts'
import { calculateInflation, inflationByIndex } from '@/lib/inflation/inflation.ts'

import { example } from './example.ts'

// Every figure the "Como usar" steps, the sample link and the tests quote from this worked
// example, computed again by the library from the example's own inputs: a text can only state
// what the calculator gives.

describe('the worked example: the library gives every figure', () => {
  it('inflação: the future price and what the money buys', () => {
    const r = value(calculateInflation(example.query))
    expect({ futureValue: r.futureValue, purchasingPower: r.purchasingPower }).toEqual(
      example.figures,
    )
  })

  it('inflação by the IPCA of 2024: IBGE published 4,83%', () => {
    const r = value(inflationByIndex(example.byIndex.query))
    expect({ correctedValue: r.correctedValue, totalInflation: r.totalInflation }).toEqual(
      example.byIndex.figures,
    )
  })
})
