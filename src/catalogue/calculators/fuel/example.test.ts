import { calculateFuelConsumption, ETHANOL_PRICE_RULE_PERCENT } from '@/lib/fuel/fuel.ts'
import { ETHANOL_YIELD } from '@/lib/fuel/fuel-options.ts'
import { value } from '@/test/outcome-value.ts'

import { example } from './example.ts'

// Every figure the "Como usar" steps, the sample link and the tests quote from this worked
// example, computed again by the library from the example's own inputs: a text can only state
// what the calculator gives.

describe('the worked example: the library gives every figure', () => {
  it('consumo de combustível', () => {
    const r = value(calculateFuelConsumption(example.query))
    expect({
      kmPerLiter: r.kmPerLiter,
      ethanolYield: ETHANOL_YIELD * 100,
      priceRule: ETHANOL_PRICE_RULE_PERCENT,
    }).toEqual(example.figures)
  })
})
