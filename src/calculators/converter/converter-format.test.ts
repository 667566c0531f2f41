import fc from 'fast-check'

import { withSiteMinus } from '@/test/intl-text.ts'
import { formatNumber } from '@/utils/format.ts'
import { timesPowerOfTen } from '@/utils/power-of-ten.ts'

import { formatConverted } from './converter-format.ts'

// The authority for six significant digits is Intl's `maximumSignificantDigits: 6` in pt-BR,
// which the converter used before writing them by hand; negatives take the site's minus sign.
const intl = new Intl.NumberFormat('pt-BR', { maximumSignificantDigits: 6 })
const significant = (value: number) => withSiteMinus(intl.format(value))
function withIntl(value: number): string {
  if (value === 0) return '0'
  const abs = Math.abs(value)
  if (abs >= 1e15 || abs < 1e-5) {
    const [mantissa = '0', exponent = '0'] = value.toExponential().split('e')
    return timesPowerOfTen(significant(Number(mantissa)), exponent)
  }
  return abs >= 1 ? formatNumber(value, 6) : significant(value)
}

describe('formatConverted', () => {
  it('writes six significant digits below 1 and in a mantissa as Intl does', () => {
    expect(formatConverted(0.99999951)).toBe('1')
    expect(formatConverted(9.9999951e-9)).toBe('10 × 10⁻⁹')
    expect(formatConverted(-0.5)).toBe('\u22120,5')
    const values = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e30, max: 1e30 }),
      fc.double({ noNaN: true, min: -1, max: 1 }),
      fc
        .tuple(fc.integer({ min: -2e9, max: 2e9 }), fc.integer({ min: -20, max: 20 }))
        .map(([n, k]) => n * 10 ** k),
    )
    fc.assert(
      fc.property(values, (value) => {
        expect(formatConverted(value)).toBe(withIntl(value))
      }),
      { numRuns: 3000 },
    )
  })
})
