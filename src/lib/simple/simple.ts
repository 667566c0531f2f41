/**
 * The simple keypad calculator as a pure state machine: `pressSimple(state, key)` returns the
 * next state; the screen only renders it and maps clicks and keys to {@link SimpleKey}s.
 *
 * Conventions (those of phone calculators):
 * - Display: a machine-format decimal string, `Number()`-readable: `.` as decimal point, `-` for
 *   negatives. While typing it keeps what was typed ("0.50", "12.", "-0"); a result is shown
 *   with at most 15 significant digits and may be in exponent form ("1.5e+21"); the screen
 *   formats it for pt-BR (and switches to scientific notation for large values). Typing stops at
 *   15 digits.
 * - Arithmetic is decimal (40 digits), so 0,1 + 0,2 = 0,3 exactly. A result keeps its full
 *   precision behind the display (`exact`), so 1 ÷ 3 × 3 = 1.
 * - Chained operators evaluate left to right, at once: 2 + 3 × 4 shows 5 at "×" and gives 20.
 * - "^" (from the keyboard; no key on the pad) is a power: 2 ^ 10 = 1024. Whole exponents are
 *   exact; others go through exp(b × ln a) (decimal.js `pow`), and a negative base with a
 *   fractional exponent is `invalid` (not a real number).
 *   Pressing another operator right after one replaces it (2 + × 3 = 6).
 * - "=": a op b. With no second operand typed, b = a (5 + = gives 10). Pressing "=" again
 *   repeats the last operation on the result (2 + 3 = = = gives 5, 8, 11); after typing a new
 *   number, "=" applies it to that number (2 + 3 =, 10 = gives 13).
 * - "%": with a pending + or −, b% means a × b / 100 (200 + 10% = 220; 200 − 10% = 180); with
 *   a pending × or ÷ it means b / 100 (200 × 10% = 20; 50 ÷ 10% = 500); with no pending
 *   operator it divides the display by 100. The display shows the converted operand (20 in
 *   200 + 10%) until "=".
 * - "±" negates the entry or the result; right after an operator it starts a negative entry.
 * - "C" clears everything but the history (the screen's Limpar clears the history:
 *   {@link clearSimpleHistory}); "CE" clears the entry; "backspace" deletes the last typed
 *   character and does nothing to a result.
 * - Errors: dividing by zero → `division-by-zero` (the screen shows "Não é possível dividir por
 *   zero", docs/decisions.md §3; the seed showed 0); a result beyond ±1,8e308, which a browser cannot
 *   show as a number, → `overflow`. While in error, a digit or "," starts afresh, C/CE/backspace
 *   clear, other keys do nothing.
 * - History: every evaluation, chained or by "=", adds a line {a, op, b, result} (display
 *   strings), so the tape reads 2 + 3 = 5, 5 × 4 = 20; the last 5 lines are kept (docs/product.md §9).
 * - Unknown keys leave the state unchanged; the machine never throws.
 */
import { D, type Dec } from '../core/money.ts'

export type SimpleOperator = '+' | '-' | '*' | '/' | '^'
export type SimpleDigit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9'
export type SimpleKey =
  SimpleDigit | ',' | SimpleOperator | '%' | '=' | 'C' | 'CE' | 'backspace' | '±'
export type SimpleError = 'division-by-zero' | 'overflow' | 'invalid'
export type SimpleHistoryLine = { a: string; op: SimpleOperator; b: string; result: string }

export type SimpleState = {
  /** What the screen shows, machine format (see module notes). */
  readonly display: string
  /** Full-precision value behind a displayed result; null while typing. */
  readonly exact: string | null
  /** The stored left operand (full precision) and the pending operator, e.g. "2 +". */
  readonly pending: { readonly a: string; readonly op: SimpleOperator } | null
  /** The next digit replaces the display (a result or an operand is shown). */
  readonly startNew: boolean
  /** An operator was just pressed and no second operand given yet. */
  readonly awaitingOperand: boolean
  /** The last operation, which a repeated "=" applies again. */
  readonly repeat: { readonly op: SimpleOperator; readonly operand: string } | null
  /** Oldest first, at most {@link SIMPLE_HISTORY_SIZE}. */
  readonly history: readonly SimpleHistoryLine[]
  readonly error: SimpleError | null
}

export const SIMPLE_HISTORY_SIZE = 5
/** Significant digits of a shown result, and digits a person may type. */
export const SIMPLE_DIGITS = 15

export const initialSimpleState: SimpleState = {
  display: '0',
  exact: null,
  pending: null,
  startNew: false,
  awaitingOperand: false,
  repeat: null,
  history: [],
  error: null,
}

const OPERATORS: readonly string[] = ['+', '-', '*', '/', '^']
const DIGITS: readonly string[] = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']

const isOperator = (key: SimpleKey): key is SimpleOperator => OPERATORS.includes(key)
const isDigit = (key: SimpleKey): key is SimpleDigit => DIGITS.includes(key)

/** The display string of a value: 15 significant digits, and no "-0" or unreadable tiny zero. */
function show(value: Dec): string {
  const text = value.toSignificantDigits(SIMPLE_DIGITS).toString()
  return Number(text) === 0 ? '0' : text
}

function current(state: SimpleState): Dec {
  const text = state.exact ?? state.display
  // "12." is a typing state D does not read.
  return new D(text.endsWith('.') ? text.slice(0, -1) : text)
}

function power(a: Dec, b: Dec): Dec | SimpleError {
  if (a.isZero()) return b.isNegative() ? 'division-by-zero' : b.isZero() ? new D(1) : new D(0)
  // An exponent this large overflows (or underflows to 0) any number a browser can show; the
  // decimal power would take long to find that out.
  if (b.abs().gt(100_000)) {
    const grows = a.abs().gt(1) === b.isPositive()
    return a.abs().eq(1) ? power(a, b.mod(2)) : grows ? 'overflow' : new D(0)
  }
  // A fractional power of a negative number is not a real number ((−8)^0,5).
  if (a.isNegative() && !b.isInteger()) return 'invalid'
  return a.pow(b)
}

function apply(a: Dec, op: SimpleOperator, b: Dec): Dec | SimpleError {
  if (op === '/' && b.isZero()) return 'division-by-zero'
  const result =
    op === '^'
      ? power(a, b)
      : op === '+'
        ? a.plus(b)
        : op === '-'
          ? a.minus(b)
          : op === '*'
            ? a.times(b)
            : a.div(b)
  if (typeof result === 'string') return result
  if (!Number.isFinite(Number(show(result)))) return 'overflow'
  // A value too small for a browser number is zero on screen; keep it zero behind it too.
  return show(result) === '0' ? new D(0) : result
}

function showResult(state: SimpleState, value: Dec): SimpleState {
  return { ...state, display: show(value), exact: value.toString(), startNew: true }
}

function failWith(state: SimpleState, error: SimpleError): SimpleState {
  return { ...initialSimpleState, history: state.history, display: '0', startNew: true, error }
}

/** a op b, recorded in the history and remembered for a repeated "=". */
function evaluate(state: SimpleState, a: Dec, op: SimpleOperator, b: Dec): SimpleState {
  const result = apply(a, op, b)
  if (typeof result === 'string') return failWith(state, result)
  const line = { a: show(a), op, b: show(b), result: show(result) }
  return {
    ...showResult(state, result),
    pending: null,
    awaitingOperand: false,
    repeat: { op, operand: b.toString() },
    history: [...state.history, line].slice(-SIMPLE_HISTORY_SIZE),
  }
}

function typeDigit(state: SimpleState, digit: string): SimpleState {
  if (state.startNew) {
    return { ...state, display: digit, exact: null, startNew: false, awaitingOperand: false }
  }
  if (state.display.replace(/\D/g, '').length >= SIMPLE_DIGITS) return state
  const display =
    state.display === '0' ? digit : state.display === '-0' ? `-${digit}` : state.display + digit
  return { ...state, display }
}

function typePoint(state: SimpleState): SimpleState {
  if (state.startNew) {
    return { ...state, display: '0.', exact: null, startNew: false, awaitingOperand: false }
  }
  if (state.display.includes('.')) return state
  return { ...state, display: `${state.display}.` }
}

function pressOperator(state: SimpleState, op: SimpleOperator): SimpleState {
  const { pending } = state
  if (pending && state.awaitingOperand) return { ...state, pending: { a: pending.a, op } }
  const next = pending
    ? evaluate(state, new D(pending.a), pending.op, current(state))
    : showResult(state, current(state))
  if (next.error) return next
  return { ...next, pending: { a: next.exact as string, op }, awaitingOperand: true }
}

function pressEquals(state: SimpleState): SimpleState {
  if (state.pending)
    return evaluate(state, new D(state.pending.a), state.pending.op, current(state))
  if (state.repeat) {
    return evaluate(state, current(state), state.repeat.op, new D(state.repeat.operand))
  }
  return showResult(state, current(state))
}

function pressPercent(state: SimpleState): SimpleState {
  const x = current(state)
  const op = state.pending?.op
  const value =
    state.pending && (op === '+' || op === '-')
      ? new D(state.pending.a).times(x).div(100)
      : x.div(100)
  return { ...showResult(state, value), awaitingOperand: false }
}

function pressNegate(state: SimpleState): SimpleState {
  if (state.awaitingOperand) {
    return { ...state, display: '-0', exact: null, startNew: false, awaitingOperand: false }
  }
  if (state.exact !== null) return showResult(state, current(state).neg())
  const display = state.display.startsWith('-') ? state.display.slice(1) : `-${state.display}`
  return { ...state, display }
}

function pressBackspace(state: SimpleState): SimpleState {
  if (state.startNew) return state
  const display = state.display.slice(0, -1)
  return { ...state, display: display === '' || display === '-' ? '0' : display }
}

/** The state after pressing `key`. Never throws; unknown keys change nothing. */
export function pressSimple(state: SimpleState, key: SimpleKey): SimpleState {
  if (state.error) {
    const fresh = { ...initialSimpleState, history: state.history }
    if (isDigit(key) || key === ',') return pressSimple(fresh, key)
    return key === 'C' || key === 'CE' || key === 'backspace' ? fresh : state
  }
  if (isDigit(key)) return typeDigit(state, key)
  if (isOperator(key)) return pressOperator(state, key)
  switch (key) {
    case ',':
      return typePoint(state)
    case '=':
      return pressEquals(state)
    case '%':
      return pressPercent(state)
    case '±':
      return pressNegate(state)
    case 'backspace':
      return pressBackspace(state)
    case 'CE':
      return { ...state, display: '0', exact: null, startNew: false, awaitingOperand: false }
    case 'C':
      return { ...initialSimpleState, history: state.history }
  }
  // A key outside SimpleKey, which only a caller bypassing the types can send, changes nothing.
  return state
}

/** The screen's "Limpar": forget the history, keep the calculation. */
export function clearSimpleHistory(state: SimpleState): SimpleState {
  return { ...state, history: [] }
}
