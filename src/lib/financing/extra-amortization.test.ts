import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { D, money } from '../core/money.ts'
import { stepHolds } from '../core/step-check.ts'
import { extraAmortization } from './extra-amortization.ts'

const rate = new D('0.01')
const once = { amount: money(10000), after: 12, repeat: false }

describe('extra amortization: the legal reference’s worked examples (R$ 100.000 at 1% a.m., 120 months, R$ 10.000 with instalment 12)', () => {
  it('Price: balance 94.486,79 → 84.486,79; reduce the instalment to 1.282,87 or the term to 90 months', () => {
    const x = extraAmortization('price', money(100000), rate, 120, once)
    expect([x.balanceBefore, x.balanceAfter]).toEqual([94486.79, 84486.79])
    expect(x.base.interestAfter).toBe(60461.75)
    expect(x.reduceInstallment.nextInstallment).toBe(1282.87)
    expect(x.reduceInstallment.interestAfter).toBe(54062.48)
    expect(x.reduceTerm.months - 12).toBe(90)
    expect(x.reduceTerm.rows.at(-1)?.parcela).toBe(475.06)
    expect(x.reduceTerm.interestAfter).toBe(43677.46)
    expect(x.monthsSaved.term).toBe(18)
  })

  it('SAC: balance 90.000,04 → 80.000,04; reduce the instalment to 1.540,74 or the term to 96 months', () => {
    const x = extraAmortization('sac', money(100000), rate, 120, once)
    expect([x.balanceBefore, x.balanceAfter]).toEqual([90000.04, 80000.04])
    expect(x.base.interestAfter).toBe(49050.24)
    expect(x.reduceInstallment.nextInstallment).toBe(1540.74)
    expect(x.reduceInstallment.interestAfter).toBe(43600.1)
    expect(x.reduceTerm.months - 12).toBe(96)
    expect(x.reduceTerm.rows.at(-1)?.amortizacao).toBe(833.69)
    expect(x.reduceTerm.nextInstallment).toBe(1633.33)
    expect(x.reduceTerm.interestAfter).toBe(38800.2)
    expect(x.monthsSaved.term).toBe(12)
  })

  it('its steps hold', () => {
    for (const system of ['price', 'sac'] as const) {
      const x = extraAmortization(system, money(100000), rate, 120, once)
      for (const step of x.steps) expect(stepHolds(step), step.label).toBe(true)
    }
  })
})

describe('loans whose Price instalment amortizes under a cent a month (found by fast-check)', () => {
  it('seed 1127393749: R$ 100,07 at 2,23% a.m. in 269 months, R$ 20,01 with the 1st: the new instalment is R$ 1,80, a cent above the month’s interest, and saves interest (CDC art. 52 §2º)', () => {
    // Rounded up, the new instalment 80,05 × 2,23% ÷ (1 − 1,0223^−268) = 1,7899… is R$ 1,79, and
    // so is the month's interest 80,05 × 2,23% = 1,785… rounded half-up: it amortized nothing,
    // the whole balance landed in the last month and the option cost R$ 8,99 more interest.
    const x = extraAmortization('price', money(100.07), new D('0.0223'), 269, {
      amount: money(20.01),
      after: 1,
      repeat: false,
    })
    expect(x.base.totalInterest).toBe(472.96)
    expect(x.reduceInstallment.nextInstallment).toBe(1.8)
    expect(x.reduceInstallment.totalInterest).toBeLessThanOrEqual(x.base.totalInterest)
    expect(x.interestSaved.installment).toBeGreaterThan(0)
    expect(x.reduceInstallment.rows.at(-1)?.saldo).toBe(0)
    expect(x.reduceInstallment.rows.at(-1)?.parcela).toBeLessThanOrEqual(1.8)
    const step = x.steps.find(
      (s) => s.label === 'Reduzir a parcela: nova parcela no prazo que resta',
    )
    expect(step?.result.value).toBe(1.8)
    for (const s of x.steps) expect(stepHolds(s), s.label).toBe(true)
  })

  it('seed -354200538: R$ 100 at 2,79% a.m. in 230 months, R$ 10 every month from the 214th: the contract’s own R$ 2,79 is its monthly interest, so "reduzir a parcela" raises it and ends sooner', () => {
    // 100 × 2,79% ÷ (1 − 1,0279^−230) = 2,7949… rounds to 2,79, which only pays the interest:
    // the balance is still R$ 100,00 at the 214th instalment, and the instalment that pays it off
    // in the 16 months left is R$ 7,06. Keeping R$ 2,79 ("reduzir o prazo") may then end a month
    // after it, so the term comparison of the property below leaves such contracts out; what
    // holds for every contract holds here.
    const x = extraAmortization('price', money(100), new D('0.0279'), 230, {
      amount: money(10),
      after: 214,
      repeat: true,
    })
    expect(x.base.rows[213]?.saldo).toBe(100)
    expect(x.reduceInstallment.nextInstallment).toBe(7.06)
    expect([x.reduceTerm.months, x.reduceInstallment.months]).toEqual([222, 221])
    for (const plan of [x.reduceInstallment, x.reduceTerm]) {
      expect(plan.totalInterest).toBeLessThanOrEqual(x.base.totalInterest)
      expect(plan.rows.at(-1)?.saldo).toBe(0)
      expect(plan.months).toBeLessThanOrEqual(x.base.months)
    }
  })
})

describe('properties', () => {
  const arbitrary = fc.record({
    system: fc.constantFrom('price' as const, 'sac' as const),
    principal: fc.integer({ min: 100_00, max: 2_000_000_00 }).map((c) => money(c / 100)),
    monthly: fc.integer({ min: 0, max: 300 }).map((bp) => new D(bp).div(10000)),
    months: fc.integer({ min: 2, max: 360 }),
    extraShare: fc.double({ min: 0.01, max: 1.2, noNaN: true }),
    afterShare: fc.double({ min: 0, max: 0.99, noNaN: true }),
    repeat: fc.boolean(),
  })

  it('an extra payment never raises total interest, the reduce-term option never ends later, every schedule ends at 0,00', () => {
    fc.assert(
      fc.property(
        arbitrary,
        ({ system, principal, monthly, months, extraShare, afterShare, repeat }) => {
          const after = Math.max(1, Math.min(months - 1, Math.floor(afterShare * months)))
          // An extra of a few centavos is outweighed by the cent rounding of each instalment; the
          // property is about payments a person makes (at least R$ 10).
          const amount = money(Math.max(10, principal * extraShare * (repeat ? 0.05 : 1)))
          const x = extraAmortization(system, principal, monthly, months, { amount, after, repeat })
          // A contract whose instalment only pays its interest (seed -354200538 above) has no
          // Price schedule to shorten; core/amortization.ts shows it by the exact balance.
          const amortizes = (x.base.rows[0]?.amortizacao ?? 0) > 0
          for (const plan of [x.reduceInstallment, x.reduceTerm]) {
            expect(plan.totalInterest).toBeLessThanOrEqual(x.base.totalInterest)
            expect(plan.rows.at(-1)?.saldo).toBe(0)
            // The reduced instalment keeps the contract's term; a rounded-up instalment can end
            // a schedule without extras a month early, so compare with the contract.
            expect(plan.months).toBeLessThanOrEqual(months)
          }
          if (amortizes) expect(x.reduceTerm.months).toBeLessThanOrEqual(x.reduceInstallment.months)
          expect(x.reduceTerm.months).toBeLessThanOrEqual(x.base.months)
          expect(x.base.rows.at(-1)?.saldo).toBe(0)
        },
      ),
      { numRuns: 40 },
    )
  })
})
