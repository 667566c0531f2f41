import { D, type Dec } from '../core/money.ts'

/** The tokens of the scientific calculator's expressions (the grammar is in scientific.ts). */

export type ScientificError = 'division-by-zero' | 'invalid-input'

export const PI = new D('3.141592653589793238462643383279502884197')
const E = new D('2.718281828459045235360287471352662497757')

export type FunctionName = 'sin' | 'cos' | 'tan' | 'asin' | 'acos' | 'atan' | 'log' | 'ln' | 'sqrt'
export type Token =
  | { kind: 'number'; value: Dec }
  | { kind: 'constant'; value: Dec }
  | { kind: 'op'; op: '+' | '-' | '*' | '/' | '^' }
  | { kind: 'postfix'; op: '!' | '²' }
  | { kind: 'function'; name: FunctionName }
  | { kind: '(' }
  | { kind: ')' }

const NAMES: Readonly<Record<string, Token>> = {
  sin: { kind: 'function', name: 'sin' },
  sen: { kind: 'function', name: 'sin' },
  cos: { kind: 'function', name: 'cos' },
  tan: { kind: 'function', name: 'tan' },
  tg: { kind: 'function', name: 'tan' },
  asin: { kind: 'function', name: 'asin' },
  asen: { kind: 'function', name: 'asin' },
  arcsin: { kind: 'function', name: 'asin' },
  arcsen: { kind: 'function', name: 'asin' },
  acos: { kind: 'function', name: 'acos' },
  arccos: { kind: 'function', name: 'acos' },
  atan: { kind: 'function', name: 'atan' },
  arctan: { kind: 'function', name: 'atan' },
  arctg: { kind: 'function', name: 'atan' },
  log: { kind: 'function', name: 'log' },
  ln: { kind: 'function', name: 'ln' },
  sqrt: { kind: 'function', name: 'sqrt' },
  pi: { kind: 'constant', value: PI },
  e: { kind: 'constant', value: E },
}

const SYMBOLS: Readonly<Record<string, Token>> = {
  '+': { kind: 'op', op: '+' },
  '-': { kind: 'op', op: '-' },
  '−': { kind: 'op', op: '-' },
  '*': { kind: 'op', op: '*' },
  '×': { kind: 'op', op: '*' },
  '·': { kind: 'op', op: '*' },
  '/': { kind: 'op', op: '/' },
  '÷': { kind: 'op', op: '/' },
  '^': { kind: 'op', op: '^' },
  '!': { kind: 'postfix', op: '!' },
  '²': { kind: 'postfix', op: '²' },
  '(': { kind: '(' },
  ')': { kind: ')' },
  π: { kind: 'constant', value: PI },
  '√': { kind: 'function', name: 'sqrt' },
}

export class CalcError extends Error {
  readonly code: ScientificError
  constructor(code: ScientificError) {
    super(code)
    this.code = code
  }
}

export const invalid = (): never => {
  throw new CalcError('invalid-input')
}

/** Refuses values a browser number cannot hold; flushes values it would read as 0 to 0. */
export function finite(value: Dec): Dec {
  const n = Number(value.toString())
  if (!Number.isFinite(n)) invalid()
  return n === 0 ? new D(0) : value
}

const NUMBER = /^(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:E[+-]?\d+)?/
const LETTERS = /^[a-z]+/i

export function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  let rest = text
  while (rest.length > 0) {
    const char = rest[0] as string
    if (/\s/.test(char)) {
      rest = rest.slice(1)
      continue
    }
    const number = NUMBER.exec(rest)
    if (number) {
      rest = rest.slice(number[0].length)
      // "1..2", "1.2.3", "1E5.2": a second separator is a typo, not a new number.
      if (/^[.,]/.test(rest)) invalid()
      tokens.push({ kind: 'number', value: finite(new D(number[0].replace(',', '.'))) })
      continue
    }
    const word = LETTERS.exec(rest)
    if (word) {
      const token = NAMES[word[0].toLowerCase()]
      if (!token) return invalid()
      tokens.push(token)
      rest = rest.slice(word[0].length)
      continue
    }
    const symbol = SYMBOLS[char]
    if (!symbol) return invalid()
    tokens.push(symbol)
    rest = rest.slice(1)
  }
  return tokens
}
