import type { KeyTone } from '@/components/keypad/keypad.tsx'

/** What a key does to the expression (see scientific.tsx). */
export type KeyAction =
  | { type: 'insert'; token: string }
  /** Operators (+ − × ÷ xʸ): continue from the previous result when pressed right after "=". */
  | { type: 'after'; token: string }
  /**
   * One-number functions, all applied to the number on the display (the operand at the end of
   * the expression, or the result just shown): √, 1/x, sen… wrap it (`√(9)`), x² and n! follow
   * it (`4²`). With no number there yet, a prefix function opens for the number to come.
   */
  | { type: 'prefix'; token: string }
  | { type: 'postfix'; token: string }
  | { type: 'point' }
  | { type: 'sign' }
  | { type: 'equals' }
  | { type: 'clear' }
  | { type: 'clear-entry' }
  | { type: 'backspace' }

export type ScientificKeyDef = {
  id: string
  text: string
  label?: string | undefined
  tone: KeyTone
  action: KeyAction
  className?: string | undefined
}

const fn = (id: string, text: string, label: string, token: string): ScientificKeyDef => ({
  id,
  text,
  label,
  tone: 'function',
  action: { type: 'prefix', token },
})
const insert = (id: string, text: string, label: string, token: string): ScientificKeyDef => ({
  id,
  text,
  label,
  tone: 'function',
  action: { type: 'insert', token },
})
const digit = (d: string, className?: string): ScientificKeyDef => ({
  id: d,
  text: d,
  tone: 'digit',
  action: { type: 'insert', token: d },
  className,
})
const op = (id: string, text: string, label: string): ScientificKeyDef => ({
  id,
  text,
  label,
  tone: 'operator',
  action: { type: 'after', token: id },
})

/** Five columns of functions. */
export const FUNCTION_KEYS: readonly ScientificKeyDef[] = [
  fn('sin', 'sen', 'seno', 'sin('),
  fn('cos', 'cos', 'cosseno', 'cos('),
  fn('tan', 'tan', 'tangente', 'tan('),
  fn('log', 'log', 'logaritmo na base 10', 'log('),
  fn('ln', 'ln', 'logaritmo natural', 'ln('),
  fn('asin', 'sen⁻¹', 'arco seno', 'asin('),
  fn('acos', 'cos⁻¹', 'arco cosseno', 'acos('),
  fn('atan', 'tan⁻¹', 'arco tangente', 'atan('),
  fn('sqrt', '√', 'raiz quadrada', 'sqrt('),
  {
    id: 'square',
    text: 'x²',
    label: 'ao quadrado',
    tone: 'function',
    action: { type: 'postfix', token: '^2' },
  },
  {
    id: '^',
    text: 'xʸ',
    label: 'elevado a',
    tone: 'function',
    action: { type: 'after', token: '^' },
  },
  {
    id: 'reciprocal',
    text: '1/x',
    label: 'inverso',
    tone: 'function',
    action: { type: 'prefix', token: '1/(' },
  },
  {
    id: '!',
    text: 'n!',
    label: 'fatorial',
    tone: 'function',
    action: { type: 'postfix', token: '!' },
  },
  insert('pi', 'π', 'pi', 'pi'),
  insert('e', 'e', 'número de Euler', 'e'),
]

/** Four columns, as on a phone. */
export const BASIC_KEYS: readonly ScientificKeyDef[] = [
  { id: 'C', text: 'C', label: 'limpar tudo', tone: 'clear', action: { type: 'clear' } },
  { id: 'CE', text: 'CE', label: 'limpar entrada', tone: 'clear', action: { type: 'clear-entry' } },
  insert('(', '(', 'abre parênteses', '('),
  insert(')', ')', 'fecha parênteses', ')'),
  digit('7'),
  digit('8'),
  digit('9'),
  op('/', '÷', 'dividir'),
  digit('4'),
  digit('5'),
  digit('6'),
  op('*', '×', 'vezes'),
  digit('1'),
  digit('2'),
  digit('3'),
  op('-', '−', 'menos'),
  { id: '±', text: '±', label: 'trocar sinal', tone: 'function', action: { type: 'sign' } },
  digit('0'),
  { id: ',', text: ',', label: 'vírgula', tone: 'digit', action: { type: 'point' } },
  op('+', '+', 'mais'),
  {
    id: '=',
    text: '=',
    label: 'igual',
    tone: 'equals',
    action: { type: 'equals' },
    className: 'col-span-4',
  },
]

export const BACKSPACE: ScientificKeyDef = {
  id: 'backspace',
  text: '⌫',
  label: 'apagar',
  tone: 'function',
  action: { type: 'backspace' },
}

const ALL = [...FUNCTION_KEYS, ...BASIC_KEYS, BACKSPACE]
const byId = new Map(ALL.map((k) => [k.id, k]))

const KEYBOARD: Readonly<Record<string, string>> = {
  '.': ',',
  Decimal: ',',
  x: '*',
  Enter: '=',
  Backspace: 'backspace',
  Escape: 'C',
  Delete: 'CE',
  s: 'sin',
  c: 'cos',
  t: 'tan',
  l: 'log',
  n: 'ln',
  r: 'sqrt',
  p: 'pi',
}

/** The key of a physical key (`KeyboardEvent.key`): digits, + - * / ^ ( ) , . ! and letters. */
export function scientificKeyOf(key: string): ScientificKeyDef | null {
  return byId.get(KEYBOARD[key] ?? key) ?? null
}

export function scientificKeyById(id: string): ScientificKeyDef | null {
  return byId.get(id) ?? null
}
