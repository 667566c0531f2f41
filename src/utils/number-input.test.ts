import fc from 'fast-check'

import {
  beyondPrecision,
  editNumberText,
  formatOnBlur,
  formatWhileTyping,
  fromMachineText,
  type NumberInputOptions,
  toInputText,
  typedKeyByKey,
} from './number-input.ts'
import { parseNumber } from './parse-number.ts'

const money: NumberInputOptions = { decimals: 2, allowNegative: false, grouping: true }
const ungrouped: NumberInputOptions = { decimals: 4, allowNegative: false, grouping: false }
const count: NumberInputOptions = { decimals: 0, allowNegative: false, grouping: true }

/** Each key typed at the end, as a keyboard sends it: the field's text after the last key. */
const typeKeys = (keys: string, options = money) => typedKeyByKey(keys, options)

const blur = (text: string, options = money) =>
  formatOnBlur(text, { ...options, fixed: options === money })

describe('typing key by key', () => {
  // The Brazilian set a person types on a phone: the field ends as they meant it.
  it.each([
    ['1.500.000', '1.500.000', '1.500.000,00'],
    ['1.000.000,00', '1.000.000,00', '1.000.000,00'],
    ['2.499,9', '2.499,9', '2.499,90'],
    ['0,9', '0,9', '0,90'],
    ['12.345,67', '12.345,67', '12.345,67'],
    ['1500000', '1.500.000', '1.500.000,00'],
    ['1234,56', '1.234,56', '1.234,56'],
    [',5', ',5', '0,50'],
  ])('%s shows %s, then %s', (keys, typed, left) => {
    expect(typeKeys(keys)).toBe(typed)
    expect(blur(typeKeys(keys))).toBe(left)
  })

  it('groups thousands as digits arrive', () => {
    const steps = ['1', '12', '123', '1.234', '12.345', '123.456', '1.234.567']
    let text = ''
    for (const [i, key] of '1234567'.split('').entries()) {
      text = formatWhileTyping(text, text + key, money)
      expect(text).toBe(steps[i])
    }
  })

  it('keeps a typed dot until the digits after it say what it is', () => {
    expect(typeKeys('1.')).toBe('1.')
    expect(typeKeys('1.5')).toBe('1.5')
    expect(typeKeys('1.50')).toBe('1.50')
    expect(typeKeys('1.500.')).toBe('1.500.')
    // Three digits after it: grouping. Fewer: a decimal point from a keypad without a comma.
    expect(blur(typeKeys('1.500'))).toBe('1.500,00')
    expect(blur(typeKeys('12.5'))).toBe('12,50')
    expect(blur(typeKeys('0.5'))).toBe('0,50')
    expect(blur(typeKeys('1234.56'))).toBe('1.234,56')
  })

  it('treats a dot as the decimal point in a field without thousands', () => {
    expect(typeKeys('1.5', ungrouped)).toBe('1,5')
    expect(typeKeys('12,5', ungrouped)).toBe('12,5')
    expect(typeKeys('1500', ungrouped)).toBe('1500')
  })

  it('never drops a digit typed beyond the precision: it is rounded in sight on blur', () => {
    expect(typeKeys('10,999')).toBe('10,999')
    expect(blur('10,999')).toBe('11,00')
    expect(blur('1.234,565')).toBe('1.234,57')
    expect(blur('1.234,564')).toBe('1.234,56')
    expect(blur('0,125', { ...money, decimals: 2 })).toBe('0,13')
  })

  it('keeps a minus sign, also where negatives make no sense (the field explains)', () => {
    expect(typeKeys('-10')).toBe('-10')
    expect(blur('-10')).toBe('-10,00')
    expect(typeKeys('-1500', { ...money, allowNegative: true })).toBe('-1.500')
    expect(formatWhileTyping('10', '1-0', money)).toBe('10')
  })

  it('keeps a fraction typed into a whole count, for the library to ask for a whole number', () => {
    expect(typeKeys('2,5', count)).toBe('2,5')
    expect(blur('2,5', count)).toBe('2,5')
    expect(blur('12', count)).toBe('12')
  })

  it('refuses letters and a second comma, and leaves the rest as it was', () => {
    expect(typeKeys('12a3')).toBe('123')
    expect(typeKeys('1,2,3')).toBe('1,23')
    expect(typeKeys('1,2.3')).toBe('1,23')
  })
})

describe('editing in the middle', () => {
  it('moves the dots when a digit is inserted or deleted, the caret staying after it', () => {
    // 1.|234 + 5 → 15|.234
    expect(editNumberText('1.234', '1.5234', 3, money)).toEqual({ text: '15.234', caret: 2 })
    // 1.23|4 ⌫ → 12|4 … the dot goes
    expect(editNumberText('1.234', '1.24', 3, money)).toEqual({ text: '124', caret: 2 })
    expect(formatWhileTyping('12.345', '12.45', money)).toBe('1.245')
  })

  it('deletes the digit before a grouping dot on backspace', () => {
    expect(editNumberText('1.234', '1234', 1, money)).toEqual({ text: '234', caret: 0 })
    expect(editNumberText('12.345', '12345', 2, money)).toEqual({ text: '1.345', caret: 1 })
  })

  it('puts the caret back where a refused key was pressed', () => {
    expect(editNumberText('1.234', '1.2x34', 4, money)).toEqual({ text: '1.234', caret: 3 })
  })
})

describe('pasting and autofill', () => {
  it('reads a paste whole with the parser', () => {
    expect(formatWhileTyping('', 'R$ 1.234,56', money)).toBe('1.234,56')
    expect(formatWhileTyping('', '1234.56', money)).toBe('1.234,56')
    expect(formatWhileTyping('', '1.500.000', money)).toBe('1.500.000')
    expect(formatWhileTyping('', '-10', money)).toBe('-10')
    expect(formatWhileTyping('', '1.234,567', money)).toBe('1.234,57')
  })

  it('inserts pasted digits where the caret is', () => {
    expect(formatWhileTyping('1.000', '1.23000', money)).toBe('123.000')
  })

  it('lets a garbage paste through for the error message to explain', () => {
    expect(formatWhileTyping('', '12,5.3', money)).toBe('12,5.3')
  })
})

describe('field text for a value', () => {
  it('rounds half-up in decimal, not in binary', () => {
    expect(fromMachineText('1.005', money)).toBe('1,01')
    expect(fromMachineText('2.675', money)).toBe('2,68')
    expect(fromMachineText('999.995', { ...money, fixed: true })).toBe('1.000,00')
    expect(fromMachineText('-0.001', money)).toBe('0')
    expect(toInputText(0.1 + 0.2, money)).toBe('0,3')
    expect(toInputText(1e21, money)).toBe('1.000.000.000.000.000.000.000')
    expect(toInputText(1234.5, { ...money, fixed: true })).toBe('1.234,50')
  })
})

// pt-BR text of any amount, typed key by key into the field and left: the same amount, written
// as a Brazilian writes it. Ungrouped (`1234,56`), with `R$`-less grouping (`1.234,56`) and
// with a dot as the decimal point (a keypad without a comma) alike.
describe('property: typing is the truth', () => {
  const cents = fc.bigInt({ min: 0n, max: 10n ** 15n })
  const write = (value: bigint, grouped: boolean, decimal: ',' | '.') => {
    const integer = (value / 100n).toString()
    const fraction = (value % 100n).toString().padStart(2, '0')
    const head = grouped ? integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.') : integer
    return `${head}${decimal}${fraction}`
  }
  const exact = (value: bigint) =>
    fromMachineText(`${value / 100n}.${value % 100n < 10n ? '0' : ''}${value % 100n}`, {
      ...money,
      fixed: true,
    })

  it('reads back the same amount, and never drops a digit while typing', () => {
    fc.assert(
      fc.property(cents, fc.boolean(), (value, grouped) => {
        const text = write(value, grouped, ',')
        const typed = typeKeys(text)
        // Every digit kept, in its place: the field shows the grouped text however it was typed.
        expect(typed).toBe(write(value, true, ','))
        expect(blur(typed)).toBe(exact(value))
        expect(parseNumber(typed)).toBeCloseTo(Number(value) / 100, 2)
      }),
      { numRuns: 300 },
    )
  })

  it('reads a dot typed as the decimal point after grouped digits as one', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 1, max: 2 }), (value, decimals) => {
        const text = write(value, false, '.').slice(0, decimals === 1 ? -1 : undefined)
        expect(parseNumber(blur(typeKeys(text)))).toBe(Number(text))
      }),
      { numRuns: 300 },
    )
  })

  it('reads whole amounts typed with their grouping dots', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 13n }), (value) => {
        const text = value.toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.')
        expect(typeKeys(text)).toBe(text)
        expect(parseNumber(typeKeys(text))).toBe(Number(value))
      }),
      { numRuns: 300 },
    )
  })
})

describe('beyondPrecision', () => {
  it('is true only where the decimals exceed what the field keeps', () => {
    expect(beyondPrecision('3.200,555', money)).toBe(true)
    expect(beyondPrecision('4,85000', money)).toBe(true)
    expect(beyondPrecision('4.8', money)).toBe(false)
    expect(beyondPrecision('4.850', money)).toBe(false)
    expect(beyondPrecision('1.2345', money)).toBe(true)
    // A whole count keeps a fraction for the library's message.
    expect(beyondPrecision('2,5', count)).toBe(false)
    expect(beyondPrecision('abc', money)).toBe(false)
  })
})
