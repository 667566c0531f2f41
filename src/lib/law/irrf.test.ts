import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { D, money } from '../core/money.ts'
import { inssContribution } from './inss.ts'
import { monthlyIrrf, reductionFor, tableTax, thirteenthIrrf } from './irrf.ts'
import { legalTable } from './tables/by-year.ts'
import { tableForPayment } from './tables/table-on.ts'
import { TABLE_YEARS, type TableYear } from './tables/table-years.ts'
import { IRRF_FEB_2024 } from './tables/year-2024.ts'
import { IRRF_MAY_2025 } from './tables/year-2025.ts'

const monthly = (year: TableYear, gross: number, dependents = 0) => {
  const table = legalTable(year)
  const income = money(gross)
  const inss = inssContribution(new D(income), table.inss).contribution
  return { inss, ...monthlyIrrf({ income, inss, dependents, table }) }
}

describe('authorities', () => {
  it('RFB example: gross 6.000 with the 2025 INSS 649,60 under the 2026 rules → 382,88', () => {
    // base 5.350,40; tax 5.350,40 × 27,5% − 908,73 = 562,63; reduction 978,62 − 0,133145 ×
    // 6.000 = 179,75; IRRF 382,88 (docs/legal/inss-irrf.md).
    const r = monthlyIrrf({
      income: money(6000),
      inss: money(649.6),
      dependents: 0,
      table: legalTable(2026),
    })
    expect(r).toMatchObject({
      deductionMethod: 'legal',
      base: 5350.4,
      taxBeforeReduction: 562.63,
      reduction: 179.75,
      computed: 382.88,
      withheld: 382.88,
      bracket: 5,
      rate: 27.5,
    })
  })

  it('docs/legal/inss-irrf.md 2026 example: gross 6.000 → INSS 641,51, tax 564,85, reduction 179,75, IRRF 385,10', () => {
    expect(monthly(2026, 6000)).toMatchObject({
      inss: 641.51,
      base: 5358.49,
      taxBeforeReduction: 564.85,
      reduction: 179.75,
      withheld: 385.1,
    })
  })

  it('2026 gross 7.000: reduction 978,62 − 0,133145 × 7.000 = 46,605 → 46,61', () => {
    const r = monthly(2026, 7000)
    expect(r.reduction).toBe(46.61)
    expect(r.withheld).toBe(money(new D(r.taxBeforeReduction).minus(46.61)))
  })

  it('2026 gross 5.000: the tax from the table is exactly 312,89 and all of it is reduced', () => {
    // INSS 501,51 < 607,20, so the simplified discount: (5.000 − 607,20) × 22,5% − 675,49.
    expect(monthly(2026, 5000)).toMatchObject({
      deductionMethod: 'simplificado',
      taxBeforeReduction: 312.89,
      reduction: 312.89,
      computed: 0,
      withheld: 0,
      belowMinimumWithholding: false,
    })
  })

  it('the same gross of 6.000 in 2024 and 2025 has no reduction', () => {
    expect(monthly(2025, 6000)).toMatchObject({ inss: 649.6, reduction: 0, withheld: 562.63 })
    expect(monthly(2024, 6000).reduction).toBe(0)
  })
})

// Every band limit, at the limit and one cent above (expected: base × rate − deduction, rounded).
describe('IRRF table at every band limit', () => {
  it.each([
    ['Feb/2024', '2259.20', 0, 1, IRRF_FEB_2024],
    ['Feb/2024', '2259.21', 0, 2, IRRF_FEB_2024],
    ['Feb/2024', '2826.65', 42.56, 2, IRRF_FEB_2024],
    ['Feb/2024', '2826.66', 42.56, 3, IRRF_FEB_2024],
    ['Feb/2024', '3751.05', 181.22, 3, IRRF_FEB_2024],
    ['Feb/2024', '3751.06', 181.22, 4, IRRF_FEB_2024],
    ['Feb/2024', '4664.68', 386.78, 4, IRRF_FEB_2024],
    ['Feb/2024', '4664.69', 386.79, 5, IRRF_FEB_2024],
    ['May/2025', '2428.80', 0, 1, IRRF_MAY_2025],
    ['May/2025', '2428.81', 0, 2, IRRF_MAY_2025],
    ['May/2025', '2826.65', 29.84, 2, IRRF_MAY_2025],
    ['May/2025', '2826.66', 29.84, 3, IRRF_MAY_2025],
    ['May/2025', '3751.05', 168.5, 3, IRRF_MAY_2025],
    ['May/2025', '3751.06', 168.5, 4, IRRF_MAY_2025],
    ['May/2025', '4664.68', 374.06, 4, IRRF_MAY_2025],
    ['May/2025', '4664.69', 374.06, 5, IRRF_MAY_2025],
  ] as const)('%s: base %s → %s (band %i)', (_, base, tax, bracket, table) => {
    expect(tableTax(new D(base), table)).toMatchObject({ tax, bracket })
  })

  it('is zero for a zero base', () => {
    expect(tableTax(new D(0), IRRF_MAY_2025)).toEqual({ tax: 0, bracket: 1, rate: 0 })
  })

  it('falls back to the last band of a table without an open band', () => {
    const closed = { ...IRRF_MAY_2025, brackets: [{ upTo: 100, rate: 0.1, deduction: 0 }] }
    expect(tableTax(new D(200), closed)).toEqual({ tax: 20, bracket: 1, rate: 10 })
  })
})

describe('2026 reduction limits (Lei 15.270/2025)', () => {
  const reduction = legalTable(2026).irrfReduction
  it.each([
    ['5000.00', 400, 312.89],
    ['5000.00', 100, 100],
    ['5000.01', 400, 312.89],
    ['7000.00', 400, 46.61],
    ['7349.99', 400, 0.01],
    ['7350.00', 400, 0],
    ['7350.01', 400, 0],
    ['7000.00', 20, 20],
  ] as const)('income %s, tax %s → %s', (income, tax, expected) => {
    expect(reductionFor(new D(income), money(tax), reduction)).toBe(expected)
  })

  it('is zero without a reduction table', () => {
    expect(reductionFor(new D(3000), money(50), null)).toBe(0)
  })

  it('never goes negative when the linear formula does', () => {
    const steep = { ...reduction!, phaseOutUpTo: 9000 }
    expect(reductionFor(new D(8000), money(500), steep)).toBe(0)
  })
})

describe('deductions', () => {
  it('uses the legal deductions when INSS + dependents beat the simplified discount', () => {
    const r = monthly(2026, 6000, 2)
    expect(r.deductionMethod).toBe('legal')
    expect(r.dependentsDeduction).toBe(379.18)
    expect(r.legalDeductions).toBe(1020.69)
    expect(r.base).toBe(4979.31)
  })

  it('uses the simplified discount when it is larger', () => {
    const r = monthly(2025, 4000)
    expect(r.deductionMethod).toBe('simplificado')
    expect(r.deduction).toBe(607.2)
  })

  it('names the simplified discount of the table it applied, the payment month’s', () => {
    // docs/legal/inss-irrf.md: R$ 528,00 in January 2024 (Lei 14.663/2023), R$ 564,80 from
    // February (Lei 14.848/2024); a screen quotes it beside the legal deductions that beat it.
    const at = (date: string) =>
      monthlyIrrf({
        income: money(6000),
        inss: money(658.82),
        dependents: 0,
        table: tableForPayment(2024, date),
      })
    expect(at('2024-01-29')).toMatchObject({ deductionMethod: 'legal', simplifiedDiscount: 528 })
    expect(at('2024-02-29').simplifiedDiscount).toBe(564.8)
  })

  it('never has a negative base', () => {
    const r = monthly(2025, 500, 5)
    expect(r.base).toBe(0)
    expect(r.withheld).toBe(0)
  })
})

describe('R$ 10,00 minimum withholding (Lei 9.430/1996 art. 67)', () => {
  it('does not withhold a computed IRRF of exactly 10,00', () => {
    // 2025: 3.169,33 − 607,20 = 2.562,13 × 7,5% − 182,16 = 9,99975 → 10,00.
    const r = monthly(2025, 3169.33)
    expect(r).toMatchObject({ computed: 10, withheld: 0, belowMinimumWithholding: true })
  })

  it('withholds 10,01', () => {
    const r = monthly(2025, 3169.47)
    expect(r).toMatchObject({ computed: 10.01, withheld: 10.01, belowMinimumWithholding: false })
  })
})

const thirteenth = (year: TableYear, gross: number, dependents = 0) => {
  const table = legalTable(year)
  const income = money(gross)
  const inss = inssContribution(new D(income), table.inss).contribution
  return { inss, ...thirteenthIrrf({ income, inss, dependents, table }) }
}

describe('docs/legal/inss-irrf.md, 13º salário: the 13º with the more favourable deduction and no R$ 10,00 waiver (Lei 9.250/1995 art. 4º §2º; RIR/2018 art. 700; Lei 9.430/1996 art. 67)', () => {
  it('docs/legal/inss-irrf.md, 13º salário: 13º of R$ 3.000,00 in 2024 uses the simplified discount and pays 13,20', () => {
    expect(thirteenth(2024, 3000)).toMatchObject({
      inss: 258.82,
      legalDeductions: 258.82,
      deductionMethod: 'simplificado',
      deduction: 564.8,
      base: 2435.2,
      rate: 7.5,
      taxBeforeReduction: 13.2,
      reduction: 0,
      withheld: 13.2,
    })
  })

  it('docs/legal/inss-irrf.md, 13º salário: 13º of R$ 3.100,00 in 2025 withholds 4,80 (no R$ 10,00 waiver)', () => {
    expect(thirteenth(2025, 3100)).toMatchObject({
      inss: 265.41,
      deductionMethod: 'simplificado',
      deduction: 607.2,
      base: 2492.8,
      taxBeforeReduction: 4.8,
      computed: 4.8,
      withheld: 4.8,
      belowMinimumWithholding: false,
    })
    // The same amount as a month's wages is waived: the art. 67 waiver is for the annual return.
    expect(monthly(2025, 3100)).toMatchObject({
      computed: 4.8,
      withheld: 0,
      belowMinimumWithholding: true,
    })
  })

  it('docs/legal/inss-irrf.md, 13º salário: 13º of R$ 2.780,00 in 2025 falls in the zero band with the simplified discount', () => {
    expect(thirteenth(2025, 2780)).toMatchObject({
      inss: 227.43,
      deductionMethod: 'simplificado',
      base: 2172.8,
      rate: 0,
      taxBeforeReduction: 0,
      withheld: 0,
    })
  })

  it('docs/legal/inss-irrf.md, 13º salário: 13º of R$ 5.000,00 in 2026 pays no tax', () => {
    // Lei 9.250 art. 3º-A §3º: the table tax 312,89 equals the reduction's cap.
    expect(thirteenth(2026, 5000)).toMatchObject({
      inss: 501.51,
      deductionMethod: 'simplificado',
      base: 4392.8,
      rate: 22.5,
      taxBeforeReduction: 312.89,
      reduction: 312.89,
      withheld: 0,
    })
  })

  it('docs/legal/inss-irrf.md, 13º salário: 13º of R$ 5.500,00 in 2026 withholds 190,47', () => {
    expect(thirteenth(2026, 5500)).toMatchObject({
      inss: 571.51,
      deductionMethod: 'simplificado',
      base: 4892.8,
      rate: 27.5,
      taxBeforeReduction: 436.79,
      reduction: 246.32,
      withheld: 190.47,
    })
  })

  it('docs/legal/inss-irrf.md, 13º salário: 13º of R$ 7.000,00 in 2026 with 2 dependants uses the legal deductions and withholds 650,47', () => {
    expect(thirteenth(2026, 7000, 2)).toMatchObject({
      inss: 781.51,
      legalDeductions: 1160.69,
      deductionMethod: 'legal',
      deduction: 1160.69,
      base: 5839.31,
      taxBeforeReduction: 697.08,
      reduction: 46.61,
      withheld: 650.47,
    })
  })
})

describe('13º properties (Lei 9.250/1995 art. 4º §2º; Lei 9.430/1996 art. 67)', () => {
  const args = fc.tuple(
    fc.constantFrom(...TABLE_YEARS),
    fc.integer({ min: 0, max: 3_000_000 }),
    fc.integer({ min: 0, max: 6 }),
    fc.integer({ min: 0, max: 200_000 }),
  )

  it('the 13º tax is never above the tax with legal deductions only', () => {
    fc.assert(
      fc.property(args, ([year, c, dep, pension]) => {
        const table = legalTable(year)
        const income = money(c / 100)
        const alimony = money(pension / 100)
        const inss = inssContribution(new D(income), table.inss).contribution
        const r = thirteenthIrrf({ income, inss, dependents: dep, table, alimony })
        const legal = new D(inss)
          .plus(new D(table.irrf.dependentDeduction).times(dep))
          .plus(alimony)
        const difference = new D(income).minus(legal)
        const base = difference.isNegative() ? new D(0) : difference
        const legalTax = tableTax(base, table.irrf).tax
        const legalOnly = legalTax - reductionFor(new D(income), legalTax, table.irrfReduction)
        expect(r.withheld).toBeLessThanOrEqual(money(legalOnly))
      }),
      { numRuns: 300 },
    )
  })

  it("the 13º computes as a month's wages and withholds all of it, however small", () => {
    fc.assert(
      fc.property(args, ([year, c, dep]) => {
        const month = monthly(year, c / 100, dep)
        const r = thirteenth(year, c / 100, dep)
        expect(r.computed).toBe(month.computed)
        expect(r.withheld).toBe(r.computed)
        expect(r.belowMinimumWithholding).toBe(false)
      }),
      { numRuns: 300 },
    )
  })

  it('2026: a 13º up to 5.000,00 pays no tax (Lei 9.250/1995 art. 3º-A §3º)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 0, max: 10 }),
        (c, dep) => {
          expect(thirteenth(2026, c / 100, dep).withheld).toBe(0)
        },
      ),
      { numRuns: 200 },
    )
  })
})

describe('IRRF properties', () => {
  const cents = fc.integer({ min: 0, max: 3_000_000 })

  it.each([IRRF_FEB_2024, IRRF_MAY_2025])(
    'is continuous across bands: +1 cent adds ≤ 1 cent',
    (table) => {
      fc.assert(
        fc.property(cents, (c) => {
          const a = tableTax(new D(c).div(100), table).tax
          const b = tableTax(new D(c + 1).div(100), table).tax
          expect(b - a).toBeGreaterThanOrEqual(0)
          expect(Math.round((b - a) * 100)).toBeLessThanOrEqual(1)
        }),
        { numRuns: 200 },
      )
      for (const band of table.brackets.slice(0, -1)) {
        const at = tableTax(new D(band.upTo!), table).tax
        const above = tableTax(new D(band.upTo!).plus(0.01), table).tax
        expect(Math.round((above - at) * 100)).toBeLessThanOrEqual(1)
      }
    },
  )

  it('2026: any gross up to 5.000,00 pays no IRRF, with any number of dependents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 0, max: 10 }),
        (c, dep) => {
          expect(monthly(2026, c / 100, dep).withheld).toBe(0)
        },
      ),
      { numRuns: 200 },
    )
  })

  it.each(TABLE_YEARS)('%i: IRRF = tax − reduction, withheld only above R$ 10', (year) => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 6 }),
        (c, dep) => {
          const r = monthly(year, c / 100, dep)
          expect(r.computed).toBe(money(new D(r.taxBeforeReduction).minus(r.reduction)))
          expect(r.reduction).toBeLessThanOrEqual(r.taxBeforeReduction)
          expect(r.withheld === 0 || r.withheld > 10).toBe(true)
        },
      ),
      { numRuns: 200 },
    )
  })
})
