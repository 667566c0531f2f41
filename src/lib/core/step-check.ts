import { D, type Dec } from './money.ts'
import type { CalcStep, StepExpression, StepFigure } from './steps.ts'

/**
 * Checking a result's steps (src/lib/core/steps.ts): the expression re-evaluated from its leaves
 * alone, in decimal, rounded the way the step's result is shown. Tests run it over every step, so
 * a step can never disagree with the figure on screen.
 */

/**
 * The exact value of an expression from its leaves, or null where it has none (a date, a
 * division by zero, a fractional power of a negative base).
 */
export function evaluateExpression(expression: StepExpression): Dec | null {
  switch (expression.kind) {
    case 'money':
      return new D(expression.value)
    case 'percent':
      return new D(expression.value).div(100)
    case 'number':
      return new D(expression.value)
    case 'date':
      return null
    case 'op': {
      const values = expression.terms.map(evaluateExpression)
      const [first, ...rest] = values
      if (!first || rest.some((v) => v === null)) return null
      let total = first
      for (const value of rest as Dec[]) {
        if (expression.op === '÷' && value.isZero()) return null
        total =
          expression.op === '+'
            ? total.plus(value)
            : expression.op === '−'
              ? total.minus(value)
              : expression.op === '×'
                ? total.times(value)
                : total.div(value)
      }
      return total
    }
    case 'fn': {
      const values = expression.args.map(evaluateExpression)
      if (values.length === 0 || values.some((v) => v === null)) return null
      return (values as Dec[]).reduce((a, b) =>
        expression.fn === 'min' ? (a.lt(b) ? a : b) : a.gt(b) ? a : b,
      )
    }
    case 'pow': {
      const base = evaluateExpression(expression.base)
      const exponent = evaluateExpression(expression.exponent)
      if (base === null || exponent === null) return null
      if (base.isNegative() && !exponent.isInteger()) return null
      return base.pow(exponent)
    }
  }
}

/**
 * Decimal places a number holds, read from its shortest text; exponent notation counts too
 * (`8.3e-7` holds 8 places, `1e+21` none).
 */
export function decimalPlaces(value: number): number {
  const [mantissa = '', exponent = '0'] = String(value).toLowerCase().split('e')
  const dot = mantissa.indexOf('.')
  const places = (dot === -1 ? 0 : mantissa.length - dot - 1) - Number(exponent)
  return Math.max(0, places)
}

/** Decimal places a figure is shown with: cents for money, the digits it holds otherwise. */
function shownPlaces(figure: StepFigure): number {
  if (figure.kind === 'money') return 2
  return figure.kind === 'date' ? 0 : decimalPlaces(figure.value)
}

/**
 * Whether a step's expression, evaluated from its figures, gives its result as shown (money to
 * the cent half-up, or up when the step says so, other figures to the places they hold). A step
 * without an expression holds trivially; one whose expression cannot be evaluated does not.
 */
export function stepHolds(step: CalcStep): boolean {
  if (step.expression === undefined) return true
  const value = evaluateExpression(step.expression)
  if (value === null || step.result.kind === 'date') return false
  const places = shownPlaces(step.result)
  // Evaluated in the order the formula computes, so a quotient rounds as the formula's did.
  const scaled = step.result.kind === 'percent' ? value.times(100) : value
  const mode = step.rounding === 'up' ? D.ROUND_UP : D.ROUND_HALF_UP
  return scaled.toDecimalPlaces(places, mode).eq(new D(step.result.value).toDecimalPlaces(places))
}

/** Every figure of an expression, left to right. */
export function expressionFigures(expression: StepExpression): StepFigure[] {
  switch (expression.kind) {
    case 'op':
      return expression.terms.flatMap(expressionFigures)
    case 'fn':
      return expression.args.flatMap(expressionFigures)
    case 'pow':
      return [...expressionFigures(expression.base), ...expressionFigures(expression.exponent)]
    case 'money':
    case 'percent':
    case 'number':
    case 'date':
      return [expression]
  }
}

/**
 * What keeps a list of steps from explaining `shown` (empty when nothing does): a step that does
 * not hold, a figure taken `from` a step that is not an earlier one or whose result differs, a
 * label used twice (figures find their step by it), or a last step whose result is not `shown`.
 */
export function stepsProblems(steps: readonly CalcStep[], shown: StepFigure): string[] {
  const problems: string[] = []
  const earlier = new Map<string, StepFigure>()
  for (const step of steps) {
    if (!stepHolds(step)) problems.push(`${step.label}: does not hold`)
    for (const figure of step.expression ? expressionFigures(step.expression) : []) {
      if (figure.from === undefined) continue
      const source = earlier.get(figure.from)
      if (!source) problems.push(`${step.label}: no earlier step "${figure.from}"`)
      else if (source.kind !== figure.kind || source.value !== figure.value) {
        problems.push(`${step.label}: "${figure.from}" is ${source.value}, not ${figure.value}`)
      }
    }
    if (earlier.has(step.label)) problems.push(`${step.label}: label used twice`)
    earlier.set(step.label, step.result)
  }
  const last = steps.at(-1)
  if (!last) problems.push('no steps')
  else if (last.result.kind !== shown.kind || last.result.value !== shown.value) {
    problems.push(`last step ${last.label} is ${last.result.value}, not ${shown.value}`)
  }
  return problems
}
