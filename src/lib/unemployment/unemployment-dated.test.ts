import { describe, expect, it } from 'vitest'

import { value } from '@/test/outcome-value.ts'
import { calculateMei } from '../tax/tax.ts'
import { calculateVacation } from '../vacation/vacation.ts'
import { calculateUnemployment } from './unemployment.ts'

// In January 2027 the minimum wage, the seguro-desemprego bands, the INSS bands and the MEI DAS
// of 2027 may not be out yet; the pages compute with the latest and name what they borrowed
// (docs/legal/calendar-of-acts.md). The same in 2028, with no crash.

const base = { s1: 3000, s2: 3000, s3: 3000, meses: 20 }

describe('seguro-desemprego in 2027 and 2028', () => {
  it('06/01/2027 with no dismissal date: 2026 bands and minimum wage named', () => {
    const r = value(calculateUnemployment(base, '2027-01-06'))
    expect(r.year).toBe(2027)
    expect(r.pending).toEqual([
      { part: 'seguro-desemprego', year: 2027, usedYear: 2026 },
      { part: 'salario-minimo', year: 2027, usedYear: 2026 },
    ])
  })

  it('a domestic worker is paid the minimum wage: only it is named', () => {
    const r = value(calculateUnemployment({ ...base, domestico: 'sim' }, '2027-01-06'))
    expect(r.pending).toEqual([{ part: 'salario-minimo', year: 2027, usedYear: 2026 }])
  })

  it('dismissed on 05/01/2028: the latest table, 2028 named', () => {
    const r = value(calculateUnemployment({ ...base, demissao: '2028-01-05' }, '2028-01-10'))
    expect(r.year).toBe(2027)
    expect(r.pending.map((p) => p.year)).toEqual([2028, 2028])
  })

  it('2026: nothing pending', () => {
    expect(value(calculateUnemployment(base, '2026-11-28')).pending).toEqual([])
  })
})

describe('MEI in 2027 and 2028', () => {
  it('2027: the DAS of 2026 (82,05) named as standing in, with the minimum wage', () => {
    const r = value(calculateMei({ faturamento: 5000, atividade: 'comercio' }, 2027))
    expect(r.year).toBe(2027)
    expect(r.monthlyTax).toBe(82.05)
    expect(r.pending.map((p) => [p.part, p.year, p.usedYear])).toEqual([
      ['mei', 2027, 2026],
      ['salario-minimo', 2027, 2026],
    ])
  })

  it('2028: computes, 2028 named', () => {
    const r = value(calculateMei({ faturamento: 5000 }, 2028))
    expect(r.pending.every((p) => p.year === 2028)).toBe(true)
  })
})

describe('férias in 2027 and by the month paid', () => {
  it('starting 20/01/2027: the INSS of 2026 named', () => {
    const r = value(
      calculateVacation({ salario: 3000, inicio: '2027-01-20', today: '2027-01-06' }, 2027),
    )
    expect(r.year).toBe(2027)
    expect(r.pending).toEqual([{ part: 'inss', year: 2027, usedYear: 2026 }])
  })

  it('paid in March 2025: the February-2024 IRRF table (Lei 14.848/2024)', () => {
    const r = value(
      calculateVacation({ salario: 6000, inicio: '2025-03-20', today: '2025-03-01' }, 2025),
    )
    expect(r.irrfSource).toContain('Lei 14.848/2024')
    const may = value(
      calculateVacation({ salario: 6000, inicio: '2025-06-20', today: '2025-06-01' }, 2025),
    )
    expect(may.irrfSource).toContain('Lei 15.191/2025')
    expect(may.irrf.withheld).toBeLessThan(r.irrf.withheld)
  })
})
