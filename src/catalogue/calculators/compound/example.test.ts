import { value } from '@/test/outcome-value.ts'
import { calculateCompound } from '@/lib/compound/compound.ts'
import { solveCompoundGoal } from '@/lib/compound/compound-goal.ts'

import { example } from './example.ts'

// Every figure the "Como usar" steps, the sample link and the tests quote from this worked
// example, computed again by the library from the example's own inputs: a text can only state
// what the calculator gives.

describe('the worked example: the library gives every figure', () => {
  it('juros compostos, and the monthly deposit that reaches a goal (npf.pmt)', () => {
    expect(value(calculateCompound(example.query)).finalValue).toBe(example.figures.finalValue)
    const { deposit, ...goal } = example.goal
    expect(value(solveCompoundGoal(goal))).toMatchObject({ solved: 'aporte', deposit })
  })
})
