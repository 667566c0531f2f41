import { unitWord } from './step-units.ts'
import type { CalcStep, StepExpression } from './steps.ts'

const outlinePrecedence = { '+': 1, '−': 1, '×': 2, '÷': 2 } as const

function outlineExpression(expression: StepExpression, parent = 0): string {
  switch (expression.kind) {
    case 'op': {
      const own = outlinePrecedence[expression.op]
      const text = expression.terms
        .map((term, index) => outlineExpression(term, index === 0 ? own : own + 0.5))
        .join(` ${expression.op} `)
      return own < parent ? `(${text})` : text
    }
    case 'fn':
      return `${expression.fn}(${expression.args.map((arg) => outlineExpression(arg)).join('; ')})`
    case 'pow':
      return `${outlineExpression(expression.base, 3)}^${outlineExpression(expression.exponent, 3)}`
    case 'money':
      return expression.value.toFixed(2)
    case 'percent':
      return `${expression.value}%`
    case 'number':
      return expression.unit
        ? `${expression.value} ${unitWord(expression.unit, expression.value)}`
        : String(expression.value)
    case 'date':
      return expression.value
  }
}

/**
 * The steps as plain lines, `label: expression = result`, with the figures as the library
 * holds them (money to the cent, no locale): what tests pin a worked example against. The
 * screen's pt-BR text is src/components/steps/format-step.ts.
 */
export function stepsOutline(steps: readonly CalcStep[]): string[] {
  return steps.map(
    (step) =>
      `${step.label}: ${step.expression ? `${outlineExpression(step.expression)} = ` : ''}${outlineExpression(step.result)}`,
  )
}
