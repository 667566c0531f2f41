import fc from 'fast-check'

import { parseNumber, parseUrlNumber, toMachineText } from './parse-number.ts'

describe('parseNumber', () => {
  // docs/decisions.md §1: all three mean 1234.56
  it.each([
    ['1.234,56', 1234.56],
    ['1234,56', 1234.56],
    ['1234.56', 1234.56],
    ['R$ 1.234,56', 1234.56],
    ['R$\u00a01.234,56', 1234.56],
    ['1.234.567,89', 1234567.89],
    ['1,234.56', 1234.56],
    ['1.234', 1234],
    ['100.000', 100000],
    ['12.5', 12.5],
    ['0.125', 0.125],
    ['1234.567', 1234.567],
    ['12,5%', 12.5],
    [' 42 ', 42],
    ['-5', -5],
    ['−5', -5],
    [',5', 0.5],
    ['0', 0],
    ['-0', 0],
    ['99999999999999', 99999999999999],
    // A keypad without a comma: the field grouped 1234, the person pressed `.` for the decimals.
    ['1.234.56', 1234.56],
    ['1.234.5', 1234.5],
    ['1.500.', 1500],
    ['0.500', 0.5],
  ])('reads %j as %d', (text, expected) => {
    expect(parseNumber(text)).toBe(expected)
  })

  it.each(['', '   ', null, undefined])('reads %j as empty', (text) => {
    expect(parseNumber(text)).toBeNull()
  })

  it.each([
    'abc',
    '12,5.3',
    '1e309',
    '1,2,3',
    '1.2.3',
    '1..2',
    '--5',
    '😀',
    '12a',
    '.',
    ',',
    '1.23,4.5',
    '12.34.5',
    '1.5,3',
  ])('reads %j as not a number', (text) => {
    expect(parseNumber(text)).toBeNaN()
  })

  it('reads back what pt-BR formatting writes', () => {
    const format = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 })
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (cents) => {
        const value = cents / 100
        expect(parseNumber(format.format(value))).toBeCloseTo(value, 2)
      }),
      { numRuns: 200 },
    )
  })
})

describe('toMachineText', () => {
  it('reads exactly, without binary rounding', () => {
    expect(toMachineText('1.000.000,01')).toBe('1000000.01')
    expect(toMachineText('-1.234,567')).toBe('-1234.567')
    expect(toMachineText('')).toBeNull()
    expect(toMachineText('abc')).toBeUndefined()
  })
})

describe('parseUrlNumber', () => {
  it('reads machine format only', () => {
    expect(parseUrlNumber('1234.56')).toBe(1234.56)
    expect(parseUrlNumber('-3')).toBe(-3)
    expect(parseUrlNumber('1,5')).toBeNull()
    expect(parseUrlNumber('1e999')).toBeNull()
    expect(parseUrlNumber('9'.repeat(400))).toBeNull()
    expect(parseUrlNumber('<script>')).toBeNull()
    expect(parseUrlNumber(null)).toBeNull()
  })
})
