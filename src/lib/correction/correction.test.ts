import { value } from '../../test/outcome-value.ts'
import { calculateCorrection, shippedSeries } from './correction.ts'
import { CORRECTION_INDICES, INDICES_WITHOUT_DATA } from './correction-options.ts'

/** A whole year by one index on the shipped data, as docs/legal/official-series.md checks it. */
const year = (indice: string, y: number, valor = 1000) =>
  value(calculateCorrection({ valor, inicio: `${y}-01`, fim: `${y}-12`, indice, percentual: null }))

describe('docs/legal/official-series.md on the shipped data: a year by the IPCA is the IPCA IBGE publishes', () => {
  it('worked example: R$ 1.000,00 by the IPCA of 2024 is R$ 1.048,31 (fator 1,048313, 4,83%)', () => {
    const r = year('ipca', 2024)
    expect(r.factor.toFixed(6)).toBe('1.048313')
    expect(r.percent.toFixed(2)).toBe('4.83')
    expect(r.corrected).toBe(1048.31)
    // IBGE's INPC of 2024 is 4,77%, FGV's IGP-M of 2024 6,54% (official-series, yearly check).
    expect(r.others).toMatchObject([
      { index: 'inpc', corrected: 1047.68 },
      { index: 'igpm', corrected: 1065.36 },
    ])
    expect(r.others.map((o) => ('percent' in o ? o.percent.toFixed(2) : ''))).toEqual([
      '4.77',
      '6.54',
    ])
  })

  it.each([
    [2023, '4.62'],
    [2021, '10.06'],
    [2025, '4.26'],
    // IBGE published 5,79% from index numbers; compounding the 2-decimal months gives 5,78%,
    // and the site shows what it computes.
    [2022, '5.78'],
  ])('the IPCA of %i: %s%% (IBGE)', (y, percent) => {
    expect(year('ipca', y).percent.toFixed(2)).toBe(percent)
  })

  it('negative months: the IGP-M of 2023 is fator 0,968217, −3,18% (FGV)', () => {
    const r = year('igpm', 2023)
    expect(r.factor.toFixed(6)).toBe('0.968217')
    expect(r.percent.toFixed(2)).toBe('-3.18')
    expect(r.corrected).toBe(968.22)
  })

  it('a month past the data names the last month available', () => {
    const last = shippedSeries.ipca?.last as string
    const outcome = calculateCorrection({
      valor: 1000,
      inicio: '2026-01',
      fim: '2026-12',
      indice: 'ipca',
      percentual: null,
    })
    expect(outcome).toEqual({
      ok: false,
      errors: [{ field: 'fim', code: 'too-large', date: `${last}-01` }],
    })
  })

  it('offers exactly the series that have data (the form lists them without loading the data)', () => {
    for (const id of CORRECTION_INDICES) {
      const series = shippedSeries[id]
      expect(series?.id, id).toBe(id)
      expect(series?.last === null, id).toBe(INDICES_WITHOUT_DATA.includes(id))
    }
  })
})
