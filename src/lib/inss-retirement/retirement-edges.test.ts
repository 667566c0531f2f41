import fc from 'fast-check'

import {
  RETIREMENT_TODAY,
  retirementErrors,
  retirementOf,
  ruleIn,
} from '../../test/inss-retirement-run.ts'

import { stepsOutline } from '../core/step-outline.ts'
import { parseContributionTime } from './contribution-time.ts'
import { calculateInssRetirement, type RuleAt } from './inss-retirement.ts'
import { retirementSteps } from './retirement-steps.ts'
import { workMore } from './work-more.ts'

// Edges of docs/legal/inss-retirement.md that its worked examples do not reach: a reference day
// before the tables the site keeps by year, a fator that cannot be computed, a rule paying 60%,
// no média, the teacher's bonus in the fator, several rules met on the same day, and the
// reference day or a typed time at their limits.

const TODAY = RETIREMENT_TODAY
const run = retirementOf
const rule = ruleIn

describe('a reference day before 2024: the minimum wage and teto of that year', () => {
  it('man, 10/03/1955, since 11/04/2000, média 7.000,00 on 01/06/2021: art. 18, 62% of the teto of 2021', () => {
    // Art. 18 (65 years of age, 15 of TC) met on 10/03/2020; 21 whole years of TC on 01/06/2021
    // give 60% + 2% × (21 − 20). 2021: minimum wage R$ 1.100,00, teto R$ 6.433,57.
    const r = run({
      sexo: 'm',
      nascimento: '1955-03-10',
      inicio: '2000-04-11',
      media: 7000,
      referencia: '2021-06-01',
    })
    const e = r.earliest as RuleAt
    expect([e.id, e.metOn, e.start, e.percent]).toEqual(['idade', '2020-03-10', '2021-06-01', 62])
    expect(e.benefit?.parameters).toEqual({
      minimumWage: 1100,
      ceiling: 6433.57,
      year: 2021,
      pending: [],
    })
    expect(stepsOutline(retirementSteps(e, r.sex, r.average)).slice(2)).toEqual([
      'Percentual da média: 60% + 2% × (21 anos − 20 anos) = 62%',
      'Salário de benefício: min(7000.00; 6433.57) = 6433.57',
      'Benefício calculado: 6433.57 × 62% = 3988.81',
      'Aposentadoria estimada: min(max(3988.81; 1100.00); 6433.57) = 3988.81',
    ])
  })

  it('E1 on 01/07/2020: the pedágio 50% is met, but no IBGE table of the site covers the day', () => {
    // The site keeps the Tábua 2024 only, in force from 28/11/2025: before it the fator, and so
    // the benefit of art. 17, cannot be computed, and the steps stop at the contribution time.
    const r = run({
      sexo: 'm',
      nascimento: '1966-03-10',
      inicio: '1985-04-11',
      media: 4800,
      referencia: '2020-07-01',
    })
    const e = r.earliest as RuleAt
    expect([e.id, e.start, e.benefit]).toEqual(['pedagio-50', '2020-07-01', null])
    expect(e.fator).toEqual({ ok: false, age: 54, date: '2020-07-01' })
    expect(stepsOutline(retirementSteps(e, r.sex, r.average))).toEqual([
      'Regra cumprida em: 2020-06-24',
      'Tempo de contribuição no início: 35 anos',
    ])
  })
})

describe('"Como calculamos" at the edges of the percentage and without a média', () => {
  it('man, 12/01/1961, since 13/05/2010: 16 years of TC, not beyond 20, pay 60% with no sum', () => {
    const r = run({ sexo: 'm', nascimento: '1961-01-12', inicio: '2010-05-13', media: 2300 })
    const e = r.earliest as RuleAt
    expect([e.id, e.tc.years, e.percent]).toEqual(['idade', 16, 60])
    // 60% of 2.300,00 is 1.380,00, raised to the minimum wage of 2026 (Decreto 3.048 art. 35).
    expect(stepsOutline(retirementSteps(e, r.sex, r.average)).slice(2)).toEqual([
      'Percentual da média: 60%',
      'Salário de benefício: min(2300.00; 8475.55) = 2300.00',
      'Benefício calculado: 2300.00 × 60% = 1380.00',
      'Aposentadoria estimada: min(max(1380.00; 1621.00); 8475.55) = 1621.00',
    ])
  })

  it('E1 without a média: the dates, the time and the fator, and no money', () => {
    const r = run({ sexo: 'm', nascimento: '1966-03-10', inicio: '1985-04-11' })
    const e = r.earliest as RuleAt
    expect(r.average).toBeNull()
    expect(stepsOutline(retirementSteps(e, r.sex, r.average))).toEqual([
      'Regra cumprida em: 2020-06-24',
      'Tempo de contribuição no início: 41 anos',
      'Fator previdenciário: 41.610731 anos × 0.31 ÷ 22.6 anos × (1 + (60.694064 anos + 41.610731 anos × 0.31) ÷ 100) = 0.9908',
    ])
  })
})

describe('fator previdenciário of a teacher (Lei 8.213/1991 art. 29 §9º)', () => {
  it('a woman teacher adds 10 years to the Tc of the fator, 5 more than a woman who is not one', () => {
    fc.assert(
      fc.property(
        // From 28 years and 10 months to under 30 years of TC on 13/11/2019: art. 17 is open
        // to her, and no acquired right closes it.
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 0, max: 3 * 365 }),
        (startBack, birthBack) => {
          const inicio = new Date(Date.UTC(1991, 0, 10 - startBack)).toISOString().slice(0, 10)
          const nascimento = new Date(Date.UTC(1965, 5, 1 - birthBack)).toISOString().slice(0, 10)
          const input = { sexo: 'f', nascimento, inicio, media: 4000 }
          const teacher = rule(run({ ...input, professor: 'sim' }).rules, 'pedagio-50').fator
          const other = rule(run({ ...input, professor: 'nao' }).rules, 'pedagio-50').fator
          if (!teacher?.ok || !other?.ok) throw new Error('no fator')
          expect(teacher.fator.tc - other.fator.tc).toBeCloseTo(5, 9)
          expect(teacher.fator.value).toBeGreaterThan(other.fator.value)
        },
      ),
      { numRuns: 25 },
    )
  })
})

describe('Vale a pena trabalhar mais? with several rules met', () => {
  it('E1, 60 more months from 20/11/2026: the best of the rules met on each day', () => {
    const r = run({ sexo: 'm', nascimento: '1966-03-10', inicio: '1985-04-11', media: 4800 })
    const more = workMore(r, 60)
    // On 20/11/2026 both pedágios are met: the 100% one pays the média, 4.800,00, more than
    // the fator's 4.755,84 (the worked example E1).
    expect([more?.from, more?.now.id, more?.now.benefit?.value]).toEqual([
      '2026-11-20',
      'pedagio-100',
      4800,
    ])
    // At 61, on 10/03/2027, the fator's life expectancy falls and art. 17 overtakes: the 4th
    // month after is the first whole month that pays more.
    expect([more?.nextGain?.months, more?.nextGain?.rule.id]).toEqual([4, 'pedagio-50'])
    expect(more?.nextGain?.rule.benefit?.value).toBeGreaterThan(4800)
    // Five years on every rule is met; the best pays at least what any one of them pays.
    const later = more?.later.benefit?.value ?? 0
    expect(more?.later.id).toBe('pedagio-50')
    expect(later).toBeGreaterThanOrEqual(5280)
  })
})

describe('the reference day and a time typed instead of the first contribution', () => {
  const errors = retirementErrors

  it('no reference day: the simulation is of today', () => {
    const r = calculateInssRetirement(
      { sexo: 'm', nascimento: '1961-01-12', inicio: '2000-05-13' },
      TODAY,
    )
    expect(r.ok && r.value.reference).toBe(TODAY)
    expect(
      errors({ sexo: 'm', nascimento: '1961-01-12', inicio: '2000-05-13', referencia: 'x' }),
    ).toEqual([{ field: 'referencia', code: 'invalid' }])
  })

  it('a time of only days is read; no time at all is no contribution yet', () => {
    expect(parseContributionTime('10d')).toEqual({ years: 0, months: 0, days: 10 })
    // TC on a day counts the day itself: zero days would start tomorrow.
    expect(errors({ sexo: 'f', nascimento: '1980-01-01', tempo: '0d' })).toEqual([
      { field: 'tempo', code: 'invalid', date: '2026-11-20' },
    ])
  })

  it('a time reaching before 1960 is too long, as is one starting before the age of 14', () => {
    expect(errors({ sexo: 'm', nascimento: '1940-01-01', tempo: '67a' })).toEqual([
      { field: 'tempo', code: 'too-large', date: '1960-01-01' },
    ])
    expect(errors({ sexo: 'm', nascimento: '1980-01-01', inicio: 'abc' })).toEqual([
      { field: 'inicio', code: 'invalid' },
    ])
  })
})
