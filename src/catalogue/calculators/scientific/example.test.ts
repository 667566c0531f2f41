import { evaluateExpression } from '@/lib/scientific/scientific.ts'

import { example } from './example.ts'

// Every figure the "Como usar" steps, the sample link and the tests quote from this worked
// example, computed again by the library from the example's own inputs: a text can only state
// what the calculator gives.

describe('the worked example: the library gives every figure', () => {
  it('calculadora científica: the sample, a sine in degrees, a square of a result', () => {
    expect(evaluateExpression(example.keys.slice(0, -1).join(''))).toEqual({
      ok: true,
      value: example.figures.result,
    })
    const { sine, square } = example
    expect(evaluateExpression(`sen ${sine.degrees}`, 'DEG')).toEqual({
      ok: true,
      value: sine.value,
    })
    expect(evaluateExpression(`${square.value}^2`)).toEqual({ ok: true, value: square.result })
  })
})
