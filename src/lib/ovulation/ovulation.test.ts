import fc from 'fast-check'
import { addDays, differenceInCalendarDays } from 'date-fns'
import { describe, expect, it } from 'vitest'

import { expectAllFinite } from '@/test/expect-finite.ts'

import { parseIsoDate, toIsoDate } from '../core/calendar-date.ts'
import { MAX_DUM_AGE_DAYS, calculateOvulation, type OvulationInput } from './ovulation.ts'

const TODAY = '2026-11-22'
const day = (iso: string) => parseIsoDate(iso)!
const daysAgo = (n: number) => toIsoDate(addDays(day(TODAY), -n))

function ovulation(input: Partial<OvulationInput> & { dum: string }) {
  const outcome = calculateOvulation({ today: TODAY, ...input })
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors))
  return outcome.value
}

describe('calculateOvulation', () => {
  it('DUM today, defaults 28/14: ovulation on day 14, window −5..+1, three cycles', () => {
    const r = ovulation({ dum: TODAY })
    expect(r).toMatchObject({
      periodStart: '2026-11-22',
      ovulationDate: '2026-12-06',
      fertileWindowStart: '2026-12-01',
      fertileWindowEnd: '2026-12-07',
      nextPeriodDate: '2026-12-20',
      daysUntilOvulation: 14,
      passed: false,
      ciclo: 28,
      lutea: 14,
      cycleDay: 1,
      isFertileToday: false,
    })
    expect(r.cycles.map((c) => [c.periodStart, c.ovulationDate, c.nextPeriodDate])).toEqual([
      ['2026-11-22', '2026-12-06', '2026-12-20'],
      ['2026-12-20', '2027-01-03', '2027-01-17'],
      ['2027-01-17', '2027-01-31', '2027-02-14'],
    ])
    expect(r.cycles[2]!.daysUntilOvulation).toBe(70)
  })

  it('ovulation already passed in the current cycle: "Passou", then the next cycles', () => {
    const r = ovulation({ dum: daysAgo(17), ciclo: null, lutea: undefined })
    expect(r).toMatchObject({
      ovulationDate: '2026-11-19',
      daysUntilOvulation: -3,
      passed: true,
      cycleDay: 18,
      isFertileToday: false,
    })
    expect(r.cycles[1]).toMatchObject({
      periodStart: '2026-12-03',
      ovulationDate: '2026-12-17',
      daysUntilOvulation: 25,
      passed: false,
    })
  })

  it('today inside the fertile window', () => {
    expect(ovulation({ dum: daysAgo(13) })).toMatchObject({
      daysUntilOvulation: 1,
      isFertileToday: true,
    })
    // Ovulation + 1 is the last fertile day; +2 is not.
    expect(ovulation({ dum: daysAgo(15) }).isFertileToday).toBe(true)
    expect(ovulation({ dum: daysAgo(16) }).isFertileToday).toBe(false)
    // Ovulation − 5 is the first fertile day; −6 is not.
    expect(ovulation({ dum: daysAgo(9) }).isFertileToday).toBe(true)
    expect(ovulation({ dum: daysAgo(8) }).isFertileToday).toBe(false)
  })

  it('a DUM one or more cycles ago starts from the cycle that contains today', () => {
    expect(ovulation({ dum: daysAgo(28) })).toMatchObject({
      periodStart: TODAY,
      cycleDay: 1,
      daysUntilOvulation: 14,
    })
    expect(ovulation({ dum: daysAgo(27) })).toMatchObject({
      periodStart: daysAgo(27),
      cycleDay: 28,
      nextPeriodDate: '2026-11-23',
    })
  })

  it('custom cycle and luteal phase', () => {
    expect(ovulation({ dum: TODAY, ciclo: 35, lutea: 12 })).toMatchObject({
      ovulationDate: '2026-12-15',
      fertileWindowStart: '2026-12-10',
      fertileWindowEnd: '2026-12-16',
      nextPeriodDate: '2026-12-27',
    })
    // The shortest cycle with the longest luteal phase: the window opens on the period's first day.
    expect(ovulation({ dum: TODAY, ciclo: 21, lutea: 16 })).toMatchObject({
      ovulationDate: '2026-11-27',
      fertileWindowStart: TODAY,
      isFertileToday: true,
    })
  })

  it('crosses a leap day', () => {
    expect(ovulation({ dum: '2024-02-20', today: '2024-02-20' })).toMatchObject({
      ovulationDate: '2024-03-05',
      nextPeriodDate: '2024-03-19',
    })
  })

  it('rejects out-of-range cycle and luteal lengths', () => {
    expect(calculateOvulation({ dum: TODAY, today: TODAY, ciclo: 20, lutea: 17 })).toEqual({
      ok: false,
      errors: [
        { field: 'ciclo', code: 'too-small', limit: 21 },
        { field: 'lutea', code: 'too-large', limit: 16 },
      ],
    })
    expect(calculateOvulation({ dum: TODAY, today: TODAY, ciclo: 46, lutea: 9 })).toEqual({
      ok: false,
      errors: [
        { field: 'ciclo', code: 'too-large', limit: 45 },
        { field: 'lutea', code: 'too-small', limit: 10 },
      ],
    })
    expect(calculateOvulation({ dum: TODAY, today: TODAY, ciclo: 28.5, lutea: NaN })).toEqual({
      ok: false,
      errors: [
        { field: 'ciclo', code: 'not-integer' },
        { field: 'lutea', code: 'invalid' },
      ],
    })
  })

  it('rejects a DUM in the future or too long ago, and asks for it', () => {
    expect(calculateOvulation({ dum: '2026-11-23', today: TODAY })).toEqual({
      ok: false,
      errors: [{ field: 'dum', code: 'future' }],
    })
    expect(ovulation({ dum: daysAgo(MAX_DUM_AGE_DAYS) }).cycleDay).toBeGreaterThan(0)
    expect(calculateOvulation({ dum: daysAgo(MAX_DUM_AGE_DAYS + 1), today: TODAY })).toEqual({
      ok: false,
      errors: [{ field: 'dum', code: 'past' }],
    })
    expect(calculateOvulation({ dum: null, today: '' })).toEqual({
      ok: false,
      errors: [
        { field: 'dum', code: 'required' },
        { field: 'today', code: 'required' },
      ],
    })
  })

  it('property: the cycles follow the formula and the first contains today', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_DUM_AGE_DAYS }),
        fc.integer({ min: 21, max: 45 }),
        fc.integer({ min: 10, max: 16 }),
        (ago, ciclo, lutea) => {
          const r = ovulation({ dum: daysAgo(ago), ciclo, lutea })
          const today = day(TODAY)
          expect(differenceInCalendarDays(today, day(r.periodStart))).toBe(r.cycleDay - 1)
          expect(r.cycleDay).toBeGreaterThanOrEqual(1)
          expect(r.cycleDay).toBeLessThanOrEqual(ciclo)
          r.cycles.forEach((c, i) => {
            const start = day(c.periodStart)
            const ov = day(c.ovulationDate)
            expect(differenceInCalendarDays(ov, start)).toBe(ciclo - lutea)
            expect(differenceInCalendarDays(day(c.nextPeriodDate), start)).toBe(ciclo)
            expect(differenceInCalendarDays(ov, day(c.fertileWindowStart))).toBe(5)
            expect(differenceInCalendarDays(day(c.fertileWindowEnd), ov)).toBe(1)
            expect(differenceInCalendarDays(ov, today)).toBe(c.daysUntilOvulation)
            expect(c.passed).toBe(c.daysUntilOvulation < 0)
            if (i > 0) expect(c.periodStart).toBe(r.cycles[i - 1]!.nextPeriodDate)
          })
          expect(r.cycles[1]!.passed).toBe(false)
        },
      ),
      { numRuns: 200 },
    )
  })

  it('property: arbitrary input gives errors or an all-finite result', () => {
    const dateArb = fc.oneof(
      fc.constant(undefined),
      fc.string(),
      fc.constantFrom('2201-01-01', '2026-02-29', TODAY),
      fc.integer({ min: -30, max: 400 }).map(daysAgo),
    )
    const numberArb = fc.oneof(
      fc.constant(null),
      fc.constantFrom(NaN, Infinity, -Infinity, -0, 1e300),
      fc.double(),
      fc.integer({ min: 0, max: 60 }),
    )
    fc.assert(
      fc.property(dateArb, numberArb, numberArb, dateArb, (dum, ciclo, lutea, today) => {
        const outcome = calculateOvulation({ dum, ciclo, lutea, today })
        if (outcome.ok) expectAllFinite(outcome.value)
        else expect(outcome.errors.length).toBeGreaterThan(0)
      }),
      { numRuns: 200 },
    )
  })
})
