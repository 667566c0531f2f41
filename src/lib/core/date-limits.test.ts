import { describe, expect, it } from 'vitest'

import { DateChecker } from './check-date.ts'
import { dateBounds, outOfBounds, shiftIsoDays } from './date-limits.ts'

// The plausible range of a date field (docs/decisions.md, "Datas plausíveis").

const limits = { earliest: '1960-01-01', latest: { daysFromToday: 366 } } as const

describe('date limits', () => {
  it('counts days from today across month, year and leap day', () => {
    expect(shiftIsoDays('2026-11-25', 366)).toBe('2027-11-26')
    expect(shiftIsoDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(shiftIsoDays('2025-01-01', -1)).toBe('2024-12-31')
    expect(shiftIsoDays('25/11/2026', 1)).toBeNull()
  })

  it('a bound counted from today is open without today; a fixed one still holds', () => {
    expect(dateBounds(limits, '2026-11-25')).toEqual({ min: '1960-01-01', max: '2027-11-26' })
    expect(dateBounds(limits, undefined)).toEqual({ min: '1960-01-01', max: '9999-12-31' })
  })

  it('the first and last days are in range, the day beyond is not', () => {
    const bounds = { min: '1960-01-01', max: '2027-11-26' }
    expect(outOfBounds('1960-01-01', bounds)).toBeNull()
    expect(outOfBounds('1959-12-31', bounds)).toBe('too-small')
    expect(outOfBounds('2027-11-26', bounds)).toBeNull()
    expect(outOfBounds('2027-11-27', bounds)).toBe('too-large')
  })

  it('the checker names the bound broken, for the message', () => {
    const c = new DateChecker<'d'>()
    c.within('d', c.date('d', '2027-11-27'), limits, '2026-11-25')
    expect(c.errors).toEqual([{ field: 'd', code: 'too-large', date: '2027-11-26' }])
  })

  it('a date before 1900 or after 2200 (the years the calendar covers) names that range', () => {
    const c = new DateChecker<'a' | 'b' | 'c'>()
    expect(c.date('a', '1899-12-31')).toBeNull()
    c.date('b', '2201-01-01')
    c.date('c', '2026-02-30')
    expect(c.errors).toEqual([
      { field: 'a', code: 'too-small', date: '1900-01-01' },
      { field: 'b', code: 'too-large', date: '2200-12-31' },
      { field: 'c', code: 'invalid' },
    ])
  })
})
