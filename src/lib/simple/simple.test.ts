import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  clearSimpleHistory,
  initialSimpleState,
  pressSimple,
  type SimpleKey,
  type SimpleState,
} from './simple.ts'

const KEYS: readonly SimpleKey[] = [
  ...('0123456789'.split('') as SimpleKey[]),
  ',',
  '+',
  '-',
  '*',
  '/',
  '^',
  '%',
  '=',
  'C',
  'CE',
  'backspace',
  '±',
]

/** Presses keys given as one string: "12+3=" or with spaces for multi-character keys. */
function run(keys: string, from: SimpleState = initialSimpleState): SimpleState {
  const list = keys
    .split(' ')
    .filter(Boolean)
    .flatMap((word) => (KEYS.includes(word as SimpleKey) ? [word] : word.split('')))
  return list.reduce((state, key) => pressSimple(state, key as SimpleKey), from)
}

const display = (keys: string) => run(keys).display

describe('simple calculator: entry', () => {
  it('types digits and one decimal point', () => {
    expect(display('0012')).toBe('12')
    expect(display('1,5,0')).toBe('1.50')
    expect(display(',5')).toBe('0.5')
    expect(display('7,')).toBe('7.')
  })

  it('stops at 15 digits', () => {
    expect(display('1234567890123456789')).toBe('123456789012345')
  })

  it('backspace deletes typed characters only', () => {
    expect(display('123 backspace')).toBe('12')
    expect(display('5 backspace backspace')).toBe('0')
    expect(run('5 ± backspace').display).toBe('0')
    expect(run('2 + 3 = backspace').display).toBe('5')
  })

  it('± negates the entry, the result, or starts a negative operand', () => {
    expect(display('5 ±')).toBe('-5')
    expect(display('5 ± ±')).toBe('5')
    expect(display('± 5')).toBe('-5')
    expect(display('2 + 3 = ±')).toBe('-5')
    expect(display('8 - ± 2 =')).toBe('10')
  })
})

describe('simple calculator: arithmetic', () => {
  it('is decimal: 0,1 + 0,2 = 0,3', () => {
    expect(display(',1+,2=')).toBe('0.3')
    expect(display('1,1*1,1=')).toBe('1.21')
    expect(display('0,3-0,1=')).toBe('0.2')
  })

  it('keeps full precision behind a result', () => {
    expect(display('1/3=')).toBe('0.333333333333333')
    expect(display('1/3*3=')).toBe('1')
    expect(display('2/3=')).toBe('0.666666666666667')
  })

  it('chains left to right, showing each step', () => {
    expect(display('2+3*')).toBe('5')
    expect(display('2+3*4=')).toBe('20')
    expect(display('10-2-3=')).toBe('5')
  })

  it('replaces an operator pressed twice', () => {
    expect(display('2+*3=')).toBe('6')
  })

  it('uses a as b when "=" follows an operator', () => {
    expect(display('5+=')).toBe('10')
  })

  it('repeats the last operation on repeated "="', () => {
    const state = run('2+3=')
    expect(state.display).toBe('5')
    expect(run('=', state).display).toBe('8')
    expect(run('==', state).display).toBe('11')
    // A new number takes the place of the result.
    expect(run('10=', state).display).toBe('13')
  })

  it('normalises the display on "=" with nothing pending', () => {
    expect(run('12,=')).toMatchObject({ display: '12', startNew: true })
  })

  it('handles numbers beyond 1e15 in exponent form', () => {
    expect(display('999999999999999*999999999999999=')).toBe('9.99999999999998e+29')
    expect(Number(display('100000000*100000000*100000000='))).toBe(1e24)
  })

  it('treats results too small for a browser number as 0', () => {
    const tiny = run(`1/100000000${'='.repeat(38)}`)
    expect(tiny.display).toBe('1e-304')
    expect(run('==', tiny).display).toBe('1e-320')
    expect(run('===', tiny)).toMatchObject({ display: '0', exact: '0' })
  })
})

describe('simple calculator: ^ (power, from the keyboard)', () => {
  it.each([
    ['2^10=', '1024'],
    ['2^0,5=', '1.41421356237310'.replace(/0$/, '')],
    ['10^-2=', '0.01'],
    ['0^0=', '1'],
    ['3^2^2=', '81'], // left to right, as every chain here: (3²)² = 81
    ['-8^2=', '64'],
  ])('%s → %s', (keys, expected) => {
    const typed = keys.replace('-8', '8 ±').replace('^-2', '^2 ±')
    expect(display(typed)).toBe(expected)
  })

  it('a fractional power of a negative number is invalid, 0 to a negative power divides by 0', () => {
    expect(run('8 ± ^0,5=').error).toBe('invalid')
    expect(run('0^2 ± =').error).toBe('division-by-zero')
  })

  it('huge exponents overflow or vanish at once, never hang', () => {
    expect(run('2^999999999=').error).toBe('overflow')
    expect(display('0,5^999999999=')).toBe('0')
    expect(display('1 ± ^999999999=')).toBe('-1')
    expect(run('10^400=').error).toBe('overflow')
  })
})

describe('simple calculator: %', () => {
  it.each([
    ['200+10%', '20', '220'],
    ['200-10%', '20', '180'],
    ['200*10%', '0.1', '20'],
    ['50/10%', '0.1', '500'],
    ['25%', '0.25', '0.25'],
  ])('%s shows %s then = gives %s', (keys, shown, result) => {
    expect(display(keys)).toBe(shown)
    expect(display(`${keys}=`)).toBe(result)
  })

  it('chains after %', () => {
    expect(display('200+10%+5=')).toBe('225')
  })
})

describe('simple calculator: errors and clearing', () => {
  it('division by zero is an error, not 0', () => {
    const state = run('5/0=')
    expect(state).toMatchObject({ error: 'division-by-zero', display: '0' })
    expect(run('5/0+').error).toBe('division-by-zero')
  })

  it('while in error, digits start afresh, C/CE/backspace clear, others are ignored', () => {
    const error = run('5/0=')
    expect(run('7', error)).toMatchObject({ error: null, display: '7' })
    expect(run(',', error)).toMatchObject({ error: null, display: '0.' })
    for (const key of ['C', 'CE', 'backspace'])
      expect(run(`${key} `, error)).toMatchObject({ error: null, display: '0' })
    for (const key of ['+', '=', '%', '±']) expect(run(key, error)).toBe(error)
  })

  it('overflow beyond what a browser number can show', () => {
    const big = run('1' + '0'.repeat(14))
    let state = run('*', big)
    for (let i = 0; i < 25; i++) state = run('=', state)
    expect(state.error).toBe('overflow')
    expect(state.display).not.toMatch(/Infinity|NaN/)
  })

  it('C clears all but the history; CE only the entry', () => {
    const state = run('2 + 3 = * 4')
    expect(run('C ', state)).toEqual({ ...initialSimpleState, history: state.history })
    expect(run('CE 5 =', state).display).toBe('25')
  })

  it('ignores unknown keys', () => {
    expect(pressSimple(initialSimpleState, 'x' as SimpleKey)).toBe(initialSimpleState)
  })
})

describe('simple calculator: history', () => {
  it('records every evaluation as a line', () => {
    expect(run('2+3*4=').history).toEqual([
      { a: '2', op: '+', b: '3', result: '5' },
      { a: '5', op: '*', b: '4', result: '20' },
    ])
  })

  it('keeps the last 5 lines and can be cleared', () => {
    const state = run('1+1======')
    expect(state.history.map((line) => line.result)).toEqual(['3', '4', '5', '6', '7'])
    expect(clearSimpleHistory(state)).toMatchObject({ history: [], display: '7' })
  })
})

describe('simple calculator: properties', () => {
  it('never throws and never shows NaN or Infinity', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...KEYS), { maxLength: 60 }), (keys) => {
        const state = keys.reduce(pressSimple, initialSimpleState)
        expect(state.display).not.toMatch(/NaN|Infinity/)
        expect(Number.isNaN(Number(state.display))).toBe(false)
        expect(Number.isFinite(Number(state.display))).toBe(true)
        expect(state.history.length).toBeLessThanOrEqual(5)
        for (const line of state.history)
          expect(`${line.a}${line.b}${line.result}`).not.toMatch(/NaN|Infinity/)
      }),
      { numRuns: 200 },
    )
  })
})
