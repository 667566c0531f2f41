import { describe, expect, it } from 'vitest'

import { Checker } from '../../core/check.ts'
import { D } from '../../core/money.ts'
import { legalTable, readTableYear } from './by-year.ts'
import { defaultTableYear, isTableYear, TABLE_YEARS } from './table-years.ts'

const ISO = /^\d{4}-\d{2}-\d{2}$/

describe('table years', () => {
  it('offers 2024 to 2027', () => {
    expect(TABLE_YEARS).toEqual([2024, 2025, 2026, 2027])
    for (const year of TABLE_YEARS) expect(legalTable(year).year).toBe(year)
  })

  it.each([
    [2024, 2024],
    [2025, 2025],
    [2026, 2026],
    [2027, 2027],
    // A year without its own table keeps the latest known rules.
    [2028, 2027],
    [2100, 2027],
    // Before the first table there is nothing earlier: the latest table.
    [2023, 2027],
    [Number.NaN, 2027],
  ])('defaultTableYear(%s) = %s', (today, expected) => {
    expect(defaultTableYear(today)).toBe(expected)
  })

  it('recognises only table years', () => {
    expect(isTableYear(2025)).toBe(true)
    expect(isTableYear(2023)).toBe(false)
  })

  it('reads ano: empty → default, out of range → error', () => {
    const c = new Checker<'ano'>()
    expect(readTableYear(c, 'ano', null, 2030)).toBe(2027)
    expect(readTableYear(c, 'ano', 2024, 2030)).toBe(2024)
    expect(c.ok).toBe(true)
    expect(readTableYear(c, 'ano', 2023, 2025)).toBe(2025)
    expect(c.errors).toEqual([{ field: 'ano', code: 'too-small', limit: 2024 }])
    const d = new Checker<'ano'>()
    readTableYear(d, 'ano', 2025.5, 2025)
    expect(d.errors[0]?.code).toBe('not-integer')
    const e = new Checker<'ano'>()
    readTableYear(e, 'ano', 2028, 2025)
    expect(e.errors[0]).toEqual({ field: 'ano', code: 'too-large', limit: 2027 })
  })
})

describe.each(TABLE_YEARS)('table %i is consistent', (year) => {
  const t = legalTable(year)

  it('cites a source and a start date for every block', () => {
    for (const block of [
      t.minimumWage,
      t.inss,
      t.irrf,
      t.mei,
      t.mei.excess,
      t.fgts,
      t.unemployment,
      ...t.irrfMonthly,
      t.irrfReduction,
    ]) {
      if (block === null) continue
      expect(block.source.length).toBeGreaterThan(5)
      expect(block.effectiveFrom).toMatch(ISO)
    }
  })

  it('has increasing INSS slices ending at the teto', () => {
    const limits = t.inss.brackets.map((b) => b.upTo)
    expect([...limits].sort((a, b) => a - b)).toEqual(limits)
    expect(limits.at(-1)).toBe(t.inss.ceilingSalary)
    expect(t.inss.brackets[0]?.upTo).toBe(t.minimumWage.monthly)
    expect(t.inss.brackets.map((b) => b.rate)).toEqual([0.075, 0.09, 0.12, 0.14])
  })

  it.each(t.irrfMonthly.map((m) => [m.effectiveFrom, m] as const))(
    'has IRRF tables (from %s) whose bands join within a cent (docs/legal/inss-irrf.md)',
    (_, irrf) => {
      const bands = irrf.brackets
      for (let i = 0; i < bands.length - 1; i++) {
        const [a, b] = [bands[i]!, bands[i + 1]!]
        const atLimit = (band: typeof a) => new D(a.upTo!).times(band.rate).minus(band.deduction)
        expect(atLimit(a).minus(atLimit(b)).abs().toNumber()).toBeLessThanOrEqual(0.01)
      }
      expect(bands.at(-1)?.upTo).toBeNull()
      // The simplified discount is 25% of the zero band (Lei 9.250 art. 4º §2º).
      expect(new D(bands[0]!.upTo!).times(0.25).toNumber()).toBe(irrf.simplifiedDiscount)
      expect(irrf.dependentDeduction).toBe(189.59)
    },
  )

  it('has the MEI DAS = 5% of the minimum wage + R$ 1 ICMS and/or R$ 5 ISS', () => {
    const inss = new D(t.minimumWage.monthly).times(0.05)
    expect(inss.toNumber()).toBe(t.mei.inss)
    expect(t.mei.das.comercio).toBe(inss.plus(1).toNumber())
    expect(t.mei.das.servicos).toBe(inss.plus(5).toNumber())
    expect(t.mei.das.ambos).toBe(inss.plus(6).toNumber())
    expect(t.mei.annualLimit).toBe(81000)
    expect(t.mei.monthlyLimit * 12).toBe(t.mei.annualLimit)
  })

  it('has the FGTS rates of Lei 8.036 and CLT art. 484-A', () => {
    expect(t.fgts).toMatchObject({
      deposit: 0.08,
      fineDismissal: 0.4,
      fineAgreement: 0.2,
      withdrawalAgreement: 0.8,
    })
  })
})

describe('figures per year (docs/legal/inss-irrf.md)', () => {
  it.each([
    [2024, 1412, 7786.02, 2259.2, 564.8, 71.6, 75.6, 76.6],
    [2025, 1518, 8157.41, 2428.8, 607.2, 76.9, 80.9, 81.9],
    [2026, 1621, 8475.55, 2428.8, 607.2, 82.05, 86.05, 87.05],
    // Until the decree and the portarias of 2027 come out, 2026's figures stand in.
    [2027, 1621, 8475.55, 2428.8, 607.2, 82.05, 86.05, 87.05],
  ] as const)('%i', (year, wage, teto, zeroBand, simplified, comercio, servicos, ambos) => {
    const t = legalTable(year)
    expect(t.minimumWage.monthly).toBe(wage)
    expect(t.inss.ceilingSalary).toBe(teto)
    expect(t.irrf.brackets[0]?.upTo).toBe(zeroBand)
    expect(t.irrf.simplifiedDiscount).toBe(simplified)
    expect(t.mei.das).toEqual({ comercio, servicos, ambos })
  })

  it('has the Lei 15.270/2025 reduction from 2026 on (no end date)', () => {
    expect(legalTable(2024).irrfReduction).toBeNull()
    expect(legalTable(2025).irrfReduction).toBeNull()
    expect(legalTable(2027).irrfReduction).toBe(legalTable(2026).irrfReduction)
    expect(legalTable(2026).irrfReduction).toMatchObject({
      fullUpTo: 5000,
      fullMax: 312.89,
      phaseOutUpTo: 7350,
      phaseOutConstant: 978.62,
      phaseOutFactor: 0.133145,
    })
  })
})
