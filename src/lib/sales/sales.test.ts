import fc from 'fast-check'

import { expectAllFinite } from '@/test/expect-finite.ts'

import { calculateSales, type SalesInput } from './sales.ts'

const run = (input: SalesInput) => calculateSales(input)

describe('calculateSales', () => {
  it('docs/product.md §9: 10.000 at a ticket of 150 → 67 sales, 3 a day (⌈67/30⌉), 17 a week (⌈67/4⌉)', () => {
    expect(run({ meta: 10000, ticket: 150 })).toEqual({
      ok: true,
      value: { salesNeeded: 67, dailySales: 3, weeklySales: 17, projectedRevenue: 10050 },
    })
  })

  it('an exact division needs no extra sale', () => {
    const r = run({ meta: 3000, ticket: 100 })
    expect(r.ok && r.value).toEqual({
      salesNeeded: 30,
      dailySales: 1,
      weeklySales: 8,
      projectedRevenue: 3000,
    })
  })

  it('divides in decimal: 2,10 / 0,30 is 7 sales (binary floating point gives 7.000000000000001 → 8)', () => {
    expect(2.1 / 0.3).toBeGreaterThan(7)
    const r = run({ meta: 2.1, ticket: 0.3 })
    expect(r.ok && r.value.salesNeeded).toBe(7)
  })

  it('validates: both required and positive, the ticket at least a cent', () => {
    const r = run({ meta: 0, ticket: null })
    expect(r.ok ? [] : r.errors).toEqual([
      { field: 'meta', code: 'not-positive' },
      { field: 'ticket', code: 'required' },
    ])
    const cent = run({ meta: 1e12, ticket: 0.001 })
    expect(cent.ok ? [] : cent.errors).toEqual([
      { field: 'ticket', code: 'too-small', limit: 0.01 },
    ])
  })

  it('returns errors or an all-finite result that reaches the goal', () => {
    const anyNumber = fc.oneof(
      fc.constantFrom(null, undefined, NaN, Infinity, -Infinity, 0, 0.01, 1e-300, 1e12, 1e13),
      fc.double(),
    )
    fc.assert(
      fc.property(anyNumber, anyNumber, (meta, ticket) => {
        const r = run({ meta, ticket })
        if (!r.ok) {
          expect(r.errors.length).toBeGreaterThan(0)
          return
        }
        expectAllFinite(r.value)
        expect(r.value.salesNeeded).toBeGreaterThanOrEqual(1)
        expect(r.value.dailySales * 30).toBeGreaterThanOrEqual(r.value.salesNeeded)
        expect(r.value.weeklySales * 4).toBeGreaterThanOrEqual(r.value.salesNeeded)
      }),
      { numRuns: 200 },
    )
  })
})
