import { calculateAge } from '@/lib/age/age.ts'
import { value } from '@/test/outcome-value.ts'

import { example } from './example.ts'
import { SAMPLE_TODAY } from '../../sample-link.ts'

// Every figure the "Como usar" steps, the sample link and the tests quote from this worked
// example, computed again by the library from the example's own inputs: a text can only state
// what the calculator gives.

const TODAY = SAMPLE_TODAY.slice(0, 10)

describe('the worked example: the library gives every figure', () => {
  it('idade', () => {
    const r = value(calculateAge({ ...example.query, today: TODAY }))
    expect({ years: r.years, months: r.months, days: r.days }).toEqual(example.figures)
  })
})
