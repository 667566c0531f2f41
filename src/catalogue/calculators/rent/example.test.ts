import { calculateRent } from '@/lib/rent/rent.ts'
import { value } from '@/test/outcome-value.ts'

import { example } from './example.ts'

// Every figure the "Como usar" steps, the sample link and the tests quote from this worked
// example, computed again by the library from the example's own inputs.

describe('the worked example: the library gives every figure', () => {
  it('reajuste de aluguel: July 2025 by the IGP-M (docs/legal/rent.md)', () => {
    const r = value(calculateRent(example.query))
    expect({
      adjusted: r.adjusted,
      percent: Number(r.percent.toFixed(2)),
      de: r.de,
      ate: r.ate,
    }).toEqual(example.figures)
  })
})
