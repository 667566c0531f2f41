import { value } from '@/test/outcome-value.ts'
import { calculateFinancing } from '@/lib/financing/financing.ts'

import { example } from './example.ts'

// Every figure the "Como usar" steps, the sample link and the tests quote from this worked
// example, computed again by the library from the example's own inputs: a text can only state
// what the calculator gives.

describe('the worked example: the library gives every figure', () => {
  it('financiamento: Price instalment and first SAC instalment', () => {
    const r = value(calculateFinancing(example.query))
    expect({ price: r.price.installmentValue, sacFirst: r.sac.firstInstallment }).toEqual(
      example.figures,
    )
  })
})
