import { calculateAverages, calculateRuleOfThree } from '@/lib/education/education.ts'
import { value } from '@/test/outcome-value.ts'

import { example } from './example.ts'

// Every figure the "Como usar" steps, the sample link and the tests quote from this worked
// example, computed again by the library from the example's own inputs: a text can only state
// what the calculator gives.

describe('the worked example: the library gives every figure', () => {
  it('regra de três and média ponderada', () => {
    expect(value(calculateRuleOfThree(example.query)).x).toBe(example.figures.x)
    const { x: rule, ...abc } = example.ruleOfThree
    expect(value(calculateRuleOfThree(abc)).x).toBe(rule)
    const { weighted, ...grades } = example.averages
    expect(value(calculateAverages(grades)).weighted).toBe(weighted)
  })
})
