import {
  initialSimpleState,
  pressSimple,
  SIMPLE_HISTORY_SIZE,
  type SimpleKey,
} from '@/lib/simple/simple.ts'

import { example } from './example.ts'

// Every figure the "Como usar" steps, the sample link and the tests quote from this worked
// example, computed again by the library from the example's own inputs: a text can only state
// what the calculator gives.

/** The keys a phone keypad shows, as the lib takes them: `200 − 10% =` → `200-10%=`. */
function press(text: string) {
  const keys = (text.replace(/\s/g, '').replace('−', '-').replace('×', '*').match(/./g) ??
    []) as SimpleKey[]
  return Number(keys.reduce(pressSimple, initialSimpleState).display)
}

describe('the worked example: the library gives every figure', () => {
  it('calculadora simples: the sample, % as on a phone and operations in typed order', () => {
    const keys = example.keys.map((key) => (key === 'Enter' ? '=' : key)).join('')
    expect(press(keys)).toBe(example.figures.display)
    const p = example.percent
    expect(press(`${p.base}+${p.pct}%=`)).toBe(p.plus)
    expect(press(`${p.base}-${p.pct}%=`)).toBe(p.minus)
    expect(press(`${p.base}*${p.pct}%=`)).toBe(p.times)
    expect(press(`${p.alone}%`)).toBe(p.aloneValue)
    const c = example.chain
    expect(press(`${c.a}+${c.b}*${c.c}=`)).toBe(c.result)
    expect(example.historySize).toBe(SIMPLE_HISTORY_SIZE)
  })
})
