import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { money } from '../core/money.ts'
import { moneyFig } from '../core/steps.ts'
import { stepsProblems } from '../core/step-check.ts'

import { calculateSalaryNet, calculateThirteenth } from './salary.ts'
import { calculateGrossFromNet } from './gross-from-net.ts'
import type { TableYear } from '../law/tables/table-years.ts'

// Pensão alimentícia in the IRRF (Lei 9.250/1995 art. 4º II and §2º): worked examples of the
// legal reference §9.2, restated in docs/legal/inss-irrf.md ("Pensão alimentícia").

function net(bruto: number, ano: TableYear, pensao = 0, dependentes = 0) {
  const r = calculateSalaryNet({ bruto, ano, pensao, dependentes }, 2026)
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.value
}

describe('legal reference §9.2: pensão alimentícia replaces the simplified discount', () => {
  it('row 1, 2025, 4.000,00 without pensão: simplified discount, IRRF 114,76', () => {
    const r = net(4000, 2025)
    expect(r.irrfDetail).toMatchObject({ deductionMethod: 'simplificado', base: 3392.8 })
    expect(r.irrf).toBe(114.76)
  })

  it('row 2, 2025, 4.000,00 with 300,00: legal deductions 673,41, IRRF 104,83 (saves only 9,93)', () => {
    const r = net(4000, 2025, 300)
    expect(r.inss).toBe(373.41)
    expect(r.irrfDetail).toMatchObject({
      legalDeductions: 673.41,
      alimony: 300,
      deductionMethod: 'legal',
      base: 3326.59,
    })
    expect(r.irrf).toBe(104.83)
    // The pensão is also discounted from the pay.
    expect(r.net).toBe(3221.76)
  })

  it('row 3, 2024, 4.000,00 with 300,00: IRRF 116,74 instead of 133,84', () => {
    expect(net(4000, 2024).irrf).toBe(133.84)
    const r = net(4000, 2024, 300)
    expect([r.inss, r.irrfDetail.base, r.irrf]).toEqual([378.82, 3321.18, 116.74])
  })

  it('row 4, 2026, 4.000,00 with 300,00: tax 105,55, all of it reduced', () => {
    const r = net(4000, 2026, 300)
    expect(r.inss).toBe(368.6)
    expect(r.irrfDetail).toMatchObject({ legalDeductions: 668.6, base: 3331.4 })
    expect([r.taxBeforeReduction, r.reduction, r.irrf]).toEqual([105.55, 105.55, 0])
  })

  it('row 5, 2026, 6.500,00, 1 dependent, 1.000,00: the reduction is measured on 6.500, not the base', () => {
    const r = net(6500, 2026, 1000, 1)
    expect(r.inss).toBe(711.51)
    expect(r.irrfDetail).toMatchObject({ legalDeductions: 1901.1, base: 4598.9, income: 6500 })
    // 978,62 − 0,133145 × 6.500 = 113,1775 → 113,18
    expect([r.taxBeforeReduction, r.reduction, r.irrf]).toEqual([359.26, 113.18, 246.08])
  })

  it('the steps explain the payslip with the pensão, ending on the net', () => {
    const r = net(6500, 2026, 1000, 1)
    expect(stepsProblems(r.steps, moneyFig(r.net))).toEqual([])
    expect(r.steps.map((s) => s.label)).toContain('IRRF pelas regras de 2025')
    expect(r.steps.find((s) => s.label === 'Deduções legais')?.note).toMatch(/não se soma/)
  })

  it('a pensão larger than what is left of the pay is refused on its field', () => {
    const r = calculateSalaryNet({ bruto: 2000, ano: 2026, pensao: 5000 }, 2026)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.errors[0]?.field).toBe('pensao')
  })
})

describe('pensão on the 13º (legal reference §9.1: deducted in its own calculation)', () => {
  it('2026, 13º of 6.000,00 with 1.000,00 of pensão: legal deductions INSS + pensão', () => {
    const r = calculateThirteenth({ salario: 6000, ano: 2026, pensao: 1000 }, 2026)
    if (!r.ok) throw new Error('no result')
    expect(r.value.irrfDetail).toMatchObject({ legalDeductions: 1641.51, base: 4358.49 })
    // 4.358,49 × 22,5% − 675,49 = 305,17; reduction 978,62 − 798,87 = 179,75 → 125,42
    expect([r.value.taxBeforeReduction, r.value.reduction, r.value.irrf]).toEqual([
      305.17, 179.75, 125.42,
    ])
    expect(r.value.secondInstallment).toBe(1233.07)
    expect(r.value.net).toBe(4233.07)
    expect(stepsProblems(r.value.steps, moneyFig(money(4233.07)))).toEqual([])
  })
})

describe('properties', () => {
  const years = fc.constantFrom<TableYear>(2024, 2025, 2026)
  it('a pensão never raises the IRRF, and more pensão never raises it either', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_00, max: 30_000_00 }),
        fc.integer({ min: 0, max: 2_000_00 }),
        fc.integer({ min: 0, max: 2_000_00 }),
        fc.integer({ min: 0, max: 3 }),
        years,
        (gross, a, b, dependents, year) => {
          const [small, large] = a <= b ? [a, b] : [b, a]
          const none = calculateSalaryNet(
            { bruto: gross / 100, ano: year, dependentes: dependents },
            2026,
          )
          const less = calculateSalaryNet(
            { bruto: gross / 100, ano: year, dependentes: dependents, pensao: small / 100 },
            2026,
          )
          const more = calculateSalaryNet(
            { bruto: gross / 100, ano: year, dependentes: dependents, pensao: large / 100 },
            2026,
          )
          if (!none.ok || !less.ok || !more.ok) return
          expect(less.value.irrfDetail.computed).toBeLessThanOrEqual(none.value.irrfDetail.computed)
          expect(more.value.irrfDetail.computed).toBeLessThanOrEqual(less.value.irrfDetail.computed)
          // The reduction is measured on the gross whatever the pensão.
          expect(more.value.irrfDetail.income).toBe(gross / 100)
        },
      ),
      { numRuns: 200 },
    )
  })

  it('with a pensão, modo=bruto still finds the smallest gross giving exactly the net', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 500_00, max: 20_000_00 }).map((c) => c / 100),
        fc.integer({ min: 0, max: 1_500_00 }).map((c) => c / 100),
        years,
        (liquido, pensao, ano) => {
          const outcome = calculateGrossFromNet({ liquido, pensao, ano }, 2026)
          if (!outcome.ok) throw new Error('no result')
          const { payslip, exact } = outcome.value
          expect(exact).toBe(true)
          expect(payslip.net).toBe(liquido)
          expect(payslip.alimony).toBe(pensao)
          const before = net(Math.round(payslip.gross * 100 - 1) / 100, ano, pensao)
          expect(before.net).toBeLessThan(liquido)
        },
      ),
      { numRuns: 40 },
    )
  })
})
