import { describe, expect, it } from 'vitest'

import { calculateSeverance } from './labor.ts'
import type { SeveranceInput } from './severance-types.ts'

// The rescisão's IRRF is that of the month of the dismissal (docs/legal/inss-irrf.md, "Tables by date of force"), and
// a year whose INSS bands are not yet published borrows the latest and says so
// (docs/legal/calendar-of-acts.md).

function run(input: SeveranceInput) {
  const r = calculateSeverance(input)
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.value
}
const irrfSaldo = (input: SeveranceInput) =>
  run(input).lines.find((l) => l.id === 'irrf-saldo')?.amount ?? 0

describe('rescisão: the IRRF table of the dismissal month', () => {
  it('10/02/2025, R$ 9.000,00: IRRF 13,20 on the saldo of 3.000,00 (MP 1.206/2024 → Lei 14.848/2024; was 0,00)', () => {
    // Saldo 10 days = 3.000,00; INSS 2025 253,41; simplified 564,80 → base 2.435,20 × 7,5% − 169,44.
    const input = { salario: 9000, admissao: '2023-03-01', demissao: '2025-02-10' }
    expect(irrfSaldo(input)).toBe(13.2)
    expect(run(input).irrfSource).toContain('Lei 14.848/2024')
  })

  it('the same saldo in May 2025 falls under the new zero band (Lei 15.191/2025): none', () => {
    expect(irrfSaldo({ salario: 9000, admissao: '2023-03-01', demissao: '2025-05-10' })).toBe(0)
  })

  it('a dismissal in January 2024 uses Lei 14.663/2023 (simplified discount 528,00)', () => {
    // Saldo 3.000,00 (10 days of 9.000): INSS 2024 258,82; base 2.472,00 × 7,5% − 158,40 = 27,00.
    const input = { salario: 9000, admissao: '2022-03-01', demissao: '2024-01-10' }
    expect(irrfSaldo(input)).toBe(27)
  })

  it('a year chosen apart from the dismissal keeps that year’s table', () => {
    const input = { salario: 9000, admissao: '2023-03-01', demissao: '2025-02-10', ano: 2026 }
    expect(run(input).year).toBe(2026)
  })
})

describe('rescisão in 2027 and 2028', () => {
  it('06/01/2027: table of 2027, the INSS bands of 2026 named as standing in', () => {
    const r = run({ salario: 3000, admissao: '2024-03-10', demissao: '2027-01-06' })
    expect(r.year).toBe(2027)
    expect(r.pending).toEqual([{ part: 'inss', year: 2027, usedYear: 2026 }])
  })

  it('10/03/2028: the latest table, with 2028 named as pending; no crash', () => {
    const r = run({ salario: 3000, admissao: '2024-03-10', demissao: '2028-03-10' })
    expect(r.year).toBe(2027)
    expect(r.pending).toEqual([{ part: 'inss', year: 2028, usedYear: 2026 }])
    expect(r.netTotal).toBeGreaterThan(0)
  })

  it('2026: nothing pending', () => {
    expect(run({ salario: 3000, admissao: '2024-03-10', demissao: '2026-11-20' }).pending).toEqual(
      [],
    )
  })
})
