import { unitWord } from '@/lib/core/step-units.ts'
import type { StepExpression, StepFigure } from '@/lib/core/steps.ts'
import { formatDate, formatMoney, formatNumber, formatShortMonth } from '@/utils/format.ts'

/**
 * pt-BR text of a step's figures and expressions. A figure is written with every decimal it
 * holds (up to ten: an equivalent monthly rate or an accumulated index carries that many so the
 * next step recomputes to the cent), so the figures on screen are the ones that give the step's
 * result.
 */

// A month, not the start of a date (`2024-08-29`) nor part of a longer number.
const MONTH_IN_TEXT = /(^|[^\d-])(\d{4}-(?:0[1-9]|1[0-2]))(?![\d-])/g

/** A step's text with each month `AAAA-MM` the library wrote as "dez/2024". */
export function stepText(text: string): string {
  return text.replace(
    MONTH_IN_TEXT,
    (_, before: string, month: string) => before + formatShortMonth(month),
  )
}

function places(value: number): number {
  // As decimalPlaces() in src/lib/core/step-check.ts, which this file does not import: the list
  // must not pull the decimal library into its chunk.
  const [mantissa = '', exponent = '0'] = String(value).toLowerCase().split('e')
  const dot = mantissa.indexOf('.')
  return Math.min(10, Math.max(0, (dot === -1 ? 0 : mantissa.length - dot - 1) - Number(exponent)))
}

/** At least `min` decimals, as the card writes the figure, and every further one it holds. */
function atLeast(value: number, min: number): string {
  return formatNumber(value, Math.max(min, places(value)), min)
}

export function formatFigure(figure: StepFigure): string {
  switch (figure.kind) {
    case 'money':
      return formatMoney(figure.value)
    case 'percent':
      // As the card writes a percentage (formatPercent: 25,00%), unless the figure says otherwise.
      return `${atLeast(figure.value, figure.places ?? 2)}%`
    case 'number': {
      const text = atLeast(figure.value, figure.places ?? 0)
      // Reais per unit read as a price: "R$ 5,899/L", like the pump.
      if (figure.unit === 'R$/L' || figure.unit === 'R$/km') {
        return `R$\u00a0${text}${figure.unit.slice(2)}`
      }
      // A no-break space: "120 meses" never wraps between the count and its unit.
      return figure.unit ? `${text}\u00a0${unitWord(figure.unit, figure.value)}` : text
    }
    case 'date':
      return formatDate(figure.value)
  }
}

function figureWithNote(figure: StepFigure): string {
  const text = formatFigure(figure)
  return figure.note ? `${stepText(figure.note)} ${text}` : text
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
    case 'money':
    case 'percent':
    case 'number':
    case 'date':
      return figureWithNote(expression)
  }
}
