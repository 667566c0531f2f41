import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { expectAllFinite } from '@/test/expect-finite.ts'

import { calculateMei as meiAt, calculateSimples as simplesAt } from './tax.ts'
import { TABLE_YEARS } from '../law/tables/table-years.ts'

/** The library takes today's year as an input (it reads no clock); these tests run as of 2026. */
const TODAY_YEAR = 2026
const calculateMei = (input: Parameters<typeof meiAt>[0]) => meiAt(input, TODAY_YEAR)
const calculateSimples = (input: Parameters<typeof simplesAt>[0]) => simplesAt(input, TODAY_YEAR)

describe('calculateMei', () => {
  it.each([
    [2024, 'comercio', 71.6],
    [2024, 'servicos', 75.6],
    [2024, 'ambos', 76.6],
    [2025, 'comercio', 76.9],
    [2025, 'servicos', 80.9],
    [2025, 'ambos', 81.9],
    [2026, 'comercio', 82.05],
    [2026, 'servicos', 86.05],
    [2026, 'ambos', 87.05],
  ] as const)('%i %s: DAS %s (docs/legal/mei-simples.md)', (ano, atividade, das) => {
    const r = calculateMei({ faturamento: 5000, atividade, ano })
    expect(r.ok && r.value.monthlyTax).toBe(das)
    expect(r.ok && r.value.annualTax).toBe(Math.round(das * 12 * 100) / 100)
  })

  it('2026 serviços, R$ 5.000/month: breakdown, rate and share of the limit', () => {
    expect(calculateMei({ faturamento: 5000, atividade: 'servicos', ano: 2026 })).toEqual({
      ok: true,
      value: {
        year: 2026,
        pending: [],
        activity: 'servicos',
        monthlyTax: 86.05,
        annualTax: 1032.6,
        taxRate: 1.72,
        breakdown: [
          { id: 'inss', amount: 81.05 },
          { id: 'iss', amount: 5 },
        ],
        annualRevenue: 60000,
        annualRevenueTyped: false,
        annualLimit: 81000,
        monthlyLimit: 6750,
        monthsOpen: 12,
        openingMonth: null,
        limitUsed: 74.07,
        status: { kind: 'within' },
        simples: null,
        steps: expect.any(Array) as unknown[],
      },
    })
  })

  it('lists INSS, ICMS and ISS for both activities, INSS and ICMS for comércio', () => {
    const both = calculateMei({ faturamento: 1000, atividade: 'ambos', ano: 2025 })
    expect(both.ok && both.value.breakdown.map((b) => b.id)).toEqual(['inss', 'icms', 'iss'])
    const trade = calculateMei({ faturamento: 1000, ano: 2025 })
    expect(trade.ok && trade.value.activity).toBe('comercio')
    expect(trade.ok && trade.value.breakdown).toEqual([
      { id: 'inss', amount: 75.9 },
      { id: 'icms', amount: 1 },
    ])
  })

  it('accepts exactly 6.750 and a month without revenue', () => {
    const limit = calculateMei({ faturamento: 6750, ano: 2026 })
    expect(limit.ok && limit.value.limitUsed).toBe(100)
    const zero = calculateMei({ faturamento: 0, ano: 2026 })
    expect(zero.ok && zero.value).toMatchObject({ taxRate: null, monthlyTax: 82.05, limitUsed: 0 })
  })

  it('takes a month over 6.750 when nothing else is said: it judges month × 12 against 81.000 (LC 123/2006, art. 18-A §1º)', () => {
    const r = calculateMei({ faturamento: 6750.01, ano: 2026 })
    expect(r.ok && r.value).toMatchObject({
      monthlyTax: 82.05,
      annualRevenue: 81000.12,
      status: { kind: 'tolerance', excess: 0.12 },
    })
  })

  it('rejects an unknown activity and a missing revenue', () => {
    const r = calculateMei({ faturamento: null, atividade: 'industria' })
    expect(r.ok ? [] : r.errors.map((e) => `${e.field}:${e.code}`)).toEqual([
      'faturamento:required',
      'atividade:invalid',
    ])
  })
})

describe('calculateSimples', () => {
  it('Anexo I, RBT12 1.000.000: (1.000.000 × 10,7% − 22.500) / 1.000.000 = 8,45%', () => {
    expect(
      calculateSimples({ faturamento: 100_000, anexo: 1, rbt12: 1_000_000, ano: 2026 }),
    ).toEqual({
      ok: true,
      value: {
        year: 2026,
        annex: 1,
        rbt12: 1_000_000,
        bracket: 4,
        nominalRate: 10.7,
        deduction: 22500,
        taxRate: 8.45,
        monthlyTax: 8450,
        annualTax: 101_400,
        breakdown: [
          { id: 'rbt12-x-aliquota', amount: 107_000 },
          { id: 'parcela-a-deduzir', amount: 22500 },
          { id: 'imposto-sobre-rbt12', amount: 84500 },
        ],
        steps: expect.any(Array) as unknown[],
      },
    })
  })

  it('annualises the month when RBT12 is empty: 15.000 × 12 = 180.000 → 4%', () => {
    const r = calculateSimples({ faturamento: 15_000, ano: 2025 })
    expect(r.ok && r.value).toMatchObject({
      annex: 1,
      rbt12: 180_000,
      bracket: 1,
      taxRate: 4,
      monthlyTax: 600,
    })
  })

  it('Anexo III at the 2nd band limit: (360.000 × 11,2% − 9.360) / 360.000 = 8,6%', () => {
    const r = calculateSimples({ faturamento: 30_000, anexo: 3, ano: 2024 })
    expect(r.ok && r.value).toMatchObject({ bracket: 2, taxRate: 8.6, monthlyTax: 2580 })
  })

  it.each([
    [1, 11.13],
    [2, 15],
    [3, 19.5],
    [4, 15.75],
    [5, 19.25],
  ] as const)('Anexo %i at 4.800.000: effective %s%%', (anexo, rate) => {
    const r = calculateSimples({ faturamento: 400_000, anexo, rbt12: 4_800_000 })
    expect(r.ok && r.value).toMatchObject({ bracket: 6, taxRate: rate })
  })

  it('keeps the effective rate unrounded for the tax', () => {
    // Anexo V, RBT12 500.000: (97.500 − 9.900) / 500.000 = 17,52%; month 123.456,78.
    const r = calculateSimples({ faturamento: 123_456.78, anexo: 5, rbt12: 500_000 })
    expect(r.ok && r.value.monthlyTax).toBe(21629.63)
  })

  it('puts the over-limit error on rbt12, or on the revenue when rbt12 is empty', () => {
    expect(calculateSimples({ faturamento: 10_000, rbt12: 4_800_000.01 })).toEqual({
      ok: false,
      errors: [{ field: 'rbt12', code: 'over-limit', limit: 4_800_000 }],
    })
    expect(calculateSimples({ faturamento: 400_001 })).toEqual({
      ok: false,
      errors: [{ field: 'faturamento', code: 'over-limit', limit: 4_800_000 }],
    })
  })

  it('rejects amounts that round to zero cents', () => {
    expect(calculateSimples({ faturamento: 0.004 })).toEqual({
      ok: false,
      errors: [{ field: 'faturamento', code: 'not-positive' }],
    })
    expect(calculateSimples({ faturamento: 10, rbt12: 0.001 })).toEqual({
      ok: false,
      errors: [{ field: 'rbt12', code: 'not-positive' }],
    })
    const tiny = calculateMei({ faturamento: 0.001, ano: 2026 })
    expect(tiny.ok && tiny.value.taxRate).toBeNull()
  })

  it('rejects an unknown anexo and a zero revenue', () => {
    const r = calculateSimples({ faturamento: 0, anexo: 6, rbt12: 0 })
    expect(r.ok ? [] : r.errors.map((e) => `${e.field}:${e.code}`)).toEqual([
      'faturamento:not-positive',
      'anexo:too-large',
      'rbt12:not-positive',
    ])
  })

  it('never falls when RBT12 rises within bands 1–5 (LC 123 joins the bands)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3_600_000 }),
        fc.integer({ min: 1, max: 3_600_000 }),
        fc.integer({ min: 1, max: 5 }),
        (a, b, anexo) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a]
          const tax = (rbt12: number) => {
            const r = calculateSimples({ faturamento: 1_000_000, anexo, rbt12 })
            return r.ok ? (r.value.monthlyTax as number) : Number.NaN
          }
          expect(tax(hi)).toBeGreaterThanOrEqual(tax(lo))
        },
      ),
      { numRuns: 200 },
    )
  })
})

describe('arbitrary inputs', () => {
  const wild = fc.oneof(
    fc.constant(null),
    fc.constant(Number.NaN),
    fc.constant(Number.POSITIVE_INFINITY),
    fc.constant(Number.NEGATIVE_INFINITY),
    fc.constant(1e300),
    fc.double(),
    fc.integer({ min: -10, max: 5_000_000 }),
    fc.constantFrom(...TABLE_YEARS),
  )
  it('give errors or all-finite results', () => {
    fc.assert(
      fc.property(
        wild,
        wild,
        wild,
        wild,
        fc.string(),
        (faturamento, anexo, rbt12, ano, atividade) => {
          for (const r of [
            calculateMei({ faturamento, atividade, ano }),
            calculateSimples({ faturamento, anexo, rbt12, ano }),
          ]) {
            if (r.ok) expectAllFinite(r.value)
            else expect(r.errors.length).toBeGreaterThan(0)
          }
        },
      ),
      { numRuns: 200 },
    )
  })
})
