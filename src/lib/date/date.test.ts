import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { expectAllFinite } from '@/test/expect-finite.ts'

import { dayFromIso, weekday } from '../core/calendar-date.ts'
import {
  addBusinessDays,
  businessDaysBetween,
  calculateDateDifference,
  isBusinessDay,
  type AddBusinessDaysInput,
} from './date.ts'
import { MAX_BUSINESS_DAYS } from './date-options.ts'

const day = (iso: string) => dayFromIso(iso)!

function add(input: AddBusinessDaysInput) {
  const outcome = addBusinessDays(input)
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors))
  return outcome.value
}

function diff(inicio: string, fim: string) {
  const outcome = calculateDateDifference({ inicio, fim })
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors))
  return outcome.value
}

/** An ISO date from 1900-01-01 plus an offset, for properties. */
const isoArb = fc
  .integer({ min: 0, max: 109_500 })
  .map((n) => new Date(Date.UTC(1900, 0, 1 + n)).toISOString().slice(0, 10))

describe('calculateDateDifference', () => {
  it('a leap year: 2024-01-01 → 2024-12-31', () => {
    expect(diff('2024-01-01', '2024-12-31')).toEqual({
      inicio: '2024-01-01',
      fim: '2024-12-31',
      reversed: false,
      totalDays: 365,
      years: 0,
      months: 11,
      days: 30,
      totalMonths: 11,
      weeks: 52,
      weekRemainderDays: 1,
      // 262 weekdays in 2024 (it starts on a Monday and has 366 days) less 2024-01-01 (not in the
      // interval) and the holidays on weekdays: 29/03, 01/05, 15/11, 20/11, 25/12.
      businessDays: 256,
    })
  })

  it('counts whole years of business days from the authorities (weekdays − weekday holidays)', () => {
    // 2023: 260 weekdays; weekday holidays 07/04, 21/04, 01/05, 07/09, 12/10, 02/11, 15/11, 25/12
    // (20/11 was not yet national).
    expect(diff('2022-12-31', '2023-12-31').businessDays).toBe(252)
    // 2024: 262 weekdays; 01/01, 29/03, 01/05, 15/11, 20/11, 25/12.
    expect(diff('2023-12-31', '2024-12-31').businessDays).toBe(256)
    // 2025: 261 weekdays; 01/01, 18/04, 21/04, 01/05, 20/11, 25/12.
    expect(diff('2024-12-31', '2025-12-31').businessDays).toBe(255)
    // 2026: 261 weekdays; 01/01, 03/04, 21/04, 01/05, 07/09, 12/10, 02/11, 20/11, 25/12.
    expect(diff('2025-12-31', '2026-12-31').businessDays).toBe(252)
  })

  it('reports reversed dates with the same, non-negative counts', () => {
    const forward = diff('2020-03-01', '2021-04-02')
    const backward = diff('2021-04-02', '2020-03-01')
    expect(backward.reversed).toBe(true)
    expect(backward.inicio).toBe('2021-04-02')
    expect({ ...backward, reversed: false, inicio: forward.inicio, fim: forward.fim }).toEqual(
      forward,
    )
    expect(forward).toMatchObject({ years: 1, months: 1, days: 1, totalDays: 397 })
  })

  it('the same date twice is all zeros', () => {
    expect(diff('2026-11-22', '2026-11-22')).toMatchObject({
      totalDays: 0,
      years: 0,
      months: 0,
      days: 0,
      weeks: 0,
      businessDays: 0,
      reversed: false,
    })
  })

  it('29 February and month ends', () => {
    expect(diff('2024-02-29', '2025-02-28')).toMatchObject({ years: 1, months: 0, days: 0 })
    expect(diff('2024-01-31', '2024-02-28')).toMatchObject({ months: 0, days: 28, totalDays: 28 })
    expect(diff('2023-01-31', '2023-02-28')).toMatchObject({ months: 1, days: 0, totalDays: 28 })
  })

  it('crosses the year end', () => {
    expect(diff('2025-12-24', '2026-01-02')).toMatchObject({
      totalDays: 9,
      weeks: 1,
      weekRemainderDays: 2,
      // 26, 29, 30, 31/12 and 02/01 (25/12 and 01/01 are holidays).
      businessDays: 5,
    })
  })

  it('asks for both dates', () => {
    expect(calculateDateDifference({ inicio: '', fim: null })).toEqual({
      ok: false,
      errors: [
        { field: 'inicio', code: 'required' },
        { field: 'fim', code: 'required' },
      ],
    })
    expect(calculateDateDifference({ inicio: '2026-02-30', fim: '2026-03-01' })).toEqual({
      ok: false,
      errors: [{ field: 'inicio', code: 'invalid' }],
    })
  })

  it('adding businessDays to the earlier date gives the last business day up to the later one', () => {
    fc.assert(
      fc.property(isoArb, fc.integer({ min: 0, max: 400 }), (inicio, span) => {
        const fim = new Date(Date.parse(inicio) + span * 86_400_000).toISOString().slice(0, 10)
        if (fim > '2200-12-31') return
        const { businessDays } = diff(inicio, fim)
        const added = add({ data: inicio, dias: businessDays })
        expect(added.result <= fim).toBe(true)
        expect(businessDaysBetween(day(added.result), day(fim), added)).toBe(0)
      }),
      { numRuns: 150 },
    )
  })
})

describe('addBusinessDays', () => {
  describe('without holidays, the date-fns addBusinessDays test suite', () => {
    it.each([
      ['2014-09-01', 10, '2014-09-15'],
      ['2014-09-15', -10, '2014-09-01'],
      ['2020-01-10', 1, '2020-01-13'], // Friday → Monday
      ['2020-01-11', 1, '2020-01-13'], // Saturday → Monday
      ['2020-01-12', 1, '2020-01-13'], // Sunday → Monday
      ['2019-08-18', -5, '2019-08-12'], // from a weekend, a multiple of 5 lands on a weekday
      ['2019-08-18', 5, '2019-08-23'],
    ])('%s %+i → %s', (data, dias, expected) => {
      expect(add({ data, dias, feriados: 'nao' }).result).toBe(expected)
    })
  })

  it('defaults: national holidays on, pontos facultativos off', () => {
    const result = add({ data: '2026-02-13', dias: 1 })
    expect(result).toMatchObject({ result: '2026-02-16', feriados: true, facultativos: false })
  })

  it('across Carnaval with and without pontos facultativos', () => {
    expect(add({ data: '2026-02-13', dias: 1, facultativos: 'nao' }).result).toBe('2026-02-16')
    const skipping = add({ data: '2026-02-13', dias: 1, facultativos: 'sim' })
    expect(skipping).toMatchObject({
      result: '2026-02-18',
      calendarDays: 5,
      weekendDays: 2,
      facultativos: true,
    })
    expect(skipping.skipped.map((h) => [h.date, h.name, h.kind])).toEqual([
      ['2026-02-16', 'Carnaval (segunda-feira)', 'facultativo'],
      ['2026-02-17', 'Carnaval (terça-feira)', 'facultativo'],
    ])
    // Ash Wednesday has working hours from 14h, so it counts.
    expect(add({ data: '2026-02-13', dias: 2, facultativos: 'sim' }).result).toBe('2026-02-19')
  })

  it('pontos facultativos apply only together with national holidays (§12.8)', () => {
    const result = add({ data: '2026-02-13', dias: 1, feriados: 'nao', facultativos: 'sim' })
    expect(result).toMatchObject({ result: '2026-02-16', feriados: false, facultativos: false })
  })

  it('Corpus Christi is skipped only as a ponto facultativo', () => {
    expect(add({ data: '2025-06-18', dias: 1 }).result).toBe('2025-06-19')
    expect(add({ data: '2025-06-18', dias: 1, facultativos: 'sim' }).result).toBe('2025-06-20')
  })

  it('20/11 is skipped from 2024 on, not before', () => {
    expect(add({ data: '2023-11-17', dias: 1 }).result).toBe('2023-11-20')
    const in2024 = add({ data: '2024-11-19', dias: 1 })
    expect(in2024.result).toBe('2024-11-21')
    expect(in2024.skipped.map((h) => h.date)).toEqual(['2024-11-20'])
    expect(add({ data: '2025-11-19', dias: 1 }).result).toBe('2025-11-21')
  })

  it('a holiday on a weekend changes nothing and is not listed', () => {
    // 15/11/2025 is a Saturday.
    expect(add({ data: '2025-11-14', dias: 1 })).toMatchObject({
      result: '2025-11-17',
      skipped: [],
      weekendDays: 2,
      calendarDays: 3,
    })
  })

  it('crosses the year end, skipping Natal and Confraternização Universal', () => {
    const result = add({ data: '2025-12-24', dias: 5 })
    expect(result.result).toBe('2026-01-02')
    expect(result.skipped.map((h) => h.name)).toEqual(['Natal', 'Confraternização Universal'])
    expect(add({ data: '2026-01-02', dias: -1 }).result).toBe('2025-12-31')
  })

  it('negative days go back over Sexta-feira Santa', () => {
    const result = add({ data: '2026-04-06', dias: -1 })
    expect(result).toMatchObject({ result: '2026-04-02', calendarDays: -4, weekendDays: 2 })
    expect(result.skipped[0]).toMatchObject({ date: '2026-04-03', kind: 'feriado' })
  })

  it('lists both holidays when Good Friday is Tiradentes (21/04/2000)', () => {
    const result = add({ data: '2000-04-20', dias: 1 })
    expect(result.result).toBe('2000-04-24')
    expect(result.skipped.map((h) => h.date)).toEqual(['2000-04-21', '2000-04-21'])
    expect(result.calendarDays).toBe(4)
  })

  it('returns holidays a caller may change without touching later results', () => {
    const first = add({ data: '2026-04-02', dias: 1 })
    first.skipped[0]!.name = 'changed'
    expect(add({ data: '2026-04-02', dias: 1 }).skipped[0]!.name).toBe(
      'Paixão de Cristo (Sexta-feira Santa)',
    )
  })

  it('0 days returns the date itself, saying whether it is a business day', () => {
    expect(add({ data: '2026-04-03', dias: 0 })).toMatchObject({
      result: '2026-04-03',
      calendarDays: 0,
      skipped: [],
      startIsBusinessDay: false,
    })
    expect(add({ data: '2026-04-06', dias: 0 }).startIsBusinessDay).toBe(true)
    expect(add({ data: '2026-04-04', dias: 0 }).startIsBusinessDay).toBe(false)
    expect(add({ data: '2026-04-03', dias: 0, feriados: 'nao' }).startIsBusinessDay).toBe(true)
  })

  it('handles the largest count quickly', () => {
    const result = add({ data: '2000-01-03', dias: MAX_BUSINESS_DAYS })
    expect(result.result > '2039-01-01').toBe(true)
    expect(add({ data: result.result, dias: -MAX_BUSINESS_DAYS }).result).toBe('2000-01-03')
  })

  it('reports invalid input per field', () => {
    expect(addBusinessDays({ data: '', dias: null })).toEqual({
      ok: false,
      errors: [
        { field: 'data', code: 'required' },
        { field: 'dias', code: 'required' },
      ],
    })
    expect(addBusinessDays({ data: '2026-13-01', dias: 1.5, feriados: 'talvez' })).toEqual({
      ok: false,
      errors: [
        { field: 'data', code: 'invalid' },
        { field: 'dias', code: 'not-integer' },
        { field: 'feriados', code: 'invalid' },
      ],
    })
    expect(addBusinessDays({ data: '2026-01-01', dias: MAX_BUSINESS_DAYS + 1 })).toMatchObject({
      errors: [{ field: 'dias', code: 'too-large', limit: MAX_BUSINESS_DAYS }],
    })
    expect(addBusinessDays({ data: '2026-01-01', dias: 5, facultativos: 'x' })).toMatchObject({
      errors: [{ field: 'facultativos', code: 'invalid' }],
    })
  })

  it('reports a result outside 1900–2200 on dias', () => {
    expect(addBusinessDays({ data: '2200-12-29', dias: 5 })).toEqual({
      ok: false,
      errors: [{ field: 'dias', code: 'too-large' }],
    })
    expect(addBusinessDays({ data: '1900-01-02', dias: -5 })).toEqual({
      ok: false,
      errors: [{ field: 'dias', code: 'too-small' }],
    })
  })

  const optionArb = fc.constantFrom('sim', 'nao')

  it('property: n then −n gives back a start that is a business day', () => {
    fc.assert(
      fc.property(
        isoArb,
        fc.integer({ min: -600, max: 600 }),
        optionArb,
        optionArb,
        (data, dias, feriados, facultativos) => {
          const first = addBusinessDays({ data, dias, feriados, facultativos })
          fc.pre(first.ok && first.value.startIsBusinessDay)
          if (!first.ok) return
          const back = add({ data: first.value.result, dias: -dias, feriados, facultativos })
          expect(back.result).toBe(data)
        },
      ),
      { numRuns: 200 },
    )
  })

  it('property: the result is a business day, and the days passed over add up', () => {
    fc.assert(
      fc.property(
        isoArb,
        fc.integer({ min: -600, max: 600 }).filter((n) => n !== 0),
        optionArb,
        optionArb,
        (data, dias, feriados, facultativos) => {
          const outcome = addBusinessDays({ data, dias, feriados, facultativos })
          if (!outcome.ok) {
            expect(outcome.errors[0]?.field).toBe('dias')
            return
          }
          const r = outcome.value
          const date = day(r.result)
          expect([0, 6]).not.toContain(weekday(date))
          expect(isBusinessDay(date, r)).toBe(true)
          const skippedDates = new Set(r.skipped.map((h) => h.date)).size
          expect(Math.abs(r.calendarDays)).toBe(r.weekendDays + skippedDates + Math.abs(dias))
          expect(Math.sign(r.calendarDays)).toBe(Math.sign(dias))
        },
      ),
      { numRuns: 200 },
    )
  })

  it('property: arbitrary input gives errors or an all-finite result', () => {
    const anything = fc.oneof(
      fc.constant(null),
      fc.constant(undefined),
      fc.constant(''),
      fc.string(),
      isoArb,
      fc.constantFrom('1899-12-31', '2201-01-01', '2024-02-30', '0000-00-00', ' 2024-01-01 '),
    )
    const numbers = fc.oneof(
      fc.constant(null),
      fc.constant(undefined),
      fc.constantFrom(Number.NaN, Infinity, -Infinity, -0, 1e308),
      fc.double(),
      fc.integer({ min: -20_000, max: 20_000 }),
    )
    fc.assert(
      fc.property(anything, anything, numbers, anything, anything, (a, b, dias, f1, f2) => {
        const difference = calculateDateDifference({ inicio: a, fim: b })
        if (difference.ok) expectAllFinite(difference.value)
        else expect(difference.errors.length).toBeGreaterThan(0)
        const added = addBusinessDays({ data: a, dias, feriados: f1, facultativos: f2 })
        if (added.ok) expectAllFinite(added.value)
        else expect(added.errors.length).toBeGreaterThan(0)
      }),
      { numRuns: 200 },
    )
  })
})

describe('addBusinessDays with Saturday counted (sabado=sim), as the salary deadline counts', () => {
  // docs/legal/payday.md, September 2026: from 31/08, the 5th business day is Saturday 05/09 with
  // Saturday counted, and Tuesday 08/09 without it (Independência on Monday 07/09).
  it('counts Saturday and still skips Sundays and holidays', () => {
    const withSaturday = addBusinessDays({ data: '2026-08-31', dias: 5, sabado: 'sim' })
    const without = addBusinessDays({ data: '2026-08-31', dias: 5 })
    expect(withSaturday.ok && withSaturday.value.result).toBe('2026-09-05')
    expect(withSaturday.ok && withSaturday.value.sabado).toBe(true)
    expect(without.ok && without.value.result).toBe('2026-09-08')
    const across = addBusinessDays({ data: '2026-09-04', dias: 2, sabado: 'sim' })
    // Saturday 05/09 counts, Sunday 06/09 does not, Monday 07/09 is a holiday: Tuesday 08/09.
    expect(across.ok && across.value).toMatchObject({ result: '2026-09-08', weekendDays: 1 })
  })

  it('a Saturday start is a business day; an odd value is refused', () => {
    const zero = addBusinessDays({ data: '2026-09-05', dias: 0, sabado: 'sim' })
    expect(zero.ok && zero.value.startIsBusinessDay).toBe(true)
    const bad = addBusinessDays({ data: '2026-09-05', dias: 1, sabado: 'talvez' })
    expect(bad.ok).toBe(false)
  })
})
