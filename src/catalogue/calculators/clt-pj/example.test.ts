import { calculateCltPj } from '@/lib/clt-pj/clt-pj.ts'
import { FATOR_R_PERCENT } from '@/lib/clt-pj/clt-pj-options.ts'
import { value } from '@/test/outcome-value.ts'

import { example } from './example.ts'
import { SAMPLE_TODAY } from '../../sample-link.ts'

// Every figure the "Como usar" steps, the sample link and the tests quote from this worked
// example, computed again by the library from the example's own inputs: a text can only state
// what the calculator gives.

const TODAY = SAMPLE_TODAY.slice(0, 10)
const YEAR = Number(TODAY.slice(0, 4))

describe('the worked example: the library gives every figure', () => {
  it('CLT × PJ', () => {
    const r = value(calculateCltPj(example.query, YEAR))
    expect({
      cltYearly: r.clt.package,
      pjMonthly: r.best.monthlyNet,
      difference: r.monthlyDifference,
      fatorR: FATOR_R_PERCENT,
    }).toEqual(example.figures)
  })
})
