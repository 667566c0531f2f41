import fc from 'fast-check'
import { money } from '../core/money.ts'

import { moneyFig } from '../core/steps.ts'
import { stepsProblems } from '../core/step-check.ts'
import { stepsOutline } from '../core/step-outline.ts'
import { expectAllFinite } from '../../test/expect-finite.ts'
import { calculateIncomeTax, type IncomeTaxInput } from './income-tax.ts'

function compute(input: IncomeTaxInput) {
  const outcome = calculateIncomeTax(input)
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors))
  return outcome.value
}

/** The figure on the card: the refund or the tax to pay, as a positive amount. */
const shown = (r: ReturnType<typeof compute>) => moneyFig(money(Math.abs(r.balance)))

/** A row of docs/legal/income-tax.md, worked examples as deductions / base / tax of each model. */
function rows(r: ReturnType<typeof compute>) {
  const c = r.complete
  const s = r.simplified
  return {
    complete: [c.deductions, c.base, c.tableTax, c.reduction, c.due],
    simplified: [s.deductions, s.base, s.tableTax, s.reduction, s.due],
  }
}

// docs/legal/income-tax.md, worked examples, every worked example (Lei 9.250/1995 arts. 8º, 10, 11-A, 13; annual
// tables of INs RFB 2.174/2024 and 2.299/2025).
describe('docs/legal/income-tax.md, worked examples', () => {
  it('E1 (AC 2024): rend 60.000, INSS 6.500, IRRF 5.000 → simplified by 1.237,50, refund 2.142,17, 4,76%', () => {
    const r = compute({ ano: 2024, rendimentos: 60000, inss: 6500, irrf: 5000 })
    expect(rows(r)).toEqual({
      complete: [6500, 53500, 4095.33, 0, 4095.33],
      simplified: [12000, 48000, 2857.83, 0, 2857.83],
    })
    expect(r).toMatchObject({ best: 'simplificado', advantage: 1237.5, balance: -2142.17 })
    expect(r.effectiveRate).toBe(4.76)
    expect(r.simplified.capReached).toBe(false)
    expect(stepsProblems(r.steps, shown(r))).toEqual([])
  })

  it('E2 (AC 2025): rend 90.000, 2 dep., saúde, educação, PGBL → complete by 4.481,35, refund 4.992,57, 5,34%', () => {
    const r = compute({
      ano: 2025,
      rendimentos: 90000,
      inss: 9500,
      irrf: 9800,
      dependentes: 2,
      saude: 8000,
      // The example's 5.000,00 of education: 2.500,00 for each child, under each one's cap.
      educacaoDependentes: [2500, 2500],
      pgbl: 6000,
    })
    expect(rows(r)).toEqual({
      complete: [33050.16, 56949.84, 4807.43, 0, 4807.43],
      simplified: [16754.34, 73245.66, 9288.78, 0, 9288.78],
    })
    expect(r).toMatchObject({ best: 'completo', advantage: 4481.35, balance: -4992.57 })
    expect(r.effectiveRate).toBe(5.34)
    expect(r.simplified.capReached).toBe(true)
    expect(r.complete).toMatchObject({ educationCapped: 0, pgblCapped: false })
    expect(stepsProblems(r.steps, shown(r))).toEqual([])
  })

  it('E3 (AC 2025): rend 48.000, INSS 4.900, IRRF 2.300 → simplified, refund 1.219,03, 2,25%', () => {
    const r = compute({ ano: 2025, rendimentos: 48000, inss: 4900, irrf: 2300 })
    expect(rows(r)).toEqual({
      complete: [4900, 43100, 1785.97, 0, 1785.97],
      simplified: [9600, 38400, 1080.97, 0, 1080.97],
    })
    expect(r).toMatchObject({ best: 'simplificado', balance: -1219.03, effectiveRate: 2.25 })
    expect(stepsProblems(r.steps, shown(r))).toEqual([])
  })

  it('E4 (AC 2026): rend 58.000, INSS 6.100, IRRF 1.500 → the reduction zeroes the simplified, refund 1.500,00, 0%', () => {
    const r = compute({ ano: 2026, rendimentos: 58000, inss: 6100, irrf: 1500 })
    expect(rows(r)).toEqual({
      complete: [6100, 51900, 3571.65, 2694.15, 877.5],
      simplified: [11600, 46400, 2334.15, 2334.15, 0],
    })
    expect(r).toMatchObject({ best: 'simplificado', balance: -1500, effectiveRate: 0 })
    expect(stepsProblems(r.steps, shown(r))).toEqual([])
  })

  it('E5 (AC 2026): rend 75.000, 1 dep., saúde 3.000 → reduction 1.261,61 in both, pay 1.933,73, 5,78%', () => {
    const r = compute({
      ano: 2026,
      rendimentos: 75000,
      inss: 8200,
      irrf: 2400,
      dependentes: 1,
      saude: 3000,
    })
    expect(rows(r)).toEqual({
      complete: [13475.08, 61524.92, 6014.69, 1261.61, 4753.08],
      simplified: [15000, 60000, 5595.34, 1261.61, 4333.73],
    })
    expect(r).toMatchObject({ best: 'simplificado', balance: 1933.73, effectiveRate: 5.78 })
    expect(stepsProblems(r.steps, shown(r))).toEqual([])
  })

  it('E6 (AC 2026): rend 120.000, PGBL 15.000 capped at 14.400 → complete, refund 7.635,31, 8,22%, no reduction', () => {
    const r = compute({
      ano: 2026,
      rendimentos: 120000,
      inss: 11800,
      irrf: 17500,
      dependentes: 1,
      // The example's 4.000,00 of education: 2.000,00 the holder's, 2.000,00 the dependant's.
      educacao: 2000,
      educacaoDependentes: [2000],
      saude: 12000,
      pgbl: 15000,
    })
    expect(rows(r)).toEqual({
      complete: [44475.08, 75524.92, 9864.69, 0, 9864.69],
      simplified: [17640, 102360, 17244.34, 0, 17244.34],
    })
    expect(r).toMatchObject({ best: 'completo', balance: -7635.31, effectiveRate: 8.22 })
    expect(r.complete).toMatchObject({ pgbl: 14400, pgblCap: 14400, pgblCapped: true })
    expect(r.simplified.capReached).toBe(true)
    expect(stepsProblems(r.steps, shown(r))).toEqual([])
  })
})

describe('steps', () => {
  it('E5 read as the law computes it, article by article', () => {
    const r = compute({
      ano: 2026,
      rendimentos: 75000,
      inss: 8200,
      irrf: 2400,
      dependentes: 1,
      saude: 3000,
    })
    expect(stepsOutline(r.steps)).toEqual([
      'Dedução por dependentes: 2275.08 × 1 dependente = 2275.08',
      'Deduções (completo): 8200.00 + 2275.08 + 3000.00 = 13475.08',
      'Base de cálculo (completo): 75000.00 − 13475.08 = 61524.92',
      'Imposto pela tabela anual (completo): 61524.92 × 27.5% − 10904.66 = 6014.69',
      'Redução anual (completo): min(6014.69; 8429.73 − 0.095575 × 75000.00) = 1261.61',
      'Imposto devido (completo): 6014.69 − 1261.61 = 4753.08',
      'Desconto simplificado: min(75000.00 × 20%; 17640.00) = 15000.00',
      'Base de cálculo (simplificado): 75000.00 − 15000.00 = 60000.00',
      'Imposto pela tabela anual (simplificado): 60000.00 × 27.5% − 10904.66 = 5595.34',
      'Redução anual (simplificado): min(5595.34; 8429.73 − 0.095575 × 75000.00) = 1261.61',
      'Imposto devido (simplificado): 5595.34 − 1261.61 = 4333.73',
      'Vantagem do modelo simplificado: 4753.08 − 4333.73 = 419.35',
      'Imposto a pagar: 4333.73 − 2400.00 = 1933.73',
    ])
  })

  it('education above its cap is capped per person, and said', () => {
    const r = compute({ ano: 2025, rendimentos: 100000, dependentes: 1, educacao: 10000 })
    // Lei 9.250 art. 8º II "b" 10: 3.561,50 for the taxpayer and each dependant, each on their
    // own expenses (docs/legal/income-tax.md): the holder's 10.000,00 gives 3.561,50.
    expect(r.complete).toMatchObject({
      education: 3561.5,
      educationCap: 3561.5,
      educationCapped: 1,
    })
    expect(stepsOutline(r.steps)).toContain('Educação dedutível: min(10000.00; 3561.50) = 3561.50')
  })

  it('one child’s school is not covered by another person’s unused limit', () => {
    // The case a person met: 2 dependants, 7.123,00 of one child's school. Pooled it was all
    // deducted (2 × 3.561,50); per person, the child's cap is 3.561,50.
    const r = compute({
      ano: 2025,
      rendimentos: 100000,
      dependentes: 2,
      educacaoDependentes: [7123, 0],
    })
    expect(r.complete).toMatchObject({ education: 3561.5, educationCapped: 1 })
    const each = compute({
      ano: 2025,
      rendimentos: 100000,
      dependentes: 2,
      educacao: 1000,
      educacaoDependentes: [3561.5, 4000],
    })
    expect(each.complete).toMatchObject({ education: 8123, educationCapped: 1 })
    expect(stepsOutline(each.steps)).toContain(
      'Educação dedutível: min(1000.00; 3561.50) + min(3561.50; 3561.50) + min(4000.00; 3561.50) = 8123.00',
    )
  })

  it('more education amounts than dependants is an error at the field', () => {
    const r = calculateIncomeTax({
      rendimentos: 50000,
      dependentes: 1,
      educacaoDependentes: [1, 2],
    })
    expect(r).toEqual({
      ok: false,
      errors: [{ field: 'educacaoDependentes', code: 'too-large', limit: 1 }],
    })
    const negative = calculateIncomeTax({
      rendimentos: 50000,
      dependentes: 1,
      educacaoDependentes: [-1],
    })
    expect(negative.ok).toBe(false)
  })

  it('no deduction typed: the complete model deducts nothing', () => {
    const r = compute({ ano: 2024, rendimentos: 30000 })
    expect(r.complete.deductions).toBe(0)
    expect(stepsProblems(r.steps, shown(r))).toEqual([])
  })
})

describe('edges', () => {
  it('the reduction is a full 2.694,15 up to 60.000,00 and jumps at 60.000,01 (art. 11-A, read literally)', () => {
    expect(compute({ ano: 2026, rendimentos: 60000 }).simplified).toMatchObject({
      tableTax: 2694.15,
      reduction: 2694.15,
      due: 0,
    })
    // 8.429,73 − 0,095575 × 60.000,01 = 2.695,23: above the table tax, so the tax is zero too.
    const above = compute({ ano: 2026, rendimentos: 60000.01 })
    expect(above.simplified.due).toBe(0)
  })

  it('no reduction above 88.200,00, none before AC 2026', () => {
    expect(compute({ ano: 2026, rendimentos: 88200.01 }).simplified.reduction).toBe(0)
    expect(compute({ ano: 2025, rendimentos: 50000 }).simplified.reduction).toBe(0)
  })

  it('the simplified discount reaches its cap at 83.771,70 (AC 2024) and 88.200,00 (AC 2026)', () => {
    expect(compute({ ano: 2024, rendimentos: 83771.7 }).simplified.capReached).toBe(true)
    expect(compute({ ano: 2024, rendimentos: 83771.65 }).simplified.capReached).toBe(false)
    expect(compute({ ano: 2026, rendimentos: 88200 }).simplified).toMatchObject({
      deductions: 17640,
      capReached: true,
    })
  })

  it('the zero band ends at 26.963,20 (AC 2024), 28.467,20 (AC 2025), 29.145,60 (AC 2026)', () => {
    for (const [ano, band] of [
      [2024, 26963.2],
      [2025, 28467.2],
      [2026, 29145.6],
    ] as const) {
      expect(compute({ ano, rendimentos: band, outros: 0 }).complete.tableTax).toBe(0)
      expect(compute({ ano, rendimentos: band + 1 }).complete.tableTax).toBe(0.08)
    }
  })

  it('deductions above the income leave a zero base, never a negative one', () => {
    const r = compute({ ano: 2025, rendimentos: 20000, saude: 50000 })
    expect(r.complete).toMatchObject({ base: 0, due: 0 })
    expect(stepsProblems(r.steps, shown(r))).toEqual([])
  })

  it('a tie goes to the simplified, which asks for no receipts', () => {
    const r = compute({ ano: 2024, rendimentos: 20000, inss: 1000 })
    expect(r).toMatchObject({ best: 'simplificado', advantage: 0 })
  })

  it('an empty year is the latest', () => {
    expect(compute({ rendimentos: 75000 }).year).toBe(2026)
  })
})

describe('bad input', () => {
  const errors = (input: IncomeTaxInput) => {
    const outcome = calculateIncomeTax(input)
    return outcome.ok ? [] : outcome.errors
  }

  it('negative amounts, at their field', () => {
    expect(errors({ rendimentos: 50000, saude: -1, pgbl: -5 })).toEqual([
      { field: 'saude', code: 'negative', limit: 0 },
      { field: 'pgbl', code: 'negative', limit: 0 },
    ])
    expect(errors({ rendimentos: -50000 })).toEqual([
      { field: 'rendimentos', code: 'not-positive' },
    ])
  })

  it('withholding or INSS above the income, with the income as the limit', () => {
    expect(errors({ rendimentos: 50000, irrf: 50000.01 })).toEqual([
      { field: 'irrf', code: 'too-large', limit: 50000 },
    ])
    expect(errors({ rendimentos: 50000, inss: 60000 })).toEqual([
      { field: 'inss', code: 'too-large', limit: 50000 },
    ])
  })

  it('a year without a table, a fraction of a dependant, an empty income', () => {
    expect(errors({ ano: 2023, rendimentos: 1 })).toEqual([
      { field: 'ano', code: 'too-small', limit: 2024 },
    ])
    expect(errors({ rendimentos: 1, dependentes: 1.5 })).toEqual([
      { field: 'dependentes', code: 'not-integer' },
    ])
    expect(errors({ rendimentos: null })).toEqual([{ field: 'rendimentos', code: 'required' }])
  })
})

const amount = fc.integer({ min: 0, max: 30_000_000 }).map((cents) => cents / 100)
const figures = fc.record({
  ano: fc.constantFrom(2024, 2025, 2026),
  rendimentos: fc.integer({ min: 1, max: 50_000_000 }).map((cents) => cents / 100),
  inss: fc.integer({ min: 0, max: 2_000_000 }).map((cents) => cents / 100),
  dependentes: fc.integer({ min: 0, max: 5 }),
  saude: amount,
  educacao: amount,
  pensao: amount,
  pgbl: amount,
  outros: amount,
})
type Figures = typeof figures extends fc.Arbitrary<infer T> ? T : never
const fits = (f: Figures & { irrf?: number }) => ({ ...f, inss: Math.min(f.inss, f.rendimentos) })
const bestDue = (r: ReturnType<typeof compute>) =>
  r.best === 'completo' ? r.complete.due : r.simplified.due

describe('properties', () => {
  it('the better model is never worse than either', () => {
    fc.assert(
      fc.property(figures, (f) => {
        const r = compute(fits(f))
        return bestDue(r) <= r.complete.due && bestDue(r) <= r.simplified.due
      }),
    )
  })

  it('more deductions never raise the tax', () => {
    const field = fc.constantFrom('saude', 'educacao', 'pensao', 'pgbl', 'outros', 'dependentes')
    fc.assert(
      fc.property(figures, field, amount, (f, name, more) => {
        const before = compute(fits(f))
        const added = name === 'dependentes' ? 1 : more
        const after = compute(fits({ ...f, [name]: f[name] + added }))
        return bestDue(after) <= bestDue(before)
      }),
    )
  })

  it('the 2026 tax is never above the 2025 rules’ for the same figures', () => {
    fc.assert(
      fc.property(figures, (f) => {
        const r2025 = compute(fits({ ...f, ano: 2025 }))
        const r2026 = compute(fits({ ...f, ano: 2026 }))
        return (
          bestDue(r2026) <= bestDue(r2025) &&
          r2026.complete.due <= r2025.complete.due &&
          r2026.simplified.due <= r2025.simplified.due
        )
      }),
    )
  })

  it('every step holds and the last is the figure shown', () => {
    fc.assert(
      fc.property(figures, fc.integer({ min: 0, max: 10_000_000 }), (f, irrfCents) => {
        const r = compute(fits({ ...f, irrf: Math.min(irrfCents / 100, f.rendimentos) }))
        expect(stepsProblems(r.steps, shown(r))).toEqual([])
      }),
      { numRuns: 200 },
    )
  })

  it('never NaN or Infinity, whatever is typed', () => {
    const number = fc.option(fc.double(), { nil: null })
    fc.assert(
      fc.property(
        fc.record({
          ano: number,
          rendimentos: number,
          inss: number,
          irrf: number,
          dependentes: number,
          saude: number,
          educacao: number,
          educacaoDependentes: fc.array(number, { maxLength: 3 }),
          pensao: number,
          pgbl: number,
          outros: number,
        }),
        (input) => {
          expectAllFinite(calculateIncomeTax(input))
        },
      ),
    )
  })
})
