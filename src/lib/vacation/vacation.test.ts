import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { sumMoney } from '../core/money.ts'
import { stepHolds } from '../core/step-check.ts'
import { calculateVacation, entitlementDays, validFraction } from './vacation.ts'
import { paymentYear } from './vacation-options.ts'
import type { VacationInput } from './vacation-types.ts'

function run(input: Partial<VacationInput>) {
  const outcome = calculateVacation({ salario: 4500, ...input }, 2026)
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors))
  return outcome.value
}

describe('férias: the legal reference’s worked examples', () => {
  it('F1, 2026, R$ 4.500, 30 days: 4.500 + 1.500, INSS 641,51, IRRF 564,85 − 179,75 = 385,10, net 4.973,39', () => {
    const r = run({ ano: 2026 })
    expect([
      r.vacation,
      r.third,
      r.inss,
      r.irrf.taxBeforeReduction,
      r.irrf.reduction,
      r.irrf.withheld,
      r.net,
    ]).toEqual([4500, 1500, 641.51, 564.85, 179.75, 385.1, 4973.39])
  })

  it('F1 in 2025 and 2024: nets 4.787,77 and 4.768,36', () => {
    expect([
      run({ ano: 2025 }).inss,
      run({ ano: 2025 }).irrf.withheld,
      run({ ano: 2025 }).net,
    ]).toEqual([649.6, 562.63, 4787.77])
    expect([
      run({ ano: 2024 }).inss,
      run({ ano: 2024 }).irrf.withheld,
      run({ ano: 2024 }).net,
    ]).toEqual([658.82, 572.82, 4768.36])
  })

  it('F2, 2025, sells 10 days: 3.000 + 1.000 + abono 1.500 + 500; INSS 373,41 (abono out); IRRF 200,39 (its 1/3 taxed); net 5.426,20', () => {
    const r = run({ ano: 2025, vender: 'sim' })
    expect([
      r.soldDays,
      r.vacation,
      r.third,
      r.abono,
      r.abonoThird,
      r.inss,
      r.irrf.withheld,
      r.net,
    ]).toEqual([10, 3000, 1000, 1500, 500, 373.41, 200.39, 5426.2])
    expect(run({ ano: 2026, vender: 'sim' }).net).toBe(5631.4)
    expect(run({ ano: 2024, vender: 'sim' }).net).toBe(5398.53)
  })

  it('F3, 2026, R$ 3.000 + overtime average 163,64, 8 absences, sells the most, 1 dependent, 13º advance: net 4.696,38', () => {
    const r = run({
      ano: 2026,
      salario: 3000,
      medias: 163.64,
      faltas: 8,
      vender: 'sim',
      dependentes: 1,
      adiantamento13: 'sim',
    })
    expect([
      r.entitlement,
      r.soldDays,
      r.vacation,
      r.third,
      r.abono,
      r.abonoThird,
      r.advance13,
    ]).toEqual([24, 8, 1687.27, 562.42, 843.64, 281.21, 1500])
    expect([r.inss, r.irrf.withheld, r.gross, r.net]).toEqual([178.16, 0, 4874.54, 4696.38])
  })

  it('the 13º advance paid with the férias bears no IRRF: the 13º is taxed whole when settled (RIR/2018 art. 700)', () => {
    const base = { salario: 9000, ano: 2026 } as const
    const without = run(base)
    const r = run({ ...base, adiantamento13: 'sim' })
    expect(r.advance13).toBe(4500)
    expect([r.inss, r.irrf.income, r.irrf.withheld]).toEqual([
      without.inss,
      without.irrf.income,
      without.irrf.withheld,
    ])
    expect(r.net).toBe(sumMoney(without.net, r.advance13))
  })

  it('F4, 2026, R$ 9.000, 2 dependents: INSS at the ceiling 988,09, IRRF 2.015,27, net 8.996,64', () => {
    const r = run({ ano: 2026, salario: 9000, dependentes: 2 })
    expect([r.inss, r.irrf.withheld, r.net]).toEqual([988.09, 2015.27, 8996.64])
  })

  it('F5, 2026, 10 of the 30 days after the concessive period: dobra 1.500 + 500, INSS on the simple part, IRRF 1.114,85, net 6.243,64', () => {
    const r = run({ ano: 2026, diasAposPrazo: 10 })
    expect([r.double, r.doubleThird, r.inss, r.irrf.withheld, r.net]).toEqual([
      1500, 500, 641.51, 1114.85, 6243.64,
    ])
  })

  it('its steps hold and end at the net', () => {
    const r = run({
      ano: 2026,
      salario: 3000,
      medias: 163.64,
      faltas: 8,
      vender: 'sim',
      dependentes: 1,
      adiantamento13: 'sim',
      diasAposPrazo: 4,
    })
    for (const step of r.steps) expect(stepHolds(step), step.label).toBe(true)
    expect(r.steps.at(-1)?.result.value).toBe(r.net)
  })
})

describe('pensão alimentícia: a legal deduction, never added to the simplified discount (Lei 9.250/1995 art. 4º II and §2º)', () => {
  it('§9.2 row 2, 2025, vacation gross 4.000 with R$ 300 of pensão: legal 673,41 beats 607,20, base 3.326,59, IRRF 104,83 (114,76 without)', () => {
    const without = run({ ano: 2025, salario: 3000 })
    expect([without.irrf.deductionMethod, without.irrf.withheld]).toEqual(['simplificado', 114.76])
    const r = run({ ano: 2025, salario: 3000, pensao: 300 })
    expect([r.inss, r.alimony, r.irrf.deductionMethod, r.irrf.deduction, r.irrf.base]).toEqual([
      373.41,
      300,
      'legal',
      673.41,
      3326.59,
    ])
    expect(r.irrf.withheld).toBe(104.83)
    // The pensão is paid to its beneficiary out of the net, not by this calculation.
    expect(r.net).toBe(4000 - 373.41 - 104.83)
  })

  it('§9.2 row 5, 2026, vacation gross 6.500, 1 dependent, R$ 1.000 of pensão: tax 359,26 − reduction 113,18 on R = 6.500 = 246,08', () => {
    const r = run({ ano: 2026, salario: 4875, dependentes: 1, pensao: 1000 })
    expect([
      r.inss,
      r.irrf.deduction,
      r.irrf.base,
      r.irrf.taxBeforeReduction,
      r.irrf.reduction,
      r.irrf.withheld,
    ]).toEqual([711.51, 1901.1, 4598.9, 359.26, 113.18, 246.08])
  })

  it('a pensão larger than the vacation leaves a zero base, and the steps still hold', () => {
    const r = run({ ano: 2026, salario: 2000, pensao: 5000 })
    expect([r.irrf.base, r.irrf.withheld]).toEqual([0, 0])
    for (const step of r.steps) expect(stepHolds(step), step.label).toBe(true)
  })

  it('more days than the right is too large; within it but past what is left after selling 1/3, over the limit (CLT art. 130, 143)', () => {
    const errors = (input: Partial<VacationInput>) => {
      const outcome = calculateVacation({ salario: 3000, ...input }, 2026)
      return outcome.ok ? [] : outcome.errors.map((e) => [e.field, e.code, e.limit])
    }
    expect(errors({ dias: 31 })).toEqual([['dias', 'too-large', 30]])
    expect(errors({ dias: 25, vender: 'sim' })).toEqual([['dias', 'over-limit', 20]])
    expect(errors({ dias: 31, vender: 'sim' })).toEqual([['dias', 'too-large', 30]])
    expect(errors({ dias: 20, vender: 'sim' })).toEqual([])
  })

  it('a negative pensão is an error on its field', () => {
    const outcome = calculateVacation({ salario: 3000, pensao: -1 }, 2026)
    expect(outcome.ok ? [] : outcome.errors.map((e) => e.field)).toEqual(['pensao'])
  })

  it('more pensão never raises the IRRF (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1500_00, max: 30000_00 }).map((c) => c / 100),
        fc.integer({ min: 0, max: 5000_00 }).map((c) => c / 100),
        fc.constantFrom(2024, 2025, 2026),
        (salario, pensao, ano) => {
          expect(run({ salario, pensao: pensao + 100, ano }).irrf.withheld).toBeLessThanOrEqual(
            run({ salario, pensao, ano }).irrf.withheld,
          )
        },
      ),
      { numRuns: 50 },
    )
  })
})

describe('the calendar', () => {
  it('the form follows the payment year of a start date before the library loads (start − 2 days, CLT art. 145)', () => {
    expect(paymentYear('2026-01-01')).toBe(2025)
    expect(paymentYear('2026-01-02')).toBe(2025)
    expect(paymentYear('2026-01-03')).toBe(2026)
    expect(paymentYear('2026-12-31')).toBe(2026)
    expect(paymentYear('')).toBeNull()
    expect(paymentYear('02/01/2026')).toBeNull()
    // The same year the library picks (property).
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2024-01-01'), max: new Date('2027-12-31'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10)
          expect(paymentYear(iso)).toBe(Number(run({ inicio: iso }).payBy?.slice(0, 4)))
        },
      ),
      { numRuns: 100 },
    )
  })

  it('pay by two days before the start, with the table of the payment month', () => {
    const r = run({ inicio: '2026-01-02' })
    expect(r.payBy).toBe('2025-12-31')
    expect(r.year).toBe(2025)
  })

  it('a start on Friday or in the two days before a holiday gets the art. 134 §3º message', () => {
    expect(run({ inicio: '2026-11-27' }).startBeforeRest).toMatchObject({
      reason: 'domingo',
      date: '2026-11-29',
    })
    expect(run({ inicio: '2026-11-18' }).startBeforeRest).toMatchObject({
      reason: 'feriado',
      date: '2026-11-20',
    })
    expect(run({ inicio: '2026-11-23' }).startBeforeRest).toBeNull()
  })
})

describe('rules', () => {
  it.each([
    [0, 30],
    [5, 30],
    [6, 24],
    [14, 24],
    [15, 18],
    [23, 18],
    [24, 12],
    [32, 12],
    [33, 0],
  ])('%i unjustified absences → %i days (CLT art. 130)', (absences, days) => {
    expect(entitlementDays(absences)).toBe(days)
  })

  it('more than 32 absences lose the vacation', () => {
    expect(calculateVacation({ salario: 3000, faltas: 33 }, 2026).ok).toBe(false)
  })

  it.each([
    [30, 30, true],
    [14, 30, true],
    [20, 30, true],
    [10, 30, true],
    [5, 30, true],
    [4, 30, false],
    [27, 30, false],
    [10, 20, false],
    [15, 20, true],
  ])('taking %i of %i days now is %s (art. 134 §1º)', (taken, total, valid) => {
    expect(validFraction(taken, total)).toBe(valid)
  })

  it('more absences never give more days (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), (absences) => {
        expect(entitlementDays(absences + 1)).toBeLessThanOrEqual(entitlementDays(absences))
      }),
    )
  })

  it('selling days never lowers the net, nor the gross beyond the cent each rounded line may lose (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1500_00, max: 30000_00 }).map((c) => c / 100),
        fc.integer({ min: 0, max: 32 }),
        fc.constantFrom(2024, 2025, 2026),
        (salario, faltas, ano) => {
          const sold = run({ salario, faltas, ano, vender: 'sim' })
          const kept = run({ salario, faltas, ano })
          expect(sold.net).toBeGreaterThanOrEqual(kept.net)
          // Férias, abono and their thirds are each rounded to the cent (CLT arts. 142 and 143).
          expect(sold.gross).toBeGreaterThanOrEqual(kept.gross - 0.02)
        },
      ),
      { numRuns: 50 },
    )
  })
})
