import { describe, expect, it } from 'vitest'

import { parseMonth, parseTypedRates, typedRatesText } from './series-months.ts'

// The link's forms of docs/legal/official-series.md ("Meses que faltam"): `inicio=AAAA-MM` and
// `taxas=2026-08:0,45;2026-09:-0,1`.

describe('months of a link', () => {
  it('a real AAAA-MM within the years the site knows', () => {
    expect(parseMonth(' 2026-08 ')).toBe('2026-08')
    expect(parseMonth('2026-13')).toBeNull()
    expect(parseMonth('1899-12')).toBeNull()
    expect(parseMonth('2201-01')).toBeNull()
    expect(parseMonth('')).toBeNull()
    expect(parseMonth(null)).toBeNull()
  })
})

describe('rates typed for months the data lacks', () => {
  it('reads a decimal comma or point, a negative rate, and no month at all', () => {
    expect(parseTypedRates('2026-08:0,45; 2026-09:-0.1;')).toEqual({
      '2026-08': 0.45,
      '2026-09': -0.1,
    })
    expect(parseTypedRates('2026-10:0')).toEqual({ '2026-10': 0 })
    expect(parseTypedRates('')).toEqual({})
    expect(parseTypedRates(undefined)).toEqual({})
  })

  it('refuses the whole text when any entry is not month:rate, or a rate of 100% a month or more', () => {
    for (const text of [
      '2026-08',
      '2026-08:',
      '2026-08:abc',
      '2026-08:0,1:2',
      '2026-13:0,1',
      '2026-08:100',
      '2026-08:-100',
      '2026-08:0,45;x:1',
    ]) {
      expect(parseTypedRates(text), text).toBeNull()
    }
  })

  it('writes the months in order with a decimal comma, leaving out the empty ones, and reads back', () => {
    const text = typedRatesText({ '2026-09': '-0.1', '2026-08': ' 0,45 ', '2026-10': ' ' })
    expect(text).toBe('2026-08:0,45;2026-09:-0,1')
    expect(parseTypedRates(text)).toEqual({ '2026-08': 0.45, '2026-09': -0.1 })
  })
})
