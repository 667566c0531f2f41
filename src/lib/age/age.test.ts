import fc from 'fast-check'
import { addDays, addYears, differenceInYears } from 'date-fns'
import { describe, expect, it } from 'vitest'

import { expectAllFinite } from '@/test/expect-finite.ts'

import { parseIsoDate, toIsoDate } from '../core/calendar-date.ts'
import { calculateAge, type AgeInput } from './age.ts'

const TODAY = '2026-11-22'
const day = (iso: string) => parseIsoDate(iso)!

function age(input: Partial<AgeInput> & { nascimento: string }) {
  const outcome = calculateAge({ today: TODAY, ...input })
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors))
  return outcome.value
}

describe('calculateAge', () => {
  it('an ordinary birth date, reference = today', () => {
    expect(age({ nascimento: '1990-05-15' })).toEqual({
      nascimento: '1990-05-15',
      ref: TODAY,
      years: 36,
      months: 6,
      days: 7,
      totalMonths: 438,
      totalDays: 13_340,
      totalWeeks: 1905,
      ageInHours: 320_160,
      ageInMinutes: 19_209_600,
      nextBirthday: '2027-05-15',
      daysUntilBirthday: 174,
      nextAge: 37,
      lifePercentage: 47.68, // 13 340 ÷ (76,6 × 365,2425) days
    })
  })

  it('born 29/02/2000: the birthday is 28/02 in common years', () => {
    expect(age({ nascimento: '2000-02-29', ref: '2025-02-28' })).toMatchObject({
      years: 25,
      months: 0,
      days: 0,
      totalDays: 9131,
      nextBirthday: '2025-02-28',
      daysUntilBirthday: 0,
      nextAge: 25,
    })
    expect(age({ nascimento: '2000-02-29', ref: '2025-03-01' })).toMatchObject({
      years: 25,
      months: 0,
      days: 1,
      nextBirthday: '2026-02-28',
      daysUntilBirthday: 364,
      nextAge: 26,
    })
    expect(age({ nascimento: '2000-02-29', ref: '2024-02-28' })).toMatchObject({
      years: 23,
      months: 11,
      days: 30,
      nextBirthday: '2024-02-29',
      daysUntilBirthday: 1,
    })
    expect(age({ nascimento: '2000-02-29', ref: '2024-02-29' })).toMatchObject({
      years: 24,
      daysUntilBirthday: 0,
    })
  })

  it('on the birthday, and the day before it across a year end', () => {
    expect(age({ nascimento: '2000-11-22' })).toMatchObject({
      years: 26,
      months: 0,
      days: 0,
      nextBirthday: TODAY,
      daysUntilBirthday: 0,
      nextAge: 26,
    })
    expect(age({ nascimento: '2001-01-01', ref: '2025-12-31' })).toMatchObject({
      years: 24,
      months: 11,
      days: 30,
      nextBirthday: '2026-01-01',
      daysUntilBirthday: 1,
      nextAge: 25,
    })
  })

  it('born today: zero age, the first birthday a year away', () => {
    expect(age({ nascimento: TODAY })).toMatchObject({
      years: 0,
      totalDays: 0,
      ageInMinutes: 0,
      nextBirthday: '2027-11-22',
      daysUntilBirthday: 365,
      nextAge: 1,
      lifePercentage: 0,
    })
  })

  it('life percentage against IBGE’s 76,6 years (2024 table), capped at 100', () => {
    // 14 610 days ÷ 27 977,5755 = 52,22% (computed with Python's decimal module).
    expect(age({ nascimento: '1986-11-22' }).lifePercentage).toBe(52.22)
    expect(age({ nascimento: '1950-01-01' }).lifePercentage).toBe(100)
    expect(age({ nascimento: '1946-11-22' }).lifePercentage).toBe(100)
    expect(age({ nascimento: '1920-01-01' }).lifePercentage).toBe(100)
  })

  it('a reference date in the future is allowed; the empty one means today', () => {
    expect(age({ nascimento: '2020-01-01', ref: '2030-01-01' }).years).toBe(10)
    expect(age({ nascimento: '2020-01-01', ref: '  ' }).ref).toBe(TODAY)
    expect(age({ nascimento: '2020-01-01', ref: null }).ref).toBe(TODAY)
  })

  it('a birth lies from 1900-01-01 to today: the limits and one day beyond', () => {
    expect(age({ nascimento: '1900-01-01' }).years).toBe(126)
    expect(age({ nascimento: TODAY }).years).toBe(0)
    expect(calculateAge({ nascimento: '1899-12-31', today: TODAY }).ok).toBe(false)
    expect(calculateAge({ nascimento: '2026-11-23', today: TODAY }).ok).toBe(false)
  })

  it('errors: birth after the reference, invalid or missing dates', () => {
    expect(calculateAge({ nascimento: '2026-11-23', today: TODAY })).toEqual({
      ok: false,
      errors: [{ field: 'nascimento', code: 'future' }],
    })
    expect(calculateAge({ nascimento: '2020-01-01', ref: '2019-12-31', today: TODAY })).toEqual({
      ok: false,
      errors: [{ field: 'nascimento', code: 'future' }],
    })
    expect(calculateAge({ nascimento: '1899-12-31', ref: '2020-13-01', today: TODAY })).toEqual({
      ok: false,
      errors: [
        // Before the years the calendar covers: the message names its first day.
        { field: 'nascimento', code: 'too-small', date: '1900-01-01' },
        { field: 'ref', code: 'invalid' },
      ],
    })
    expect(calculateAge({ nascimento: '', today: '' })).toEqual({
      ok: false,
      errors: [
        { field: 'nascimento', code: 'required' },
        { field: 'today', code: 'required' },
      ],
    })
  })

  it('property: agrees with date-fns differenceInYears except on 28/02 for 29/02 births', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 109_000 }),
        fc.integer({ min: 0, max: 40_000 }),
        (offset, span) => {
          const birth = addDays(day('1900-01-01'), offset)
          const ref = addDays(birth, span)
          if (ref.getFullYear() > 2200) return
          const r = age({ nascimento: toIsoDate(birth), ref: toIsoDate(ref) })
          const leapBirthday =
            toIsoDate(birth).endsWith('02-29') && toIsoDate(ref).endsWith('02-28')
          expect(r.years).toBe(differenceInYears(ref, birth) + (leapBirthday ? 1 : 0))
          expect(r.totalWeeks).toBe(Math.floor(r.totalDays / 7))
          expect(r.ageInHours).toBe(r.totalDays * 24)
          expect(r.ageInMinutes).toBe(r.totalDays * 1440)
          expect(toIsoDate(addYears(birth, r.nextAge))).toBe(r.nextBirthday)
          expect(r.daysUntilBirthday).toBeGreaterThanOrEqual(0)
          expect(r.daysUntilBirthday).toBeLessThanOrEqual(366)
          expect(r.lifePercentage).toBeLessThanOrEqual(100)
        },
      ),
      { numRuns: 200 },
    )
  })

  it('property: arbitrary input gives errors or an all-finite result', () => {
    const dateArb = fc.oneof(
      fc.constant(null),
      fc.constant(undefined),
      fc.string(),
      fc.constantFrom('1900-01-01', '2200-12-31', '2201-01-01', '2023-02-29', TODAY),
      fc.integer({ min: 0, max: 109_000 }).map((n) => toIsoDate(addDays(day('1900-01-01'), n))),
    )
    fc.assert(
      fc.property(dateArb, dateArb, dateArb, (nascimento, ref, today) => {
        const outcome = calculateAge({ nascimento, ref, today })
        if (outcome.ok) expectAllFinite(outcome.value)
        else expect(outcome.errors.length).toBeGreaterThan(0)
      }),
      { numRuns: 200 },
    )
  })
})
