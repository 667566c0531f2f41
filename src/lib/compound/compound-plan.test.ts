import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { expectStepsExplain } from '@/test/expect-steps.ts'

import { sumMoney } from '../core/money.ts'
import { stepsOutline } from '../core/step-outline.ts'
import { calculateCompound } from './compound.ts'
import { calculateCompoundPlan, type CompoundPlanInput } from './compound-plan.ts'

function plan(input: CompoundPlanInput) {
  const outcome = calculateCompoundPlan(input)
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors))
  return outcome.value
}

function finalOf(input: Parameters<typeof calculateCompound>[0]): number {
  const outcome = calculateCompound(input)
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors))
  return outcome.value.finalValue
}

describe('calculateCompoundPlan: goal seeking (numpy-financial pmt, nper, rate; when=end)', () => {
  it('numpy-financial pmt(0.008, 360, 0, 1e6) = −481,5997…: R$ 1.000.000 in 30 anos at 0,8% a.m. needs R$ 481,60 a month', () => {
    const r = plan({
      meta: 1_000_000,
      resolver: 'aporte',
      taxa: 0.8,
      periodo: 30,
      unidade: 'anos',
    })
    expect(r.goal).toMatchObject({ solved: 'aporte', deposit: 481.6, meta: 1_000_000 })
    expect(r.deposit).toBe(481.6)
    expect(r.finalValue).toBeGreaterThanOrEqual(1_000_000)
    expect(r.finalValue).toBeLessThan(1_000_000 + 481.6)
    expect(r.totalContributed).toBe(173_376)
    expect(r.yearly).toHaveLength(30)
    expect(stepsOutline(r.steps).slice(0, 2)).toEqual([
      'Prazo em meses: 30 anos × 12 = 360 meses',
      'Aporte mensal para a meta: 1000000.00 × 0.8% ÷ ((1 + 0.8%)^360 − 1) = 481.60',
    ])
  })

  it('numpy-financial nper(0.01, −100, 0, 1e4) = 69,66: R$ 100 a month at 1% a.m. reach R$ 10.000 in 70 months', () => {
    const r = plan({ meta: 10_000, resolver: 'prazo', aporte: 100, taxa: 1 })
    expect(r.goal).toMatchObject({ solved: 'prazo', months: 70 })
    expect(r.totalMonths).toBe(70)
    expect(r.yearly.at(-1)).toMatchObject({ ano: 6, mes: 70 })
    expect(r.finalValue).toBeGreaterThanOrEqual(10_000)
  })

  it('numpy-financial rate(72, 0, −1000, 2000) = 0,96735…%: doubling in 72 months needs 0,9674% a.m. = 12,25% a.a. (2^(1/6) − 1 = 12,246…%)', () => {
    const r = plan({ meta: 2000, resolver: 'taxa', inicial: 1000, periodo: 6, unidade: 'anos' })
    expect(r.goal).toMatchObject({ solved: 'taxa', monthlyRate: 0.9674, annualRate: 12.25 })
    expect(r.monthlyRate).toBe(0.9674)
    expect(r.finalValue).toBeGreaterThanOrEqual(2000)
  })

  it('a yearly rate is used with the ten decimals of its step: 12% a.a. for R$ 50.000 in 5 anos', () => {
    const r = plan({
      meta: 50_000,
      resolver: 'aporte',
      taxa: 12,
      taxaPeriodo: 'ano',
      periodo: 5,
      unidade: 'anos',
    })
    expect(r.steps.map((s) => s.label)).toEqual([
      'Prazo em meses',
      'Taxa mensal equivalente',
      'Aporte mensal para a meta',
      'Valor final',
      'Total investido',
      'Total em juros',
    ])
    expectStepsExplain(r.steps, {
      givens: [50_000, 12, 5],
      shown: [r.deposit, r.finalValue, r.totalContributed, r.totalInterest],
      last: r.totalInterest,
    })
  })

  it('the initial amount alone reaches the goal: no deposit, and the step says why', () => {
    const r = plan({ meta: 1000, resolver: 'aporte', inicial: 2000, taxa: 1, periodo: 12 })
    expect(r.deposit).toBe(0)
    expect(r.steps.find((s) => s.label === 'Aporte mensal para a meta')?.note).toMatch(
      /valor inicial sozinho/,
    )
  })

  it('a goal out of reach: no term up to 100 anos (over-limit), no rate up to 1.000% a.m. (too-small)', () => {
    expect(calculateCompoundPlan({ meta: 1e12, resolver: 'prazo', aporte: 1, taxa: 0 })).toEqual({
      ok: false,
      errors: [{ field: 'meta', code: 'over-limit' }],
    })
    expect(calculateCompoundPlan({ meta: 1e12, resolver: 'taxa', aporte: 1, periodo: 1 })).toEqual({
      ok: false,
      errors: [{ field: 'meta', code: 'too-small' }],
    })
    expect(calculateCompoundPlan({ resolver: 'aporte', taxa: 1, periodo: 12 })).toEqual({
      ok: false,
      errors: [{ field: 'meta', code: 'required' }],
    })
    expect(calculateCompoundPlan({ resolver: 'quanto', taxa: 1, periodo: 12 }).ok).toBe(false)
  })

  it('old links without resolver ignore meta and compute the final value, exactly as before', () => {
    const input = {
      inicial: 1000,
      aporte: 100,
      taxa: 12,
      taxaPeriodo: 'ano',
      periodo: 10,
      unidade: 'anos',
    }
    const before = calculateCompound(input)
    const r = plan({ ...input, meta: 5 })
    expect(before.ok && before.value.steps).toEqual(r.steps)
    expect(r.finalValue).toBe(25_298.85)
    expect(r.goal).toBeNull()
    expect(r.today).toBeNull()
  })
})

describe("calculateCompoundPlan: in today's money (Fisher: valor ÷ (1 + inflação)^anos)", () => {
  it('R$ 1.000 at 0% for 10 anos with inflation of 4% a.a. buy what R$ 675,56 buys today (1,04^10 = 1,48024…)', () => {
    const r = plan({ inicial: 1000, taxa: 0, periodo: 10, unidade: 'anos', inflacao: 4 })
    expect(r.today).toEqual({ value: 675.56, inflation: 4 })
    expect(stepsOutline(r.steps).at(-1)).toBe(
      'Valor final em dinheiro de hoje: 1000.00 ÷ (1 + 4%)^(120 meses ÷ 12) = 675.56',
    )
  })

  it('an inflation of 0% leaves the value as it is; a negative one is refused', () => {
    expect(plan({ inicial: 1000, taxa: 1, periodo: 12, inflacao: 0 }).today?.value).toBe(
      plan({ inicial: 1000, taxa: 1, periodo: 12 }).finalValue,
    )
    expect(calculateCompoundPlan({ inicial: 1000, taxa: 1, periodo: 12, inflacao: -1 }).ok).toBe(
      false,
    )
  })
})

describe('calculateCompoundPlan: month by month', () => {
  it('docs/decisions.md §3: R$ 1.000 at 1% a.m. for 3 months grow by 10,00, 10,10 and 10,20', () => {
    const rows = plan({ inicial: 1000, taxa: 1, periodo: 3 }).monthly()
    expect(rows).toEqual([
      { mes: 1, jurosMes: 10, aportado: 1000, juros: 10, saldo: 1010 },
      { mes: 2, jurosMes: 10.1, aportado: 1000, juros: 20.1, saldo: 1020.1 },
      { mes: 3, jurosMes: 10.2, aportado: 1000, juros: 30.3, saldo: 1030.3 },
    ])
  })

  it('property: every month is there, the year ends are the yearly rows, the interest adds up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e8 }),
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: 0, max: 300 }),
        fc.constantFrom('mes', 'ano'),
        fc.integer({ min: 1, max: 600 }),
        (inicialCents, aporteCents, bp, taxaPeriodo, periodo) => {
          fc.pre(inicialCents + aporteCents > 0)
          const outcome = calculateCompoundPlan({
            inicial: inicialCents / 100,
            aporte: aporteCents / 100,
            taxa: bp / 100,
            taxaPeriodo,
            periodo,
          })
          if (!outcome.ok) return // past R$ 10 trilhões: refused, no table
          const r = outcome.value
          const rows = r.monthly()
          expect(rows).toHaveLength(periodo)
          for (const year of r.yearly) {
            const row = rows[year.mes - 1]
            expect({ saldo: row?.saldo, aportado: row?.aportado }).toEqual({
              saldo: year.saldo,
              aportado: year.aportado,
            })
          }
          expect(sumMoney(...rows.map((m) => m.jurosMes))).toBe(r.totalInterest)
          expect(r.monthly()).toBe(rows)
        },
      ),
      { numRuns: 60 },
    )
  })
})

describe('round trips through the plan (property): within a cent, a month, 0,01 p.p.', () => {
  const cents = (max: number) => fc.integer({ min: 0, max }).map((c) => c / 100)
  const goal = fc.integer({ min: 100_00, max: 2_000_000_00 }).map((c) => c / 100)
  const rate = fc.integer({ min: 0, max: 2000 }).map((bp) => bp / 100)
  const period = fc.constantFrom('mes', 'ano')

  it('the deposit found reaches the goal, and a cent less does not', () => {
    fc.assert(
      fc.property(
        cents(10_000_00),
        goal,
        rate,
        period,
        fc.integer({ min: 1, max: 480 }),
        (inicial, meta, taxa, taxaPeriodo, periodo) => {
          const outcome = calculateCompoundPlan({
            inicial,
            meta,
            taxa,
            taxaPeriodo,
            periodo,
            resolver: 'aporte',
          })
          // Even a cent a month passes R$ 10 trilhões at such a rate: refused as too long.
          if (!outcome.ok) {
            expect(outcome.errors).toEqual([{ field: 'periodo', code: 'too-large' }])
            return
          }
          const r = outcome.value
          expect(r.finalValue).toBeGreaterThanOrEqual(meta)
          expectStepsExplain(r.steps, {
            givens: [inicial, meta, taxa, periodo],
            shown: [r.deposit, r.finalValue],
            last: r.totalInterest,
          })
          // A cent less than one cent, from nothing, is no plan at all.
          if (r.deposit === 0 || (r.deposit === 0.01 && inicial === 0)) return
          const less = Math.round(r.deposit * 100 - 1) / 100
          expect(finalOf({ inicial, aporte: less, taxa, taxaPeriodo, periodo })).toBeLessThan(meta)
        },
      ),
      { numRuns: 80 },
    )
  })

  it('the term found reaches the goal, and a month less does not', () => {
    fc.assert(
      fc.property(
        cents(10_000_00),
        cents(5_000_00),
        goal,
        rate,
        period,
        (inicial, aporte, meta, taxa, taxaPeriodo) => {
          fc.pre(inicial + aporte > 0)
          const outcome = calculateCompoundPlan({
            inicial,
            aporte,
            meta,
            taxa,
            taxaPeriodo,
            resolver: 'prazo',
          })
          if (!outcome.ok) {
            expect(outcome.errors).toEqual([{ field: 'meta', code: 'over-limit' }])
            return
          }
          const r = outcome.value
          expect(r.finalValue).toBeGreaterThanOrEqual(meta)
          if (r.totalMonths > 1)
            expect(
              finalOf({ inicial, aporte, taxa, taxaPeriodo, periodo: r.totalMonths - 1 }),
            ).toBeLessThan(meta)
        },
      ),
      { numRuns: 80 },
    )
  })

  it('the rate found reaches the goal, and 0,01 p.p. less does not', () => {
    fc.assert(
      fc.property(
        cents(10_000_00),
        cents(5_000_00),
        goal,
        fc.integer({ min: 1, max: 480 }),
        (inicial, aporte, meta, periodo) => {
          fc.pre(inicial + aporte > 0)
          const outcome = calculateCompoundPlan({
            inicial,
            aporte,
            meta,
            periodo,
            resolver: 'taxa',
          })
          if (!outcome.ok) {
            expect(outcome.errors).toEqual([{ field: 'meta', code: 'too-small' }])
            return
          }
          const r = outcome.value
          const found = r.goal?.solved === 'taxa' ? r.goal.monthlyRate : NaN
          expect(r.finalValue).toBeGreaterThanOrEqual(meta)
          if (found >= 0.01)
            expect(finalOf({ inicial, aporte, taxa: found - 0.01, periodo })).toBeLessThan(meta)
        },
      ),
      { numRuns: 60 },
    )
  })
})
