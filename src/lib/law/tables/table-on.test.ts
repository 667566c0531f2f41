import { describe, expect, it } from 'vitest'

import { legalTable } from './by-year.ts'
import { pendingTables, wantedYear, type YearlyPart } from './pending-tables.ts'
import { irrfOn, tableForPayment, tableOn, tableYearOn } from './table-on.ts'
import { TABLE_YEARS } from './table-years.ts'

// The monthly IRRF tables and their dates of force: Lei 14.663/2023 (January 2024), MP 1.206/2024
// → Lei 14.848/2024 (February 2024 to April 2025), MP 1.294/2025 → Lei 15.191/2025 (from May
// 2025), plus the Lei 15.270/2025 reduction from 2026 (docs/legal/inss-irrf.md, "Tables by date of force").

describe('tableOn: the table in force on a date', () => {
  it.each([
    ['2024-01-31', 2112, 528, null],
    ['2024-02-01', 2259.2, 564.8, null],
    ['2024-12', 2259.2, 564.8, null],
    ['2025-01-15', 2259.2, 564.8, null],
    ['2025-04-30', 2259.2, 564.8, null],
    ['2025-05-01', 2428.8, 607.2, null],
    ['2025-12', 2428.8, 607.2, null],
    ['2026-01-01', 2428.8, 607.2, 312.89],
    ['2027-01-06', 2428.8, 607.2, 312.89],
    ['2028-03-10', 2428.8, 607.2, 312.89],
  ])(
    '%s: zero band up to %s, simplified discount %s, reduction up to %s',
    (date, zero, discount, reduction) => {
      const t = tableOn(date)
      expect(t.irrf.brackets[0]?.upTo).toBe(zero)
      expect(t.irrf.simplifiedDiscount).toBe(discount)
      expect(t.irrfReduction?.fullMax ?? null).toBe(reduction)
    },
  )

  it('cites the act in force in the month', () => {
    expect(tableOn('2024-01').irrf.source).toContain('Lei 14.663/2023')
    expect(tableOn('2025-03').irrf.source).toContain('Lei 14.848/2024')
    expect(tableOn('2025-05').irrf.source).toContain('Lei 15.191/2025')
  })

  it('a year without its own table keeps the latest; one before the first takes the first', () => {
    expect(tableYearOn('2028-01-06')).toBe(2027)
    expect(tableOn('2028-01-06').year).toBe(2027)
    expect(tableYearOn('2023-12-31')).toBe(2024)
    expect(tableOn('2023-12-31').irrf.simplifiedDiscount).toBe(528)
  })

  it('a year chosen apart from the date keeps what "Tabela de <ano>" means', () => {
    expect(tableForPayment(2025, '2024-01-10')).toBe(legalTable(2025))
    expect(tableForPayment(2025, null)).toBe(legalTable(2025))
    expect(tableForPayment(2025, '2025-03-10').irrf.simplifiedDiscount).toBe(564.8)
    // The year's own table is returned as is when nothing changes in the month.
    expect(tableForPayment(2026, '2026-07-01')).toBe(legalTable(2026))
  })

  it('every year lists its monthly tables oldest first, ending with the year table', () => {
    for (const year of TABLE_YEARS) {
      const t = legalTable(year)
      const starts = t.irrfMonthly.map((m) => m.effectiveFrom)
      expect([...starts].sort()).toEqual(starts)
      expect(t.irrfMonthly[t.irrfMonthly.length - 1]).toBe(t.irrf)
      expect(irrfOn(t, `${String(year)}-12-31`)).toBe(t.irrf)
      // The table of 1 January is one in force by then.
      expect(irrfOn(t, `${String(year)}-01-01`).effectiveFrom <= `${String(year)}-01-01`).toBe(true)
    }
  })
})

const ALL: readonly YearlyPart[] = ['salario-minimo', 'inss', 'seguro-desemprego', 'mei']

describe('2027 on day one: what is law is in, what is not is named', () => {
  it('2026: nothing pending', () => {
    expect(pendingTables(legalTable(2026), ALL, 2026)).toEqual([])
  })

  it('06/01/2027: IRRF of 2026 with the reduction (law); minimum wage, INSS, seguro and MEI of 2026 stand in', () => {
    const t = tableOn('2027-01-06')
    expect(t.year).toBe(2027)
    expect(t.irrfReduction?.source).toContain('Lei 15.270/2025')
    expect(t.inss).toBe(legalTable(2026).inss)
    expect(pendingTables(t, ALL, wantedYear(t, 2027))).toEqual(
      ALL.map((part) => ({ part, year: 2027, usedYear: 2026 })),
    )
  })

  it('in 2028, on the latest table, the page names 2028 as the year pending', () => {
    const t = tableOn('2028-02-01')
    expect(wantedYear(t, 2028)).toBe(2028)
    expect(pendingTables(t, ['inss'], wantedYear(t, 2028))).toEqual([
      { part: 'inss', year: 2028, usedYear: 2026 },
    ])
    // A year chosen on purpose is that year's question, whatever the date.
    expect(wantedYear(legalTable(2025), 2028)).toBe(2025)
    expect(pendingTables(legalTable(2025), ALL, 2025)).toEqual([])
  })
})
