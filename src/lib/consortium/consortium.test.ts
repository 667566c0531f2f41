import fc from 'fast-check'

import { expectAllFinite } from '@/test/expect-finite.ts'

import { calculateConsortium, type ConsortiumInput } from './consortium.ts'
import { subtractMoney } from '../core/money.ts'

const run = (input: ConsortiumInput) => calculateConsortium(input)
const errors = (input: ConsortiumInput) => {
  const r = run(input)
  return r.ok ? [] : r.errors
}

describe('calculateConsortium', () => {
  it('R$ 100.000, 100 months, 15% admin, 2% reserve → R$ 1.170 a month, R$ 117.000 in total', () => {
    expect(run({ credito: 100000, grupo: '100', taxaAdm: 15, fundoReserva: 2 })).toMatchObject({
      ok: true,
      value: {
        totalPayments: 100,
        monthlyInstallment: 1170,
        estimatedInstallment: 1170,
        totalPaid: 117000,
        adminFeeTotal: 15000,
        reserveFundTotal: 2000,
        totalCost: 17000,
        interestRate: 17,
        monthlyChance: 1,
        netAmount: 115000,
        savings: 2000,
      },
    })
  })

  it('docs/product.md §9: monthly chance = 1 / group size', () => {
    const chance = (grupo: number) => {
      const r = run({ credito: 1000, grupo })
      return r.ok && r.value.monthlyChance
    }
    expect([50, 80, 100, 120, 150, 200].map(chance)).toEqual([2, 1.25, 1, 0.83, 0.67, 0.5])
  })

  it('without fees the plan costs nothing; the rounded instalment does not change the exact total', () => {
    const r = run({ credito: 1000, grupo: 120 })
    expect(r.ok && r.value).toMatchObject({
      monthlyInstallment: 8.33,
      totalPaid: 1000,
      totalCost: 0,
      interestRate: 0,
    })
  })

  it('a typed instalment replaces the estimate in the totals', () => {
    const r = run({ credito: 100000, parcela: 1300, grupo: 100, taxaAdm: 15, fundoReserva: 2 })
    expect(r.ok && r.value).toMatchObject({
      monthlyInstallment: 1300,
      estimatedInstallment: 1170,
      totalPaid: 130000,
      totalCost: 30000,
      interestRate: 30,
      netAmount: 128000,
    })
  })

  it('a typed instalment below credit / group is too small', () => {
    expect(errors({ credito: 100000, parcela: 999.99, grupo: 100 })).toEqual([
      { field: 'parcela', code: 'too-small', limit: 1000 },
    ])
  })

  it('validates', () => {
    expect(
      errors({ credito: null, parcela: -1, grupo: 90, taxaAdm: 101, fundoReserva: NaN }),
    ).toEqual([
      { field: 'credito', code: 'required' },
      { field: 'parcela', code: 'not-positive' },
      { field: 'grupo', code: 'invalid' },
      { field: 'taxaAdm', code: 'too-large', limit: 100 },
      { field: 'fundoReserva', code: 'invalid' },
    ])
    expect(errors({ credito: 0.001, grupo: null })).toEqual([
      { field: 'grupo', code: 'required' },
      { field: 'credito', code: 'not-positive' },
    ])
  })

  it('returns errors or an all-finite result whose cost = paid − credit', () => {
    const anyNumber = fc.oneof(
      fc.constantFrom(null, undefined, NaN, Infinity, -Infinity, 0, 1e12, 1e13, 15, 100),
      fc.double(),
      fc.double({ min: 0, max: 200000, noNaN: true }),
    )
    const anyGroup = fc.oneof(
      fc.constantFrom(null, undefined, '', 50, 80, '100', '120', 150, '200', 90),
      fc.string(),
      fc.double(),
    )
    fc.assert(
      fc.property(anyNumber, anyNumber, anyGroup, anyNumber, anyNumber, (cr, p, g, adm, fr) => {
        const r = run({ credito: cr, parcela: p, grupo: g, taxaAdm: adm, fundoReserva: fr })
        if (!r.ok) {
          expect(r.errors.length).toBeGreaterThan(0)
          return
        }
        expectAllFinite(r.value)
        expect(r.value.totalCost).toBeGreaterThanOrEqual(0)
        expect(subtractMoney(r.value.totalPaid, r.value.totalCost)).toBeGreaterThan(0)
      }),
      { numRuns: 200 },
    )
  })
})
