import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { expectAllFinite } from '@/test/expect-finite.ts'

import { calculateCountdown, type CountdownInput } from './countdown.ts'

/** 22/11/2026 09:00 in Brasília. */
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0)

function countdown(input: Partial<CountdownInput> & { data: string; hora: string }) {
  const outcome = calculateCountdown({ now: NOW, ...input })
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors))
  return outcome.value
}

/** Wall time of an instant in America/Sao_Paulo, from the tz database (ICU). */
const saoPaulo = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
function wallTime(ms: number) {
  const parts = Object.fromEntries(saoPaulo.formatToParts(ms).map((p) => [p.type, p.value]))
  return {
    data: `${parts.year}-${parts.month}-${parts.day}`,
    hora: `${parts.hour}:${parts.minute}`,
  }
}

describe('calculateCountdown', () => {
  it('one hour ahead, in Brasília time', () => {
    expect(countdown({ data: '2026-11-22', hora: '10:00' })).toEqual({
      data: '2026-11-22',
      hora: '10:00',
      targetMs: Date.UTC(2026, 10, 22, 13, 0, 0),
      totalMs: 3_600_000,
      days: 0,
      hours: 1,
      minutes: 0,
      seconds: 0,
      isExpired: false,
    })
  })

  it('to Christmas midnight: 32 days and 15 hours', () => {
    expect(countdown({ data: '2026-12-25', hora: '00:00' })).toMatchObject({
      targetMs: Date.parse('2026-12-25T00:00:00-03:00'),
      days: 32,
      hours: 15,
      minutes: 0,
      seconds: 0,
    })
  })

  it('across a year end, with every unit', () => {
    expect(
      countdown({
        data: '2027-01-01',
        hora: '00:00',
        now: Date.parse('2026-12-31T22:58:29-03:00'),
      }),
    ).toMatchObject({ days: 0, hours: 1, minutes: 1, seconds: 31, isExpired: false })
  })

  it('rounds the seconds up, so only the target itself shows all zeros', () => {
    const target = Date.UTC(2026, 10, 22, 13, 0, 0)
    expect(countdown({ data: '2026-11-22', hora: '10:00', now: target - 400 })).toMatchObject({
      totalMs: 400,
      seconds: 1,
      isExpired: false,
    })
    expect(countdown({ data: '2026-11-22', hora: '10:00', now: target - 1500 }).seconds).toBe(2)
  })

  it('expired when the target is now or past: all zeros', () => {
    const expired = {
      totalMs: 0,
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      isExpired: true,
    }
    expect(countdown({ data: '2026-11-22', hora: '09:00' })).toMatchObject(expired)
    expect(countdown({ data: '2020-01-01', hora: '00:00' })).toMatchObject(expired)
  })

  it('normalises H:MM and trims', () => {
    expect(countdown({ data: '2026-11-23', hora: ' 9:05 ' }).hora).toBe('09:05')
  })

  it.each(['24:00', '12:60', '12h30', '12:3', 'meio-dia', '-1:00'])(
    'hora %j is invalid',
    (hora) => {
      expect(calculateCountdown({ data: '2026-11-23', hora, now: NOW })).toEqual({
        ok: false,
        errors: [{ field: 'hora', code: 'invalid' }],
      })
    },
  )

  it('asks for every field and rejects a non-finite now', () => {
    expect(calculateCountdown({ data: '', hora: '', now: null })).toEqual({
      ok: false,
      errors: [
        { field: 'data', code: 'required' },
        { field: 'hora', code: 'required' },
        { field: 'now', code: 'required' },
      ],
    })
    for (const now of [NaN, Infinity, -Infinity, 1e16]) {
      expect(calculateCountdown({ data: '2026-11-23', hora: '10:00', now })).toEqual({
        ok: false,
        errors: [{ field: 'now', code: 'invalid' }],
      })
    }
    expect(calculateCountdown({ data: '2026-02-30', hora: '10:00', now: NOW })).toMatchObject({
      errors: [{ field: 'data', code: 'invalid' }],
    })
  })

  it('property: the target is the typed wall time in America/Sao_Paulo (tz database)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2019, 2, 1), max: Date.UTC(2200, 11, 31) }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (ms, h, m) => {
          const data = new Date(ms).toISOString().slice(0, 10)
          const hora = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`
          const r = countdown({ data, hora })
          expect(wallTime(r.targetMs)).toEqual({ data, hora })
        },
      ),
      { numRuns: 200 },
    )
  })

  it('property: the parts add up to the remaining seconds, each in range', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e10, max: 5e12 }), (offset) => {
        const r = countdown({ data: '2026-11-22', hora: '10:00', now: NOW + offset })
        const total = r.days * 86_400 + r.hours * 3600 + r.minutes * 60 + r.seconds
        expect(total).toBe(Math.ceil(r.totalMs / 1000))
        expect(r.hours).toBeLessThan(24)
        expect(r.minutes).toBeLessThan(60)
        expect(r.seconds).toBeLessThan(60)
        expect(r.isExpired).toBe(r.totalMs === 0)
      }),
      { numRuns: 200 },
    )
  })

  it('property: arbitrary input gives errors or an all-finite result', () => {
    const text = fc.oneof(
      fc.constant(null),
      fc.constant(undefined),
      fc.string(),
      fc.constantFrom('2026-11-22', '2200-12-31', '1900-01-01', '23:59', '00:00', '7:30'),
    )
    const number = fc.oneof(
      fc.constant(null),
      fc.constantFrom(NaN, Infinity, -Infinity, -0, 8.64e15, -8.64e15),
      fc.double(),
      fc.integer(),
    )
    fc.assert(
      fc.property(text, text, number, (data, hora, now) => {
        const outcome = calculateCountdown({ data, hora, now })
        if (outcome.ok) expectAllFinite(outcome.value)
        else expect(outcome.errors.length).toBeGreaterThan(0)
      }),
      { numRuns: 200 },
    )
  })
})
