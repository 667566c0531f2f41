import { calculateSalaryNet } from '@/lib/salary/salary.ts'
import { value } from '@/test/outcome-value.ts'

import { example } from './example.ts'
import { SAMPLE_TODAY } from '../../sample-link.ts'

// Every figure the "Como usar" steps, the sample link and the tests quote from this worked
// example, computed again by the library from the example's own inputs: a text can only state
// what the calculator gives.

const TODAY = SAMPLE_TODAY.slice(0, 10)
const YEAR = Number(TODAY.slice(0, 4))

describe('the worked example: the library gives every figure', () => {
  it('salário líquido, with what the Lei 15.270/2025 reduction spares', () => {
    const r = value(calculateSalaryNet(example.query, YEAR))
    expect({
      inss: r.inss,
      irrf: r.irrf,
      saving: r.previousRules?.saving,
      net: r.net,
    }).toEqual(example.figures)
  })
})
