import { calculateInssRetirement } from '@/lib/inss-retirement/inss-retirement.ts'
import { value } from '@/test/outcome-value.ts'

import { SAMPLE_TODAY } from '../../sample-link.ts'
import { example } from './example.ts'

// Every figure the "Como usar" steps, the sample link and the tests quote from this worked
// example, computed again by the library from the example's own inputs.

describe('the worked example: the library gives every figure', () => {
  it('aposentadoria pelo INSS', () => {
    const r = value(calculateInssRetirement(example.query, SAMPLE_TODAY.slice(0, 10)))
    const points = r.rules.find((x) => x.id === 'pontos')
    expect({
      earliest: r.earliest?.metOn,
      earliestValue: r.earliest?.benefit?.value,
      fator: r.earliest?.fator?.ok ? r.earliest.fator.fator.value : null,
      best: r.best?.metOn,
      bestValue: r.best?.benefit?.value,
      points: points?.metOn,
    }).toEqual(example.figures)
  })
})
