import { describe, expect, it } from 'vitest'

import { D } from './money.ts'
import { inTodaysMoney } from './real-value.ts'

describe('inTodaysMoney', () => {
  it('discounts by the yearly inflation, compounded: R$ 1.000 in 10 years at 4% a.a. = 675,56 today (1,04^10 = 1,4802…)', () => {
    expect(inTodaysMoney(new D(1000), 4, 120).toFixed(2)).toBe('675.56')
  })

  it('counts months as fractions of a year: 6 months at 21% a.a. divide by 1,1', () => {
    expect(inTodaysMoney(new D(110), 21, 6).toFixed(2)).toBe('100.00')
  })

  it('leaves the value alone for no time, zero inflation or an inflation of −100%', () => {
    expect(inTodaysMoney(new D(50), 4, 0).toNumber()).toBe(50)
    expect(inTodaysMoney(new D(50), 0, 60).toNumber()).toBe(50)
    expect(inTodaysMoney(new D(50), -100, 60).toNumber()).toBe(50)
  })
})
