import { value } from '@/test/outcome-value.ts'
import { calculateRetirement, DEFAULT_INFLATION } from '@/lib/retirement/retirement.ts'

import { example } from './example.ts'

// Every figure the "Como usar" steps, the sample link and the tests quote from this worked
// example, computed again by the library from the example's own inputs: a text can only state
// what the calculator gives.

describe('the worked example: the library gives every figure', () => {
  it('aposentadoria: the savings, the deposit for the goal, the default inflation', () => {
    const r = value(calculateRetirement(example.query))
    expect({
      futureValue: r.futureValue,
      monthlyNeeded: r.monthlyNeeded,
      inflation: r.today.inflation,
    }).toEqual(example.figures)
    expect(r.today.inflation).toBe(DEFAULT_INFLATION)
  })
})
