import { D, type Dec, type Money } from './money.ts'
import type { IsoDate } from './calendar-date.ts'
import { unitWord } from './step-units.ts'

/**
 * "Como calculamos": the steps of a result, as data.
 *
 * Each formula that returns money (or a tax) returns, with its result, the list of steps it took:
 * a label, the expression with the figures it actually used, the step's result and the law or
 * formula behind it. The library never formats them; the screen shows them under a collapsed
 * "Como calculamos" (docs/como-calculamos.md).
 *
 * The steps are the computation, not a retelling. The leaves of an expression are the exact
 * figures the formula used (a typed salary, a slice limit of the INSS table, a rate), and
 * {@link stepHolds} re-evaluates the expression from those leaves alone, in decimal, and rounds it
 * the way the step's result is shown: tests run it over every step, so a step can never disagree
 * with the figure on screen.
 *
 * A month in a step's text (a label, a note, a figure's note) is written `AAAA-MM`, as the library
 * holds it; the screen writes it for people ("dez/2024", src/components/steps/format-step.ts).
 */

/** What a figure measures, for the screen to format it ("meses", "dias", "horas"…). */
export type StepUnit =
  | 'meses'
  | 'dias'
  | 'horas'
  | 'anos'
  | 'dependentes'
  | 'parcelas'
  | 'vezes'
  | 'avos'
  | 'pessoas'
  | 'km'
  | 'L'
  | 'km/L'
  /** Reais per litre or per km: a pump price or a cost per km, more precise than the cent. */
  | 'R$/L'
  | 'R$/km'

/**
 * One figure of a step. `places`, on a percentage or a number, is the decimals its card writes it
 * with (a percentage 2 unless it says otherwise, a cost per km 3): the screen writes at least
 * those, and every further decimal the figure holds. `note` names it in place ("teto do INSS",
 * "desconto simplificado"); `from` is the label of the earlier step whose result it is (made by
 * {@link fromStep}), so a test can check that the steps chain: each such figure equals that
 * step's result.
 */
export type StepFigure = (
  | { kind: 'money'; value: Money; note?: string }
  /** Percentage points: 7.5 is 7,5%. In arithmetic it counts as 0.075. */
  | { kind: 'percent'; value: number; note?: string; places?: number }
  | { kind: 'number'; value: number; unit?: StepUnit; note?: string; places?: number }
  /** A date is a result or a reference, never an operand. */
  | { kind: 'date'; value: IsoDate; note?: string }
) & { from?: string }

export type StepOperator = '+' | '−' | '×' | '÷'

export type StepExpression =
  | StepFigure
  /** The terms joined by one operator, left to right: a − b − c, a × b. */
  | { kind: 'op'; op: StepOperator; terms: readonly StepExpression[] }
  /** The smaller or larger of its arguments (a cap, a floor, the better deduction). */
  | { kind: 'fn'; fn: 'min' | 'max'; args: readonly StepExpression[] }
  /** base ^ exponent, for compound growth ((1 + i)^n). */
  | { kind: 'pow'; base: StepExpression; exponent: StepExpression }

export type CalcStep = {
  /** What the step finds, in pt-BR: "INSS", "Base do IRRF", "Parcela (Tabela Price)". */
  label: string
  /**
   * How it is found from figures. Absent for a step that states a figure read from a table or a
   * rule ("Alíquota da faixa: 27,5%") or a date: {@link stepHolds} then has nothing to check.
   */
  expression?: StepExpression
  result: StepFigure
  /** The law or the formula's name: "Lei 9.250/1995, art. 4º", "Tabela Price". */
  source?: string
  /** One line more, when a rule needs saying ("IRRF até R$ 10,00 não é retido"). */
  note?: string
  /**
   * How the expression's value becomes the result: half-up (the default, as {@link money}) or up,
   * away from zero (a deposit that must reach a goal, not fall a cent short). Say why in `note`.
   */
  rounding?: 'half-up' | 'up'
}

// --- Builders: short to write in a formula module, and the only way the library makes figures.

export const moneyFig = (value: Money, note?: string): StepFigure =>
  note === undefined ? { kind: 'money', value } : { kind: 'money', value, note }
/** `places`: the decimals the card writes this percentage with, when not 2 (see StepFigure). */
export const percentFig = (value: number, note?: string, places?: number): StepFigure => ({
  kind: 'percent',
  value,
  ...(note === undefined ? {} : { note }),
  ...(places === undefined ? {} : { places }),
})
/** A rate held as a fraction (0,075), shown as its percentage (7,5%) without binary error. */
export const fractionFig = (fraction: number): StepFigure =>
  percentFig(new D(fraction).times(100).toNumber())
export const numberFig = (
  value: number,
  unit?: StepUnit,
  note?: string,
  places?: number,
): StepFigure => ({
  kind: 'number',
  value,
  ...(unit === undefined ? {} : { unit }),
  ...(note === undefined ? {} : { note }),
  ...(places === undefined ? {} : { places }),
})
export const dateFig = (value: IsoDate, note?: string): StepFigure =>
  note === undefined ? { kind: 'date', value } : { kind: 'date', value, note }

/**
 * An earlier step's result, as a figure of a later step, named in place by `note` or else by the
 * step's label in lower case ("Férias vencidas" → "férias vencidas"; "INSS" stays).
 */
export const fromStep = (step: CalcStep, note: string = inText(step.label)): StepFigure => ({
  ...step.result,
  note,
  from: step.label,
})

const inText = (label: string): string =>
  /^\p{Lu}\p{Ll}/u.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label

export const add = (...terms: StepExpression[]): StepExpression => ({ kind: 'op', op: '+', terms })
export const sub = (...terms: StepExpression[]): StepExpression => ({ kind: 'op', op: '−', terms })
export const mul = (...terms: StepExpression[]): StepExpression => ({ kind: 'op', op: '×', terms })
export const div = (...terms: StepExpression[]): StepExpression => ({ kind: 'op', op: '÷', terms })
export const min = (...args: StepExpression[]): StepExpression => ({ kind: 'fn', fn: 'min', args })
export const max = (...args: StepExpression[]): StepExpression => ({ kind: 'fn', fn: 'max', args })
export const pow = (base: StepExpression, exponent: StepExpression): StepExpression => ({
  kind: 'pow',
  base,
  exponent,
})

// --- Checking ---------------------------------------------------------------------------------

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
