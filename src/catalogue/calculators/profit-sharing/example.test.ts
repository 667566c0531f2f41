import { calculateProfitSharing } from '@/lib/profit-sharing/profit-sharing.ts'
import { value } from '@/test/outcome-value.ts'

import { example } from './example.ts'
import { SAMPLE_TODAY } from '../../sample-link.ts'

// Every figure the "Como usar" steps, the sample link and the tests quote from this worked
// example, computed again by the library from the example's own inputs.

const today = SAMPLE_TODAY.slice(0, 10)

describe('the worked example: the library gives every figure', () => {
  it('one payment', () => {
    const r = value(calculateProfitSharing({ ...example.query, today }))
    expect({ tax: r.tax, net: r.net }).toEqual(example.figures)
  })

  it('a second payment in the same year', () => {
    const s = example.second
    const r = value(
      calculateProfitSharing({ plr: s.plr, plrAnterior: s.plrAnterior, data: s.data, today }),
    )
    expect({ tax: r.tax, net: r.net }).toEqual({ tax: s.tax, net: s.net })
  })
})
