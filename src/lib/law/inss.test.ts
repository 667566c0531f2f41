import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { D, type Dec } from '../core/money.ts'
import { inssContribution, inssExact } from './inss.ts'
import { legalTable } from './tables/by-year.ts'
import { TABLE_YEARS, type TableYear } from './tables/table-years.ts'

const inss = (year: TableYear, salary: number | string | Dec) =>
  inssContribution(new D(salary), legalTable(year).inss)

describe('INSS ceilings (docs/legal/inss-irrf.md, §12.1: exact slices, total rounded once)', () => {
  it.each([
    [2024, 7786.02, '908.8618', 908.86],
    [2025, 8157.41, '951.6344', 951.63],
    [2026, 8475.55, '988.0914', 988.09],
  ] as const)('%i: teto %s → %s → %s', (year, teto, exact, rounded) => {
    expect(inssExact(new D(teto), legalTable(year).inss).toString()).toBe(exact)
    expect(inss(year, teto)).toEqual({ contribution: rounded, bracket: 4, capped: false })
    expect(inss(year, 1_000_000)).toEqual({ contribution: rounded, bracket: 4, capped: true })
  })
})

// Every slice limit, at the limit and one cent above. Expected values computed by hand as the
// exact sum of slices rounded half-up (e.g. 2026 at 2.902,84: 1.621 × 7,5% = 121,575 +
// 1.281,84 × 9% = 115,3656 → 236,9406 → 236,94).
describe('INSS at every slice limit', () => {
  it.each([
    [2024, '1412.00', 105.9, 1],
    [2024, '1412.01', 105.9, 2],
    [2024, '2666.68', 218.82, 2],
    [2024, '2666.69', 218.82, 3],
    [2024, '4000.03', 378.82, 3],
    [2024, '4000.04', 378.82, 4],
    [2024, '7786.02', 908.86, 4],
    [2024, '7786.03', 908.86, 4],
    [2025, '1518.00', 113.85, 1],
    [2025, '1518.01', 113.85, 2],
    [2025, '2793.88', 228.68, 2],
    [2025, '2793.89', 228.68, 3],
    [2025, '4190.83', 396.31, 3],
    [2025, '4190.84', 396.31, 4],
    [2025, '8157.41', 951.63, 4],
    [2025, '8157.42', 951.63, 4],
    [2026, '1621.00', 121.58, 1],
    [2026, '1621.01', 121.58, 2],
    [2026, '2902.84', 236.94, 2],
    [2026, '2902.85', 236.94, 3],
    [2026, '4354.27', 411.11, 3],
    [2026, '4354.28', 411.11, 4],
    [2026, '8475.55', 988.09, 4],
    [2026, '8475.56', 988.09, 4],
  ] as const)('%i at %s → %s (slice %i)', (year, salary, expected, bracket) => {
    const result = inss(year, salary)
    expect(result.contribution).toBe(expected)
    expect(result.bracket).toBe(bracket)
  })

  it('marks a salary above the teto as capped, and not the teto itself', () => {
    expect(inss(2026, '8475.56').capped).toBe(true)
    expect(inss(2026, '8475.55').capped).toBe(false)
  })

  it('one cent above the exact-sum rounding differs from per-slice truncation by 1–2 cents', () => {
    // 2024 teto: 908,86 here, 908,85 on payrolls that truncate each slice (docs/legal/inss-irrf.md).
    expect(inss(2024, 7786.02).contribution).toBe(908.86)
  })

  it('gives the worked examples of docs/legal/inss-irrf.md', () => {
    expect(inss(2025, 6000).contribution).toBe(649.6)
    expect(inss(2026, 6000).contribution).toBe(641.51)
    expect(inss(2026, 5000).contribution).toBe(501.51)
    expect(inss(2026, 1621).contribution).toBe(121.58)
  })

  it('is zero for zero or a negative amount', () => {
    expect(inss(2026, 0)).toEqual({ contribution: 0, bracket: 0, capped: false })
    expect(inss(2026, -5)).toEqual({ contribution: 0, bracket: 0, capped: false })
  })
})

describe('INSS properties', () => {
  const cents = fc.integer({ min: 0, max: 2_000_000 })
  it.each(TABLE_YEARS)('%i: never decreases with the salary, never exceeds the ceiling', (year) => {
    const ceiling = inss(year, legalTable(year).inss.ceilingSalary).contribution
    fc.assert(
      fc.property(cents, cents, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        const lo = inss(year, new D(low).div(100)).contribution
        const hi = inss(year, new D(high).div(100)).contribution
        expect(lo).toBeLessThanOrEqual(hi)
        expect(hi).toBeLessThanOrEqual(ceiling)
        // Never more than the top rate of the salary.
        expect(lo).toBeLessThanOrEqual(new D(low).div(100).times(0.14).plus(0.005).toNumber())
      }),
      { numRuns: 200 },
    )
  })
})
