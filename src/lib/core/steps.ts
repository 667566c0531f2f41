import { D, type Money } from './money.ts'
import type { IsoDate } from './calendar-date.ts'

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
 * `stepHolds` (step-check.ts) re-evaluates the expression from those leaves alone, in decimal,
 * and rounds it the way the step's result is shown: tests run it over every step, so a step can
 * never disagree with the figure on screen.
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
   * rule ("Alíquota da faixa: 27,5%") or a date: `stepHolds` (step-check.ts) then has nothing to
   * check.
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
