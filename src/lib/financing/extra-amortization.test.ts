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

describe('contracts whose rounded Price instalment pays ahead or falls behind (found by fast-check)', () => {
  // A Price contract in reais and a monthly rate as written, with its extra payment.
  const price = (
    principal: number,
    monthly: string,
    months: number,
    extra: { amount: number; after: number; repeat: boolean },
  ) =>
    extraAmortization('price', money(principal), new D(monthly), months, {
      ...extra,
      amount: money(extra.amount),
    })
  const reducedStep = (x: ReturnType<typeof extraAmortization>) =>
    x.steps.find((s) => s.label === 'Reduzir a parcela: nova parcela no prazo que resta')

  it('seed 1127393749: R$ 100,07 at 2,23% a.m. in 269 months, R$ 20,01 with the 1st: the new instalment is R$ 1,80, a cent above the month’s interest, and saves interest (CDC art. 52 §2º)', () => {
    // 2,24 × 80,05 ÷ 100,06 = 1,792… rounds up to R$ 1,80. Recomputed from the balance instead,
    // 80,05 × 2,23% ÷ (1 − 1,0223^−268) = 1,7899… rounds up to R$ 1,79, the month's interest
    // 80,05 × 2,23% = 1,785… itself: it amortized nothing and the option cost more interest.
    const x = price(100.07, '0.0223', 269, { amount: 20.01, after: 1, repeat: false })
    expect(x.base.totalInterest).toBe(472.96)
    expect(x.reduceInstallment.nextInstallment).toBe(1.8)
    expect(x.interestSaved.installment).toBeGreaterThan(0)
    expect(x.reduceInstallment.rows.at(-1)?.saldo).toBe(0)
    expect(x.reduceInstallment.rows.at(-1)?.parcela).toBeLessThanOrEqual(1.8)
    expect(reducedStep(x)?.result.value).toBe(1.8)
    for (const s of x.steps) expect(stepHolds(s), s.label).toBe(true)
  })

  it('seed -354200538: R$ 100 at 2,79% a.m. in 230 months, R$ 10 every month from the 214th: the contract’s R$ 2,79 only pays its interest, and the reduced one is a cent above the interest', () => {
    // 100 × 2,79% ÷ (1 − 1,0279^−230) = 2,7949… rounds to 2,79, the month's interest: the
    // balance is still R$ 100,00 at the 214th. 2,79 × 90 ÷ 100 = 2,511 rounds up to R$ 2,52, a
    // cent above the month's 2,51; with R$ 50, 1,395 rounds up to the interest itself (1,40),
    // so the instalment takes the cent that makes the balance fall: R$ 1,41.
    const x = price(100, '0.0279', 230, { amount: 10, after: 214, repeat: true })
    expect(x.base.rows[213]?.saldo).toBe(100)
    expect(x.reduceInstallment.nextInstallment).toBe(2.52)
    const half = price(100, '0.0279', 230, { amount: 50, after: 214, repeat: false })
    expect(half.reduceInstallment.nextInstallment).toBe(1.41)
    expect(reducedStep(half)?.note).toMatch(/centavo acima dos juros/)
    for (const s of half.steps) expect(stepHolds(s), s.label).toBe(true)
    expect([x.reduceTerm.months, x.reduceInstallment.months]).toEqual([222, 223])
    for (const plan of [x.reduceInstallment, x.reduceTerm]) {
      expect(plan.totalInterest).toBeLessThanOrEqual(x.base.totalInterest)
      expect(plan.rows.at(-1)?.saldo).toBe(0)
    }
    for (const s of x.steps) expect(stepHolds(s), s.label).toBe(true)
  })

  it('seed -1557266943: R$ 100 at 1,75% a.m. in 275 months, R$ 10 every month from the 266th: the contract’s R$ 1,76 leaves R$ 39,09 for its last month, and "reduzir a parcela" lowers it in the same proportion', () => {
    // 100 × 1,75% ÷ (1 − 1,0175^−275) = 1,7649… rounds to 1,76, half a cent short each month;
    // compounded over 274 months the shortfall is the R$ 39,09 the last instalment pays.
    // Recomputed from R$ 37,06 over the 9 months left, "reduzir a parcela" would raise it to
    // R$ 4,49; cut in proportion it is 1,76 × 37,06 ÷ 47,06 = 1,386… → R$ 1,39.
    const x = price(100, '0.0175', 275, { amount: 10, after: 266, repeat: true })
    expect(x.base.rows.at(-2)?.saldo).toBe(39.09)
    expect(x.base.rows.at(-1)?.parcela).toBe(39.77)
    expect(x.reduceInstallment.nextInstallment).toBe(1.39)
    expect([x.reduceTerm.months, x.reduceInstallment.months]).toEqual([270, 270])
    for (const plan of [x.reduceInstallment, x.reduceTerm]) {
      expect(plan.totalInterest).toBeLessThanOrEqual(x.base.totalInterest)
      expect(plan.rows.at(-1)?.saldo).toBe(0)
    }
  })

  it('seed 742501267: R$ 1.256,51 at 2,12% a.m. in 255 months, R$ 12,57 with the 95th: the contract’s rounded-up R$ 26,77 ends it in 254 months, and so does the reduced instalment', () => {
    // Recomputed over the 160 months the contract names, the new instalment would be R$ 26,46,
    // end in the 255th and cost R$ 7,59 more interest than paying nothing extra; cut in
    // proportion, 26,77 × 1.204,59 ÷ 1.217,16 = 26,493… → R$ 26,50.
    const x = price(1256.51, '0.0212', 255, { amount: 12.57, after: 95, repeat: false })
    expect([x.base.months, x.base.totalInterest]).toEqual([254, 5525.35])
    expect(x.reduceInstallment.nextInstallment).toBe(26.5)
    expect(x.reduceInstallment.months).toBe(254)
    expect(x.interestSaved.installment).toBe(38.12)
    for (const s of x.steps) expect(stepHolds(s), s.label).toBe(true)
  })

  it('R$ 21.435,33 at 2,09% a.m. in 345 months, R$ 10,72 every month from the 306th: cut in proportion each month, the instalment keeps the contract’s lead and the extras save interest', () => {
    // The contract's rounded R$ 448,36 has paid so far ahead that its last instalment is
    // R$ 155,28. Recomputed from the balance each month, the instalment dropped that lead and the
    // extras cost R$ 0,85 more interest than paying nothing extra.
    const x = price(21435.33, '0.0209', 345, { amount: 10.72, after: 306, repeat: true })
    expect(x.base.rows.at(-1)?.parcela).toBe(155.28)
    expect(x.reduceInstallment.nextInstallment).toBe(447.96)
    expect(x.interestSaved.installment).toBe(97.92)
    expect(x.reduceInstallment.months).toBe(345)
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
          for (const plan of [x.reduceInstallment, x.reduceTerm]) {
            expect(plan.totalInterest).toBeLessThanOrEqual(x.base.totalInterest)
            expect(plan.rows.at(-1)?.saldo).toBe(0)
            // Neither option outlasts the contract's schedule, which a rounded-up instalment can
            // end before its term (seed 742501267 above).
            expect(plan.months).toBeLessThanOrEqual(x.base.months)
          }
          expect(x.reduceTerm.months).toBeLessThanOrEqual(x.reduceInstallment.months)
          expect(x.base.rows.at(-1)?.saldo).toBe(0)
        },
      ),
      { numRuns: 40 },
    )
  })
})
