import type { IrpfYear } from './table-years.ts'
import type { IrrfBracket, IrrfReduction, Sourced } from './types.ts'

/**
 * The IRPF annual return's figures per ano-calendário (docs/legal/income-tax.md).
 *
 * The annual table is the sum of the monthly tables in force in the year (Lei 11.482/2007 art. 1º
 * parágrafo único), its parcelas a deduzir set so the bands join without a jump: 12 × the monthly
 * parcela is not the annual one. AC 2025 blends four months of the 2024 monthly table with eight
 * of the May-2025 one (Lei 15.191/2025), so its zero band is 4 × 2.259,20 + 8 × 2.428,80.
 * The other deductions are Lei 9.250/1995's: simplified discount (art. 10 IX and X), dependant
 * (art. 8º II "c"), education per person (art. 8º II "b" 10), and PGBL up to 12% of the taxable
 * income (Lei 9.532/1997 art. 11). AC 2026 adds the annual reduction of art. 11-A (Lei
 * 15.270/2025), which has the same shape as the monthly one.
 */
export type AnnualIrpfTable = Sourced & {
  readonly year: IrpfYear
  readonly brackets: readonly IrrfBracket[]
  /** Desconto simplificado: this share of the taxable income, up to `simplifiedCap`. */
  readonly simplifiedRate: number
  readonly simplifiedCap: number
  readonly simplifiedSource: string
  /** Per dependant per year. */
  readonly dependentDeduction: number
  /** Education: per person, the taxpayer and each dependant. */
  readonly educationCapPerPerson: number
  /** PGBL and other private pension plans: this share of the taxable income. */
  readonly pgblShare: number
  /** Lei 9.250/1995 art. 11-A, measured on the gross taxable income; null before AC 2026. */
  readonly reduction: IrrfReduction | null
}

const DEDUCTIONS = {
  simplifiedRate: 0.2,
  dependentDeduction: 2275.08,
  educationCapPerPerson: 3561.5,
  pgblShare: 0.12,
} as const

const UPPER_BANDS = [33919.8, 45012.6, 55976.16] as const

/** The five bands from the zero band's limit and the four parcelas a deduzir. */
function bands(zeroUpTo: number, deductions: readonly [number, number, number, number]) {
  const [d1, d2, d3, d4] = deductions
  return [
    { upTo: zeroUpTo, rate: 0, deduction: 0 },
    { upTo: UPPER_BANDS[0], rate: 0.075, deduction: d1 },
    { upTo: UPPER_BANDS[1], rate: 0.15, deduction: d2 },
    { upTo: UPPER_BANDS[2], rate: 0.225, deduction: d3 },
    { upTo: null, rate: 0.275, deduction: d4 },
  ] as const
}

export const IRPF_2024: AnnualIrpfTable = {
  year: 2024,
  source: 'IN RFB 2.174/2024; Lei 11.482/2007 art. 1º p.u. (exercício 2025)',
  effectiveFrom: '2024-01-01',
  brackets: bands(26963.2, [2022.24, 4566.23, 7942.17, 10740.98]),
  simplifiedCap: 16754.34,
  simplifiedSource: 'Lei 9.250/1995, art. 10, IX',
  ...DEDUCTIONS,
  reduction: null,
}

export const IRPF_2025: AnnualIrpfTable = {
  year: 2025,
  source: 'IN RFB 2.299/2025; Lei 15.191/2025 (exercício 2026)',
  effectiveFrom: '2025-01-01',
  brackets: bands(28467.2, [2135.04, 4679.03, 8054.97, 10853.78]),
  simplifiedCap: 16754.34,
  simplifiedSource: 'Lei 9.250/1995, art. 10, IX',
  ...DEDUCTIONS,
  reduction: null,
}

export const IRPF_2026: AnnualIrpfTable = {
  year: 2026,
  source: 'IN RFB 2.299/2025; Lei 15.270/2025 (exercício 2027)',
  effectiveFrom: '2026-01-01',
  brackets: bands(29145.6, [2185.92, 4729.91, 8105.85, 10904.66]),
  simplifiedCap: 17640,
  simplifiedSource: 'Lei 9.250/1995, art. 10, X (Lei 15.270/2025)',
  ...DEDUCTIONS,
  reduction: {
    source: 'Lei 15.270/2025 → Lei 9.250/1995 art. 11-A',
    effectiveFrom: '2026-01-01',
    fullUpTo: 60000,
    fullMax: 2694.15,
    phaseOutUpTo: 88200,
    phaseOutConstant: 8429.73,
    phaseOutFactor: 0.095575,
  },
}

const TABLES: Readonly<Record<IrpfYear, AnnualIrpfTable>> = {
  2024: IRPF_2024,
  2025: IRPF_2025,
  2026: IRPF_2026,
}

export function annualIrpfTable(year: IrpfYear): AnnualIrpfTable {
  return TABLES[year]
}

/**
 * Tributação mínima (IRPFM, Lei 9.250/1995 art. 16-A, Lei 15.270/2025): from AC 2026, total
 * income (taxable, exempt and exclusively taxed) above this pays a minimum rate. Not computed
 * here; the screen names it.
 */
export const MINIMUM_TAX: Sourced & { readonly above: number } = {
  source: 'Lei 15.270/2025 → Lei 9.250/1995 art. 16-A',
  effectiveFrom: '2026-01-01',
  above: 600000,
}
