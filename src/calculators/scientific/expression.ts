/**
 * The expression the scientific keypad builds, as a list of tokens: a function key inserts
 * "sin(" as one token, so ⌫ removes it whole. Each token has the text the evaluator reads
 * (`evaluateExpression` in src/lib/scientific/scientific.ts) and the text people see (sen, ×, ÷, −, π, ",").
 * No arithmetic happens here.
 */

export type Token = string

/** What the display shows for each token; numbers show with a decimal comma. */
const SHOWN: Readonly<Record<string, string>> = {
  '*': '×',
  '/': '÷',
  '-': '−',
  'sin(': 'sen(',
  'asin(': 'sen⁻¹(',
  'acos(': 'cos⁻¹(',
  'atan(': 'tan⁻¹(',
  'sqrt(': '√(',
  '^2': '²',
  pi: 'π',
  '.': ',',
  '1/(': '1/(',
}

export function showTokens(tokens: readonly Token[]): string {
  return tokens.map((t) => SHOWN[t] ?? t.replace('.', ',').replace('E', 'e')).join('')
}

export function evalText(tokens: readonly Token[]): string {
  return tokens.join('')
}

const NUMBER_TOKEN = /^(?:[\d.]|[\d.]+(?:E[+-]?\d+)?|\(-[\d.]+(?:E[+-]?\d+)?\))$/
const isNumberPart = (t: Token | undefined) => t !== undefined && NUMBER_TOKEN.test(t)
const isOperator = (t: Token | undefined) =>
  t === '+' || t === '-' || t === '*' || t === '/' || t === '^'

/** A decimal point only once per number. */
export function canAddPoint(tokens: readonly Token[]): boolean {
  for (let i = tokens.length - 1; i >= 0; i--) {
    const t = tokens[i]
    if (!isNumberPart(t)) return true
    if (t === '.' || t?.includes('.')) return false
  }
  return true
}

/**
 * ± on the number at the end: removes a sign in front of it when that sign is unary, otherwise
 * puts one there; with no number at the end it starts a negative entry.
 */
export function toggleSign(tokens: readonly Token[]): Token[] {
  let start = tokens.length
  while (start > 0 && isNumberPart(tokens[start - 1])) start--
  if (start === tokens.length) return [...tokens, '-']
  const before = tokens[start - 1]
  const beforeSign = tokens[start - 2]
  const unary =
    before === '-' &&
    (start === 1 || isOperator(beforeSign) || beforeSign === '(' || beforeSign?.endsWith('('))
  if (unary) return [...tokens.slice(0, start - 1), ...tokens.slice(start)]
  return [...tokens.slice(0, start), '-', ...tokens.slice(start)]
}

/**
 * A previous result put back in an expression: exponent with a capital E, as the parser reads,
 * and a negative one in parentheses so that squaring −5 gives 25, not −(5²).
 */
export function resultToken(value: number): Token {
  const text = String(Math.abs(value)).replace('e', 'E')
  return value < 0 ? `(-${text})` : text
}

const POSTFIX = new Set<Token>(['^2', '!'])

/**
 * Where the operand at the end of the expression starts, or null when there is none (empty, or
 * after an operator or "("): a typed number or a constant, a group in parentheses or a function
 * call, with any x² or n! already after it, and a unary minus in front of it (−5 is the number).
 */
export function operandStart(tokens: readonly Token[]): number | null {
  let i = tokens.length - 1
  while (i >= 0 && POSTFIX.has(tokens[i] ?? '')) i--
  const last = tokens[i]
  if (last === undefined) return null
  let start = i
  if (last === ')') {
    let depth = 0
    for (; start >= 0; start--) {
      const t = tokens[start] ?? ''
      if (t === ')') depth++
      else if (t.endsWith('(') && --depth === 0) break
    }
    if (start < 0) return null
  } else if (isNumberPart(last)) {
    while (start > 0 && isNumberPart(tokens[start - 1])) start--
  } else if (last !== 'pi' && last !== 'e') return null
  const before = tokens[start - 1]
  const beforeSign = tokens[start - 2]
  const unaryMinus =
    before === '-' &&
    (start === 1 || isOperator(beforeSign) || beforeSign === '(' || beforeSign?.endsWith('('))
  return unaryMinus ? start - 1 : start
}

/** √, 1/x, sen…: around the number at the end (`9` → `√(9)`), or opened for the next one. */
export function applyPrefix(tokens: readonly Token[], fn: Token): Token[] {
  const start = operandStart(tokens)
  if (start === null) return [...tokens, fn]
  return [...tokens.slice(0, start), fn, ...tokens.slice(start), ')']
}

/** x², n!: after the number at the end (`4` → `4²`); null when there is no number. */
export function applyPostfix(tokens: readonly Token[], postfix: Token): Token[] | null {
  const start = operandStart(tokens)
  if (start === null) return null
  const operand = tokens.slice(start)
  // −5² would be −25 and 4²² would be 4^(2²): the number on the display is squared as a whole.
  const whole = operand[0] === '-' || POSTFIX.has(operand.at(-1) ?? '')
  return [...tokens.slice(0, start), ...(whole ? ['(', ...operand, ')'] : operand), postfix]
}
