// The month arithmetic behind every correction by an official series: months from `inicio` to
// `fim`, both included (the Banco Central's Calculadora do Cidadão convention, docs/legal/official-series.md).
import fc from 'fast-check'

import {
  addMonths,
  isYearMonth,
  lastMonths,
  type MonthlySeries,
  monthsBetween,
  seriesRange,
} from './monthly-series.ts'

const fixture: MonthlySeries = {
  id: 'ipca',
  name: 'IPCA',
  publisher: 'IBGE',
  sgs: 433,
  first: '2024-11',
  last: '2025-02',
  values: { '2024-11': 0.39, '2024-12': 0.52, '2025-01': 0.16, '2025-02': 1.31 },
  sources: ['fixture'],
}

describe('months', () => {
  it('reads AAAA-MM only', () => {
    expect(isYearMonth('2024-01')).toBe(true)
    expect(isYearMonth('2024-13')).toBe(false)
    expect(isYearMonth('2024-1')).toBe(false)
    expect(isYearMonth('0999-01')).toBe(false)
    expect(isYearMonth('2024-01-01')).toBe(false)
  })

  it('counts both ends: 01/2024 → 12/2024 is twelve months', () => {
    expect(monthsBetween('2024-01', '2024-12')).toHaveLength(12)
    expect(monthsBetween('2024-11', '2025-02')).toEqual([
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
    ])
    expect(monthsBetween('2024-05', '2024-05')).toEqual(['2024-05'])
    expect(monthsBetween('2024-05', '2024-04')).toEqual([])
  })

  it('moves across years', () => {
    expect(addMonths('2024-12', 1)).toBe('2025-01')
    expect(addMonths('2025-01', -1)).toBe('2024-12')
    expect(addMonths('2025-07', -11)).toBe('2024-08')
  })

  it('property: n months forward then back is where it started; the span has n + 1 months', () => {
    const month = fc
      .tuple(fc.integer({ min: 1995, max: 2100 }), fc.integer({ min: 1, max: 12 }))
      .map(([y, m]) => `${y}-${String(m).padStart(2, '0')}`)
    fc.assert(
      fc.property(month, fc.integer({ min: 0, max: 600 }), (start, n) => {
        const end = addMonths(start, n)
        expect(isYearMonth(end)).toBe(true)
        expect(addMonths(end, -n)).toBe(start)
        expect(monthsBetween(start, end)).toHaveLength(n + 1)
      }),
    )
  })
})

describe('seriesRange', () => {
  it('gives every month of the span with its rate', () => {
    const range = seriesRange(fixture, '2024-12', '2025-01')
    expect(range).toEqual({
      ok: true,
      months: [
        { month: '2024-12', rate: 0.52 },
        { month: '2025-01', rate: 0.16 },
      ],
    })
  })

  it('names the months it lacks and the last month available, never reading them as zero', () => {
    expect(seriesRange(fixture, '2025-01', '2025-04')).toEqual({
      ok: false,
      missing: ['2025-03', '2025-04'],
      first: '2024-11',
      last: '2025-02',
    })
    expect(seriesRange(fixture, '2024-10', '2024-11')).toMatchObject({ missing: ['2024-10'] })
  })

  it('refuses an empty span (fim before inicio)', () => {
    expect(seriesRange(fixture, '2025-02', '2025-01')).toMatchObject({ ok: false, missing: [] })
  })
})

describe('lastMonths', () => {
  it('ends at the last month', () => {
    expect(lastMonths(fixture, 2)?.map((m) => m.month)).toEqual(['2025-01', '2025-02'])
  })

  it('is null when the series is shorter or empty', () => {
    expect(lastMonths(fixture, 5)).toBeNull()
    expect(lastMonths(fixture, 0)).toBeNull()
    expect(lastMonths({ ...fixture, first: null, last: null, values: {} }, 12)).toBeNull()
  })
})
