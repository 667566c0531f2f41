import { describe, expect, it } from 'vitest'

import { calendarDate } from '../core/calendar-date.ts'
import { D, money } from '../core/money.ts'
import { stepHolds } from '../core/step-check.ts'
import { cetYearly, loanIof } from './loan-iof.ts'

const release = calendarDate(2026, 1, 5)
const rate = new D('0.025')

describe('IOF and CET of a personal loan: the worked example of the legal reference (2026)', () => {
  // R$ 10.000 received, 12 monthly Price instalments at 2,5% a.m., released 05/01/2026.
  const loan = loanIof(money(10000), rate, 12, release, true)

  it('counts calendar days from the release to each due date', () => {
    expect(loan.rows.map((r) => r.days)).toEqual([
      31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365,
    ])
  })

  it('finances the IOF: F = 10.000 + IOF(F) = 10.211,19, IOF 211,19 (daily 172,3831 + additional 38,8025)', () => {
    expect([loan.principal, loan.iof, loan.released]).toEqual([10211.19, 211.19, 10000])
    expect(loan.iofDaily.toFixed(4)).toBe('172.3831')
    expect(loan.iofAdditional.toFixed(4)).toBe('38.8025')
    expect(loan.rows.slice(0, 2).map((r) => r.amortizacao)).toEqual([740.18, 758.68])
  })

  it('instalments 995,46 (11×) and 995,47, total 11.945,53, CET 40,26% a.a.', () => {
    expect([loan.installment, loan.lastInstallment, loan.totalPaid]).toEqual([
      995.46, 995.47, 11945.53,
    ])
    expect(loan.cetYearly).toBe(40.26)
  })

  it('IOF taken from the release instead: 206,82, receives 9.793,18, instalment 974,87', () => {
    const deducted = loanIof(money(10000), rate, 12, release, false)
    expect([deducted.iof, deducted.released, deducted.installment]).toEqual([
      206.82, 9793.18, 974.87,
    ])
  })

  it('caps the daily IOF at 365 days: 48 months → 279,49 + 38,00 = 317,49 (3,17%)', () => {
    const long = loanIof(money(10000), rate, 48, release, false)
    expect(long.iofDaily.toFixed(2)).toBe('279.49')
    expect(long.iof).toBe(317.49)
  })

  it('its steps hold', () => {
    for (const step of loan.steps) expect(stepHolds(step), step.label).toBe(true)
  })

  it('the CET is never below the contract rate when IOF is charged', () => {
    for (const months of [1, 6, 12, 24, 60]) {
      for (const monthly of ['0.005', '0.01', '0.025', '0.08']) {
        const l = loanIof(money(5000), new D(monthly), months, release, true)
        const contractYearly = (new D(monthly).plus(1).pow(12).toNumber() - 1) * 100
        expect(l.cetYearly ?? 0).toBeGreaterThanOrEqual(
          Math.floor(contractYearly * 100) / 100 - 0.01,
        )
      }
    }
  })
})

describe('cetYearly', () => {
  it('is the yearly rate that discounts a payment a year away to the amount released', () => {
    expect(cetYearly(100, [{ amount: 110, days: 365 }])).toBe(10)
  })

  it('has no answer without money released or payments', () => {
    expect(cetYearly(0, [{ amount: 1, days: 30 }])).toBeNull()
    expect(cetYearly(100, [])).toBeNull()
  })

  it('past 100.000% a year it has none, and the steps leave the CET out rather than show 0%', () => {
    // 100% a month: (1 + 100%)^12 − 1 ≈ 409.500% a year, beyond the search.
    const loan = loanIof(money(1000), new D(1), 12, release, true)
    expect(loan.cetYearly).toBeNull()
    expect(loan.steps.map((s) => s.label)).not.toContain('CET ao ano')
    expect(loan.steps.at(-1)?.label).toBe('Parcela (Tabela Price)')
    for (const step of loan.steps) expect(stepHolds(step), step.label).toBe(true)
  })
})
