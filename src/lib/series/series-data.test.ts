// The shipped official series (docs/legal/official-series.md) held to figures published apart
// from them: each complete year compounded from the monthly rates against the
// yearly figure IBGE or FGV published, to 0,01 p.p.; TR and poupança against the poupança rule
// (Lei 8.177/1991 art. 12 II as amended by Lei 12.703/2012); no hole, no repeated month, no NaN.
import { cdi } from './data/cdi.ts'
import { igpm } from './data/igpm.ts'
import { inpc } from './data/inpc.ts'
import { ipca } from './data/ipca.ts'
import { LAST_MONTHS } from './data/last-months.ts'
import { poupanca } from './data/poupanca.ts'
import { selic } from './data/selic.ts'
import { taxaLegal } from './data/taxa-legal.ts'
import { tr } from './data/tr.ts'
import { monthsBetween, type MonthlySeries, seriesRange } from './monthly-series.ts'

/** The committed files as text (data/series/*.json), by series id. */
const files = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('/data/series/*.json', {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ).map(([file, text]) => [file.replace(/^.*\/|\.json$/g, ''), text]),
)

const ALL = [ipca, inpc, igpm, selic, cdi, tr, poupanca, taxaLegal]

/**
 * Yearly variation (%) as the publisher announced it, with where it was read. The published
 * figure comes from index numbers and the data compound 2-decimal monthly rates, so the two may
 * differ by 0,01 p.p. (IPCA 2022: 5,78 computed, 5,79 published).
 */
const SEAD_AC =
  'Governo do Acre, SEAD, "Tabela 85: principais indicadores inflacionários do Brasil" (fonte IBGE)'
const IBGE_2026 = 'IBGE survey manager quoted on the 2025 release, portalnoponto.com.br 2026-01-09'
const PUBLISHED: Record<'ipca' | 'inpc' | 'igpm', Record<number, [number, string]>> = {
  ipca: {
    1998: [1.65, IBGE_2026],
    2002: [12.53, SEAD_AC],
    2003: [9.3, SEAD_AC],
    2004: [7.6, SEAD_AC],
    2005: [5.69, SEAD_AC],
    2006: [3.14, IBGE_2026],
    2007: [4.46, SEAD_AC],
    2008: [5.9, SEAD_AC],
    2009: [4.31, SEAD_AC],
    2010: [5.91, SEAD_AC],
    2011: [6.5, SEAD_AC],
    2012: [5.84, SEAD_AC],
    2013: [5.91, SEAD_AC],
    2014: [6.41, SEAD_AC],
    2015: [10.67, SEAD_AC],
    2017: [2.95, IBGE_2026],
    2018: [3.75, IBGE_2026],
    2019: [4.31, SEAD_AC],
    2020: [4.52, 'IBGE release, tnonline.uol.com.br 2024-01'],
    2021: [10.06, 'IBGE release, fetamce.org.br'],
    2022: [5.79, 'IBGE release, gauchazh 2024-01-11'],
    2023: [4.62, 'IBGE release, gauchazh 2024-01-11'],
    2024: [4.83, 'IBGE release, portalnoponto.com.br 2026-01-09'],
    2025: [4.26, 'IBGE release, resumopb.com 2026-01-09'],
  },
  inpc: {
    2002: [14.74, SEAD_AC],
    2003: [10.38, SEAD_AC],
    2004: [6.13, SEAD_AC],
    2005: [5.05, SEAD_AC],
    2006: [2.81, SEAD_AC],
    2007: [5.16, SEAD_AC],
    2008: [6.48, SEAD_AC],
    2009: [4.11, SEAD_AC],
    2010: [6.47, SEAD_AC],
    2011: [6.08, SEAD_AC],
    2012: [6.2, SEAD_AC],
    2013: [5.56, SEAD_AC],
    2014: [6.23, SEAD_AC],
    2015: [11.28, SEAD_AC],
    2016: [6.58, SEAD_AC],
    2017: [2.07, SEAD_AC],
    2018: [3.43, SEAD_AC],
    2019: [4.48, SEAD_AC],
    2020: [5.45, 'IBGE release, valor.globo.com 2023-01-10'],
    2021: [10.16, 'IBGE release, fetamce.org.br'],
    2022: [5.93, 'IBGE release, valor.globo.com 2023-01-10'],
    2024: [4.77, 'IBGE release, fetamce.org.br'],
    2025: [3.9, 'IBGE release, avexadonews 2026-01'],
  },
  igpm: {
    2020: [23.14, 'FGV release, osul.com.br 2020-12-29'],
    2021: [17.78, 'FGV release, istoedinheiro 2021-12-29'],
    2022: [5.45, 'FGV release, veja 2022-12-29'],
    2023: [-3.18, 'FGV release, folhape'],
    2024: [6.54, 'FGV release, folhape'],
    2025: [-1.05, 'FGV release, folhape 2025-12-29'],
  },
}

/** The year compounded from the monthly rates, as the page shows it: % with 2 decimals. */
function yearly(series: MonthlySeries, year: number): number | null {
  const range = seriesRange(series, `${year}-01`, `${year}-12`)
  if (!range.ok) return null
  const factor = range.months.reduce((f, m) => f * (1 + m.rate / 100), 1)
  return Math.round((factor - 1) * 10_000) / 100
}

describe.each([ipca, inpc, igpm])(
  '$name: every complete year against the published figure',
  (s) => {
    const table = PUBLISHED[s.id as 'ipca' | 'inpc' | 'igpm']
    it.each(Object.entries(table))('%s', (year, [published, source]) => {
      const computed = yearly(s, Number(year))
      expect(computed, source).not.toBeNull()
      expect(
        Math.abs((computed ?? 0) - published),
        `${source}: ${computed} vs ${published}`,
      ).toBeLessThanOrEqual(0.01 + 1e-9)
    })

    it('checks at least the years 2020–2025', () => {
      for (const year of [2020, 2021, 2022, 2024, 2025]) expect(table[year]).toBeDefined()
    })
  },
)

describe('the worked figures of docs/legal/official-series.md', () => {
  it('IPCA of 2024 compounds to 4,83% (fator 1,048313)', () => {
    const range = seriesRange(ipca, '2024-01', '2024-12')
    expect(range.ok && range.months.map((m) => m.rate)).toEqual([
      0.42, 0.83, 0.16, 0.38, 0.46, 0.21, 0.38, -0.02, 0.44, 0.56, 0.39, 0.52,
    ])
    expect(yearly(ipca, 2024)).toBe(4.83)
  })

  it('IGP-M of 2023 is negative: −3,18%', () => {
    expect(yearly(igpm, 2023)).toBe(-3.18)
  })
})

/** SGS 25/195 with the Selic target above 8,5% a.a.: 0,5% a.m. + TR, 4 decimals. */
const poupancaRule = (trRate: number) =>
  Math.round((1.005 * (1 + trRate / 100) - 1) * 1_000_000) / 10_000

describe('TR and poupança hold to the poupança rule (Lei 8.177 art. 12 II "a")', () => {
  it('every shipped poupança month is 0,5% + TR (Selic target > 8,5% a.a. since December 2021)', () => {
    expect(poupanca.first).toBe('2022-01')
    for (const [month, rate] of Object.entries(poupanca.values)) {
      const trRate = tr.values[month]
      expect(trRate, month).toBeDefined()
      expect(Math.abs(rate - poupancaRule(trRate ?? 0)), month).toBeLessThanOrEqual(0.0001 + 1e-9)
    }
  })

  it('so do the 89 months of the collected file, 2015-01..2017-09 included', () => {
    const file = JSON.parse(files.poupanca ?? '') as {
      values: Record<string, number>
    }
    const months = Object.keys(file.values)
    expect(months).toHaveLength(89)
    for (const month of months) {
      const rate = file.values[month] ?? Number.NaN
      expect(
        Math.abs(rate - poupancaRule(tr.values[month] ?? Number.NaN)),
        month,
      ).toBeLessThanOrEqual(0.0001 + 1e-9)
    }
  })

  it('the TR was zero from September 2017 and is never negative (Res. CMN 4.624/2018)', () => {
    expect(tr.values['2017-09']).toBe(0)
    expect(tr.values['2020-06']).toBe(0)
    for (const rate of Object.values(tr.values)) expect(rate).toBeGreaterThanOrEqual(0)
  })
})

describe.each(ALL)('$id: the shape of the data', (s) => {
  it('has every month from first to last, once, with a finite value', () => {
    const months = Object.keys(s.values)
    if (s.first === null || s.last === null) {
      expect(months).toEqual([])
      return
    }
    expect(months).toEqual(monthsBetween(s.first, s.last))
    for (const rate of Object.values(s.values)) expect(Number.isFinite(rate)).toBe(true)
  })

  it('names its sources, SGS code and publisher', () => {
    expect(s.sgs).toBeGreaterThan(0)
    expect(s.publisher).not.toBe('')
    if (s.first !== null) expect(s.sources.length).toBeGreaterThan(0)
  })

  it('has no repeated month in its committed file (a key given twice)', () => {
    const text = files[s.id] ?? ''
    expect(text).not.toBe('')
    const keys = [...text.matchAll(/"(\d{4}-\d{2})":/g)].map((m) => m[1])
    expect(new Set(keys).size).toBe(keys.length)
  })
})

describe('last-months.ts, what a form shows before the series load', () => {
  it.each(ALL)('$id: the name, publisher and last month of its module', (s) => {
    const { name, publisher, last } = s
    expect(LAST_MONTHS[s.id]).toEqual({ name, publisher, last })
  })

  it('lists every series the site ships, and only those', () => {
    expect(Object.keys(LAST_MONTHS).sort()).toEqual(ALL.map((s) => s.id).sort())
  })
})

describe('coverage', () => {
  it('starts where docs/legal/official-series.md says, or later where the data has a gap', () => {
    expect([ipca.first, inpc.first, igpm.first, selic.first]).toEqual([
      '1995-01',
      '1995-01',
      '1995-01',
      '1995-01',
    ])
    expect(taxaLegal.first).toBe('2024-08')
    expect(tr.first).toBe('2015-01')
    expect(cdi.first).toBeNull()
  })

  it('Taxa Legal: zero in March 2025 (Selic Feb 0,99% < IPCA-15 Feb 1,23%), 1,305984% in September', () => {
    expect(taxaLegal.values['2025-03']).toBe(0)
    expect(taxaLegal.values['2025-09']).toBe(1.305984)
  })
})
