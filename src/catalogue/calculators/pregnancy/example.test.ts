import { calculatePregnancy } from '@/lib/pregnancy/pregnancy.ts'
import { value } from '@/test/outcome-value.ts'

import { example } from './example.ts'
import { SAMPLE_TODAY } from '../../sample-link.ts'

// Every figure the "Como usar" steps, the sample link and the tests quote from this worked
// example, computed again by the library from the example's own inputs: a text can only state
// what the calculator gives.

const TODAY = SAMPLE_TODAY.slice(0, 10)

describe('the worked example: the library gives every figure', () => {
  it('gravidez', () => {
    const r = value(calculatePregnancy({ ...example.query, today: TODAY }))
    expect(r.dueDate).toBe(example.figures.dueDate)
  })
})
