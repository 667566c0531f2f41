import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import type { IsoDate } from '../core/calendar-date.ts'
import { money } from '../core/money.ts'
import { expectAllFinite } from '@/test/expect-finite.ts'
import { value } from '@/test/outcome-value.ts'
import {
  birthdayWithdrawal,
  calculateFgtsBirthday,
  type FgtsBirthdayInput,
} from './fgts-birthday.ts'

const TODAY = '2026-11-28' as IsoDate
const run = (input: Partial<FgtsBirthdayInput>) =>
  calculateFgtsBirthday({ saldo: 16000, mesNascimento: 6, today: TODAY, ...input })

describe('saque-aniversário (docs/legal/fgts.md, worked examples)', () => {
  it('800,00 → 40% + 50,00 = 370,00; 6.400,00 → 20% + 650,00 = 1.930,00; 22.000,00 → 5% + 2.900,00 = 4.000,00', () => {
    expect(birthdayWithdrawal(money(800))).toBe(370)
    expect(birthdayWithdrawal(money(6400))).toBe(1930)
    expect(birthdayWithdrawal(money(22000))).toBe(4000)
  })

  it('band edges: 500,00 is 50%; 500,01 is 40% + 50,00', () => {
    expect(birthdayWithdrawal(money(500))).toBe(250)
    expect(birthdayWithdrawal(money(500.01))).toBe(250)
    expect(birthdayWithdrawal(money(20000))).toBe(3900)
    expect(birthdayWithdrawal(money(20000.01))).toBe(3900)
  })

  it('born in June: the 2026 window ran 01/06/2026 – 31/08/2026; in November 2026 the next is June–August 2027', () => {
    const open = value(run({ today: '2026-06-10' as IsoDate }))
    expect([open.windowStart, open.windowEnd]).toEqual(['2026-06-01', '2026-08-31'])
    const next = value(run({}))
    expect([next.windowStart, next.windowEnd]).toEqual(['2027-06-01', '2027-08-31'])
  })

  it('dismissal without cause, balance 16.000,00, fine base 18.500,00: saque-rescisão 23.400,00, saque-aniversário 7.400,00', () => {
    const r = value(run({ depositosContrato: 18500 }))
    expect(r.dismissal).toEqual({
      fineBase: 18500,
      fine: 7400,
      rescisao: 23400,
      aniversario: 7400,
      stays: 16000,
    })
  })

  it('antecipação from 01/11/2026: up to 3 withdrawals of at most 500,00 (1.500,00); before, 5', () => {
    const r = value(run({ taxa: 1.79 }))
    expect(r.advance.maxYears).toBe(3)
    expect(r.advance.pledged).toBe(1500)
    expect(r.advance.cost).toBeGreaterThan(0)
    expect(value(run({ today: '2026-10-31' as IsoDate })).advance.maxYears).toBe(5)
  })

  it('back to saque-rescisão: asked in November 2026, from 01/12/2028 (the 25th month)', () => {
    expect(value(run({})).switchBackFrom).toBe('2028-12-01')
  })

  it('a birth month outside 1–12 is an error', () => {
    for (const mesNascimento of [0, 13, 2.5, null]) {
      const o = run({ mesNascimento })
      expect(o.ok ? [] : o.errors.map((e) => e.field)).toEqual(['mesNascimento'])
    }
  })
})

describe('properties', () => {
  const cents = fc.integer({ min: 0, max: 1e9 }).map((c) => money(c / 100))
  it('the withdrawal is never above the balance and never falls as the balance rises', () => {
    fc.assert(
      fc.property(cents, cents, (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a]
        expect(birthdayWithdrawal(lo)).toBeLessThanOrEqual(lo)
        expect(birthdayWithdrawal(hi)).toBeGreaterThanOrEqual(birthdayWithdrawal(lo))
      }),
    )
  })

  it('any input gives an error or finite figures', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), fc.double(), (saldo, mes, taxa) => {
        expectAllFinite(run({ saldo, mesNascimento: mes, taxa }))
      }),
    )
  })
})

describe('edges (docs/legal/fgts.md)', () => {
  it('an empty account withdraws nothing, and no advance is offered on it', () => {
    expect(birthdayWithdrawal(money(0))).toBe(0)
    const r = value(run({ saldo: 0, taxa: 2 }))
    expect(r.withdrawal).toBe(0)
    expect(r.advance.instalments).toEqual([])
    expect(r.advance.pledged).toBe(0)
  })

  it('without the contract’s deposits the fine is reckoned on the balance typed', () => {
    expect(value(run({})).dismissal.fineBase).toBe(16000)
  })

  it('an advance asked before 01/11/2025 follows the first rule known (Res. CCFGTS 1.130/2025)', () => {
    const r = value(run({ today: '2025-06-10' as IsoDate }))
    expect(r.advance.maxYears).toBe(5)
  })

  it('a withdrawal under the R$ 100,00 floor of an instalment is not pledged (Res. CCFGTS 1.130/2025)', () => {
    const r = value(run({ saldo: 150, taxa: 1 }))
    expect(r.withdrawal).toBeLessThan(100)
    expect(r.advance.instalments).toEqual([])
    expect(r.advance.received).toBe(0)
  })
})
