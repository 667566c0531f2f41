import { calculatePercentage } from '@/lib/percentage/percentage.ts'
import { value } from '@/test/outcome-value.ts'

import { example } from './example.ts'

// Every figure the "Como usar" steps, the sample link and the tests quote from this worked
// example, computed again by the library from the example's own inputs: a text can only state
// what the calculator gives.

describe('the worked example: the library gives every figure', () => {
  it('porcentagem: % de um valor, aumento, variação', () => {
    expect(value(calculatePercentage(example.query))).toMatchObject(example.figures)
    const { result, ...increase } = example.increase
    expect(value(calculatePercentage(increase))).toMatchObject({ result })
    const { percent, ...change } = example.change
    expect(value(calculatePercentage(change))).toMatchObject({ percent })
  })
})
