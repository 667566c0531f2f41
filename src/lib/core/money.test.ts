import fc from 'fast-check'

import {
  D,
  fitsMoney,
  fromCents,
  MAX_MONEY,
  maxMoney,
  minMoney,
  money,
  type Money,
  multiplyMoney,
  roundTo,
  subtractMoney,
  sumMoney,
  toCents,
  ZERO,
} from './money.ts'

describe('money', () => {
  it('docs/decisions.md §1: rounds half-up in decimal — 1.005 → 1.01 where Math.round gives 1.00', () => {
    expect(Math.round(1.005 * 100) / 100).toBe(1)
    expect(money(1.005)).toBe(1.01)
    expect(money(2.675)).toBe(2.68)
    expect(money(1.004999)).toBe(1)
  })

  it('rounds an exact half away from zero, and never returns −0', () => {
    expect(money(-1.005)).toBe(-1.01)
    expect(Object.is(money(-0.001), 0)).toBe(true)
    expect(Object.is(money(-0), 0)).toBe(true)
  })

  it('hides floating-point noise: 0.1 + 0.2 → 0.3', () => {
    expect(money(0.1 + 0.2)).toBe(0.3)
  })

  it('accepts decimals and strings', () => {
    expect(money(new D('123.455'))).toBe(123.46)
    expect(money('7.125')).toBe(7.13)
  })

  it('throws on a non-finite number: a library bug, never user input', () => {
    expect(() => money(NaN)).toThrow(RangeError)
    expect(() => money(Infinity)).toThrow(RangeError)
  })
})

describe('cents', () => {
  it('toCents and fromCents round-trip', () => {
    expect(toCents(money(19.99))).toBe(1999)
    expect(fromCents(1999)).toBe(19.99)
    expect(fromCents(-5)).toBe(-0.05)
  })

  it('fromCents rounds a fractional cent half away from zero, like money()', () => {
    // Math.round(-2.5) is −2; money() would round −0.025 to −0.03.
    expect(fromCents(-2.5)).toBe(-0.03)
    expect(fromCents(2.5)).toBe(0.03)
  })
})

describe('sumMoney and subtractMoney', () => {
  it('adds shown amounts exactly: 0,10 + 0,20 = 0,30', () => {
    expect(sumMoney(money(0.1), money(0.2))).toBe(0.3)
    expect(sumMoney()).toBe(0)
    expect(subtractMoney(money(0.3), money(0.1))).toBe(0.2)
  })

  it('stays exact past 2^53 cents, where whole-cent doubles would lose them', () => {
    const big = money(5e13)
    // 5e15 + 5e15 + 1 cents: summed in decimal, then the nearest double of 100000000000000.01.
    expect(sumMoney(big, big, money(0.01))).toBe(Number('100000000000000.01'))
    expect(subtractMoney(money(8e13), money(-8e13))).toBe(1.6e14)
  })

  it('property: a sum equals the sum of the cents', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e9, max: 1e9 })), (cents) => {
        const total = sumMoney(...cents.map((c) => fromCents(c)))
        expect(toCents(total)).toBe(cents.reduce((a, b) => a + b, 0))
      }),
      { numRuns: 100 },
    )
  })
})

describe('fromCents of whole cents', () => {
  it('property: the same double as the decimal route, never −0', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 53) + 1, max: 2 ** 53 - 1 }), (cents) => {
        expect(Object.is(fromCents(cents), money(new D(cents).div(100)))).toBe(true)
      }),
      { numRuns: 2000 },
    )
    expect(Object.is(fromCents(-0), 0)).toBe(true)
  })
})

describe('multiplyMoney', () => {
  // The decimal definition it must match to the cent: money(factor × amount).
  const decimal = (factor: string, amount: Money) => money(new D(factor).times(amount))

  it('rounds an exact half cent up, as money() does: 1% of R$ 0,50 and of R$ 1,50', () => {
    const onePercent = multiplyMoney(new D('0.01'))
    expect(onePercent(money(0.5))).toBe(0.01)
    expect(onePercent(money(1.5))).toBe(0.02)
    expect(onePercent(money(-0.5))).toBe(-0.01)
    expect(Object.is(onePercent(ZERO), 0)).toBe(true)
    // 0,9% a.m. on R$ 250.000 (docs/performance.md's 360-month financing): 2.250,00.
    expect(multiplyMoney(new D('0.009'))(money(250000))).toBe(2250)
  })

  it('property: the decimal cent for monthly rates with any digits, on any balance', () => {
    const rate = fc
      .tuple(fc.integer({ min: 0, max: 10 ** 9 }), fc.integer({ min: 0, max: 12 }))
      .map(([digits, places]) => new D(digits).div(new D(10).pow(places)).toString())
    // Rates converted from a yearly one have 40 digits.
    const yearly = fc
      .integer({ min: 1, max: 10_000 })
      .map((a) => new D(1).plus(new D(a).div(10_000)).pow(new D(1).div(12)).minus(1).toString())
    const cents = fc.integer({ min: -(10 ** 14), max: 10 ** 14 })
    fc.assert(
      fc.property(fc.oneof(rate, yearly), cents, (factor, c) => {
        const amount = fromCents(c)
        expect(multiplyMoney(new D(factor))(amount)).toBe(decimal(factor, amount))
      }),
      { numRuns: 800 },
    )
  })

  it('property: products that land on half a cent, or a hair beside it', () => {
    // factor × amount = k + 0,5 cents exactly (amount of 2^m cents, factor (2k + 1) / 2^(m+1)),
    // and the same nudged by one unit in the factor's 30th decimal either way.
    const parts = fc.tuple(
      fc.integer({ min: 0, max: 10 ** 6 }),
      fc.integer({ min: 0, max: 20 }),
      fc.constantFrom('0', '1e-30', '-1e-30'),
    )
    fc.assert(
      fc.property(parts, ([k, m, nudge]) => {
        const amount = fromCents(2 ** m)
        const factor = new D(2 * k + 1)
          .div(2 ** (m + 1))
          .plus(nudge)
          .toString()
        expect(multiplyMoney(new D(factor))(amount)).toBe(decimal(factor, amount))
      }),
      { numRuns: 1000 },
    )
  })
})

describe('maxMoney, minMoney, ZERO', () => {
  it('picks the larger and smaller', () => {
    const a = money(1)
    const b = money(2)
    expect(maxMoney(a, b)).toBe(2)
    expect(maxMoney(b, a)).toBe(2)
    expect(minMoney(a, b)).toBe(1)
    expect(minMoney(b, a)).toBe(1)
    expect(ZERO).toBe(0)
  })
})

describe('fitsMoney', () => {
  it('accepts up to MAX_MONEY in magnitude, finite only', () => {
    expect(fitsMoney(MAX_MONEY)).toBe(true)
    expect(fitsMoney(-MAX_MONEY)).toBe(true)
    expect(fitsMoney(new D(MAX_MONEY).plus('0.01'))).toBe(false)
    expect(fitsMoney(new D(10).pow(1000))).toBe(false)
    expect(fitsMoney(Infinity)).toBe(false)
    expect(fitsMoney(NaN)).toBe(false)
  })
})

describe('roundTo', () => {
  it('rounds half-up in decimal to the given places', () => {
    expect(roundTo(12.345, 2)).toBe(12.35)
    expect(roundTo(0.948879293, 4)).toBe(0.9489)
    expect(roundTo(-0.00001, 2)).toBe(0)
    expect(Object.is(roundTo(-0.00001, 2), 0)).toBe(true)
  })

  it('throws on a non-finite number', () => {
    expect(() => roundTo(NaN, 2)).toThrow(RangeError)
  })

  it('property: money() of any finite double up to 1e12 is a whole number of cents', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (x) => {
        const m: Money = money(x)
        expect(Number.isInteger(Math.round(m * 100))).toBe(true)
        expect(Math.abs(m - x)).toBeLessThanOrEqual(0.005 + 1e-3)
        expect(money(m)).toBe(m)
      }),
      { numRuns: 200 },
    )
  })
})
