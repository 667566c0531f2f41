import fc from 'fast-check'

import { expectAllFinite } from '@/test/expect-finite.ts'

import { money, sumMoney } from '../core/money.ts'
import { calculateTip, type Share, splitMoney, type TipInput } from './tip.ts'

const run = (input: TipInput) => calculateTip(input)
const errors = (input: TipInput) => {
  const r = run(input)
  return r.ok ? [] : r.errors
}
const totalOf = (shares: Share[]) =>
  sumMoney(...shares.flatMap((s) => Array<typeof s.amount>(s.people).fill(s.amount)))

describe('calculateTip', () => {
  it('docs/product.md §9 default 10%: R$ 100 for 3 → tip 10, total 110, shares 36,67 ×2 + 36,66 ×1', () => {
    expect(run({ conta: 100, pessoas: 3 })).toEqual({
      ok: true,
      value: {
        modo: 'percentual',
        billAmount: 100,
        tipAmount: 10,
        totalAmount: 110,
        perPerson: 36.67,
        tipPerPerson: 3.34,
        tipPercent: 10,
        split: [
          { amount: 36.67, people: 2 },
          { amount: 36.66, people: 1 },
        ],
        tipSplit: [
          { amount: 3.34, people: 1 },
          { amount: 3.33, people: 2 },
        ],
        // Pinned step by step in tip-steps.test.ts.
        steps: expect.any(Array) as unknown[],
      },
    })
  })

  it('one person (the default) pays everything', () => {
    const r = run({ conta: 80, gorjeta: 15 })
    expect(r.ok && r.value).toMatchObject({
      tipAmount: 12,
      totalAmount: 92,
      perPerson: 92,
      split: [{ amount: 92, people: 1 }],
    })
  })

  it('valor mode: a R$ 12 tip on R$ 80 is 15%', () => {
    const r = run({ conta: 80, pessoas: 2, modo: 'valor', gorjeta: 12 })
    expect(r.ok && r.value).toMatchObject({ tipAmount: 12, tipPercent: 15, perPerson: 46 })
  })

  it('half-cent: 10% of R$ 10,05 is 1,005 → 1,01', () => {
    const r = run({ conta: 10.05, modo: 'percentual', gorjeta: 10 })
    expect(r.ok && r.value.tipAmount).toBe(1.01)
  })

  it('splitMoney: even and uneven splits', () => {
    expect(splitMoney(money(100), 4)).toEqual([{ amount: 25, people: 4 }])
    expect(splitMoney(money(0.01), 3)).toEqual([
      { amount: 0.01, people: 1 },
      { amount: 0, people: 2 },
    ])
    expect(splitMoney(money(0), 2)).toEqual([{ amount: 0, people: 2 }])
  })

  it('validates', () => {
    expect(errors({ conta: null, pessoas: 0, modo: 'x', gorjeta: 5 })).toEqual([
      { field: 'conta', code: 'required' },
      { field: 'pessoas', code: 'too-small', limit: 1 },
      { field: 'modo', code: 'invalid' },
    ])
    expect(errors({ conta: 0.001, pessoas: 2.5, gorjeta: 101 })).toEqual([
      { field: 'pessoas', code: 'not-integer' },
      { field: 'gorjeta', code: 'too-large', limit: 100 },
      { field: 'conta', code: 'not-positive' },
    ])
    expect(errors({ conta: 10, pessoas: 101, modo: 'valor', gorjeta: null })).toEqual([
      { field: 'pessoas', code: 'too-large', limit: 100 },
      { field: 'gorjeta', code: 'required' },
    ])
  })

  it('returns errors or an all-finite result whose shares add up to the totals', () => {
    const anyNumber = fc.oneof(
      fc.constantFrom(null, undefined, NaN, Infinity, -Infinity, 0, 1, 3, 7, 100, 1e12, 1e13),
      fc.double(),
      fc.integer({ min: -2, max: 120 }),
      fc.double({ min: 0, max: 10000, noNaN: true }),
    )
    const anyMode = fc.oneof(
      fc.constantFrom(null, undefined, '', 'percentual', 'valor'),
      fc.string(),
    )
    fc.assert(
      fc.property(anyNumber, anyNumber, anyMode, anyNumber, (conta, pessoas, modo, gorjeta) => {
        const r = run({ conta, pessoas, modo, gorjeta })
        if (!r.ok) {
          expect(r.errors.length).toBeGreaterThan(0)
          return
        }
        const v = r.value
        expectAllFinite(v)
        expect(totalOf(v.split)).toBe(v.totalAmount)
        expect(totalOf(v.tipSplit)).toBe(v.tipAmount)
        expect(sumMoney(v.billAmount, v.tipAmount)).toBe(v.totalAmount)
      }),
      { numRuns: 200 },
    )
  })
})
