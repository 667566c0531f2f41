import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { D, money, type Money } from '../core/money.ts'
import { value } from '@/test/outcome-value.ts'
import { checkPayslip, type PayslipCheckInput } from './payslip-check.ts'
import { payslipCheckHref } from './payslip-check-options.ts'

// The payslip is judged by the tables in force in its month (docs/legal/inss-irrf.md, "Tables by date of force"): the
// IRRF changed in February 2024 (MP 1.206/2024 → Lei 14.848/2024) and May 2025 (MP 1.294/2025 →
// Lei 15.191/2025). The law's figures below are written out here, apart from the code.

const check = (input: PayslipCheckInput) => checkPayslip({ today: '2026-11-28', ...input })

describe('the IRRF table of the month paid', () => {
  it('March 2025, R$ 4.000,00: IRRF 133,84 by the February-2024 table confere (not "descontado a mais 19,08")', () => {
    const r = value(check({ salario: 4000, mes: '2025-03', pagoInss: 373.41, pagoIrrf: 133.84 }))
    expect(r.irrf).toBe(133.84)
    expect(r.lines.map((l) => l.verdict)).toEqual(['confere', 'confere'])
    expect(r.steps.some((s) => s.source?.includes('Lei 14.848/2024'))).toBe(true)
    expect(r.steps.some((s) => s.source?.includes('Lei 15.191/2025'))).toBe(false)
  })

  it('January 2024, R$ 3.000,00: IRRF 27,00 by the Lei 14.663/2023 table confere (not "descontado a mais 13,80")', () => {
    const r = value(check({ salario: 3000, mes: '2024-01', pagoInss: 258.82, pagoIrrf: 27 }))
    expect(r.irrf).toBe(27)
    expect(r.lines.every((l) => l.verdict === 'confere')).toBe(true)
    expect(r.steps.some((s) => s.source?.includes('Lei 14.663/2023'))).toBe(true)
  })

  it('May 2025, R$ 4.000,00: the new table, 19,08 less (IRRF 114,76)', () => {
    expect(value(check({ salario: 4000, mes: '2025-05', pagoIrrf: 114.76 })).irrf).toBe(114.76)
  })

  it('a year picked apart from the month keeps that year’s table (links with `ano`)', () => {
    expect(value(check({ salario: 4000, mes: '2025-03', ano: 2026, pagoIrrf: 0 })).year).toBe(2026)
  })
})

// --- The law, month by month, written apart --------------------------------------------------

type Band = readonly [upTo: number, rate: number]
const INSS: Readonly<Record<number, readonly Band[]>> = {
  2024: [
    [1412, 0.075],
    [2666.68, 0.09],
    [4000.03, 0.12],
    [7786.02, 0.14],
  ],
  2025: [
    [1518, 0.075],
    [2793.88, 0.09],
    [4190.83, 0.12],
    [8157.41, 0.14],
  ],
  2026: [
    [1621, 0.075],
    [2902.84, 0.09],
    [4354.27, 0.12],
    [8475.55, 0.14],
  ],
}
type Irrf = { zero: number; deductions: readonly [number, number, number, number]; simple: number }
const JAN_2024: Irrf = { zero: 2112, deductions: [158.4, 370.4, 651.73, 884.96], simple: 528 }
const FEB_2024: Irrf = { zero: 2259.2, deductions: [169.44, 381.44, 662.77, 896], simple: 564.8 }
const MAY_2025: Irrf = { zero: 2428.8, deductions: [182.16, 394.16, 675.49, 908.73], simple: 607.2 }
const irrfOf = (month: string): Irrf =>
  month < '2024-02' ? JAN_2024 : month < '2025-05' ? FEB_2024 : MAY_2025

function inssOf(salary: number, year: number): Money {
  let total = new D(0)
  let lower = 0
  for (const [upTo, rate] of INSS[year]!) {
    if (salary <= lower) break
    total = total.plus(new D(Math.min(salary, upTo)).minus(lower).times(rate))
    lower = upTo
  }
  return money(total)
}

function irrfFor(salary: number, inss: Money, dependents: number, month: string): number {
  const t = irrfOf(month)
  const legal = new D(inss).plus(new D(189.59).times(dependents))
  const base = new D(salary).minus(legal.gt(t.simple) ? legal : t.simple)
  const limits = [t.zero, 2826.65, 3751.05, 4664.68, 1e12]
  const band = limits.findIndex((l) => base.lte(l))
  const rate = [0, 0.075, 0.15, 0.225, 0.275][band]!
  const raw = band === 0 ? new D(0) : base.times(rate).minus(t.deductions[band - 1]!)
  const tax = raw.isNegative() ? 0 : money(raw)
  let reduction = 0
  if (month >= '2026-01' && salary <= 5000) reduction = Math.min(tax, 312.89)
  else if (month >= '2026-01' && salary <= 7350)
    reduction = Math.min(
      tax,
      Math.max(0, money(new D(978.62).minus(new D(salary).times(0.133145)))),
    )
  const withheld = money(new D(tax).minus(reduction))
  // Lei 9.430/1996 art. 67: R$ 10,00 or less is not withheld.
  return withheld <= 10 ? 0 : withheld
}

const MONTHS = Array.from({ length: 36 }, (_, i) => {
  const year = 2024 + Math.floor(i / 12)
  return `${String(year)}-${String((i % 12) + 1).padStart(2, '0')}`
})

describe('property: a payslip with what the law gives for its month confere on every line', () => {
  it('every month from January 2024 to December 2026', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MONTHS),
        fc.integer({ min: 1412_00, max: 20_000_00 }).map((c) => c / 100),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 6 }),
        (mes, salario, dependentes, vt) => {
          const inss = inssOf(salario, Number(mes.slice(0, 4)))
          const irrf = irrfFor(salario, inss, dependentes, mes)
          const vtPaid = money(new D(salario).times(vt).div(100))
          const r = value(
            check({
              salario,
              dependentes,
              vt,
              mes,
              pagoInss: inss,
              pagoIrrf: irrf,
              pagoVt: vtPaid,
              pagoFgts: money(new D(salario).times(0.08)),
              pagoLiquido: money(new D(salario).minus(inss).minus(irrf).minus(vtPaid)),
            }),
          )
          expect(r.lines.filter((l) => l.verdict !== 'confere')).toEqual([])
          expect(r.balance).toBe(0)
        },
      ),
      { numRuns: 300 },
    )
  })

  it.each(MONTHS)('%s, R$ 3.000,00 and R$ 4.000,00, no dependants', (mes) => {
    for (const salario of [3000, 4000]) {
      const inss = inssOf(salario, Number(mes.slice(0, 4)))
      const irrf = irrfFor(salario, inss, 0, mes)
      const r = value(check({ salario, mes, pagoInss: inss, pagoIrrf: irrf }))
      expect(r.lines.map((l) => l.verdict)).toEqual(['confere', 'confere'])
    }
  })
})

describe('the link from the net salary to the payslip check', () => {
  it('carries the salary, the year and the VT share; dependants and alimony only when there are some', () => {
    expect(payslipCheckHref({ gross: 3000, dependents: 0, alimony: 0, year: 2026, vt: 180 })).toBe(
      '/confira-seu-holerite?salario=3000&ano=2026&vt=6',
    )
    expect(
      payslipCheckHref({
        gross: 3000,
        dependents: 2,
        alimony: 500,
        year: 2026,
        vt: 90,
        extras: { mes: '2026-04' },
      }),
    ).toBe('/confira-seu-holerite?salario=3000&dependentes=2&pensao=500&ano=2026&vt=3&mes=2026-04')
  })

  it('a VT above 6% of the salary is written as 6%, the most the law lets the employer discount', () => {
    expect(
      payslipCheckHref({ gross: 1000, dependents: 0, alimony: 0, year: 2026, vt: 200 }),
    ).toContain('vt=6')
  })
})
