import { calculateDateDifference } from '@/lib/date/date.ts'
import { value } from '@/test/outcome-value.ts'

import { example } from './example.ts'

// Every figure the "Como usar" steps, the sample link and the tests quote from this worked
// example, computed again by the library from the example's own inputs: a text can only state
// what the calculator gives.

describe('the worked example: the library gives every figure', () => {
  it('diferença entre datas', () => {
    const r = value(calculateDateDifference(example.query))
    expect(r.totalDays).toBe(example.figures.totalDays)
  })
})
