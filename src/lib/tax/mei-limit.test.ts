import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { expectAllFinite } from '@/test/expect-finite.ts'
import { expectMoneySteps } from '@/test/expect-steps.ts'

import { stepsOutline } from '../core/step-outline.ts'
import { legalTable } from '../law/tables/by-year.ts'
import { SIMPLES_TABLES } from '../law/tables/simples-nacional.ts'
import { TABLE_YEARS } from '../law/tables/table-years.ts'
import { calculateMei as meiAt, type MeiInput, type MeiResult } from './tax.ts'

/** The library reads no clock; these tests run as of 2026. */
const calculateMei = (input: MeiInput) => meiAt(input, 2026)

function mei(input: MeiInput): MeiResult {
  const r = calculateMei(input)
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.value
}

/** The figure the card shows largest: the DAS, or the excess once the MEI is excluded. */
const mainFigure = (r: MeiResult) => (r.status.kind === 'excluded' ? r.status.excess : r.monthlyTax)

// The worked examples of the MEI limit (docs/legal/mei-simples.md), 2026: LC 123/2006 art. 18-A
// §§1º, 2º, 7º e 10; Res. CGSN 140/2018 art. 115 §8º.
describe('MEI limit: worked examples (docs/legal/mei-simples.md)', () => {
  it('services, open all year, a seasonal month of 8.000 and a year of 60.000: stays MEI, DAS 86,05', () => {
    const r = mei({ faturamento: 8000, faturamentoAnual: 60000, atividade: 'servicos', ano: 2026 })
    expect(r).toMatchObject({
      monthlyTax: 86.05,
      annualLimit: 81000,
      annualRevenue: 60000,
      annualRevenueTyped: true,
      status: { kind: 'within' },
    })
    expectMoneySteps(r.steps, r.monthlyTax)
  })

  it('services, open all year, a year of 88.000: excess 7.000, DAS on it 7.000 × 6% = 420,00 with January 2027’s, leaves on 01/01/2027', () => {
    const r = mei({ faturamento: 7000, faturamentoAnual: 88000, atividade: 'servicos', ano: 2026 })
    expect(r.monthlyTax).toBe(86.05)
    expect(r.status).toEqual({
      kind: 'tolerance',
      excess: 7000,
      tolerance: 16200,
      excessDas: [{ activity: 'servicos', rate: 0.06, amount: 420 }],
      leavesOn: '2027-01-01',
    })
    expectMoneySteps(r.steps, r.monthlyTax)
    expect(stepsOutline(r.steps).slice(0, 5)).toEqual([
      'Limite de faturamento do ano: 81000.00',
      'Faturamento do ano: 88000.00',
      'Tolerância de 20% do limite: 81000.00 × 20% = 16200.00',
      'Excesso sobre o limite: 88000.00 − 81000.00 = 7000.00',
      'DAS sobre o excesso (serviços, Anexo III): 7000.00 × 6% = 420.00',
    ])
  })

  it('commerce, opened 2026-07, a year of 45.000: limit 6 × 6.750 = 40.500, excess 4.500 × 4% = 180,00', () => {
    const r = mei({
      faturamento: 7500,
      faturamentoAnual: 45000,
      atividade: 'comercio',
      ano: 2026,
      abertura: '2026-07',
    })
    expect(r).toMatchObject({ annualLimit: 40500, monthsOpen: 6, openingMonth: 7 })
    expect(r.status).toMatchObject({ kind: 'tolerance', excess: 4500, tolerance: 8100 })
    // "Comércio ou indústria": 4% for commerce (Anexo I), 4,5% for industry (Anexo II).
    expect(r.status.kind === 'tolerance' && r.status.excessDas).toEqual([
      { activity: 'comercio', rate: 0.04, amount: 180 },
      { activity: 'industria', rate: 0.045, amount: 202.5 },
    ])
    expect(stepsOutline(r.steps)[0]).toBe(
      'Limite de faturamento do ano: 6750.00 × 6 meses = 40500.00',
    )
    expectMoneySteps(r.steps, r.monthlyTax)
  })

  it('services, open all year, a year of 100.000: excess 19.000 > 16.200, excluded back to 01/01/2026, the Simples instead', () => {
    const r = mei({
      faturamento: 8000,
      faturamentoAnual: 100000,
      atividade: 'servicos',
      ano: 2026,
    })
    expect(r.status).toEqual({
      kind: 'excluded',
      excess: 19000,
      tolerance: 16200,
      since: '2026-01-01',
    })
    expect(r.simples).toEqual({ faturamento: 8000, rbt12: 100000, anexo: 3 })
    expectMoneySteps(r.steps, mainFigure(r))
  })
})

describe('MEI limit: edges (LC 123/2006 art. 18-A §§1º, 2º e 7º)', () => {
  const year = (faturamentoAnual: number) =>
    mei({ faturamento: 5000, faturamentoAnual, atividade: 'servicos', ano: 2026 })

  it('exactly 81.000 is within the limit', () => {
    expect(year(81000).status).toEqual({ kind: 'within' })
    expect(year(81000).limitUsed).toBe(100)
  })

  it('81.000,01 is one cent of excess: tolerance, a DAS of 0,00 on it', () => {
    expect(year(81000.01).status).toMatchObject({
      kind: 'tolerance',
      excess: 0.01,
      excessDas: [{ amount: 0 }],
    })
  })

  it('exactly 97.200 (81.000 + 20%) still leaves only on 1 January: 16.200 × 6% = 972,00', () => {
    expect(year(97200).status).toMatchObject({
      kind: 'tolerance',
      excess: 16200,
      excessDas: [{ amount: 972 }],
    })
  })

  it('97.200,01 is excluded back to 1 January', () => {
    expect(year(97200.01).status).toMatchObject({ kind: 'excluded', since: '2026-01-01' })
  })

  it('opened in December: one month, limit 6.750; 7.000 is within its 20%, 8.200 is excluded back to December', () => {
    const tolerated = mei({ faturamento: 7000, ano: 2026, abertura: '2026-12' })
    expect(tolerated).toMatchObject({ annualLimit: 6750, monthsOpen: 1, annualRevenue: 7000 })
    expect(tolerated.status).toMatchObject({ kind: 'tolerance', excess: 250, tolerance: 1350 })
    expect(tolerated.annualTax).toBe(82.05)
    const r = mei({ faturamento: 8200, ano: 2026, abertura: '2026-12' })
    expect(r.status).toMatchObject({ kind: 'excluded', excess: 1450, since: '2026-12-01' })
    // The Simples' RBT12 of a business open one month: that month × 12 (art. 18 §2º).
    expect(r.simples).toEqual({ faturamento: 8200, rbt12: 98400, anexo: 1 })
  })

  it('opened in an earlier year: the full 81.000', () => {
    expect(mei({ faturamento: 5000, ano: 2026, abertura: '2025-07' })).toMatchObject({
      annualLimit: 81000,
      monthsOpen: 12,
      openingMonth: null,
    })
  })

  it('opened after the chosen year is wrong at the field; so are a bad month and one before the MEI existed', () => {
    const errors = (abertura: string) => {
      const r = calculateMei({ faturamento: 5000, ano: 2025, abertura })
      return r.ok ? [] : r.errors
    }
    expect(errors('2026-01')).toEqual([{ field: 'abertura', code: 'date-order', other: 'ano' }])
    expect(errors('2026-13')).toEqual([{ field: 'abertura', code: 'invalid' }])
    expect(errors('julho')).toEqual([{ field: 'abertura', code: 'invalid' }])
    expect(errors('2009-06')).toEqual([{ field: 'abertura', code: 'too-small' }])
    expect(errors('2009-07')).toEqual([])
  })

  it('a year below its own month is a slip, reported on the year', () => {
    const r = calculateMei({ faturamento: 8000, faturamentoAnual: 6000, ano: 2026 })
    expect(r.ok ? [] : r.errors).toEqual([
      { field: 'faturamentoAnual', code: 'too-small', limit: 8000 },
    ])
  })

  it('ambos without a split: both bounds, all commerce at 4% and all services at 6%', () => {
    const r = mei({ faturamento: 7000, faturamentoAnual: 88000, atividade: 'ambos', ano: 2026 })
    expect(r.status.kind === 'tolerance' && r.status.excessDas.map((d) => d.amount)).toEqual([
      280, 420,
    ])
  })

  it('the excess rates are the 1ª faixa of Anexos I, II and III (Res. CGSN 140/2018 art. 115 §8º)', () => {
    for (const y of TABLE_YEARS) {
      const { rates } = legalTable(y).mei.excess
      expect([rates.comercio, rates.industria, rates.servicos]).toEqual(
        [SIMPLES_TABLES[1], SIMPLES_TABLES[2], SIMPLES_TABLES[3]].map((bands) => bands[0]?.rate),
      )
      // 1,2 × 81.000 = 97.200 stays inside the 1ª faixa (RBT12 up to 180.000), whose effective
      // rate is its nominal rate.
      expect(SIMPLES_TABLES[1][0]?.deduction).toBe(0)
      expect(legalTable(y).mei.annualLimit * 1.2).toBeLessThanOrEqual(
        SIMPLES_TABLES[1][0]?.upTo ?? 0,
      )
    }
  })
})

describe('MEI limit: properties', () => {
  const activity = fc.constantFrom('comercio', 'servicos', 'ambos')
  const cents = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100)

  it('a month’s DAS never depends on the month’s revenue alone when the year is within the limit (LC 123/2006 art. 18-A §§1º e 3º V)', () => {
    fc.assert(
      fc.property(
        cents(81000),
        cents(81000),
        cents(81000),
        activity,
        fc.constantFrom(...TABLE_YEARS),
        (month1, month2, yearRevenue, atividade, ano) => {
          const faturamentoAnual = Math.max(month1, month2, yearRevenue)
          const a = mei({ faturamento: month1, faturamentoAnual, atividade, ano })
          const b = mei({ faturamento: month2, faturamentoAnual, atividade, ano })
          expect(a.status).toEqual({ kind: 'within' })
          expect(a.monthlyTax).toBe(b.monthlyTax)
          expect(a.monthlyTax).toBe(legalTable(ano).mei.das[atividade])
        },
      ),
      { numRuns: 200 },
    )
  })

  it('old links (no faturamentoAnual, no abertura) give what they gave, for any month up to 6.750', () => {
    fc.assert(
      fc.property(
        cents(6750),
        activity,
        fc.constantFrom(...TABLE_YEARS),
        (month, atividade, ano) => {
          const r = mei({ faturamento: month, atividade, ano })
          const das = legalTable(ano).mei.das[atividade]
          expect(r).toMatchObject({
            status: { kind: 'within' },
            monthlyTax: das,
            annualTax: Math.round(das * 1200) / 100,
            annualRevenue: Math.round(month * 1200) / 100,
            annualLimit: 81000,
            monthlyLimit: 6750,
            limitUsed: Math.round(((month * 12) / 81000) * 10000) / 100,
          })
        },
      ),
      { numRuns: 200 },
    )
  })

  it('every result is finite and its steps end on the figure shown, for any input', () => {
    fc.assert(
      fc.property(
        cents(20000),
        fc.option(cents(200000), { nil: null }),
        activity,
        fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
        (month, yearRevenue, atividade, openMonth) => {
          const r = calculateMei({
            faturamento: month,
            faturamentoAnual: yearRevenue,
            atividade,
            ano: 2026,
            abertura: openMonth === null ? null : `2026-${String(openMonth).padStart(2, '0')}`,
          })
          expectAllFinite(r)
          if (r.ok) expectMoneySteps(r.value.steps, mainFigure(r.value))
        },
      ),
      { numRuns: 150 },
    )
  })
})
