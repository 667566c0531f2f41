import type { SimpleKey, SimpleOperator } from '@/lib/simple/simple.ts'

import type { KeyTone } from '@/components/keypad/keypad.tsx'

export type SimpleKeyDef = {
  key: SimpleKey
  text: string
  label?: string | undefined
  tone: KeyTone
}

/** Operators as people read them; also used for the history lines. */
export const OPERATOR_SIGNS: Record<SimpleOperator, string> = {
  '+': '+',
  '-': '−',
  '*': '×',
  '/': '÷',
  '^': '^',
}

const digit = (d: SimpleKey): SimpleKeyDef => ({ key: d, text: d, tone: 'digit' })

/** Rows of the keypad, as on a phone: C CE % ÷ / 7 8 9 × / 4 5 6 − / 1 2 3 + / ± 0 , =. */
export const SIMPLE_KEYS: readonly SimpleKeyDef[] = [
  { key: 'C', text: 'C', label: 'limpar tudo', tone: 'clear' },
  { key: 'CE', text: 'CE', label: 'limpar entrada', tone: 'clear' },
  { key: '%', text: '%', label: 'por cento', tone: 'function' },
  { key: '/', text: '÷', label: 'dividir', tone: 'operator' },
  digit('7'),
  digit('8'),
  digit('9'),
  { key: '*', text: '×', label: 'vezes', tone: 'operator' },
  digit('4'),
  digit('5'),
  digit('6'),
  { key: '-', text: '−', label: 'menos', tone: 'operator' },
  digit('1'),
  digit('2'),
  digit('3'),
  { key: '+', text: '+', label: 'mais', tone: 'operator' },
  { key: '±', text: '±', label: 'trocar sinal', tone: 'function' },
  digit('0'),
  { key: ',', text: ',', label: 'vírgula', tone: 'digit' },
  { key: '=', text: '=', label: 'igual', tone: 'equals' },
]

const KEYBOARD: Readonly<Record<string, SimpleKey>> = {
  '+': '+',
  '-': '-',
  '*': '*',
  x: '*',
  X: '*',
  '/': '/',
  // A power, as on every computer keyboard calculator (no key on the pad: phones have none).
  '^': '^',
  '%': '%',
  ',': ',',
  '.': ',',
  Decimal: ',',
  '=': '=',
  Enter: '=',
  Backspace: 'backspace',
  Escape: 'C',
  Delete: 'CE',
}

/** The keypad key of a physical key (`KeyboardEvent.key`), or null. */
export function simpleKeyOf(key: string): SimpleKey | null {
  if (/^\d$/.test(key)) return key as SimpleKey
  return KEYBOARD[key] ?? null
}
