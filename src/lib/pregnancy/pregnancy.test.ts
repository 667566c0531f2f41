import fc from 'fast-check'
import { addDays, addMonths, addYears, differenceInCalendarDays } from 'date-fns'
import { describe, expect, it } from 'vitest'

import { expectAllFinite } from '@/test/expect-finite.ts'

import { calendarDate, parseIsoDate, toIsoDate } from '../core/calendar-date.ts'
import { calculatePregnancy } from './pregnancy.ts'
import { MAX_GESTATION_WEEKS } from './pregnancy-options.ts'

const TODAY = '2026-11-22'

function pregnancy(dum: string, today = TODAY) {
  const outcome = calculatePregnancy({ dum, today })
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors))
  return outcome.value
}

/** Naegele's rule as obstetricians apply it by hand: DUM + 1 year − 3 months + 7 days. */
function naegele(dum: string) {
  return addDays(addMonths(addYears(parseIsoDate(dum)!, 1), -3), 7)
}

describe('calculatePregnancy', () => {
  it('DUM today: 0 weeks, due in 280 days', () => {
    expect(pregnancy(TODAY)).toEqual({
      dum: '2026-11-22',
      dueDate: '2027-08-29',
      conceptionDate: '2026-12-06',
      gestationalDays: 0,
      weeksPregnant: 0,
      daysPregnant: 0,
      trimester: 1,
      progressPercent: 0,
      daysRemaining: 280,
      daysOverdue: 0,
    })
  })

  it('halfway: 20 weeks, 50%', () => {
    expect(pregnancy('2026-07-05')).toMatchObject({
      weeksPregnant: 20,
      daysPregnant: 0,
      trimester: 2,
      progressPercent: 50,
      daysRemaining: 140,
    })
  })

  it('100 days: 14 weeks and 2 days, 35,7%', () => {
    expect(pregnancy('2026-08-14')).toMatchObject({
      gestationalDays: 100,
      weeksPregnant: 14,
      daysPregnant: 2,
      progressPercent: 35.7,
    })
  })

  it('matches Naegele’s rule where the months make it exactly 280 days', () => {
    expect(pregnancy('2026-01-01', '2026-02-01').dueDate).toBe('2026-10-08')
    expect(toIsoDate(naegele('2026-01-01'))).toBe('2026-10-08')
    expect(pregnancy('2025-06-15', '2025-07-01').dueDate).toBe('2026-03-22')
    expect(toIsoDate(naegele('2025-06-15'))).toBe('2026-03-22')
  })

  it('is 0 to 3 days before the hand rule elsewhere (280 days is the definition)', () => {
    // DUM 01/03: 280 days → 06/12; the hand rule says 08/12.
    expect(pregnancy('2025-03-01', '2025-04-01').dueDate).toBe('2025-12-06')
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (n) => {
        const dum = toIsoDate(addDays(calendarDate(1990, 1, 1), n))
        const due = parseIsoDate(pregnancy(dum, dum).dueDate)!
        const gap = differenceInCalendarDays(naegele(dum), due)
        expect(gap).toBeGreaterThanOrEqual(0)
        expect(gap).toBeLessThanOrEqual(3)
      }),
      { numRuns: 200 },
    )
  })

  it.each([
    ['2026-08-17', 13, 6, 1],
    ['2026-08-16', 14, 0, 2],
    ['2026-05-11', 27, 6, 2],
    ['2026-05-10', 28, 0, 3],
  ])(
    'trimester boundaries (docs/decisions.md §3): DUM %s → %iw%id, %iº',
    (dum, weeks, days, trimester) => {
      expect(pregnancy(dum)).toMatchObject({
        weeksPregnant: weeks,
        daysPregnant: days,
        trimester,
      })
    },
  )

  it('past the due date: 100%, 0 days remaining, days overdue', () => {
    expect(pregnancy('2026-01-18')).toMatchObject({
      gestationalDays: MAX_GESTATION_WEEKS * 7,
      weeksPregnant: 44,
      trimester: 3,
      progressPercent: 100,
      daysRemaining: 0,
      daysOverdue: 28,
    })
  })

  it('leap day DUM', () => {
    expect(pregnancy('2024-02-29', '2024-03-07')).toMatchObject({
      dueDate: '2024-12-05',
      weeksPregnant: 1,
      daysPregnant: 0,
    })
  })

  it('rejects a DUM in the future or more than 44 weeks ago', () => {
    expect(calculatePregnancy({ dum: '2026-11-23', today: TODAY })).toEqual({
      ok: false,
      errors: [{ field: 'dum', code: 'future' }],
    })
    expect(calculatePregnancy({ dum: '2026-01-17', today: TODAY })).toEqual({
      ok: false,
      errors: [{ field: 'dum', code: 'past' }],
    })
  })

  it('the DUM lies from 44 weeks (308 days) before today to today: the limits and one day beyond', () => {
    expect(calculatePregnancy({ dum: '2026-01-18', today: TODAY }).ok).toBe(true)
    expect(calculatePregnancy({ dum: TODAY, today: TODAY }).ok).toBe(true)
    expect(calculatePregnancy({ dum: '2026-01-17', today: TODAY }).ok).toBe(false)
    expect(calculatePregnancy({ dum: '2026-11-23', today: TODAY }).ok).toBe(false)
  })

  it('asks for the DUM and today', () => {
    expect(calculatePregnancy({ dum: '', today: undefined })).toEqual({
      ok: false,
      errors: [
        { field: 'dum', code: 'required' },
        { field: 'today', code: 'required' },
      ],
    })
    expect(calculatePregnancy({ dum: '22/11/2026', today: TODAY })).toEqual({
      ok: false,
      errors: [{ field: 'dum', code: 'invalid' }],
    })
  })

  it('property: arbitrary input gives errors or an all-finite, consistent result', () => {
    const dateArb = fc.oneof(
      fc.constant(null),
      fc.string(),
      fc.constantFrom('1899-12-31', '2201-01-01', '2025-02-29', TODAY),
      fc.integer({ min: -400, max: 20 }).map((n) => toIsoDate(addDays(parseIsoDate(TODAY)!, n))),
    )
    fc.assert(
      fc.property(dateArb, dateArb, (dum, today) => {
        const outcome = calculatePregnancy({ dum, today })
        if (!outcome.ok) {
          expect(outcome.errors.length).toBeGreaterThan(0)
          return
        }
        const r = outcome.value
        expectAllFinite(r)
        expect(r.weeksPregnant * 7 + r.daysPregnant).toBe(r.gestationalDays)
        expect(r.daysRemaining - r.daysOverdue).toBe(280 - r.gestationalDays)
        expect(r.progressPercent).toBeGreaterThanOrEqual(0)
        expect(r.progressPercent).toBeLessThanOrEqual(100)
      }),
      { numRuns: 200 },
    )
  })
})
