import fc from 'fast-check'

import { expectStepsExplain, leaves } from '@/test/expect-steps.ts'

import type { IsoDate } from '../core/calendar-date.ts'
import { decimalPlaces } from '../core/step-check.ts'
import { calculatePersonalLoan, type PersonalLoanInput } from './personal-loan.ts'

const today = '2026-01-05' as IsoDate

function value(input: PersonalLoanInput) {
  const r = calculatePersonalLoan(input, today)
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.value
}

describe('calculatePersonalLoan with IOF (docs/legal/loan-iof-cet.md, worked example)', () => {
  // R$ 10.000 received, 12 Price instalments at 2,5% a.m., released 05/01/2026, IOF financed.
  const input = { valor: 10000, taxa: 2.5, prazo: 12, iof: 'sim', liberacao: '2026-01-05' }

  it('§6.3: financed 10.211,19 (IOF 211,19), instalments 995,46 and last 995,47, CET 40,26% a.a.', () => {
    const v = value(input)
    expect(v.iof).toMatchObject({
      released: 10000,
      principal: 10211.19,
      iof: 211.19,
      cetYearly: 40.26,
      release: '2026-01-05',
    })
    expect([v.monthlyPayment, v.lastPayment, v.totalPayment]).toEqual([995.46, 995.47, 11945.53])
    expect(v.iof?.rows.map((r) => r.days)).toEqual([
      31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365,
    ])
    expect(v.schedule.at(-1)?.saldo).toBe(0)
    expect(v.annualRate).toBe(34.49)
  })

  it('an empty release date is today; a link without iof gives the plain Price table, as before', () => {
    expect(value({ ...input, liberacao: '' }).iof?.principal).toBe(10211.19)
    const plain = value({ valor: 10000, taxa: 2.5, prazo: 12 })
    expect(plain.iof).toBeNull()
    expect(plain.monthlyPayment).toBe(974.87)
    expect(value({ ...input, iof: 'nao' }).monthlyPayment).toBe(974.87)
  })

  it('without today nor a release date, the release date is asked for; a bad one is invalid', () => {
    const r = calculatePersonalLoan({ ...input, liberacao: null })
    expect(r.ok ? [] : r.errors).toEqual([{ field: 'liberacao', code: 'required' }])
    const bad = calculatePersonalLoan({ ...input, liberacao: '2026-02-30' }, today)
    expect(bad.ok ? [] : bad.errors).toEqual([{ field: 'liberacao', code: 'invalid' }])
  })

  it('its steps hold and end with the CET', () => {
    const v = value(input)
    // F = L + IOF(F) is a fixed point: the IOF's steps use the F found by iteration, which the
    // step "Valor financiado" then confirms.
    expectStepsExplain(v.steps, {
      givens: [10000, 10211.19, 2.5, 0.38, -12, 172.3831, 38.8025, 40.26],
      shown: [v.iof?.iof ?? 0, v.iof?.principal ?? 0, v.monthlyPayment],
      last: 40.26,
    })
  })

  it('property: the IOF steps add up as a person reads them: the daily and the additional part, to 4 decimals as the steps show them, sum to the IOF to the cent (Decreto 6.306/2007 art. 7º I "b" 2 and §15)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_00, max: 5_000_000_00 }),
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 0, max: 800 }),
        fc.constantFrom('2026-01-05', '2026-01-31', '2025-02-28', '2024-02-29'),
        (cents, prazo, bp, liberacao) => {
          const v = value({ ...input, valor: cents / 100, prazo, taxa: bp / 100, liberacao })
          const total = v.steps.find((s) => s.label === 'IOF total')
          const [daily, additional] = leaves(total?.expression)
          // What the card's hint names: the same two parts.
          expect([daily?.value, additional?.value]).toEqual([v.iof?.daily, v.iof?.additional])
          // Written with 4 decimals at most, so added as written in ten-thousandths of a real
          // (whole numbers), then rounded half-up to the cent.
          const parts = [daily, additional].map((f) => Number(f?.value))
          for (const part of parts) expect(decimalPlaces(part)).toBeLessThanOrEqual(4)
          const sum = parts.reduce((s, part) => s + Math.round(part * 1e4), 0)
          expect(Math.round(Number(total?.result.value) * 100)).toBe(Math.round(sum / 100))
          expect(total?.result.value).toBe(v.iof?.iof)
        },
      ),
      { numRuns: 60 },
    )
  })

  it('property: the CET is never below the nominal rate when IOF is charged', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_00, max: 200_000_00 }),
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 1, max: 800 }),
        (cents, prazo, bp) => {
          const v = value({ ...input, valor: cents / 100, prazo, taxa: bp / 100 })
          // The nominal rate in % a.a., two decimals as the card shows it, against the CET.
          expect(v.iof?.cetYearly ?? -1).toBeGreaterThanOrEqual(v.annualRate)
          expect(v.schedule.at(-1)?.saldo).toBe(0)
        },
      ),
      { numRuns: 60 },
    )
  })
})
