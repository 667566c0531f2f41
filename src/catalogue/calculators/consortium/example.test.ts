import { value } from '@/test/outcome-value.ts'
import { calculateConsortium } from '@/lib/consortium/consortium.ts'

import { example } from './example.ts'

// Every figure the "Como usar" steps, the sample link and the tests quote from this worked
// example, computed again by the library from the example's own inputs: a text can only state
// what the calculator gives.

describe('the worked example: the library gives every figure', () => {
  it('consórcio', () => {
    const r = value(calculateConsortium(example.query))
    expect({ installment: r.monthlyInstallment, totalPaid: r.totalPaid }).toEqual(example.figures)
  })
})
