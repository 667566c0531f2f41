import { convertUnits } from '@/lib/converter/converter.ts'
import { value } from '@/test/outcome-value.ts'

import { example } from './example.ts'

// Every figure the "Como usar" steps, the sample link and the tests quote from this worked
// example, computed again by the library from the example's own inputs: a text can only state
// what the calculator gives.

describe('the worked example: the library gives every figure', () => {
  it('conversor de unidades', () => {
    expect(value(convertUnits(example.query)).result).toBe(example.figures.result)
    const { result, ...mile } = example.mile
    expect(value(convertUnits(mile)).result).toBe(result)
  })
})
