import { calculateCountdown } from '@/lib/countdown/countdown.ts'
import { formatWeekday } from '@/utils/format.ts'
import { value } from '@/test/outcome-value.ts'

import { example } from './example.ts'
import { SAMPLE_TODAY } from '../../sample-link.ts'

// Every figure the "Como usar" steps, the sample link and the tests quote from this worked
// example, computed again by the library from the example's own inputs: a text can only state
// what the calculator gives.

describe('the worked example: the library gives every figure', () => {
  it('contador regressivo: the event on its weekday, in Brasília time', () => {
    const r = value(calculateCountdown({ ...example.query, now: Date.parse(SAMPLE_TODAY) }))
    expect([r.data, r.hora]).toEqual([example.query.data, example.query.hora])
    expect(formatWeekday(r.data)).toBe(example.figures.weekday)
  })
})
