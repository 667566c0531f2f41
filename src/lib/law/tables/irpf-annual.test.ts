import { D } from '../../core/money.ts'
import { IRPF_2024, IRPF_2025, IRPF_2026, type AnnualIrpfTable } from './irpf-annual.ts'
import { IRRF_MAY_2025 } from './year-2025.ts'
import { YEAR_2024 } from './year-2024.ts'

// docs/legal/income-tax.md, the annual table: the annual table is the sum of the year's monthly tables (Lei 11.482/2007
// art. 1º p.u.), its parcelas set by continuity of the bands; re-derived here from the monthly
// tables this site already carries.
const monthly2024 = YEAR_2024.irrf.brackets.map((b) => b.upTo)
const monthly2025 = IRRF_MAY_2025.brackets.map((b) => b.upTo)

function continuousDeductions(table: AnnualIrpfTable): number[] {
  const deductions = [new D(0)]
  table.brackets.slice(1).forEach((band, i) => {
    const previous = table.brackets[i]
    if (!previous || previous.upTo === null) return
    const last = deductions[i] ?? new D(0)
    deductions.push(last.plus(new D(previous.upTo).times(new D(band.rate).minus(previous.rate))))
  })
  // Accumulated exactly, rounded to the cent once each (4.566,225 → 4.566,23).
  return deductions.map((d) => d.toDecimalPlaces(2).toNumber())
}

describe('annual IRPF tables', () => {
  it('zero bands: 2.112 + 11 × 2.259,20 (2024), 4 × 2.259,20 + 8 × 2.428,80 (2025), 12 × 2.428,80 (2026)', () => {
    expect(IRPF_2024.brackets[0]?.upTo).toBe(new D(2112).plus(new D(2259.2).times(11)).toNumber())
    expect(IRPF_2025.brackets[0]?.upTo).toBe(
      new D(monthly2024[0] ?? 0)
        .times(4)
        .plus(new D(monthly2025[0] ?? 0).times(8))
        .toNumber(),
    )
    expect(IRPF_2026.brackets[0]?.upTo).toBe(new D(monthly2025[0] ?? 0).times(12).toNumber())
  })

  it('the upper bands are twelve months of the monthly ones', () => {
    for (const table of [IRPF_2024, IRPF_2025, IRPF_2026])
      expect(table.brackets.slice(1, 4).map((b) => b.upTo)).toEqual(
        monthly2025.slice(1, 4).map((upTo) => new D(upTo ?? 0).times(12).toNumber()),
      )
  })

  it('every parcela a deduzir joins the bands without a jump (10.904,66 in 2026, not 12 × 908,73)', () => {
    for (const table of [IRPF_2024, IRPF_2025, IRPF_2026])
      expect(table.brackets.map((b) => b.deduction)).toEqual(continuousDeductions(table))
    expect(IRPF_2026.brackets[4]?.deduction).toBe(10904.66)
  })

  it('the dependant is 12 × 189,59; the simplified cap rises to 17.640,00 in 2026 (art. 10 X)', () => {
    for (const table of [IRPF_2024, IRPF_2025, IRPF_2026])
      expect(table.dependentDeduction).toBe(
        new D(YEAR_2024.irrf.dependentDeduction).times(12).toNumber(),
      )
    expect([IRPF_2024, IRPF_2025, IRPF_2026].map((t) => t.simplifiedCap)).toEqual([
      16754.34, 16754.34, 17640,
    ])
  })
})
