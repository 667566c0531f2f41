import fc from 'fast-check'
import { UTCDate, UTCDateMini } from '@date-fns/utc'
import { addDays, addMonths } from 'date-fns'
import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  MAX_YEAR,
  MIN_YEAR,
  addCalendarMonths,
  calendarDate,
  civilDate,
  dayFromIso,
  dayNumber,
  isWeekendDay,
  isoFromDay,
  weekday,
  isoDate,
  parseIsoDate,
  toIsoDate,
} from './calendar-date.ts'

const utcMidnight = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d)

describe('parseIsoDate', () => {
  it('reads a real date as UTC midnight', () => {
    const date = parseIsoDate('2024-02-29')
    // The class without Intl (calendar-date.ts), whose getters read UTC all the same.
    expect(date).toBeInstanceOf(UTCDateMini)
    expect(date).not.toBeInstanceOf(UTCDate)
    expect(date?.getTime()).toBe(utcMidnight(2024, 2, 29))
    expect(date?.getDate()).toBe(29)
  })

  it('trims surrounding spaces', () => {
    expect(parseIsoDate(' 2026-11-22\n')?.getTime()).toBe(utcMidnight(2026, 11, 22))
  })

  it.each([
    '2023-02-29', // not a leap year
    '1900-02-29', // century, not a leap year
    '2100-02-29',
    '2026-02-30',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-01-32',
  ])('rejects the impossible date %s', (value) => {
    expect(parseIsoDate(value)).toBeNull()
  })

  it.each([
    '2024-1-1',
    '20240101',
    '2024/01/01',
    '01/02/2024',
    '2024-01-01T00:00',
    '+02024-01-01',
    '２０２４-01-01',
    'abc',
  ])('rejects the malformed %j', (value) => {
    expect(parseIsoDate(value)).toBeNull()
  })

  it('accepts leap days of leap years, 2000 included', () => {
    expect(parseIsoDate('2000-02-29')).not.toBeNull()
    expect(parseIsoDate('2024-02-29')).not.toBeNull()
  })

  it(`accepts the years ${MIN_YEAR} to ${MAX_YEAR} only`, () => {
    expect(parseIsoDate('1900-01-01')?.getTime()).toBe(utcMidnight(1900, 1, 1))
    expect(parseIsoDate('2200-12-31')?.getTime()).toBe(utcMidnight(2200, 12, 31))
    expect(parseIsoDate('1899-12-31')).toBeNull()
    expect(parseIsoDate('2201-01-01')).toBeNull()
    expect(parseIsoDate('0000-01-01')).toBeNull()
  })

  it('returns null for empty and non-string input instead of throwing', () => {
    expect(parseIsoDate('')).toBeNull()
    expect(parseIsoDate('   ')).toBeNull()
    expect(parseIsoDate(null)).toBeNull()
    expect(parseIsoDate(undefined)).toBeNull()
    for (const value of [20240101, {}, [], true, NaN]) {
      expect(parseIsoDate(value as unknown as string)).toBeNull()
    }
  })
})

describe('calendarDate', () => {
  it('builds UTC midnight from a 1-based month', () => {
    expect(calendarDate(2026, 11, 22).getTime()).toBe(utcMidnight(2026, 11, 22))
  })

  it('rolls day overflow into the next month (callers validate first)', () => {
    expect(toIsoDate(calendarDate(2026, 2, 30))).toBe('2026-03-02')
    expect(toIsoDate(calendarDate(2026, 1, 0))).toBe('2025-12-31')
  })

  it('keeps two-digit years literal (not 19xx as the Date constructor would)', () => {
    expect(calendarDate(50, 1, 1).getUTCFullYear()).toBe(50)
    expect(toIsoDate(calendarDate(5, 3, 9))).toBe('0005-03-09')
  })
})

describe('toIsoDate', () => {
  it('writes the UTC fields of any Date', () => {
    expect(toIsoDate(new Date(Date.UTC(2026, 0, 1, 23, 30)))).toBe('2026-01-01')
    expect(toIsoDate(new UTCDate(2024, 1, 29))).toBe('2024-02-29')
  })
})

describe('isoDate', () => {
  it('returns a valid date normalised, or null', () => {
    expect(isoDate(' 2024-02-29 ')).toBe('2024-02-29')
    expect(isoDate('2023-02-29')).toBeNull()
    expect(isoDate(undefined)).toBeNull()
  })

  it('round-trips every date from 1900 to 2200', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 109_937 }), (n) => {
        const iso = toIsoDate(addDays(calendarDate(1900, 1, 1), n))
        expect(isoDate(iso)).toBe(iso)
        expect(toIsoDate(parseIsoDate(iso)!)).toBe(iso)
      }),
      { numRuns: 200 },
    )
    expect(toIsoDate(addDays(calendarDate(1900, 1, 1), 109_937))).toBe('2200-12-31')
  })
})

describe('independence from the device time zone', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it.each(['America/Sao_Paulo', 'America/Noronha', 'Pacific/Kiritimati', 'America/Adak'])(
    'keeps the typed day in %s, on the day Brazilian DST began in 2018 (no local midnight)',
    (zone) => {
      // Node re-reads TZ when process.env.TZ changes, which stubEnv does.
      vi.stubEnv('TZ', zone)
      expect(new Date(2018, 10, 4, 12).getTimezoneOffset()).not.toBe(0)
      const date = parseIsoDate('2018-11-04')!
      expect(toIsoDate(date)).toBe('2018-11-04')
      expect(date.getDate()).toBe(4)
      expect(toIsoDate(addDays(date, 1))).toBe('2018-11-05')
      expect(toIsoDate(addDays(parseIsoDate('2019-02-16')!, 1))).toBe('2019-02-17')
    },
  )
})

describe('day numbers (integer calendar arithmetic)', () => {
  const ms = 86_400_000
  // Oracle: the platform's own UTC calendar (ECMAScript's Day(t) and WeekDay(t)).
  it('agree with Date.UTC and getUTCDay for every day of 1900–2200', () => {
    const first = Date.UTC(MIN_YEAR, 0, 1) / ms
    const last = Date.UTC(MAX_YEAR, 11, 31) / ms
    for (let n = first; n <= last; n += 1) {
      const oracle = new Date(n * ms)
      const { year, month, day } = civilDate(n)
      if (
        year !== oracle.getUTCFullYear() ||
        month !== oracle.getUTCMonth() + 1 ||
        day !== oracle.getUTCDate() ||
        weekday(n) !== oracle.getUTCDay() ||
        dayNumber(year, month, day) !== n
      ) {
        expect.fail(`day ${n} (${oracle.toISOString()})`)
      }
    }
  })

  it('add months as date-fns addMonths (end of month kept short)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1900, 0, 1) / ms, max: Date.UTC(2190, 0, 1) / ms }),
        fc.integer({ min: -120, max: 120 }),
        (n, months) => {
          const oracle = addMonths(new UTCDate(n * ms), months)
          expect(isoFromDay(addCalendarMonths(n, months))).toBe(toIsoDate(oracle))
        },
      ),
    )
    expect(isoFromDay(addCalendarMonths(dayFromIso('2024-01-31')!, 1))).toBe('2024-02-29')
    expect(isoFromDay(addCalendarMonths(dayFromIso('2000-02-29')!, 12))).toBe('2001-02-28')
  })

  it('read and write ISO dates, rejecting impossible ones', () => {
    expect(dayFromIso('1970-01-01')).toBe(0)
    expect(dayFromIso('2026-11-02')).toBe(Date.UTC(2026, 10, 2) / ms)
    expect(dayFromIso('2023-02-29')).toBeNull()
    expect(isoFromDay(-1)).toBe('1969-12-31')
    expect(weekday(dayFromIso('2026-11-02')!)).toBe(1) // Finados 2026, a Monday
    expect(isWeekendDay(dayFromIso('2024-11-02')!)).toBe(true) // Finados 2024, a Saturday
  })
})
