import fc from 'fast-check'

import { expectAllFinite } from '@/test/expect-finite.ts'

import { sumMoney } from '../core/money.ts'
import { calculateInflation, type InflationInput } from './inflation.ts'

function value(input: InflationInput) {
  const r = calculateInflation(input)
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.value
}

const errors = (input: InflationInput) => {
  const r = calculateInflation(input)
  return r.ok ? [] : r.errors
}

describe('calculateInflation', () => {
  it('R$ 1.000 at 4,5% a.a. for 10 years: basket R$ 1.552,97, power R$ 643,93, 55,30% accumulated', () => {
    // 1,045^10 = 1,5529694217…; reference in 40-digit decimal.
    const v = value({ valor: 1000, inflacao: 4.5, anos: 10 })
    expect(v).toMatchObject({
      futureValue: 1552.97,
      purchasingPower: 643.93,
      totalInflation: 55.3,
      inflationImpact: 552.97,
      purchasingPowerLoss: 356.07,
      purchasingPowerLossPercent: 35.61,
    })
    expect(sumMoney(v.purchasingPower, v.purchasingPowerLoss)).toBe(1000)
  })

  it('fractional years compound as (1 + r)^anos: 10% for 2,5 years → 1.269,06', () => {
    expect(value({ valor: 1000, inflacao: 10, anos: 2.5 }).futureValue).toBe(1269.06)
  })

  it('deflation: −2% a.a. for 2,5 years lowers prices and raises purchasing power', () => {
    const v = value({ valor: 1000, inflacao: -2, anos: 2.5 })
    expect(v.futureValue).toBe(950.75)
    expect(v.purchasingPower).toBe(1051.8)
    expect(v.totalInflation).toBe(-4.93)
    expect(v.inflationImpact).toBe(-49.25)
    expect(v.purchasingPowerLoss).toBe(-51.8)
  })

  it('zero inflation changes nothing', () => {
    const v = value({ valor: 123.45, inflacao: 0, anos: 5 })
    expect(v.futureValue).toBe(123.45)
    expect(v.purchasingPower).toBe(123.45)
    expect(v.totalInflation).toBe(0)
  })

  it('validates', () => {
    expect(errors({ valor: 0, inflacao: -100, anos: 0 })).toEqual([
      { field: 'valor', code: 'not-positive' },
      { field: 'inflacao', code: 'too-small', limit: -99 },
      { field: 'anos', code: 'not-positive' },
    ])
    expect(errors({ valor: null, inflacao: NaN, anos: 201 })).toEqual([
      { field: 'valor', code: 'required' },
      { field: 'inflacao', code: 'invalid' },
      { field: 'anos', code: 'too-large', limit: 200 },
    ])
  })

  it('refuses figures past R$ 10 trilhões with the longest horizon that fits', () => {
    const [e] = errors({ valor: 1e9, inflacao: 100, anos: 200 })
    expect(e).toMatchObject({ field: 'anos', code: 'too-large' })
    expect(calculateInflation({ valor: 1e9, inflacao: 100, anos: e!.limit! }).ok).toBe(true)
    expect(calculateInflation({ valor: 1e9, inflacao: 100, anos: e!.limit! + 1 }).ok).toBe(false)
    // Deep deflation overflows the purchasing power instead.
    expect(errors({ valor: 1e9, inflacao: -99, anos: 200 })[0]).toMatchObject({
      field: 'anos',
      code: 'too-large',
    })
  })

  it('blames the rate when not even a year fits', () => {
    expect(errors({ valor: 1e12, inflacao: 1000, anos: 1 })).toEqual([
      { field: 'inflacao', code: 'too-large' },
    ])
    expect(errors({ valor: 1e12, inflacao: -99, anos: 1 })).toEqual([
      { field: 'inflacao', code: 'too-small' },
    ])
  })

  it('returns errors or an all-finite result for any input', () => {
    const anyNumber = fc.oneof(
      fc.constantFrom(null, undefined, NaN, Infinity, -Infinity, 0, 1e12, 1e13, -99, 1000),
      fc.double(),
      fc.double({ min: -99, max: 300, noNaN: true }),
    )
    fc.assert(
      fc.property(anyNumber, anyNumber, anyNumber, (valor, inflacao, anos) => {
        const r = calculateInflation({ valor, inflacao, anos })
        if (!r.ok) {
          expect(r.errors.length).toBeGreaterThan(0)
          return
        }
        expectAllFinite(r.value)
      }),
      { numRuns: 200 },
    )
  })
})
