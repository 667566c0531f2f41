import fc from 'fast-check'

import { withSiteMinus } from '@/test/intl-text.ts'

import { formatCompactMoney } from './format-compact.ts'

// The authority is Intl's own pt-BR compact currency (ICU's CLDR data), which this replaces.
const intl = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
})
const intlText = (value: number) => withSiteMinus(intl.format(value))

describe('formatCompactMoney', () => {
  it('writes an axis tick as Intl writes it', () => {
    expect(formatCompactMoney(0)).toBe('R$\u00a00')
    expect(formatCompactMoney(950)).toBe('R$\u00a0950')
    expect(formatCompactMoney(1234)).toBe('R$\u00a01,2\u00a0mil')
    expect(formatCompactMoney(1050)).toBe('R$\u00a01,1\u00a0mil')
    expect(formatCompactMoney(999.96)).toBe('R$\u00a01\u00a0mil')
    expect(formatCompactMoney(999_950)).toBe('R$\u00a01\u00a0mi')
    expect(formatCompactMoney(2.5e9)).toBe('R$\u00a02,5\u00a0bi')
    expect(formatCompactMoney(3e12)).toBe('R$\u00a03\u00a0tri')
    expect(formatCompactMoney(Number.NaN)).toBe('R$\u00a00')
  })

  it('agrees with Intl on every magnitude a chart can reach', () => {
    const values = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e16, max: 1e16 }),
      fc
        .tuple(fc.integer({ min: 0, max: 2e9 }), fc.integer({ min: -6, max: 3 }))
        .map(([n, k]) => n * 10 ** k),
    )
    fc.assert(
      fc.property(values, (value) => {
        expect(formatCompactMoney(value)).toBe(intlText(value))
      }),
      { numRuns: 3000 },
    )
  })
})
