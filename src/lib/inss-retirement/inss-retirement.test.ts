import fc from 'fast-check'

import { addCalendarMonths, dayFromIso, dayOfIso, isoFromDay } from '../core/calendar-date.ts'
import { money } from '../core/money.ts'
import { expectAllFinite } from '../../test/expect-finite.ts'
import { retirementErrors, retirementOf, ruleIn } from '../../test/inss-retirement-run.ts'
import { parseContributionTime } from './contribution-time.ts'
import { personOf, type RuleAt, ruleOn } from './inss-retirement.ts'
import { ruleDates } from './retirement-rules.ts'
import { tcReached } from './retirement-dates.ts'
import { workMore } from './work-more.ts'
import { retirementSteps } from './retirement-steps.ts'
import { moneyFig } from '../core/steps.ts'
import { stepsProblems } from '../core/step-check.ts'

const run = retirementOf
const rule = ruleIn

const ymd = (r: RuleAt, which: 'age' | 'tc') =>
  `${String(r[which].years)}a${String(r[which].months)}m${String(r[which].days)}d`

// docs/legal/inss-retirement.md "Exemplos": 2026 parameters (SM 1.621,00, teto 8.475,55,
// Tábua 2024), reference 20/11/2026, contributions without gaps.
describe('docs/legal/inss-retirement.md, worked examples', () => {
  it('E1: man, 10/03/1966, since 11/04/1985, média 4.800,00 — pedágio 50% earliest, pedágio 100% pays more', () => {
    const r = run({ sexo: 'm', nascimento: '1966-03-10', inicio: '1985-04-11', media: 4800 })
    expect(r.tcOnEc).toEqual({ years: 34, months: 7, days: 3 })
    const p50 = rule(r.rules, 'pedagio-50')
    expect(p50.toll).toEqual({ missing: 149, added: 75 })
    expect(p50.metOn).toBe('2020-06-24')
    expect(p50.start).toBe('2026-11-20')
    expect([ymd(p50, 'age'), ymd(p50, 'tc')]).toEqual(['60a8m10d', '41a7m10d'])
    expect(p50.fator?.ok && p50.fator.fator.value).toBe(0.9908)
    expect(p50.benefit?.value).toBe(4755.84)
    const p100 = rule(r.rules, 'pedagio-100')
    expect([p100.metOn, p100.benefit?.value]).toEqual(['2026-03-10', 4800])
    const points = rule(r.rules, 'pontos')
    expect([points.metOn, points.percent, points.benefit?.value]).toEqual(['2027-09-25', 104, 4992])
    for (const id of ['idade-progressiva', 'idade'] as const) {
      const age = rule(r.rules, id)
      expect([age.metOn, ymd(age, 'tc'), age.benefit?.value]).toEqual([
        '2031-03-10',
        '45a11m0d',
        5280,
      ])
    }
    expect(r.earliest?.id).toBe('pedagio-50')
    expect(r.best?.id).toBe('pedagio-100')
    expect(r.acquired).toEqual({ byTime: false, byAge: false })
  })

  it('E2: woman, 20/07/1970, since 21/02/1990, média 3.900,00 — pontos met 16 days before', () => {
    const r = run({ sexo: 'f', nascimento: '1970-07-20', inicio: '1990-02-21', media: 3900 })
    const p50 = rule(r.rules, 'pedagio-50')
    expect([p50.metOn, p50.toll?.missing]).toEqual(['2020-04-10', 99])
    expect(p50.fator?.ok && p50.fator.fator).toMatchObject({
      tc: 41.75,
      age: 56.333333,
      value: 0.8492,
    })
    expect(p50.benefit?.value).toBe(3311.88)
    const points = rule(r.rules, 'pontos')
    expect([points.metOn, points.benefit?.value]).toEqual(['2026-11-04', 3978])
    expect(rule(r.rules, 'pedagio-100').metOn).toBe('2027-07-20')
    const age = rule(r.rules, 'idade-progressiva')
    expect([age.metOn, age.percent, age.benefit?.value]).toEqual(['2032-07-20', 114, 4446])
    expect([r.earliest?.id, r.best?.id]).toEqual(['pedagio-50', 'pontos'])
  })

  it('E3: woman, 05/09/1968, since 06/03/1995 — art. 17 closed, art. 16 earliest', () => {
    const r = run({ sexo: 'f', nascimento: '1968-09-05', inicio: '1995-03-06', media: 5200 })
    expect(r.rules.map((x) => x.id)).not.toContain('pedagio-50')
    expect(r.rules.map((x) => [x.id, x.metOn, x.benefit?.value])).toEqual([
      ['idade-progressiva', '2029-09-05', 5096],
      ['pontos', '2029-12-05', 5096],
      ['pedagio-100', '2030-06-26', 5200],
      ['idade', '2030-09-05', 5200],
    ])
    expect(ymd(rule(r.rules, 'pedagio-100'), 'age')).toBe('61a9m21d')
  })

  it('E4: man, 12/01/1961, since 13/05/2000 — art. 18 with 15 years, 72%', () => {
    const r = run({ sexo: 'm', nascimento: '1961-01-12', inicio: '2000-05-13', media: 2300 })
    const age = rule(r.rules, 'idade')
    expect([age.metOn, age.start, ymd(age, 'age'), ymd(age, 'tc')]).toEqual([
      '2026-01-12',
      '2026-11-20',
      '65a10m8d',
      '26a6m8d',
    ])
    expect([age.percent, age.benefit?.value]).toEqual([72, 1656])
    expect(rule(r.rules, 'pontos').metOn).toBe('2035-05-12')
    expect(rule(r.rules, 'pontos').benefit?.value).toBe(2070)
    expect(rule(r.rules, 'pedagio-100').metOn).toBe('2050-11-08')
    expect(r.earliest?.id).toBe('idade')
  })

  it('E5: man, 18/08/1990, first contribution 19/02/2020 — only art. 19, média up to the teto', () => {
    const r = run({ sexo: 'm', nascimento: '1990-08-18', inicio: '2020-02-19', media: 9000 })
    expect(r.afterEc).toBe(true)
    expect(r.rules.map((x) => x.id)).toEqual(['permanente'])
    const p = rule(r.rules, 'permanente')
    expect([p.metOn, ymd(p, 'tc'), p.percent]).toEqual(['2055-08-18', '35a6m0d', 90])
    expect(p.benefit?.base).toBe(8475.55)
    expect(p.benefit?.value).toBe(7628)
  })

  it('E6: woman, 03/04/1963, since 04/09/2005 — art. 18, raised to the minimum wage', () => {
    const r = run({ sexo: 'f', nascimento: '1963-04-03', inicio: '2005-09-04', media: 1800 })
    const age = rule(r.rules, 'idade')
    expect([age.metOn, ymd(age, 'tc'), age.percent]).toEqual(['2025-04-03', '21a2m17d', 72])
    expect(age.benefit).toMatchObject({ gross: 1296, value: 1621, limit: 'piso' })
    expect(rule(r.rules, 'pontos').metOn).toBe('2035-09-03')
    expect(r.earliest?.id).toBe('idade')
  })

  it('E7: woman teacher, 14/05/1972, since 15/03/1996 — teacher rules', () => {
    const r = run({
      sexo: 'f',
      nascimento: '1972-05-14',
      inicio: '1996-03-15',
      media: 4100,
      professor: 'sim',
    })
    const toll = rule(r.rules, 'pedagio-100-professor')
    expect([toll.metOn, toll.toll?.missing, toll.benefit?.value]).toEqual(['2024-05-14', 487, 4100])
    const age = rule(r.rules, 'idade-progressiva-professor')
    expect([age.metOn, ymd(age, 'tc'), age.benefit?.value]).toEqual(['2026-11-14', '30a8m6d', 3690])
    const points = rule(r.rules, 'pontos-professor')
    expect([points.metOn, points.benefit?.value]).toEqual(['2029-10-14', 3936])
    expect(r.earliest?.id).toBe('pedagio-100-professor')
  })
})

describe('direito adquirido (Decreto 3.048/1999 art. 188-A)', () => {
  it('35 years by 13/11/2019: named, and the pedágio 50% is not offered', () => {
    const r = run({ sexo: 'm', nascimento: '1958-01-01', inicio: '1980-01-01' })
    expect(r.acquired.byTime).toBe(true)
    expect(r.rules.map((x) => x.id)).not.toContain('pedagio-50')
  })
  it('age 60 with 15 years, woman, by 13/11/2019', () => {
    const r = run({ sexo: 'f', nascimento: '1955-01-01', inicio: '2000-01-01' })
    expect(r.acquired).toEqual({ byTime: false, byAge: true })
  })
  it('one day short of 30 years on 13/11/2019 is not acquired', () => {
    // TC on 13/11/2019 counts that day: from 14/11/1989 it is exactly 30 years.
    expect(run({ sexo: 'f', nascimento: '1970-01-01', inicio: '1989-11-14' }).acquired.byTime).toBe(
      true,
    )
    expect(run({ sexo: 'f', nascimento: '1970-01-01', inicio: '1989-11-15' }).acquired.byTime).toBe(
      false,
    )
  })
})

describe('invalid input', () => {
  const errors = retirementErrors
  it('under 14 at the first contribution', () => {
    expect(errors({ sexo: 'm', nascimento: '1980-05-10', inicio: '1994-05-09' })).toEqual([
      { field: 'inicio', code: 'too-small', date: '1994-05-10', other: 'nascimento' },
    ])
    expect(errors({ sexo: 'm', nascimento: '1980-05-10', inicio: '1994-05-10' })).toEqual([])
  })
  it('first contribution before 1960 or after the reference day', () => {
    expect(errors({ sexo: 'm', nascimento: '1940-01-01', inicio: '1959-12-31' })).toEqual([
      { field: 'inicio', code: 'too-small', date: '1960-01-01' },
    ])
    expect(errors({ sexo: 'm', nascimento: '1980-01-01', inicio: '2026-11-21' })).toEqual([
      { field: 'inicio', code: 'too-large', date: '2026-11-20' },
    ])
  })
  it('tempo unreadable, or longer than the person could have worked', () => {
    expect(errors({ sexo: 'f', nascimento: '1980-01-01', tempo: 'trinta anos' })).toEqual([
      { field: 'tempo', code: 'invalid' },
    ])
    expect(errors({ sexo: 'f', nascimento: '1980-01-01', tempo: '40a' })[0]).toMatchObject({
      field: 'tempo',
      code: 'too-large',
    })
  })
  it('missing sex, birth and start; a média of zero', () => {
    expect(errors({ media: 0 }).map((e) => [e.field, e.code])).toEqual([
      ['sexo', 'required'],
      ['nascimento', 'required'],
      ['media', 'not-positive'],
      ['inicio', 'required'],
    ])
  })
  it('NaN and huge numbers never reach a result', () => {
    expect(
      errors({ sexo: 'm', nascimento: '1970-01-01', inicio: '1990-01-01', media: Number.NaN }),
    ).toEqual([{ field: 'media', code: 'invalid' }])
  })
})

describe('tempo', () => {
  it.each([
    ['30a2m10d', { years: 30, months: 2, days: 10 }],
    ['30a', { years: 30, months: 0, days: 0 }],
    ['30 anos 2 meses e 10 dias', { years: 30, months: 2, days: 10 }],
    ['2m10d', { years: 0, months: 2, days: 10 }],
    [' 12A 11M ', { years: 12, months: 11, days: 0 }],
  ])('%s', (text, expected) => {
    expect(parseContributionTime(text)).toEqual(expected)
  })
  it.each(['', 'abc', '30', '30a12m', '30a2m31d', '1e3a', '-3a'])('%j is not a time', (text) => {
    expect(parseContributionTime(text)).toBeNull()
  })
  it('a time on the reference day gives the same rules as the start it implies', () => {
    const byStart = run({ sexo: 'f', nascimento: '1970-07-20', inicio: '1990-02-21', media: 3900 })
    const byTime = run({ sexo: 'f', nascimento: '1970-07-20', tempo: '36a9m0d', media: 3900 })
    expect(byTime.start).toBe('1990-02-21')
    expect(byTime.rules).toEqual(byStart.rules)
  })
})

describe('future years borrow the latest tables and say so', () => {
  it('E1 pontos in 2027: SM and teto of 2026, named as pending', () => {
    const r = run({ sexo: 'm', nascimento: '1966-03-10', inicio: '1985-04-11', media: 4800 })
    const p = rule(r.rules, 'pontos').benefit?.parameters
    expect(p?.ceiling).toBe(8475.55)
    expect(p?.pending.map((x) => [x.part, x.year, x.usedYear])).toEqual([
      ['salario-minimo', 2027, 2026],
      ['inss', 2027, 2026],
    ])
  })

  it('E1 pontos in 2027: "Como calculamos" names the teto by the year it is from, 2026', () => {
    const r = run({ sexo: 'm', nascimento: '1966-03-10', inicio: '1985-04-11', media: 4800 })
    const steps = JSON.stringify(retirementSteps(rule(r.rules, 'pontos'), r.sex, r.average))
    expect(steps).toContain('teto de 2026')
    expect(steps).not.toContain('teto de 2027')
  })
})

describe('Vale a pena trabalhar mais?', () => {
  it('E4: 12 more months from 20/11/2026 add 2% (27 years of TC)', () => {
    const r = run({ sexo: 'm', nascimento: '1961-01-12', inicio: '2000-05-13', media: 2300 })
    const more = workMore(r, 12)
    expect(more?.now.benefit?.value).toBe(1656)
    expect(more?.later.percent).toBe(74)
    expect(more?.later.benefit?.value).toBe(1702)
    // TC 27 years on 12/05/2027: the 6th month after 20/11/2026 is the first that pays more.
    expect(more?.nextGain?.months).toBe(6)
    expect(more?.nextGain?.rule.percent).toBe(74)
  })
})

// --- Properties -------------------------------------------------------------------------------

const REF = '2026-11-20'
const person = fc
  .record({
    birthYear: fc.integer({ min: 1946, max: 2005 }),
    birthDay: fc.integer({ min: 0, max: 364 }),
    startAfter14: fc.integer({ min: 0, max: 30 * 365 }),
    sexo: fc.constantFrom('m', 'f'),
    professor: fc.constantFrom('sim', 'nao'),
    media: fc.integer({ min: 100_00, max: 12_000_00 }),
  })
  .map((p) => {
    const birth = (dayFromIso(`${String(p.birthYear)}-01-01`) as number) + p.birthDay
    const earliest = Math.max(addCalendarMonths(birth, 14 * 12), dayFromIso('1960-01-01') as number)
    const start = Math.min(earliest + p.startAfter14, dayOfIso(REF as never))
    return {
      sexo: p.sexo,
      professor: p.professor,
      nascimento: isoFromDay(birth),
      inicio: isoFromDay(start),
      media: p.media / 100,
    }
  })
  .filter((p) => p.inicio >= '1960-01-01' && p.inicio <= REF)

describe('properties', () => {
  it('no rule is met before 15 years of contribution, nor before its own TC', () => {
    fc.assert(
      fc.property(person, (input) => {
        const r = run(input)
        const fifteen = isoFromDay(tcReached(dayOfIso(r.start), 15))
        for (const x of r.rules) {
          expect(x.metOn >= fifteen).toBe(true)
          expect(x.tc.years).toBeGreaterThanOrEqual(15)
        }
        expectAllFinite(r)
      }),
      { numRuns: 150 },
    )
  })

  it('more contribution never lowers a percentage rule’s or the 100% rule’s benefit on the same day', () => {
    // The fator rule is left out: its benefit also grows with the TC, but art. 17 is open or
    // closed depending on the TC on 13/11/2019, so "the same rule" may not exist for both.
    fc.assert(
      fc.property(person, fc.integer({ min: 1, max: 3000 }), (input, earlier) => {
        const birth = dayOfIso(input.nascimento)
        const start = dayOfIso(input.inicio)
        const a = personOf(input.sexo, birth, start, input.professor === 'sim')
        const b = personOf(input.sexo, birth, start - earlier, input.professor === 'sim')
        const day = dayOfIso(REF as never) + 3650
        for (const r of ruleDates(a)) {
          if (r.basis === 'fator') continue
          const at = { ...r, metOn: day }
          const less = ruleOn(at, a, day, day, money(input.media))
          const more = ruleOn(at, b, day, day, money(input.media))
          expect((more.benefit?.value ?? 0) >= (less.benefit?.value ?? 0)).toBe(true)
        }
      }),
      { numRuns: 150 },
    )
  })

  it('a birth one year later moves each rule by 0 to 1 year, or 2 where the age rises 6 months a year', () => {
    fc.assert(
      fc.property(person, (input) => {
        const birth = dayOfIso(input.nascimento)
        const later = addCalendarMonths(birth, 12)
        const start = Math.max(dayOfIso(input.inicio), addCalendarMonths(later, 14 * 12))
        const teacher = input.professor === 'sim'
        const a = ruleDates(personOf(input.sexo, birth, start, teacher))
        const b = ruleDates(personOf(input.sexo, later, start, teacher))
        for (const r of a) {
          const other = b.find((x) => x.id === r.id)
          if (!other || r.metOn === null || other.metOn === null) continue
          const rising = r.id.startsWith('idade')
          const limit = addCalendarMonths(r.metOn, rising ? 24 : 12)
          expect(other.metOn >= r.metOn && other.metOn <= limit).toBe(true)
        }
      }),
      { numRuns: 200 },
    )
  })
})

describe('"Como calculamos" (docs/como-calculamos.md)', () => {
  it.each([
    ['E1 fator', { sexo: 'm', nascimento: '1966-03-10', inicio: '1985-04-11', media: 4800 }],
    ['E2 fator, woman', { sexo: 'f', nascimento: '1970-07-20', inicio: '1990-02-21', media: 3900 }],
    ['E4 72%', { sexo: 'm', nascimento: '1961-01-12', inicio: '2000-05-13', media: 2300 }],
    ['E5 teto', { sexo: 'm', nascimento: '1990-08-18', inicio: '2020-02-19', media: 9000 }],
    ['E6 piso', { sexo: 'f', nascimento: '1963-04-03', inicio: '2005-09-04', media: 1800 }],
    [
      'E7 100%',
      { sexo: 'f', nascimento: '1972-05-14', inicio: '1996-03-15', media: 4100, professor: 'sim' },
    ],
  ])('%s: every step holds and the last is the benefit', (_, input) => {
    const r = run(input)
    const e = r.earliest as RuleAt
    const steps = retirementSteps(e, r.sex, r.average)
    expect(stepsProblems(steps, moneyFig(e.benefit?.value ?? money(0)))).toEqual([])
  })
})
