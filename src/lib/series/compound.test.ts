// The one month compounding of the site (docs/legal/official-series.md): Π (1 + taxa_m / 100),
// both ends included, the Banco Central's Calculadora do Cidadão convention (docs/legal/official-series.md).
import fc from 'fast-check'

import { D } from '../core/money.ts'
import { ipca } from './data/ipca.ts'
import { compoundMonths, yearsBetween } from './compound.ts'
import { monthsBetween } from './monthly-series.ts'

const values = { '2024-11': 0.39, '2024-12': 0.52, '2025-01': 0.16, '2025-02': -0.5 }

describe('compoundMonths', () => {
  it('IPCA of 2024 (IBGE): 4,83%, factor 1,0483129579 to ten decimals (docs/legal/official-series.md)', () => {
    const r = compoundMonths(ipca, '2024-01', '2024-12')
    expect(r.months).toHaveLength(12)
    expect(r.missing).toEqual([])
    expect(r.factor.toDecimalPlaces(10).toString()).toBe('1.0483129579')
  })

  it('each month carries the product up to it; a negative month lowers it', () => {
    const r = compoundMonths({ values }, '2024-12', '2025-02')
    expect(r.months.map((m) => m.factor.toString())).toEqual([
      '1.0052',
      '1.00680832',
      '1.0017742784',
    ])
    expect(r.factor.eq(r.months.at(-1)?.factor ?? 0)).toBe(true)
  })

  it('a share takes that % of each rate; a start carries a factor in', () => {
    const r = compoundMonths({ values }, '2024-11', '2024-12', { share: 110, start: new D(2) })
    expect(r.factor.toString()).toBe(new D('1.00429').times('1.00572').times(2).toString())
  })

  it('lists the months the series lacks and never reads them as zero', () => {
    const r = compoundMonths({ values }, '2024-10', '2025-03')
    expect(r.missing).toEqual(['2024-10', '2025-03'])
    expect(r.months.map((m) => m.month)).toEqual(['2024-11', '2024-12', '2025-01', '2025-02'])
  })

  it('an empty range (the end before the start) is the factor 1', () => {
    const r = compoundMonths({ values }, '2025-02', '2025-01')
    expect(r).toEqual({ factor: new D(1), months: [], missing: [] })
  })

  it('compounding year by year gives the same product (property)', () => {
    const months = monthsBetween('2015-01', ipca.last ?? '2015-01')
    fc.assert(
      fc.property(fc.nat(months.length - 1), fc.nat(months.length - 1), (a, b) => {
        const [from, to] = [months[Math.min(a, b)] ?? '', months[Math.max(a, b)] ?? '']
        let start = new D(1)
        for (const year of yearsBetween(from, to))
          start = compoundMonths(ipca, year.from, year.to, { start }).factor
        const whole = compoundMonths(ipca, from, to).factor
        expect(start.minus(whole).abs().lt('1e-30')).toBe(true)
      }),
    )
  })
})

describe('yearsBetween', () => {
  it('cuts the first and last years to the range', () => {
    expect(yearsBetween('2023-11', '2025-02')).toEqual([
      { from: '2023-11', to: '2023-12' },
      { from: '2024-01', to: '2024-12' },
      { from: '2025-01', to: '2025-02' },
    ])
    expect(yearsBetween('2024-03', '2024-03')).toEqual([{ from: '2024-03', to: '2024-03' }])
  })
})
