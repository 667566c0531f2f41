import { describe, expect, it } from 'vitest'

import { value } from '@/test/outcome-value.ts'
import { calculateSalaryNet, calculateThirteenth } from './salary.ts'
import { calculateGrossFromNet } from './gross-from-net.ts'

// "Tabela de <ano>" with no month keeps the table the year's last months used
// (docs/legal/inss-irrf.md, "Tables by date of force"); in a year whose INSS bands are not yet published the page
// borrows the latest and names them (docs/legal/calendar-of-acts.md).

describe('salary: the year without a month', () => {
  it('Tabela de 2025 is May–December (simplified discount 607,20, Lei 15.191/2025)', () => {
    const r = value(calculateSalaryNet({ bruto: 4000, ano: 2025 }, 2025))
    expect(r.irrfDetail.deduction).toBe(607.2)
    expect(r.irrfSource).toContain('Lei 15.191/2025')
    expect(r.irrf).toBe(114.76)
  })

  it('with the month paid known (March 2025), the February-2024 table: 133,84', () => {
    const r = value(calculateSalaryNet({ bruto: 4000, ano: 2025 }, 2025, '2025-03'))
    expect(r.irrf).toBe(133.84)
    expect(r.irrfSource).toContain('Lei 14.848/2024')
  })
})

describe('salary in 2027 and 2028', () => {
  it('January 2027 (today 2027): Tabela de 2027, IRRF with the Lei 15.270 reduction, INSS of 2026 named', () => {
    const r = value(calculateSalaryNet({ bruto: 4000 }, 2027))
    expect(r.year).toBe(2027)
    expect(r.reduction).toBeGreaterThan(0)
    expect(r.irrf).toBe(0)
    // The INSS of 2026 bands on 4.000,00: 121,575 + 115,3656 + 131,6592 = 368,60.
    expect(r.inss).toBe(368.6)
    expect(r.pending).toEqual([{ part: 'inss', year: 2027, usedYear: 2026 }])
    // 2026 already had the reduction: there is no "before" year to compare with.
    expect(r.previousRules).toBeNull()
  })

  it('2028: the default is the latest table (2027), and 2028 is named as pending', () => {
    const r = value(calculateSalaryNet({ bruto: 4000 }, 2028))
    expect(r.year).toBe(2027)
    expect(r.pending).toEqual([{ part: 'inss', year: 2028, usedYear: 2026 }])
  })

  it('2026 and an older year chosen in 2028: nothing pending', () => {
    expect(value(calculateSalaryNet({ bruto: 4000 }, 2026)).pending).toEqual([])
    expect(value(calculateSalaryNet({ bruto: 4000, ano: 2025 }, 2028)).pending).toEqual([])
  })

  it('13º and bruto a partir do líquido in 2027 name the same', () => {
    expect(value(calculateThirteenth({ salario: 4000 }, 2027)).pending).toEqual([
      { part: 'inss', year: 2027, usedYear: 2026 },
    ])
    const g = value(calculateGrossFromNet({ liquido: 3000 }, 2028))
    expect(g.payslip.pending).toEqual([{ part: 'inss', year: 2028, usedYear: 2026 }])
  })
})
