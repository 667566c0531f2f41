/**
 * Expression evaluator of the scientific calculator, without `eval`: a tokenizer and a
 * recursive-descent parser that computes as it parses.
 *
 * Grammar, loosest binding first:
 * ```
 * expr    = term (("+" | "−") term)*
 * term    = unary (("×" | "÷") unary | implicit unary)*
 * unary   = ("−" | "+") unary | power
 * power   = postfix ("^" unary)?                  right-associative: 2^3^2 = 2^9 = 512
 * postfix = primary ("!" | "²")*
 * primary = number | π | e | "(" expr ")" | function "(" expr ")" | function unary | "√" unary
 * ```
 * - Unary minus binds looser than "^", as in mathematics and most calculators: −2^2 = −(2²) = −4;
 *   2^−1 = 0,5.
 * - Implicit multiplication before "(", a constant or a function, and before a number after ")",
 *   a constant or "!": 2π, 2(3), (1+2)(3), 2sin(30). Two numbers in a row ("2 3") are an error.
 * - A function with parentheses applies to them, and "^" and "!" then apply to its result:
 *   sin(30)^2 = (sin 30)². Without parentheses it takes the following power: √9 = 3, sin 30^2 =
 *   sin(900).
 * - Missing ")" at the end are closed automatically ("(1+2" = 3), like phone calculators; an
 *   extra ")" is an error.
 * - Numbers: "." or "," as the decimal point ("1..2" is an error); an exponent only with capital
 *   E ("1.5E21"), since lowercase e is Euler's number (2e = 2 × e).
 * - Accepted symbols: + - − * × · / ÷ ^ ! ² ( ) π √; names sin sen cos tan asin asen acos atan
 *   (and arcsin arcsen arccos arctan), log (base 10), ln, sqrt, pi, e. The keypad's x² and 1/x
 *   insert "^2" and "1/(…)".
 * - n! only for whole n from 0 to 170 (171! overflows a browser number), else `invalid-input`
 *   (docs/decisions.md §3; the seed used floor(|n|)).
 *
 * Arithmetic (+ − × ÷, whole powers, √, !) is decimal with 40 digits, so 0,1 + 0,2 = 0,3 and
 * 0,1 × 3 − 0,3 = 0 exactly. Transcendental functions use the platform's `Math`; a result whose
 * 15-significant-digit rounding has at most 12 significant digits is taken as that short decimal,
 * which removes the binary noise of values like Math.sin(30°) = 0,49999999999999994 and keeps full
 * double precision for the rest (rounding every value to 15 digits would make sin 45° × sin 45°
 * 0,500000000000001). The final result is rounded to 15 significant digits.
 *
 * Angles: RAD (default) or DEG. In DEG the angle is reduced modulo 360 in decimal and multiples
 * of 30° and 45° where sin, cos or tan is 0, ±½ or ±1 are taken from a table, so sin 30 = 0,5,
 * cos 90 = 0 and tan 45 = 1 exactly; tan 90 and tan 270 are `invalid-input`. In RAD, an angle
 * within 1e−12 (in units of π/2) of a non-zero multiple of π/2 is snapped to it, so sin π = 0
 * and cos(π/2) = 0 instead of 1,2e−16, and tan(π/2) is `invalid-input`. Inverse functions return
 * degrees in DEG.
 *
 * Errors: `division-by-zero` for x ÷ 0 (and 1/x of 0, 0^−n); `invalid-input` for syntax errors,
 * domain errors (√−1, log 0, ln −1, asin 2, (−8)^0,5), factorials outside 0–170 and any result or
 * intermediate value beyond ±1,8e308 (what a browser number can hold). The seed showed 0 for
 * these (docs/decisions.md §3). The evaluator never throws and never returns NaN or Infinity.
 */
import { type Dec } from '../core/money.ts'
import {
  type AngleMode,
  applyFunction,
  factorial,
  raise,
  RESULT_DIGITS,
} from './scientific-math.ts'
import {
  CalcError,
  finite,
  invalid,
  type ScientificError,
  type Token,
  tokenize,
} from './scientific-tokens.ts'

export type { AngleMode } from './scientific-math.ts'
export type { ScientificError } from './scientific-tokens.ts'
export type ScientificOutcome = { ok: true; value: number } | { ok: false; error: ScientificError }

/** Longer input is refused rather than parsed (a keypad never gets near it). */
export const MAX_EXPRESSION_LENGTH = 1000
/** Deepest nesting of parentheses and unary operators accepted. */
export const MAX_DEPTH = 100

// ——— parser ———

class Parser {
  private pos = 0
  private depth = 0
  private readonly tokens: Token[]
  private readonly mode: AngleMode

  constructor(tokens: Token[], mode: AngleMode) {
    this.tokens = tokens
    this.mode = mode
  }

  parse(): Dec {
    const value = this.expr()
    if (this.pos < this.tokens.length) invalid()
    return value
  }

  private peek(): Token | undefined {
    return this.tokens[this.pos]
  }

  private isOp(...ops: string[]): boolean {
    const token = this.peek()
    return token?.kind === 'op' && ops.includes(token.op)
  }

  private nested<T>(read: () => T): T {
    if (++this.depth > MAX_DEPTH) invalid()
    const value = read()
    this.depth--
    return value
  }

  private expr(): Dec {
    let value = this.term()
    while (this.isOp('+', '-')) {
      const plus = this.isOp('+')
      this.pos++
      const right = this.term()
      value = finite(plus ? value.plus(right) : value.minus(right))
    }
    return value
  }

  private implicitFollows(): boolean {
    const next = this.peek()
    if (!next) return false
    if (next.kind === '(' || next.kind === 'constant' || next.kind === 'function') return true
    return next.kind === 'number' && this.tokens[this.pos - 1]?.kind !== 'number'
  }

  private term(): Dec {
    let value = this.unary()
    for (;;) {
      if (this.isOp('*', '/')) {
        const times = this.isOp('*')
        this.pos++
        const right = this.unary()
        if (!times && right.isZero()) throw new CalcError('division-by-zero')
        value = finite(times ? value.times(right) : value.div(right))
      } else if (this.implicitFollows()) {
        value = finite(value.times(this.unary()))
      } else {
        return value
      }
    }
  }

  private unary(): Dec {
    if (this.isOp('-', '+')) {
      const minus = this.isOp('-')
      this.pos++
      const value = this.nested(() => this.unary())
      return minus ? value.neg() : value
    }
    return this.power()
  }

  private power(): Dec {
    const base = this.postfix()
    if (!this.isOp('^')) return base
    this.pos++
    return raise(
      base,
      this.nested(() => this.unary()),
    )
  }

  private postfix(): Dec {
    let value = this.primary()
    for (let token = this.peek(); token?.kind === 'postfix'; token = this.peek()) {
      this.pos++
      value = token.op === '!' ? factorial(value) : finite(value.times(value))
    }
    return value
  }

  private primary(): Dec {
    const token = this.peek()
    this.pos++
    switch (token?.kind) {
      case 'number':
      case 'constant':
        return token.value
      case '(': {
        const value = this.nested(() => this.expr())
        // A missing ")" at the very end is closed for the person; anywhere else it is an error.
        if (this.peek()?.kind === ')') this.pos++
        else if (this.pos < this.tokens.length) invalid()
        return value
      }
      case 'function': {
        const argument = this.nested(() =>
          this.peek()?.kind === '(' ? this.primary() : this.unary(),
        )
        return finite(applyFunction(token.name, argument, this.mode))
      }
      // An operator, a ")" or the end where a value was expected.
      case 'op':
      case 'postfix':
      case ')':
      case undefined:
        return invalid()
    }
  }
}

/** Evaluates a typed expression. Never throws; never returns NaN or Infinity. */
export function evaluateExpression(expr: string, mode: AngleMode = 'RAD'): ScientificOutcome {
  if (typeof expr !== 'string' || expr.length > MAX_EXPRESSION_LENGTH) {
    return { ok: false, error: 'invalid-input' }
  }
  try {
    const tokens = tokenize(expr)
    const value = new Parser(tokens, mode === 'DEG' ? 'DEG' : 'RAD').parse()
    const n = Number(value.toSignificantDigits(RESULT_DIGITS).toString())
    if (!Number.isFinite(n)) return { ok: false, error: 'invalid-input' }
    return { ok: true, value: n === 0 ? 0 : n }
  } catch (error) {
    if (error instanceof CalcError) return { ok: false, error: error.code }
    // Decimal's own range errors are as much "entrada inválida" as a syntax error; anything
    // else is a bug in this file and must not pass for one.
    if (error instanceof Error && error.message.startsWith('[DecimalError]')) {
      return { ok: false, error: 'invalid-input' }
    }
    throw error
  }
}
