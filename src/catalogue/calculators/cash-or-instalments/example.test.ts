import { calculateCashOrInstalments } from '@/lib/cash-or-instalments/cash-or-instalments.ts'
import { value } from '@/test/outcome-value.ts'

import { example } from './example.ts'

// Every figure the "Como usar" steps, the sample link and the tests quote from this worked
// example, computed again by the library from the example's own inputs: a text can only state
// what the calculator gives.

describe('the worked example: the library gives every figure', () => {
  it('à vista ou parcelado', () => {
    const { query: q } = example
    const r = value(calculateCashOrInstalments({ ...q, desconto: null, entrada: 'nao' }))
    expect({
      monthlyRate: Math.round(r.monthlyRate * 100) / 100,
      yearlyRate: Math.round(r.yearlyRate * 100) / 100,
      presentValue: r.presentValue,
      saving: r.saving,
    }).toEqual(example.figures)
  })
})
