import fc from 'fast-check'

import { D, money } from '../core/money.ts'
import { annualIrpfTable } from '../law/tables/irpf-annual.ts'
import { educationCap, pgblCap, tableYearOf } from './income-tax-options.ts'

// The caps the form warns about, computed without decimal.js, equal the formulas' (Lei 9.532/1997
// art. 11: 12% of the taxable income; Lei 9.250/1995 art. 8º II "b" 10: 3.561,50 per person).
describe('the caps the IRPF form warns about', () => {
  it('PGBL: 12% of the income, half-up to the cent', () => {
    expect(pgblCap(75000, 2026)).toBe(9000)
    expect(pgblCap(120000, 2026)).toBe(14400)
    // 12% of 0,05 is 0,006: half-up gives 0,01; of 0,04 (0,0048) it gives 0,00.
    expect(pgblCap(0.05, 2025)).toBe(0.01)
    expect(pgblCap(0.04, 2025)).toBe(0)
    expect(pgblCap(0, 2025)).toBe(0)
  })

  it('PGBL: the same as the decimal formula for any amount in cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000_000_000 }), (cents) => {
        const income = cents / 100
        expect(pgblCap(income, 2026)).toBe(money(new D(income).times('0.12')))
      }),
    )
  })

  it('education: the table’s figure per person, the latest year when none is named', () => {
    expect(educationCap(2024)).toBe(3561.5)
    expect(educationCap(tableYearOf(null))).toBe(
      annualIrpfTable(tableYearOf(1999)).educationCapPerPerson,
    )
  })
})
