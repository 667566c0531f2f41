import fc from 'fast-check'

import { expectAllFinite } from '@/test/expect-finite.ts'

import { sumMoney } from '../core/money.ts'
import { calculateDiscount, type DiscountInput } from './discount.ts'

const run = (input: DiscountInput) => calculateDiscount(input)
const errors = (input: DiscountInput) => {
  const r = run(input)
  return r.ok ? [] : r.errors
}

describe('calculateDiscount', () => {
  it('percentual (default mode): 15% off R$ 200 → R$ 30 off, R$ 170', () => {
    expect(run({ preco: 200, desconto: 15 })).toEqual({
      ok: true,
      value: {
        modo: 'percentual',
        originalPrice: 200,
        discountPercent: 15,
        discountAmount: 30,
        finalPrice: 170,
        savings: 30,
        unroundedDiscount: null,
        steps: expect.any(Array) as unknown[],
      },
    })
  })

  it('half-cent: 50% of R$ 10,05 is 5,025 → 5,03 off (binary 5.0249… would give 5,02), final 5,02', () => {
    const r = run({ modo: 'percentual', preco: 10.05, desconto: 50 })
    expect(r.ok && [r.value.discountAmount, r.value.finalPrice]).toEqual([5.03, 5.02])
  })

  it('valor: R$ 80 off R$ 200 is 40%', () => {
    const r = run({ modo: 'valor', preco: 200, desconto: 80 })
    expect(r.ok && r.value).toMatchObject({
      discountPercent: 40,
      discountAmount: 80,
      finalPrice: 120,
    })
  })

  it('preco-final: R$ 200 → R$ 150 is R$ 50 off, 25%', () => {
    const r = run({ modo: 'preco-final', preco: 200, final: 150 })
    expect(r.ok && r.value).toMatchObject({ discountPercent: 25, discountAmount: 50, savings: 50 })
  })

  it('percentages have 2 decimals: R$ 1 off R$ 3 is 33,33%', () => {
    const r = run({ modo: 'valor', preco: 3, desconto: 1 })
    expect(r.ok && r.value.discountPercent).toBe(33.33)
  })

  it('a discount can not pass the price, nor a final price exceed it', () => {
    expect(errors({ preco: 200, desconto: 101 })).toEqual([
      { field: 'desconto', code: 'too-large', limit: 100 },
    ])
    expect(errors({ modo: 'valor', preco: 200, desconto: 200.01 })).toEqual([
      { field: 'desconto', code: 'too-large', limit: 200 },
    ])
    expect(errors({ modo: 'preco-final', preco: 200, final: 250 })).toEqual([
      { field: 'final', code: 'too-large', limit: 200 },
    ])
  })

  it('validates', () => {
    expect(errors({ modo: 'cupom', preco: null, desconto: -1 })).toEqual([
      { field: 'modo', code: 'invalid' },
      { field: 'preco', code: 'required' },
      { field: 'desconto', code: 'negative', limit: 0 },
    ])
    expect(errors({ modo: 'preco-final', preco: 0.001, final: NaN })).toEqual([
      { field: 'preco', code: 'not-positive' },
      { field: 'final', code: 'invalid' },
    ])
    expect(errors({ modo: 'valor', preco: 10, desconto: undefined })).toEqual([
      { field: 'desconto', code: 'required' },
    ])
  })

  it('returns errors or an all-finite result where original − discount = final', () => {
    const anyNumber = fc.oneof(
      fc.constantFrom(null, undefined, NaN, Infinity, -Infinity, 0, 0.005, 100, 1e12, 1e13),
      fc.double(),
      fc.double({ min: 0, max: 1000, noNaN: true }),
    )
    const anyMode = fc.oneof(
      fc.constantFrom(null, undefined, '', 'percentual', 'valor', 'preco-final'),
      fc.string(),
    )
    fc.assert(
      fc.property(anyMode, anyNumber, anyNumber, anyNumber, (modo, preco, desconto, final) => {
        const r = run({ modo, preco, desconto, final })
        if (!r.ok) {
          expect(r.errors.length).toBeGreaterThan(0)
          return
        }
        expectAllFinite(r.value)
        expect(sumMoney(r.value.finalPrice, r.value.discountAmount)).toBe(r.value.originalPrice)
        expect(r.value.finalPrice).toBeGreaterThanOrEqual(0)
      }),
      { numRuns: 200 },
    )
  })
})

describe('a typed percentage stays as typed', () => {
  it('33% of R$ 19,99: R$ 6,60 off (6,5967 to the cent), still 33%', () => {
    const r = calculateDiscount({ modo: 'percentual', preco: 19.99, desconto: 33 })
    expect(r.ok && r.value).toMatchObject({
      discountPercent: 33,
      discountAmount: 6.6,
      finalPrice: 13.39,
      unroundedDiscount: 6.5967,
    })
  })

  it('no rounding note when the cents are exact', () => {
    const r = calculateDiscount({ modo: 'percentual', preco: 200, desconto: 15 })
    expect(r.ok && r.value.unroundedDiscount).toBeNull()
  })
})
