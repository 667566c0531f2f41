// The salário mínimo since 1995 (CF art. 7º IV), from the yearly decrees and laws, and the same
// figure as the yearly legal tables where both have it.
import { legalTable } from './by-year.ts'
import { minimumWage, minimumWageOfYear, minimumWageOn } from './minimum-wage-history.ts'
import { TABLE_YEARS } from './table-years.ts'

describe('salário mínimo (the yearly decrees and laws)', () => {
  it('covers 1995–2026, the value that ended each year', () => {
    expect(minimumWageOfYear(1995)?.monthly).toBe(100)
    expect(minimumWageOfYear(2000)?.monthly).toBe(151)
    expect(minimumWageOfYear(2011)?.monthly).toBe(545)
    expect(minimumWageOfYear(2020)?.monthly).toBe(1045)
    expect(minimumWageOfYear(2023)?.monthly).toBe(1320)
    expect(minimumWageOfYear(2026)?.monthly).toBe(1621)
    for (let year = 1995; year <= 2026; year++) expect(minimumWageOfYear(year)).not.toBeNull()
  })

  it('changed in April or May until 2007, in January from 2010 (Lei 12.382/2011)', () => {
    expect(minimumWageOn('1995-04-30')?.monthly).toBe(70)
    expect(minimumWageOn('1995-05-01')?.monthly).toBe(100)
    expect(minimumWageOn('2023-04')?.monthly).toBe(1302)
    expect(minimumWageOn('2023-05')?.monthly).toBe(1320)
    expect(minimumWageOn('1994-08-31')).toBeNull()
  })

  it('only rises, and is sorted', () => {
    for (let i = 1; i < minimumWage.length; i++) {
      const [before, after] = [minimumWage[i - 1], minimumWage[i]]
      expect((after?.effectiveFrom ?? '') > (before?.effectiveFrom ?? '')).toBe(true)
      expect(after?.monthly).toBeGreaterThan(before?.monthly ?? 0)
    }
  })
})

describe('the history agrees with the yearly legal tables', () => {
  it.each(TABLE_YEARS)('%i', (year) => {
    const table = legalTable(year).minimumWage
    expect(minimumWageOn(table.effectiveFrom)?.monthly).toBe(table.monthly)
  })
})
