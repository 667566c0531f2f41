import { calculateCorrection } from '@/lib/correction/correction.ts'
import { value } from '@/test/outcome-value.ts'

import { example } from './example.ts'

// Every figure the "Como usar" steps, the sample link and the tests quote from this worked
// example, computed again by the library from the example's own inputs.

describe('the worked example: the library gives every figure', () => {
  it('correção monetária: R$ 1.000,00 by the IPCA of 2024 (docs/legal/official-series.md)', () => {
    const r = value(calculateCorrection({ ...example.query, percentual: null }))
    expect({
      corrected: r.corrected,
      percent: Number(r.percent.toFixed(2)),
      factor: Number(r.factor.toFixed(6)),
    }).toEqual(example.figures)
  })
})
