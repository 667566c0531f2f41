import fc from 'fast-check'

import { expectAllFinite } from '@/test/expect-finite.ts'

import { subtractMoney, sumMoney } from '../core/money.ts'
import { calculateFinancing, type FinancingInput } from './financing.ts'

function value(input: FinancingInput) {
  const r = calculateFinancing(input)
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.value
}

describe('calculateFinancing', () => {
  it('docs/product.md §9 SAC: R$ 100.000 at 1% a.m. in 10 months → amortização 10.000, juros P·i·(n+1)/2 = 5.500', () => {
    const v = value({ valor: 100000, prazo: 10, taxa: 1, sistema: 'sac' })
    expect(v.sistema).toBe('sac')
    expect(v.amortization).toBe(10000)
    expect(v.firstInstallment).toBe(11000)
    expect(v.installmentValue).toBe(11000)
    expect(v.lastInstallment).toBe(10100)
    expect(v.totalInterest).toBe(5500)
    expect(v.totalPaid).toBe(105500)
    expect(v.schedule).toEqual(v.sac.schedule)
  })

  it('Price of the same loan: 100000·0,01/(1 − 1,01^−10) = 10.558,2077 → R$ 10.558,21', () => {
    const v = value({ valor: 100000, prazo: 10, taxa: 1 })
    expect(v.sistema).toBe('price')
    expect(v.installmentValue).toBe(10558.21)
    expect(v.amortization).toBeNull()
    expect(v.totalPaid).toBe(sumMoney(...v.schedule.map((r) => r.parcela)))
    expect(v.totalInterest).toBe(sumMoney(...v.schedule.map((r) => r.juros)))
    // Price charges more interest than SAC on the same loan.
    expect(v.interestSavedWithSac).toBe(subtractMoney(v.totalInterest, v.sac.totalInterest))
    expect(v.interestSavedWithSac).toBeGreaterThan(0)
  })

  it('shows the monthly rate and its annual equivalent', () => {
    const v = value({ valor: 1000, prazo: 12, taxa: 1 })
    expect(v.monthlyRate).toBe(1)
    expect(v.annualRate).toBe(12.68)
  })

  it('zero rate: both systems split the amount evenly', () => {
    const v = value({ valor: 1200, prazo: 12, taxa: 0 })
    expect(v.price.installmentValue).toBe(100)
    expect(v.sac.firstInstallment).toBe(100)
    expect(v.interestSavedWithSac).toBe(0)
  })

  it('validates', () => {
    const r = calculateFinancing({ valor: 0, prazo: 700, taxa: null, sistema: 'americano' })
    expect(r.ok ? [] : r.errors).toEqual([
      { field: 'valor', code: 'not-positive' },
      { field: 'prazo', code: 'too-large', limit: 600 },
      { field: 'taxa', code: 'required' },
      { field: 'sistema', code: 'invalid' },
    ])
    const tiny = calculateFinancing({ valor: 0.001, prazo: 1, taxa: 1 })
    expect(tiny.ok ? [] : tiny.errors).toEqual([{ field: 'valor', code: 'not-positive' }])
  })

  it('returns errors or an all-finite result for any input', () => {
    const anyNumber = fc.oneof(
      fc.constantFrom(null, undefined, NaN, Infinity, -Infinity, 0, 1e12, 1e13, 0.005, 1000),
      fc.double(),
      fc.integer({ min: -5, max: 700 }),
    )
    const anyText = fc.oneof(fc.constantFrom(null, undefined, '', 'price', 'sac'), fc.string())
    fc.assert(
      fc.property(anyNumber, anyNumber, anyNumber, anyText, (valor, prazo, taxa, sistema) => {
        const r = calculateFinancing({ valor, prazo, taxa, sistema })
        if (!r.ok) {
          expect(r.errors.length).toBeGreaterThan(0)
          return
        }
        expectAllFinite(r.value)
      }),
      { numRuns: 100 },
    )
  })
})
