import { INSS_CEILINGS, inssCeilingOn } from './inss-ceiling-history.ts'
import { lifeTableOn } from './life-expectancy.ts'
import { requirementIn, POINTS_RULE, PROGRESSIVE_AGE_RULE } from './ec-103-retirement.ts'
import { YEAR_2024 } from './year-2024.ts'
import { YEAR_2025 } from './year-2025.ts'
import { YEAR_2026 } from './year-2026.ts'

describe('teto history', () => {
  it('2024–2026 equal the year tables', () => {
    for (const t of [YEAR_2024, YEAR_2025, YEAR_2026])
      expect(inssCeilingOn(`${String(t.year)}-06`)?.ceiling).toBe(t.inss.ceilingSalary)
  })
  it('EC 20/1998 and EC 41/2003 raised it to 1.200,00 and 2.400,00', () => {
    expect(inssCeilingOn('1998-12')?.ceiling).toBe(1200)
    expect(inssCeilingOn('2003-12')?.ceiling).toBe(1869.34)
    expect(inssCeilingOn('2004-01')?.ceiling).toBe(2400)
    expect(inssCeilingOn('1994-02')).toBeNull()
  })
  it('is in order and always rises', () => {
    for (let i = 1; i < INSS_CEILINGS.length; i++) {
      const [a, b] = [INSS_CEILINGS[i - 1], INSS_CEILINGS[i]]
      expect(a && b && a.from < b.from && a.ceiling < b.ceiling).toBe(true)
    }
  })
})

describe('IBGE life table', () => {
  it('Tábua 2024 applies from its publication, 28/11/2025', () => {
    expect(lifeTableOn('2025-11-27')).toBeNull()
    expect(lifeTableOn('2025-11-28')?.byAge[60]).toBe(22.6)
    expect(lifeTableOn('2026-11-20')?.byAge[56]).toBe(25.8)
  })
})

describe('EC 103 requirements by year (docs/legal/inss-retirement.md)', () => {
  it.each([
    [2019, 96, 86, 732, 672],
    [2020, 97, 87, 738, 678],
    [2027, 104, 94, 780, 720],
    [2028, 105, 95, 780, 726],
    [2031, 105, 98, 780, 744],
    [2033, 105, 100, 780, 744],
    [2040, 105, 100, 780, 744],
  ])('%i: points %i / %i, ages %i / %i months', (year, pm, pf, am, af) => {
    expect(requirementIn(POINTS_RULE.points.m, year)).toBe(pm)
    expect(requirementIn(POINTS_RULE.points.f, year)).toBe(pf)
    expect(requirementIn(PROGRESSIVE_AGE_RULE.ageMonths.m, year)).toBe(am)
    expect(requirementIn(PROGRESSIVE_AGE_RULE.ageMonths.f, year)).toBe(af)
  })
})
