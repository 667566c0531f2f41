import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { D } from '../core/money.ts'
import { futureValue, monthlyRate } from '../core/rate.ts'
import { type CompoundGoalInput, solveCompoundGoal } from './compound-goal.ts'

function solve(input: CompoundGoalInput) {
  const outcome = solveCompoundGoal(input)
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors))
  return outcome.value
}

describe('compound interest goal (numpy-financial pmt/nper/rate conventions: end of month)', () => {
  it('deposit: R$ 1 milhão in 30 years at 0,8% a.m. from zero needs R$ 481,60 a month (npf.pmt(0.008, 360, 0, 1e6) = −481,5997…)', () => {
    const result = solve({
      meta: 1_000_000,
      taxa: 0.8,
      periodo: 30,
      unidade: 'anos',
      resolver: 'aporte',
    })
    expect(result).toMatchObject({
      solved: 'aporte',
      deposit: 481.6,
      months: 360,
      alreadyThere: false,
    })
    expect(result.finalValue).toBeGreaterThanOrEqual(1_000_000)
  })

  it('deposit: zero when the initial amount alone gets there', () => {
    expect(
      solve({ meta: 1000, inicial: 2000, taxa: 1, periodo: 12, resolver: 'aporte' }),
    ).toMatchObject({
      deposit: 0,
      alreadyThere: true,
    })
  })

  it('term: R$ 100 a month at 1% a.m. reaches R$ 10.000 in 70 months (npf.nper(0.01, −100, 0, 1e4) = 69,66)', () => {
    expect(solve({ meta: 10_000, aporte: 100, taxa: 1, resolver: 'prazo' })).toMatchObject({
      solved: 'prazo',
      months: 70,
    })
  })

  it('rate: R$ 1.000 doubling in 72 months needs 0,9674% a.m. (2^(1/72) − 1 = 0,96735…%)', () => {
    expect(solve({ meta: 2000, inicial: 1000, periodo: 72, resolver: 'taxa' })).toMatchObject({
      solved: 'taxa',
      monthlyRate: 0.9674,
    })
  })

  it('says when the goal is out of reach in 100 years, and asks for money to grow', () => {
    expect(solveCompoundGoal({ meta: 1e12, aporte: 1, taxa: 0, resolver: 'prazo' }).ok).toBe(false)
    expect(solveCompoundGoal({ meta: 1000, taxa: 1, resolver: 'prazo' }).ok).toBe(false)
  })
})

describe('round trips (property)', () => {
  const amount = fc.integer({ min: 0, max: 50_000_00 }).map((c) => c / 100)
  const goal = fc.integer({ min: 100_00, max: 5_000_000_00 }).map((c) => c / 100)
  const rate = fc.integer({ min: 0, max: 300 }).map((bp) => bp / 100)
  const months = fc.integer({ min: 1, max: 480 })

  it('the deposit found reaches the goal, and a cent less does not', () => {
    fc.assert(
      fc.property(amount, goal, rate, months, (inicial, meta, taxa, periodo) => {
        const r = solve({ inicial, meta, taxa, periodo, resolver: 'aporte' })
        if (r.solved !== 'aporte' || r.alreadyThere) return
        const i = monthlyRate(taxa, 'mes')
        expect(
          futureValue(new D(inicial), new D(r.deposit), i, periodo).toDecimalPlaces(2).gte(meta),
        ).toBe(true)
        expect(
          futureValue(new D(inicial), new D(r.deposit).minus('0.01'), i, periodo)
            .toDecimalPlaces(2)
            .lt(meta),
        ).toBe(true)
      }),
      { numRuns: 60 },
    )
  })

  it('the term found reaches the goal, and a month less does not', () => {
    fc.assert(
      fc.property(amount, amount, goal, rate, (inicial, aporte, meta, taxa) => {
        const outcome = solveCompoundGoal({ inicial, aporte, meta, taxa, resolver: 'prazo' })
        if (!outcome.ok || outcome.value.solved !== 'prazo') return
        const { months: n } = outcome.value
        const i = monthlyRate(taxa, 'mes')
        expect(futureValue(new D(inicial), new D(aporte), i, n).toDecimalPlaces(2).gte(meta)).toBe(
          true,
        )
        if (n > 1)
          expect(
            futureValue(new D(inicial), new D(aporte), i, n - 1)
              .toDecimalPlaces(2)
              .lt(meta),
          ).toBe(true)
      }),
      { numRuns: 60 },
    )
  })

  it('the rate found reaches the goal, and 0,01 p.p. less does not', () => {
    fc.assert(
      fc.property(amount, amount, goal, months, (inicial, aporte, meta, periodo) => {
        const outcome = solveCompoundGoal({ inicial, aporte, meta, periodo, resolver: 'taxa' })
        if (!outcome.ok || outcome.value.solved !== 'taxa') return
        const i = new D(outcome.value.monthlyRate).div(100)
        expect(
          futureValue(new D(inicial), new D(aporte), i, periodo).toDecimalPlaces(2).gte(meta),
        ).toBe(true)
        const less = i.minus('0.0001')
        if (less.gte(0))
          expect(
            futureValue(new D(inicial), new D(aporte), less, periodo).toDecimalPlaces(2).lt(meta),
          ).toBe(true)
      }),
      { numRuns: 40 },
    )
  })
})
