import fc from 'fast-check'
import { addDays, addMonths, addYears, differenceInCalendarDays } from 'date-fns'
import { describe, expect, it } from 'vitest'

import { calendarDate, dayOfDate, parseIsoDate } from './calendar-date.ts'
import { calendarDuration } from './date-duration.ts'

function duration(start: string, end: string) {
  const { years, months, days } = calendarDuration(
    dayOfDate(parseIsoDate(start)!),
    dayOfDate(parseIsoDate(end)!),
  )
  return { years, months, days }
}

describe('calendarDuration', () => {
  // Expected values from date-fns/date-fns src/intervalToDuration/test.ts (times dropped).
  it.each([
    ['1929-01-15', '1968-04-04', 39, 2, 20],
    ['2020-03-01', '2021-04-02', 1, 1, 1],
    ['2020-03-01', '2020-03-01', 0, 0, 0],
    ['2012-02-28', '2012-02-29', 0, 0, 1],
    ['2021-08-31', '2021-09-30', 0, 1, 0], // date-fns #2611
    ['2020-02-29', '2020-03-29', 0, 1, 0], // date-fns #1778
    ['2022-02-28', '2022-04-30', 0, 2, 2], // date-fns #2910
    ['2021-02-28', '2021-08-31', 0, 6, 3], // date-fns #2470
    ['2021-02-28', '2021-08-30', 0, 6, 2],
    ['2021-02-28', '2021-08-29', 0, 6, 1],
    ['2021-02-28', '2021-08-28', 0, 6, 0],
    ['2021-02-28', '2021-08-27', 0, 5, 30],
    ['2021-04-30', '2021-05-31', 0, 1, 1],
    ['2024-01-31', '2024-02-28', 0, 0, 28],
    ['2023-01-31', '2023-02-28', 0, 1, 0],
    ['2024-01-31', '2024-02-29', 0, 1, 0],
  ])('%s → %s = %iy %im %id (date-fns test suite)', (start, end, years, months, days) => {
    expect(duration(start, end)).toEqual({ years, months, days })
  })

  it('never gives negative days at the end of February (installed intervalToDuration does)', () => {
    expect(duration('1995-12-31', '1996-02-28')).toEqual({ years: 0, months: 1, days: 28 })
    expect(duration('1996-01-29', '1996-02-28')).toEqual({ years: 0, months: 0, days: 30 })
  })

  it('completes a year of a 29 February start on 28 February of a common year', () => {
    expect(duration('2000-02-29', '2001-02-28')).toEqual({ years: 1, months: 0, days: 0 })
    expect(duration('2000-02-29', '2025-02-28')).toEqual({ years: 25, months: 0, days: 0 })
    expect(duration('2000-02-29', '2025-03-01')).toEqual({ years: 25, months: 0, days: 1 })
    expect(duration('2000-02-29', '2024-02-28')).toEqual({ years: 23, months: 11, days: 30 })
    expect(duration('2000-02-29', '2024-02-29')).toEqual({ years: 24, months: 0, days: 0 })
  })

  it('crosses year ends', () => {
    expect(duration('2025-12-31', '2026-01-01')).toEqual({ years: 0, months: 0, days: 1 })
    expect(duration('2025-11-30', '2026-01-15')).toEqual({ years: 0, months: 1, days: 16 })
  })

  it('adding the parts back to the start lands on the end, with parts in range', () => {
    const day = fc.integer({ min: 0, max: 110_000 })
    fc.assert(
      fc.property(day, day, (a, b) => {
        const base = calendarDate(1900, 1, 1)
        const start = addDays(base, Math.min(a, b))
        const end = addDays(base, Math.max(a, b))
        const d = calendarDuration(dayOfDate(start), dayOfDate(end))
        expect(d.totalMonths).toBe(d.years * 12 + d.months)
        expect(d.months).toBeGreaterThanOrEqual(0)
        expect(d.months).toBeLessThan(12)
        expect(d.days).toBeGreaterThanOrEqual(0)
        expect(d.days).toBeLessThan(31)
        const anchor = addMonths(start, d.totalMonths)
        expect(differenceInCalendarDays(end, anchor)).toBe(d.days)
        // One more month would overshoot the end.
        expect(addMonths(start, d.totalMonths + 1) > end).toBe(true)
        expect(addYears(start, d.years) <= end).toBe(true)
      }),
      { numRuns: 200 },
    )
  })
})
