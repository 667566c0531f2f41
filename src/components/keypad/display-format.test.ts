import { formatDisplay, formatNumberDisplay } from './display-format.ts'

describe('keypad display text', () => {
  it.each([
    ['0', '0'],
    ['-1234.5', '-1.234,5'],
    ['12.', '12,'],
    ['0.50', '0,50'],
    ['-0', '-0'],
    ['1.5e+21', '1,5e+21'],
    ['1e-7', '1e-7'],
    ['123456789012345678901', '1,23456789012346e+20'],
  ])('%s → %s', (machine, shown) => {
    expect(formatDisplay(machine)).toBe(shown)
  })

  it('writes evaluator results in pt-BR, in scientific notation past 15 digits', () => {
    expect(formatNumberDisplay(0.5)).toBe('0,5')
    expect(formatNumberDisplay(1234567.25)).toBe('1.234.567,25')
    expect(formatNumberDisplay(1.23e15)).toBe('1,23e+15')
    expect(formatNumberDisplay(-2.5e-9)).toBe('-2,5e-9')
  })
})
