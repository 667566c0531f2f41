import { D } from './money.ts'
import {
  annualToMonthly,
  depositForTarget,
  fromPercent,
  futureValue,
  isZeroRate,
  monthlyRate,
  monthlyToAnnual,
  toPercent,
} from './rate.ts'

describe('percent conversions', () => {
  it('divides by 100 once, and back', () => {
    expect(fromPercent(1.5).toString()).toBe('0.015')
    expect(toPercent(new D('0.015'))).toBe(1.5)
  })
})

describe('annual ↔ monthly by equivalence (docs/decisions.md §3)', () => {
  it('12% a.a. = 0,9488792934…% a.m., not 1%', () => {
    expect(annualToMonthly(new D('0.12')).toDecimalPlaces(12).toString()).toBe('0.009488792935')
  })

  it('1% a.m. = 12,6825030131969…% a.a.', () => {
    expect(monthlyToAnnual(new D('0.01')).toString()).toBe('0.126825030131969720661201')
  })

  it('round-trips', () => {
    const annual = new D('0.1375')
    expect(monthlyToAnnual(annualToMonthly(annual)).toDecimalPlaces(30).eq(annual)).toBe(true)
  })

  it('zero stays zero; −100% a.a. is −100% a.m.', () => {
    expect(annualToMonthly(new D(0)).isZero()).toBe(true)
    expect(annualToMonthly(new D(-1)).toString()).toBe('-1')
  })

  it('a rate below −100% is a library bug and says so', () => {
    expect(() => annualToMonthly(new D('-1.5'))).toThrow(RangeError)
  })

  it('monthlyRate applies the period', () => {
    expect(monthlyRate(1.5, 'mes').toString()).toBe('0.015')
    expect(monthlyRate(12, 'ano').eq(annualToMonthly(new D('0.12')))).toBe(true)
  })
})

describe('futureValue (numpy-financial fv, when=end)', () => {
  it('TestFv.test_decimal: fv(0.075, 20, −2000, 0) = 86609.36267304300040536731624', () => {
    // Python's Decimal keeps 28 significant digits; compare the 25 both agree on.
    expect(
      futureValue(new D(0), new D(2000), new D('0.075'), 20).toDecimalPlaces(20).toString(),
    ).toBe('86609.36267304300040536732')
  })

  it('fv docstring: fv(0.05/12, 120, −100, −100) = 15692.928894335748', () => {
    const fv = futureValue(new D(100), new D(100), new D('0.05').div(12), 120)
    expect(fv.toNumber()).toBeCloseTo(15692.928894335748, 8)
  })

  it('zero and negligible rates add the deposits', () => {
    expect(futureValue(new D(100), new D(10), new D(0), 12).toString()).toBe('220')
    expect(futureValue(new D(100), new D(10), new D('1e-30'), 12).toString()).toBe('220')
    expect(isZeroRate(new D('1e-21'))).toBe(true)
    expect(isZeroRate(new D('1e-19'))).toBe(false)
  })
})

describe('depositForTarget (numpy-financial pmt with fv)', () => {
  it('is the inverse of futureValue', () => {
    const rate = new D('0.01')
    const deposit = depositForTarget(new D(1000), new D(50000), rate, 120)
    expect(futureValue(new D(1000), deposit, rate, 120).toDecimalPlaces(20).toString()).toBe(
      '50000',
    )
  })

  it('zero rate splits the gap evenly; negative when the initial amount already reaches the target', () => {
    expect(depositForTarget(new D(200), new D(1400), new D(0), 12).toString()).toBe('100')
    expect(depositForTarget(new D(2000), new D(1000), new D('0.01'), 12).isNegative()).toBe(true)
  })
})
