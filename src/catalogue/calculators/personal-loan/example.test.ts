import { value } from '@/test/outcome-value.ts'
import { calculatePersonalLoan } from '@/lib/personal-loan/personal-loan.ts'

import { example } from './example.ts'

// Every figure the "Como usar" steps, the sample link and the tests quote from this worked
// example, computed again by the library from the example's own inputs: a text can only state
// what the calculator gives.

describe('the worked example: the library gives every figure', () => {
  it('empréstimo pessoal: months, instalment and the equivalent monthly rate', () => {
    const r = value(calculatePersonalLoan(example.query))
    expect({
      months: r.totalMonths,
      payment: r.monthlyPayment,
      monthlyRate: r.monthlyRate,
    }).toEqual(example.figures)
  })
})
