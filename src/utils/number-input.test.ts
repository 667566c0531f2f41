import { formatOnBlur, formatWhileTyping, type NumberInputOptions } from './number-input.ts'

const moneyOpts: NumberInputOptions = { decimals: 2, allowNegative: false, grouping: true }

function typeKeys(keys: string, options = moneyOpts): string {
  let text = ''
  for (const key of keys) text = formatWhileTyping(text, text + key, options)
  return text
}

describe('formatWhileTyping', () => {
  it('groups thousands while typing', () => {
    expect(typeKeys('1234567')).toBe('1.234.567')
    expect(typeKeys('1234,56')).toBe('1.234,56')
  })

  it('moves the dots when a digit is deleted', () => {
    expect(formatWhileTyping('1.234', '1.23', moneyOpts)).toBe('123')
    expect(formatWhileTyping('12.345', '12.45', moneyOpts)).toBe('1.245')
  })

  it('reads every form amendments §1 names as 1234.56, key by key', () => {
    expect(typeKeys('1.234,56')).toBe('1.234,56')
    expect(typeKeys('1234,56')).toBe('1.234,56')
    expect(typeKeys('1234.56')).toBe('1.234,56')
  })

  it('keeps a dot typed into ungrouped digits for the blur to resolve', () => {
    expect(typeKeys('12.5')).toBe('12.5')
    expect(formatOnBlur('12.5', moneyOpts)).toBe('12,5')
    expect(formatOnBlur('1.234', moneyOpts)).toBe('1.234')
  })

  it('limits decimals and drops letters', () => {
    expect(typeKeys('10,999')).toBe('10,99')
    expect(typeKeys('abc')).toBe('')
    expect(typeKeys('-5')).toBe('5')
    expect(typeKeys('-5', { ...moneyOpts, allowNegative: true })).toBe('-5')
    expect(typeKeys('12,5', { decimals: 0, allowNegative: false, grouping: false })).toBe('125')
  })

  it('parses a paste whole', () => {
    expect(formatWhileTyping('', 'R$ 1.234,56', moneyOpts)).toBe('1.234,56')
    expect(formatWhileTyping('', '1234.56', moneyOpts)).toBe('1.234,56')
  })

  it('lets a garbage paste through for the error message to explain', () => {
    expect(formatWhileTyping('', '12,5.3', moneyOpts)).toBe('12,5.3')
  })
})
