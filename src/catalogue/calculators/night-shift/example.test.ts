import { calculateNightShift } from '@/lib/night-shift/night-shift.ts'
import { value } from '@/test/outcome-value.ts'

import { example } from './example.ts'
import { SAMPLE_TODAY } from '../../sample-link.ts'

// Every figure the "Como usar" steps, the sample link and the tests quote from this worked
// example, computed again by the library from the example's own inputs.

const today = SAMPLE_TODAY.slice(0, 10)

describe('the worked example: the library gives every figure', () => {
  it('adicional noturno', () => {
    const r = value(calculateNightShift({ ...example.query, today }))
    expect({
      hours: r.reducedHoursPerMonth,
      perMonth: r.perMonth,
      dsr: r.dsr.value,
      total: r.total,
    }).toEqual(example.figures)
  })

  it('the nights to 06:00', () => {
    const r = value(calculateNightShift({ ...example.query, saida: example.extended.saida, today }))
    expect(r.perMonth).toBe(example.extended.perMonth)
  })
})
