import fc from 'fast-check'

import { expectAllFinite } from '@/test/expect-finite.ts'

import { sumMoney } from '../core/money.ts'
import { calculatePersonalLoan, type PersonalLoanInput } from './personal-loan.ts'

function value(input: PersonalLoanInput) {
  const r = calculatePersonalLoan(input)
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.value
}

const errors = (input: PersonalLoanInput) => {
  const r = calculatePersonalLoan(input)
  return r.ok ? [] : r.errors
}

describe('calculatePersonalLoan', () => {
  it('Price: R$ 10.000 at 2% a.m. in 12 months, 10000·0,02/(1 − 1,02^−12) = 945,596 → R$ 945,60', () => {
    const v = value({ valor: 10000, taxa: 2, prazo: 12 })
    expect(v.monthlyPayment).toBe(945.6)
    expect(v.totalMonths).toBe(12)
    expect(v.totalPayment).toBe(sumMoney(...v.schedule.map((r) => r.parcela)))
    expect(v.totalInterest).toBe(sumMoney(...v.schedule.map((r) => r.juros)))
    expect(v.interestPercentage).toBe(Math.round((v.totalInterest / 10000) * 10000) / 100)
    expect(v.monthlyRate).toBe(2)
    expect(v.annualRate).toBe(26.82)
  })

  it('docs/decisions.md §3: 12% ao ano is the equivalent 0,9489% ao mês, not 1% — payment 885,62', () => {
    // 10000 · m / (1 − (1 + m)^−12), m = 1,12^(1/12) − 1 = 0,0094887929… → 885,6207
    const v = value({ valor: 10000, taxa: 12, taxaPeriodo: 'ano', prazo: 12 })
    expect(v.monthlyRate).toBe(0.9489)
    expect(v.annualRate).toBe(12)
    expect(v.monthlyPayment).toBe(885.62)
  })

  it('a term in years is months × 12', () => {
    const v = value({ valor: 5000, taxa: 3.5, prazo: 2, unidade: 'anos' })
    expect(v.totalMonths).toBe(24)
    expect(v.schedule).toHaveLength(24)
    expect(v.monthlyPayment).toBe(311.36) // 5000 · 0,035 / (1 − 1,035^−24) = 311,364
    expect(v.lastPayment).toBe(v.schedule[23]!.parcela)
  })

  it('zero rate: no interest', () => {
    const v = value({ valor: 1200, taxa: 0, prazo: 12 })
    expect(v.monthlyPayment).toBe(100)
    expect(v.totalInterest).toBe(0)
    expect(v.interestPercentage).toBe(0)
  })

  it('validates', () => {
    expect(
      errors({ valor: null, taxa: 2000, taxaPeriodo: 'dia', prazo: 51, unidade: 'anos' }),
    ).toEqual([
      { field: 'valor', code: 'required' },
      { field: 'taxa', code: 'too-large', limit: 1000 },
      { field: 'taxaPeriodo', code: 'invalid' },
      { field: 'prazo', code: 'too-large', limit: 50 },
    ])
    expect(errors({ valor: 0.001, taxa: 1, prazo: 1 })).toEqual([
      { field: 'valor', code: 'not-positive' },
    ])
    expect(errors({ valor: 1, taxa: 1, prazo: 1, unidade: 'semanas' })).toEqual([
      { field: 'unidade', code: 'invalid' },
    ])
  })

  it('returns errors or an all-finite result for any input', () => {
    const anyNumber = fc.oneof(
      fc.constantFrom(null, undefined, NaN, Infinity, -Infinity, 0, 1e12, 1e13, 0.005, 50, 1000),
      fc.double(),
      fc.integer({ min: -5, max: 700 }),
    )
    const anyText = fc.oneof(
      fc.constantFrom(null, undefined, '', 'mes', 'ano', 'meses', 'anos'),
      fc.string(),
    )
    fc.assert(
      fc.property(
        anyNumber,
        anyNumber,
        anyText,
        anyNumber,
        anyText,
        (valor, taxa, tp, prazo, u) => {
          const r = calculatePersonalLoan({ valor, taxa, taxaPeriodo: tp, prazo, unidade: u })
          if (!r.ok) {
            expect(r.errors.length).toBeGreaterThan(0)
            return
          }
          expectAllFinite(r.value)
          expect(r.value.totalMonths).toBe(r.value.schedule.length)
        },
      ),
      { numRuns: 100 },
    )
  })
})
