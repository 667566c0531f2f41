import type { StepExpression, StepFigure } from '@/lib/core/steps.ts'
import { formatDate, formatMoney, formatNumber } from '@/utils/format.ts'

/**
 * pt-BR text of a step's figures and expressions. A figure is written with every decimal it
 * holds (up to six), so the figures on screen are the ones that give the step's result.
 */

function places(value: number): number {
  const text = String(value)
  const dot = text.indexOf('.')
  return dot === -1 || /e/i.test(text) ? 0 : Math.min(6, text.length - dot - 1)
}

export function formatFigure(figure: StepFigure): string {
  switch (figure.kind) {
    case 'money':
      return formatMoney(figure.value)
    case 'percent':
      return `${formatNumber(figure.value, Math.max(2, places(figure.value)))}%`
    case 'number': {
      const text = formatNumber(figure.value, places(figure.value))
      return figure.unit ? `${text} ${figure.unit}` : text
    }
    case 'date':
      return formatDate(figure.value)
  }
}

function figureWithNote(figure: StepFigure): string {
  const text = formatFigure(figure)
  return figure.note ? `${figure.note} ${text}` : text
}

const precedence = { '+': 1, '−': 1, '×': 2, '÷': 2 } as const

/** The expression as one line: `(R$ 2.902,84 − R$ 1.621,00) × 9,00%`. */
export function formatExpression(expression: StepExpression, parent = 0): string {
  switch (expression.kind) {
    case 'op': {
      const own = precedence[expression.op]
      const text = expression.terms
        .map((term, index) => formatExpression(term, index === 0 ? own : own + 0.5))
        .join(` ${expression.op} `)
      return own < parent ? `(${text})` : text
    }
    case 'fn':
      return `${expression.fn === 'min' ? 'menor entre' : 'maior entre'} (${expression.args
        .map((arg) => formatExpression(arg))
        .join('; ')})`
    case 'pow':
      return `${formatExpression(expression.base, 3)}^${formatExpression(expression.exponent, 3)}`
    default:
      return figureWithNote(expression)
  }
}
