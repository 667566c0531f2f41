import fc from 'fast-check'

import { expectAllFinite } from '@/test/expect-finite.ts'

import { sumMoney } from '../core/money.ts'
import { calculateRetirement, type RetirementInput } from './retirement.ts'

function value(input: RetirementInput) {
  const r = calculateRetirement(input)
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.value
}

const errors = (input: RetirementInput) => {
  const r = calculateRetirement(input)
  return r.ok ? [] : r.errors
}

const base = { idade: 30, idadeAposentadoria: 60, patrimonio: 10000, aporte: 500, rentabilidade: 8 }

describe('calculateRetirement', () => {
  it('30 → 60 years, R$ 10.000 + R$ 500/month at 8% a.a. (equivalent 0,6434% a.m.) → R$ 804.901,86', () => {
    // Reference computed in 40-digit decimal: 10000·(1+m)^360 + 500·((1+m)^360 − 1)/m, m = 1,08^(1/12) − 1.
    const v = value(base)
    expect(v.monthlyRate).toBe(0.6434)
    expect(v.yearsToRetirement).toBe(30)
    expect(v.futureValue).toBe(804901.86)
    expect(v.totalContributed).toBe(190000)
    expect(v.interestEarned).toBe(614901.86)
    expect(v.monthlyNeeded).toBe(0)
    expect(v.goalReached).toBe(false)
    expect(v.yearly).toHaveLength(30)
    expect(v.yearly[0]!.idade).toBe(31)
    expect(v.yearly[29]).toMatchObject({ ano: 30, idade: 60, saldo: 804901.86 })
  })

  it('a goal above the projection: the monthly deposit that reaches it, R$ 638,51, and the shortfall', () => {
    // (1.000.000 − 10000·(1+m)^360) · m / ((1+m)^360 − 1) = 638,5098… → up to 638,51
    const v = value({ ...base, meta: 1_000_000 })
    expect(v.monthlyNeeded).toBe(638.51)
    expect(v.shortfall).toBe(195098.14)
    expect(v.goalReached).toBe(false)
    // Rounded up, so depositing it does reach the goal.
    expect(value({ ...base, aporte: 638.51, meta: 1_000_000 }).futureValue).toBeGreaterThanOrEqual(
      1_000_000,
    )
  })

  it('a goal already reached needs nothing more', () => {
    const v = value({ ...base, meta: 500_000 })
    expect(v.monthlyNeeded).toBe(0)
    expect(v.shortfall).toBe(0)
    expect(v.goalReached).toBe(true)
  })

  it('zero return: savings plus deposits, and the goal split evenly over the months', () => {
    const v = value({
      idade: 40,
      idadeAposentadoria: 41,
      patrimonio: null,
      aporte: 100,
      rentabilidade: 0,
      meta: 2400,
    })
    expect(v.futureValue).toBe(1200)
    expect(v.interestEarned).toBe(0)
    expect(v.monthlyNeeded).toBe(200)
  })

  it('every yearly row adds up', () => {
    for (const row of value(base).yearly) expect(sumMoney(row.aportado, row.juros)).toBe(row.saldo)
  })

  it('validates ages: retirement after the current age, whole years, up to 120', () => {
    expect(errors({ ...base, idadeAposentadoria: 30 })).toEqual([
      { field: 'idadeAposentadoria', code: 'too-small', limit: 31 },
    ])
    expect(errors({ ...base, idade: -1, idadeAposentadoria: 121 })).toEqual([
      { field: 'idade', code: 'negative', limit: 0 },
      { field: 'idadeAposentadoria', code: 'too-large', limit: 120 },
    ])
    expect(errors({ ...base, idade: 30.5 })).toEqual([{ field: 'idade', code: 'not-integer' }])
  })

  it('validates amounts and the return', () => {
    expect(
      errors({ ...base, patrimonio: -1, aporte: NaN, rentabilidade: null, meta: -Infinity }),
    ).toEqual([
      { field: 'patrimonio', code: 'negative', limit: 0 },
      { field: 'aporte', code: 'invalid' },
      { field: 'rentabilidade', code: 'required' },
      { field: 'meta', code: 'negative', limit: 0 },
    ])
  })

  it('refuses a projection past R$ 10 trilhões, naming the oldest retirement age that fits', () => {
    const input = {
      idade: 20,
      idadeAposentadoria: 120,
      patrimonio: 1e9,
      aporte: 0,
      rentabilidade: 50,
    }
    const [e] = errors(input)
    expect(e).toMatchObject({ field: 'idadeAposentadoria', code: 'too-large' })
    expect(calculateRetirement({ ...input, idadeAposentadoria: e!.limit! }).ok).toBe(true)
    expect(calculateRetirement({ ...input, idadeAposentadoria: e!.limit! + 1 }).ok).toBe(false)
  })

  it('blames the return when not even one year fits', () => {
    expect(
      errors({
        idade: 20,
        idadeAposentadoria: 21,
        patrimonio: 1e12,
        aporte: 0,
        rentabilidade: 1000,
      }),
    ).toEqual([{ field: 'rentabilidade', code: 'too-large' }])
  })

  it('returns errors or an all-finite result for any input', () => {
    const anyNumber = fc.oneof(
      fc.constantFrom(null, undefined, NaN, Infinity, -Infinity, 0, 1e12, 1e13, 30, 65, 120),
      fc.double(),
      fc.integer({ min: -5, max: 130 }),
    )
    fc.assert(
      fc.property(
        anyNumber,
        anyNumber,
        anyNumber,
        anyNumber,
        anyNumber,
        anyNumber,
        (a, b, c, d, e, f) => {
          const r = calculateRetirement({
            idade: a,
            idadeAposentadoria: b,
            patrimonio: c,
            aporte: d,
            rentabilidade: e,
            meta: f,
          })
          if (!r.ok) {
            expect(r.errors.length).toBeGreaterThan(0)
            return
          }
          expectAllFinite(r.value)
          expect(r.value.monthlyNeeded).toBeGreaterThanOrEqual(0)
        },
      ),
      { numRuns: 200 },
    )
  })

  it('plausible inputs: the deposit it asks for reaches the goal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 18, max: 70 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.double({ min: 0, max: 15, noNaN: true }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (idade, anos, patrimonio, aporte, rentabilidade, meta) => {
          const input = {
            idade,
            idadeAposentadoria: idade + anos,
            patrimonio,
            aporte,
            rentabilidade,
            meta,
          }
          const v = value(input)
          expectAllFinite(v)
          if (v.monthlyNeeded > 0) {
            const again = value({ ...input, aporte: v.monthlyNeeded })
            expect(again.futureValue).toBeGreaterThanOrEqual(meta)
          }
        },
      ),
      { numRuns: 100 },
    )
  })
})

describe("calculateRetirement: in today's money (Fisher: acumulado ÷ (1 + inflação)^anos)", () => {
  const base = {
    idade: 30,
    idadeAposentadoria: 60,
    patrimonio: 10000,
    aporte: 500,
    rentabilidade: 8,
  }

  it('4% a.a. when no inflation is typed: R$ 804.901,86 in 30 years buy what R$ 248.166,27 buys today (Python decimal)', () => {
    expect(value(base).today).toEqual({ value: 248166.27, inflation: 4 })
  })

  it('the inflation typed is used; 0% leaves the amount as it is', () => {
    expect(value({ ...base, inflacao: 0 }).today).toEqual({ value: 804901.86, inflation: 0 })
    // 804.901,86 ÷ 1,05^30 (= 4,3219424…) = 186.236,14 (Python decimal)
    expect(value({ ...base, inflacao: 5 }).today.value).toBe(186236.14)
  })

  it('a negative inflation or one above 100% a.a. is refused on its field', () => {
    expect(calculateRetirement({ ...base, inflacao: -1 })).toMatchObject({
      ok: false,
      errors: [{ field: 'inflacao', code: 'negative' }],
    })
    expect(calculateRetirement({ ...base, inflacao: 101 })).toMatchObject({
      ok: false,
      errors: [{ field: 'inflacao', code: 'too-large' }],
    })
  })
})
