import { calculateVacation } from '@/lib/vacation/vacation.ts'
import { value } from '@/test/outcome-value.ts'

import { example } from './example.ts'
import { SAMPLE_TODAY } from '../../sample-link.ts'

// Every figure the "Como usar" steps, the sample link and the tests quote from this worked
// example, computed again by the library from the example's own inputs: a text can only state
// what the calculator gives.

const TODAY = SAMPLE_TODAY.slice(0, 10)
const YEAR = Number(TODAY.slice(0, 4))

describe('the worked example: the library gives every figure', () => {
  it('férias', () => {
    const r = value(calculateVacation(example.query, YEAR))
    expect({
      days: r.enjoyDays,
      vacationPay: r.vacation,
      bonus: r.third,
      inss: r.inss,
      irrf: r.irrf.withheld,
      net: r.net,
    }).toEqual(example.figures)
  })
})
