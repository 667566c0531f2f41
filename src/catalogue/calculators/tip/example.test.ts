import { calculateTip } from '@/lib/tip/tip.ts'
import { QUICK_TIP_PERCENTS } from '@/lib/tip/tip-options.ts'
import { value } from '@/test/outcome-value.ts'

import { example } from './example.ts'

// Every figure the "Como usar" steps, the sample link and the tests quote from this worked
// example, computed again by the library from the example's own inputs: a text can only state
// what the calculator gives.

describe('the worked example: the library gives every figure', () => {
  it('gorjeta: the total and an uneven split, with the quick buttons', () => {
    const r = value(calculateTip(example.query))
    const f = example.figures
    expect({ total: r.totalAmount, perPerson: r.perPerson }).toMatchObject({
      total: f.total,
      perPerson: f.perPerson,
    })
    expect(r.split).toEqual([
      { amount: f.share, people: f.shares },
      { amount: f.rest, people: example.query.pessoas - f.shares },
    ])
    expect(example.quick).toEqual(QUICK_TIP_PERCENTS)
  })
})
