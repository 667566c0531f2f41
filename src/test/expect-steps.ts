import { expect } from 'vitest'

import { type CalcStep, type StepExpression, type StepFigure, stepHolds } from '@/lib/core/steps.ts'

/** The figures an expression is made of. */
export function leaves(expression: StepExpression | undefined): StepFigure[] {
  if (expression === undefined) return []
  switch (expression.kind) {
    case 'op':
      return expression.terms.flatMap(leaves)
    case 'fn':
      return expression.args.flatMap(leaves)
    case 'pow':
      return [...leaves(expression.base), ...leaves(expression.exponent)]
    default:
      return [expression]
  }
}

export type StepsCheck = {
  /**
   * Figures a step may take that no earlier step found: the typed inputs, and the constants and
   * counts of the formula (1, 12, n, n − 1, −n). Every other figure must be an earlier result.
   */
  givens: readonly number[]
  /** The figures on the card; each must be the result of a step. */
  shown: readonly number[]
  /** The figure the list ends with. */
  last: number
}

/**
 * Rechecks a result from its steps alone, as a person with a calculator would: each step's
 * expression gives its result (stepHolds), each figure is an input, a constant or the result of
 * an earlier step (the steps chain), the figures on the card are results of steps, and the list
 * ends with `last`.
 */
export function expectStepsExplain(steps: readonly CalcStep[], check: StepsCheck): void {
  const known = new Set<number>([1, 12, ...check.givens])
  steps.forEach((step) => {
    expect(stepHolds(step), `"${step.label}" holds`).toBe(true)
    for (const figure of leaves(step.expression)) {
      const value = figure.value as number
      expect(known.has(value), `"${step.label}": ${value} is an input or an earlier result`).toBe(
        true,
      )
    }
    known.add(step.result.value as number)
  })
  const results = new Set(steps.map((step) => step.result.value))
  for (const figure of check.shown) {
    expect(results.has(figure), `${figure} on the card is the result of a step`).toBe(true)
  }
  expect(steps.at(-1)?.result.value).toBe(check.last)
}
