import fc from 'fast-check'

import { expectAllFinite } from '@/test/expect-finite.ts'

import { money, sumMoney } from '../core/money.ts'
import { calculateProfit, type ProfitInput } from './profit.ts'

const run = (input: ProfitInput) => calculateProfit(input)
const errors = (input: ProfitInput) => {
  const r = run(input)
  return r.ok ? [] : r.errors
}

describe('calculateProfit', () => {
  it('docs/product.md §9: sale price = cost / (1 − margin) — cost 100 at 20% → 125,00, profit 25,00, markup 25%', () => {
    expect(run({ custo: 100, margem: 20 })).toEqual({
      ok: true,
      value: {
        salePrice: 125,
        profit: 25,
        markup: 25,
        margin: 20,
        steps: expect.any(Array) as unknown[],
      },
    })
  })

  it('rounds the price half-up to the cent and keeps price = cost + profit', () => {
    // 10 / 0,7 = 14,2857… → 14,29; markup 30/70 = 42,857…% → 42,86%.
    const r = run({ custo: 10, margem: 30 })
    expect(r.ok && r.value).toMatchObject({
      salePrice: 14.29,
      profit: 4.29,
      markup: 42.86,
      margin: 30,
    })
  })

  it('half-cent case: 0,67 / (1 − 0,25) = 0,89333… and 1,005 / (1 − 0) = 1,005 → 1,01', () => {
    const r = run({ custo: 1.005, margem: 0 })
    expect(r.ok && r.value.salePrice).toBe(1.01)
  })

  it('docs/decisions.md §2: the margin must be below 100%', () => {
    expect(errors({ custo: 10, margem: 100 })).toEqual([
      { field: 'margem', code: 'too-large', limit: 100 },
    ])
    expect(errors({ custo: 10, margem: 150 })).toEqual([
      { field: 'margem', code: 'too-large', limit: 100 },
    ])
  })

  it('a margin so close to 100% that the price overflows is too large too', () => {
    expect(errors({ custo: 1e12, margem: 99.99 })).toEqual([
      { field: 'margem', code: 'too-large', limit: 100 },
    ])
  })

  it('validates', () => {
    expect(errors({ custo: 0, margem: -1 })).toEqual([
      { field: 'custo', code: 'not-positive' },
      { field: 'margem', code: 'negative', limit: 0 },
    ])
    expect(errors({ custo: null, margem: NaN })).toEqual([
      { field: 'custo', code: 'required' },
      { field: 'margem', code: 'invalid' },
    ])
  })

  it('returns errors or an all-finite result that adds up', () => {
    const anyNumber = fc.oneof(
      fc.constantFrom(null, undefined, NaN, Infinity, -Infinity, 0, 1e12, 99.999, 100),
      fc.double(),
      fc.double({ min: 0, max: 100, noNaN: true }),
    )
    fc.assert(
      fc.property(anyNumber, anyNumber, (custo, margem) => {
        const r = run({ custo, margem })
        if (!r.ok) {
          expect(r.errors.length).toBeGreaterThan(0)
          return
        }
        expectAllFinite(r.value)
        expect(r.value.profit).toBeGreaterThanOrEqual(0)
        expect(sumMoney(r.value.profit, money(custo!))).toBe(r.value.salePrice)
      }),
      { numRuns: 200 },
    )
  })
})
