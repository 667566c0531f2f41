import { formatDisplay, formatNumberDisplay } from './display-format.ts'

describe('keypad display text', () => {
  it.each([
    ['0', '0'],
    ['-1234.5', '-1.234,5'],
    ['12.', '12,'],
    ['0.50', '0,50'],
    ['-0', '-0'],
    // Scientific notation as Brazilian schools write it, not a programmer's e+21.
    ['1.5e+21', '1,5 × 10²¹'],
    ['9.9999998e+15', '9,9999998 × 10¹⁵'],
    ['1e-7', '1 × 10⁻⁷'],
    ['-2.5e-12', '-2,5 × 10⁻¹²'],
    ['123456789012345678901', '1,23456789012346 × 10²⁰'],
  ])('%s → %s', (machine, shown) => {
    expect(formatDisplay(machine)).toBe(shown)
  })

  it('writes evaluator results in pt-BR, in scientific notation past 15 digits', () => {
    expect(formatNumberDisplay(0.5)).toBe('0,5')
    expect(formatNumberDisplay(1234567.25)).toBe('1.234.567,25')
    expect(formatNumberDisplay(1.23e15)).toBe('1,23 × 10¹⁵')
    expect(formatNumberDisplay(-2.5e-9)).toBe('-2,5 × 10⁻⁹')
    expect(formatNumberDisplay(1e100)).toBe('1 × 10¹⁰⁰')
  })
})
