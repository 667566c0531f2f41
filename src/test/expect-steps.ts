import { expect } from 'vitest'

import { type CalcStep, moneyFig, type StepExpression, type StepFigure } from '@/lib/core/steps.ts'
import { expressionFigures, stepHolds, stepsProblems } from '@/lib/core/step-check.ts'

/** The figures an expression is made of. */
export function leaves(expression: StepExpression | undefined): StepFigure[] {
  return expression === undefined ? [] : expressionFigures(expression)
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

/**
 * The check every money result's steps pass (docs/como-calculamos.md): they re-evaluate, chain
 * and end on `shown`, the figure the screen shows, and every one names its law or formula.
 */
export function expectMoneySteps(steps: readonly CalcStep[], shown: number): void {
  expect(stepsProblems(steps, moneyFig(shown as never))).toEqual([])
  for (const step of steps) expect(step.source, step.label).toBeTruthy()
}
