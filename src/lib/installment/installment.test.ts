import fc from 'fast-check'

import { expectAllFinite } from '@/test/expect-finite.ts'

import { sumMoney } from '../core/money.ts'
import { calculateInstallment, type InstallmentInput } from './installment.ts'

function value(input: InstallmentInput) {
  const r = calculateInstallment(input)
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.value
}

const errors = (input: InstallmentInput) => {
  const r = calculateInstallment(input)
  return r.ok ? [] : r.errors
}

describe('calculateInstallment', () => {
  it('numpy-financial test_pmt: pmt(0.08/12, 5·12, 15000) = −304.145914 → R$ 304,15', () => {
    const v = value({ valor: 15000, parcelas: 60, taxa: 8 / 12 })
    expect(v.installmentValue).toBe(304.15)
    expect(v.schedule).toHaveLength(60)
    expect(v.totalPaid).toBe(sumMoney(...v.schedule.map((r) => r.parcela)))
  })

  it('numpy-financial test_pv: 127128.17 at 7% in 20 pays 12000,00', () => {
    expect(value({ valor: 127128.17, parcelas: 20, taxa: 7 }).installmentValue).toBe(12000)
  })

  it('docs/decisions.md §3: the rate is divided by 100 once — 1000 in 10 at 2% a.m. is 111,33, not ~100,11', () => {
    const v = value({ valor: 1000, parcelas: 10, taxa: 2 })
    expect(v.installmentValue).toBe(111.33)
    expect(v.totalPaid).toBe(sumMoney(...v.schedule.map((r) => r.parcela)))
    // Row by row (Python decimal, half-up): nine of 111,33 and a last of 111,28.
    expect(v.lastInstallment).toBe(111.28)
    expect(v.schedule[9]).toEqual({
      mes: 10,
      parcela: 111.28,
      juros: 2.18,
      amortizacao: 109.1,
      saldo: 0,
    })
    expect(v.totalInterest).toBe(113.25)
  })

  it('numpy-financial test_pmt edge: zero rate divides evenly, the last absorbing the cents', () => {
    const v = value({ valor: 1000, parcelas: 3, taxa: 0 })
    expect(v.installmentValue).toBe(333.33)
    expect(v.lastInstallment).toBe(333.34)
    expect(v.totalPaid).toBe(1000)
    expect(v.totalInterest).toBe(0)
  })

  it('one instalment: principal plus a month of interest', () => {
    const v = value({ valor: 500, parcelas: 1, taxa: 1.5 })
    expect(v.installmentValue).toBe(507.5)
    expect(v.totalInterest).toBe(7.5)
  })

  it('validates every field', () => {
    expect(errors({ valor: null, parcelas: 601, taxa: -1 })).toEqual([
      { field: 'valor', code: 'required' },
      { field: 'parcelas', code: 'too-large', limit: 600 },
      { field: 'taxa', code: 'negative', limit: 0 },
    ])
    expect(errors({ valor: -5, parcelas: 2.5, taxa: NaN })).toEqual([
      { field: 'valor', code: 'not-positive' },
      { field: 'parcelas', code: 'not-integer' },
      { field: 'taxa', code: 'invalid' },
    ])
    expect(errors({ valor: Number('1e309'), parcelas: 0, taxa: 1001 })).toEqual([
      { field: 'valor', code: 'too-large', limit: 1e12 },
      { field: 'parcelas', code: 'not-positive' },
      { field: 'taxa', code: 'too-large', limit: 1000 },
    ])
  })

  it('a value that rounds to R$ 0,00 is not positive', () => {
    expect(errors({ valor: 0.004, parcelas: 1, taxa: 1 })).toEqual([
      { field: 'valor', code: 'not-positive' },
    ])
  })

  it('returns errors or an all-finite result for any input', () => {
    const anyNumber = fc.oneof(
      fc.constantFrom(null, undefined, NaN, Infinity, -Infinity, 0, 1e12, 1e13, 0.005, 600, 1000),
      fc.double(),
      fc.integer({ min: -5, max: 700 }),
    )
    fc.assert(
      fc.property(anyNumber, anyNumber, anyNumber, (valor, parcelas, taxa) => {
        const r = calculateInstallment({ valor, parcelas, taxa })
        if (!r.ok) {
          expect(r.errors.length).toBeGreaterThan(0)
          return
        }
        expectAllFinite(r.value)
        expect(r.value.schedule[r.value.schedule.length - 1]!.saldo).toBe(0)
      }),
      { numRuns: 100 },
    )
  })
})
