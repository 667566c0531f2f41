import { UTCDate } from '@date-fns/utc'
import { addMonths, differenceInCalendarDays } from 'date-fns'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { calendarDate, toIsoDate } from '../core/calendar-date.ts'
import { D, type Dec, money } from '../core/money.ts'
import { cetYearly, daysToDue, loanIof } from './loan-iof.ts'

/**
 * The shortcuts loan-iof.ts takes for speed give the figures of the direct route: due dates as
 * date-fns computes them, the daily IOF as the decimal sum of each row's IOF, and the CET as 300
 * bisection steps.
 */
describe('loan IOF shortcuts agree with the direct computation', () => {
  it('due dates and days are those of date-fns addMonths and differenceInCalendarDays', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2200 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 1, max: 600 }),
        (year, month, day, months) => {
          const release = calendarDate(year, month, Math.min(day, 28 + (day % 4)))
          const expected = Array.from({ length: months }, (_, k) => {
            const due = addMonths(new UTCDate(release), k + 1)
            return { due: toIsoDate(due), days: differenceInCalendarDays(due, release) }
          })
          expect(daysToDue(months, release)).toEqual(expected)
        },
      ),
      { numRuns: 200 },
    )
  })

  it('the daily IOF is the exact sum of every row’s IOF', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_00 }),
        fc.integer({ min: 0, max: 80_000 }),
        fc.integer({ min: 1, max: 420 }),
        fc.boolean(),
        (cents, rateMillionths, months, financed) => {
          const loan = loanIof(
            money(cents / 100),
            new D(rateMillionths).div(1_000_000),
            months,
            calendarDate(2026, 1, 31),
            financed,
          )
          const sum = loan.rows.reduce((s: Dec, r) => s.plus(r.iof), new D(0))
          expect(loan.iofDaily.toString()).toBe(sum.toString())
        },
      ),
      { numRuns: 60 },
    )
  })

  it('a loan as large as the form takes (R$ 1 trilhão): Σ cents × days passes 2^53 and stays exact', () => {
    // 10^14 cents over 12 instalments of up to 365 days weigh more than 2^53 ≈ 9 × 10^15: the sum
    // is then made in decimal, row by row, and is still the sum of the rows' IOF.
    const loan = loanIof(money(1e12), new D('0.02'), 12, calendarDate(2026, 1, 5), true)
    const weighted = loan.rows.reduce((s, r) => s + r.amortizacao * 100 * Math.min(r.days, 365), 0)
    expect(weighted).toBeGreaterThan(Number.MAX_SAFE_INTEGER)
    const sum = loan.rows.reduce((s: Dec, r) => s.plus(r.iof), new D(0))
    expect(loan.iofDaily.toString()).toBe(sum.toString())
    expect(loan.principal).toBe(money(1e12 + loan.iof))
  })

  it('the CET stops bisecting only once the doubles have settled: 300 steps give the same', () => {
    const reference = (released: number, flows: readonly { amount: number; days: number }[]) => {
      const value = (r: number) =>
        flows.reduce((s, f) => s + f.amount / (1 + r) ** (f.days / 365), 0)
      let lo = -0.99
      let hi = 1000
      if (value(hi) > released || value(lo) < released) return null
      for (let i = 0; i < 300; i++) {
        const mid = (lo + hi) / 2
        if (value(mid) > released) lo = mid
        else hi = mid
      }
      return Math.round((lo + hi) * 50 * 100) / 100
    }
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_00 }),
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 1, max: 40 }),
        (releasedCents, amountCents, count, gap) => {
          const flows = Array.from({ length: count }, (_, k) => ({
            amount: amountCents / 100,
            days: gap * (k + 1),
          }))
          expect(cetYearly(releasedCents / 100, flows)).toBe(reference(releasedCents / 100, flows))
        },
      ),
      { numRuns: 200 },
    )
  })
})
