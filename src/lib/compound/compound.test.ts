import fc from 'fast-check'

import { expectAllFinite } from '@/test/expect-finite.ts'

import { calculateCompound, type CompoundInput, yearEnds } from './compound.ts'
import { sumMoney } from '../core/money.ts'

function value(input: CompoundInput) {
  const r = calculateCompound(input)
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.value
}

function errors(input: CompoundInput) {
  const r = calculateCompound(input)
  return r.ok ? [] : r.errors
}

describe('calculateCompound — reference values', () => {
  it('numpy-financial TestFv: fv(0.075, 20, −2000, 0, 0) = 86609.362673… → R$ 86.609,36', () => {
    const v = value({ aporte: 2000, taxa: 7.5, periodo: 20 })
    expect(v.finalValue).toBe(86609.36)
    expect(v.totalContributed).toBe(40000)
    expect(v.totalInterest).toBe(46609.36)
  })

  it('numpy-financial test_some_rates_zero: fv([0, 0.1], 5, 100, 0) = [−500, −610.51]', () => {
    expect(value({ aporte: 100, taxa: 10, periodo: 5 }).finalValue).toBe(610.51)
    const zero = value({ aporte: 100, taxa: 0, periodo: 5 })
    expect(zero.finalValue).toBe(500)
    expect(zero.totalInterest).toBe(0)
  })

  it('numpy-financial fv docstring: fv(0.05/12, 10·12, −100, −100) = 15692.928894… → R$ 15.692,93', () => {
    const v = value({ inicial: 100, aporte: 100, taxa: 5 / 12, periodo: 10, unidade: 'anos' })
    expect(v.finalValue).toBe(15692.93)
    expect(v.totalContributed).toBe(12100)
    expect(v.totalMonths).toBe(120)
    expect(v.yearly).toHaveLength(10)
  })

  it('docs/decisions.md §3: 12% ao ano is 0,9489% ao mês by equivalence, and 1000 becomes 1120,00 in a year', () => {
    const v = value({ inicial: 1000, taxa: 12, taxaPeriodo: 'ano', periodo: 12 })
    expect(v.monthlyRate).toBe(0.9489)
    expect(v.annualRate).toBe(12)
    expect(v.finalValue).toBe(1120)
  })

  it('a monthly rate reports its annual equivalent: 1% a.m. = 12,68% a.a.', () => {
    expect(value({ inicial: 1000, taxa: 1, periodo: 1 }).annualRate).toBe(12.68)
  })
})

describe('calculateCompound — year-by-year table', () => {
  it('has a row per full year and one for the partial last year, the last equal to the result', () => {
    // 1000 + 100/month at 12% a.a. (equivalent monthly), 18 months; decimal reference values.
    const v = value({ inicial: 1000, aporte: 100, taxa: 12, taxaPeriodo: 'ano', periodo: 18 })
    expect(v.yearly).toEqual([
      { ano: 1, mes: 12, aportado: 2200, juros: 184.65, saldo: 2384.65 },
      { ano: 2, mes: 18, aportado: 2800, juros: 338.09, saldo: 3138.09 },
    ])
    expect(v.finalValue).toBe(3138.09)
    expect(v.totalInterest).toBe(338.09)
  })

  it('a period under a year gives a single partial row', () => {
    expect(value({ inicial: 100, taxa: 1, periodo: 3 }).yearly).toEqual([
      { ano: 1, mes: 3, aportado: 100, juros: 3.03, saldo: 103.03 },
    ])
  })

  it('yearEnds', () => {
    expect(yearEnds(1)).toEqual([1])
    expect(yearEnds(12)).toEqual([12])
    expect(yearEnds(25)).toEqual([12, 24, 25])
  })

  it('every row adds up: aportado + juros = saldo', () => {
    const v = value({ inicial: 1234.56, aporte: 78.9, taxa: 0.87, periodo: 7, unidade: 'anos' })
    for (const row of v.yearly) expect(sumMoney(row.aportado, row.juros)).toBe(row.saldo)
  })
})

describe('calculateCompound — validation', () => {
  it('reports required fields', () => {
    expect(errors({ taxa: null, periodo: undefined })).toEqual([
      { field: 'taxa', code: 'required' },
      { field: 'periodo', code: 'required' },
    ])
  })

  it('needs an initial amount or a deposit', () => {
    expect(errors({ inicial: 0, aporte: null, taxa: 1, periodo: 12 })).toEqual([
      { field: 'inicial', code: 'required' },
    ])
  })

  it('rejects bad numbers and options', () => {
    expect(
      errors({
        inicial: -1,
        aporte: NaN,
        taxa: 1001,
        taxaPeriodo: 'semana',
        periodo: 1.5,
        unidade: 'dias',
      }),
    ).toEqual([
      { field: 'inicial', code: 'negative', limit: 0 },
      { field: 'aporte', code: 'invalid' },
      { field: 'taxa', code: 'too-large', limit: 1000 },
      { field: 'taxaPeriodo', code: 'invalid' },
      { field: 'unidade', code: 'invalid' },
      { field: 'periodo', code: 'not-integer' },
    ])
  })

  it('caps the period at 100 years in either unit', () => {
    expect(errors({ inicial: 1, taxa: 1, periodo: 1201 })).toEqual([
      { field: 'periodo', code: 'too-large', limit: 1200 },
    ])
    expect(errors({ inicial: 1, taxa: 1, periodo: 101, unidade: 'anos' })).toEqual([
      { field: 'periodo', code: 'too-large', limit: 100 },
    ])
  })

  it('"1e309" arrives as Infinity and is too large; −Infinity is negative', () => {
    expect(errors({ inicial: Number('1e309'), taxa: 1, periodo: 1 })).toEqual([
      { field: 'inicial', code: 'too-large', limit: 1e12 },
    ])
    expect(errors({ inicial: -Infinity, taxa: 1, periodo: 1 })).toEqual([
      { field: 'inicial', code: 'negative', limit: 0 },
    ])
  })

  it('refuses a result past R$ 10 trilhões, naming the longest period that fits', () => {
    const [e] = errors({ inicial: 1_000_000, taxa: 10, periodo: 1200 })
    expect(e).toMatchObject({ field: 'periodo', code: 'too-large' })
    const limit = e!.limit!
    expect(calculateCompound({ inicial: 1_000_000, taxa: 10, periodo: limit }).ok).toBe(true)
    expect(calculateCompound({ inicial: 1_000_000, taxa: 10, periodo: limit + 1 }).ok).toBe(false)
  })

  it('blames the rate when not even one month fits', () => {
    expect(errors({ inicial: 1e12, aporte: 1e12, taxa: 1000, periodo: 1 })).toEqual([
      { field: 'taxa', code: 'too-large' },
    ])
  })
})

describe('calculateCompound — properties', () => {
  const anyNumber = fc.oneof(
    fc.constantFrom(
      null,
      undefined,
      NaN,
      Infinity,
      -Infinity,
      Number('1e309'),
      0,
      -0,
      1e12,
      1e13,
      0.005,
    ),
    fc.double(),
    fc.integer({ min: -5, max: 1300 }),
    fc.double({ min: 0, max: 1e7, noNaN: true }),
  )
  const anyText = fc.oneof(
    fc.constantFrom(null, undefined, '', 'mes', 'ano', 'meses', 'anos'),
    fc.string(),
  )

  it('returns errors or an all-finite result whose interest = final − contributed', () => {
    fc.assert(
      fc.property(
        anyNumber,
        anyNumber,
        anyNumber,
        anyText,
        anyNumber,
        anyText,
        (a, b, t, tp, p, u) => {
          const r = calculateCompound({
            inicial: a,
            aporte: b,
            taxa: t,
            taxaPeriodo: tp,
            periodo: p,
            unidade: u,
          })
          if (!r.ok) {
            expect(r.errors.length).toBeGreaterThan(0)
            return
          }
          expectAllFinite(r.value)
          expect(sumMoney(r.value.totalContributed, r.value.totalInterest)).toBe(r.value.finalValue)
          expect(r.value.totalInterest).toBeGreaterThanOrEqual(0)
        },
      ),
      { numRuns: 200 },
    )
  })

  it('plausible inputs: the table is increasing and ends at the result', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 1e7 }),
        fc.double({ min: 0, max: 30, noNaN: true }),
        fc.constantFrom('mes', 'ano'),
        fc.integer({ min: 1, max: 1200 }),
        (inicialCents, aporteCents, taxa, taxaPeriodo, periodo) => {
          const r = calculateCompound({
            inicial: inicialCents / 100,
            aporte: aporteCents / 100 + 0.01,
            taxa,
            taxaPeriodo,
            periodo,
          })
          if (!r.ok) {
            expect(r.errors).toEqual([
              expect.objectContaining({ field: 'periodo', code: 'too-large' }),
            ])
            return
          }
          expectAllFinite(r.value)
          const saldos = r.value.yearly.map((row) => row.saldo)
          expect(saldos).toEqual([...saldos].sort((x, y) => x - y))
          expect(saldos[saldos.length - 1]).toBe(r.value.finalValue)
        },
      ),
      { numRuns: 100 },
    )
  })
})
