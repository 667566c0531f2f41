import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { moneyFig } from '../core/steps.ts'
import { stepsProblems } from '../core/step-check.ts'
import { expectAllFinite } from '@/test/expect-finite.ts'
import { value } from '@/test/outcome-value.ts'
import { checkPayslip, type PayslipCheckInput } from './payslip-check.ts'
import { PAYSLIP_LINES } from './payslip-check-options.ts'

const TODAY = '2026-11-22'
const check = (input: PayslipCheckInput) => checkPayslip({ today: TODAY, ...input })
const line = (input: PayslipCheckInput, id: (typeof PAYSLIP_LINES)[number]) =>
  value(check(input)).lines.find((l) => l.id === id)

describe('payslip check: the typical errors of docs/legal/checks.md', () => {
  it('INSS charged as a flat rate: 14% of 3.500,00 = 490,00 against 308,60 by slices (EC 103/2019 art. 28)', () => {
    const l = line({ salario: 3500, ano: 2026, mes: '2026-04', pagoInss: 490 }, 'pagoInss')
    expect(l).toMatchObject({ due: 308.6, verdict: 'descontado-a-mais', owed: 181.4 })
    expect(l?.flag).toEqual({ kind: 'inss-aliquota-unica', rate: 14 })
  })

  it('overtime without DSR: 8 h at 50% in April 2026 give 190,91 and a DSR of 47,73 (Lei 605/1949 art. 7º "a", Súmula 172 TST)', () => {
    const input = {
      salario: 3500,
      jornada: 220,
      horas50: 8,
      mes: '2026-04',
      pagoHoras: 190.91,
      pagoDsr: 0,
    }
    const r = value(check(input))
    expect(r.lines.find((l) => l.id === 'pagoHoras')).toMatchObject({ verdict: 'confere' })
    expect(r.lines.find((l) => l.id === 'pagoDsr')).toMatchObject({
      due: 47.73,
      verdict: 'pago-a-menos',
      owed: 47.73,
      flag: { kind: 'horas-sem-dsr' },
    })
    expect(r.balance).toBe(47.73)
  })

  it('overtime below 50%: 8 h paid at 30% (165,45) are 25,46 short of 190,91 (CF art. 7º XVI)', () => {
    const l = line({ salario: 3500, horas50: 8, mes: '2026-04', pagoHoras: 165.45 }, 'pagoHoras')
    expect(l).toMatchObject({ due: 190.91, verdict: 'pago-a-menos', owed: 25.46 })
  })

  it('VT above 6%: 280,00 (8% of 3.500,00) against at most 210,00 (Lei 7.418/1985 art. 4º p.u.)', () => {
    const l = line({ salario: 3500, mes: '2026-04', pagoVt: 280 }, 'pagoVt')
    expect(l).toMatchObject({ due: 210, verdict: 'descontado-a-mais', owed: 70 })
    expect(l?.flag).toEqual({ kind: 'vt-acima-6', limit: 210 })
  })

  it('IRRF without the Lei 15.270/2025 reduction: 39,76 withheld from 3.500,00 in 2026, which owe none (Lei 9.250 art. 3º-A)', () => {
    const l = line({ salario: 3500, ano: 2026, mes: '2026-04', pagoIrrf: 39.76 }, 'pagoIrrf')
    expect(l).toMatchObject({ due: 0, verdict: 'descontado-a-mais', owed: 39.76 })
    expect(l?.flag).toEqual({ kind: 'irrf-sem-reducao' })
  })

  it('FGTS below 8%: 245,00 deposited on 3.500,00 against 280,00 (Lei 8.036/1990 art. 15)', () => {
    const l = line({ salario: 3500, mes: '2026-04', pagoFgts: 245 }, 'pagoFgts')
    expect(l).toMatchObject({ due: 280, verdict: 'pago-a-menos', owed: 35 })
  })
})

describe('payslip check: the verdict', () => {
  it('confere within R$ 0,05 either way, and not one centavo beyond (docs/legal/checks.md)', () => {
    const at = (pagoInss: number) =>
      line({ salario: 3500, ano: 2026, mes: '2026-04', pagoInss }, 'pagoInss')?.verdict
    expect(at(308.65)).toBe('confere')
    expect(at(308.55)).toBe('confere')
    expect(at(308.66)).toBe('descontado-a-mais')
    expect(at(308.54)).toBe('descontado-a-menos')
  })

  it('judges only the lines typed; the líquido counts in the balance only alone', () => {
    const r = value(
      check({ salario: 3500, ano: 2026, mes: '2026-04', pagoInss: 490, pagoLiquido: 3010 }),
    )
    expect(r.lines.map((l) => l.id)).toEqual(['pagoInss', 'pagoLiquido'])
    // No VT share typed and no VT line: none is deducted.
    expect(r.net).toBe(3191.4)
    expect(r.balance).toBe(181.4)
    expect(stepsProblems(r.steps, moneyFig(r.balance))).toEqual([])
  })

  it('a payslip with more than the law gives leaves a balance against the person', () => {
    const r = value(check({ salario: 3500, mes: '2026-04', pagoFgts: 300 }))
    expect(r.balance).toBe(-20)
    expect(r.steps.at(-1)).toMatchObject({ label: 'Diferença a favor da empresa' })
    expect(r.steps.at(-1)?.result).toEqual(moneyFig(20 as never))
  })
})

describe('payslip check: bad input', () => {
  it('needs a salary and at least one line', () => {
    expect(check({ pagoInss: 1 })).toMatchObject({ ok: false, errors: [{ field: 'salario' }] })
    expect(check({ salario: 3500 })).toMatchObject({
      ok: false,
      errors: [{ field: 'pagoLiquido', code: 'required' }],
    })
  })

  it('refuses letters, negative amounts and a month that is no month', () => {
    const r = check({ salario: 3500, pagoInss: Number.NaN, pagoVt: -5, mes: '2026-13' })
    expect(r).toMatchObject({ ok: false })
    if (r.ok) return
    expect(r.errors).toEqual(
      expect.arrayContaining([
        { field: 'pagoInss', code: 'invalid' },
        { field: 'pagoVt', code: 'negative', limit: 0 },
        { field: 'mes', code: 'invalid' },
      ]),
    )
  })

  it('an empty month is the month of today', () => {
    expect(value(check({ salario: 3500, pagoInss: 1 })).month).toBe('2026-11')
  })
})

const inputs = fc.record({
  salario: fc.integer({ min: 100_00, max: 50_000_00 }).map((c) => c / 100),
  dependentes: fc.integer({ min: 0, max: 5 }),
  horas50: fc.integer({ min: 0, max: 60 }),
  horas100: fc.integer({ min: 0, max: 20 }),
  vt: fc.integer({ min: 0, max: 6 }),
  mes: fc.constantFrom('2024-02', '2025-04', '2026-04', '2026-12'),
  // The payslip's extra lines (docs/legal/payslip-lines.md): one adicional at most.
  adicional: fc.constantFrom(
    {},
    { insalubridade: 'minimo' },
    { insalubridade: 'maximo' },
    { periculosidade: 'sim' },
  ),
  comissoes: fc.integer({ min: 0, max: 5_000_00 }).map((c) => c / 100),
  faltas: fc.integer({ min: 0, max: 3 }),
  filhos: fc.integer({ min: 0, max: 3 }),
  adiantamento: fc.constantFrom(0, 40),
})

describe('payslip check: properties', () => {
  it('the law’s own figures confere on every line, the new lines of a payslip too (docs/legal/payslip-lines.md); one line off by more than R$ 0,05 flags that line only', () => {
    fc.assert(
      fc.property(
        inputs,
        fc.constantFrom(...PAYSLIP_LINES),
        fc.integer({ min: 6, max: 100_000 }),
        fc.boolean(),
        ({ adicional, ...rest }, target, cents, up) => {
          const base = { ...rest, ...adicional }
          const probe = value(check({ ...base, pagoLiquido: 0 }))
          const due = probe.due
          const exact = value(check({ ...base, ...due }))
          expect(exact.lines.every((l) => l.verdict === 'confere')).toBe(true)
          expect(exact.balance).toBe(0)
          const shifted = due[target] + (up ? cents : -cents) / 100
          if (shifted < 0) return
          const off = value(check({ ...base, ...due, [target]: shifted }))
          expect(off.lines.filter((l) => l.verdict !== 'confere').map((l) => l.id)).toEqual([
            target,
          ])
          expect(stepsProblems(off.steps, moneyFig(Math.abs(off.balance) as never))).toEqual([])
        },
      ),
    )
  })

  it('errors or finite results for any numbers', () => {
    const n = fc.oneof(fc.double(), fc.constant(null))
    fc.assert(
      fc.property(fc.tuple(n, n, n, n, n), ([salario, horas50, pagoInss, pagoVt, vt]) => {
        const r = check({ salario, horas50, pagoInss, pagoVt, vt, pagoLiquido: 1 })
        if (r.ok) expectAllFinite(r.value)
      }),
    )
  })
})

// Lei 7.418/1985 art. 4º p.u.: the VT share is at most 6%, and a worker without VT pays none, so an
// empty share means none (docs/legal/checks.md). Before, it read as 6%, and this lawful payslip
// was told "Líquido pago a mais R$ 210,00".
describe('an empty VT share', () => {
  it('is none: 3.500,00 in April 2026, INSS 308,60, net 3.191,40 confere', () => {
    const r = value(check({ salario: 3500, mes: '2026-04', pagoInss: 308.6, pagoLiquido: 3191.4 }))
    expect(r.vtAssumed).toBe('nenhum')
    expect(r.vt).toBe(0)
    expect(r.lines.map((l) => l.verdict)).toEqual(['confere', 'confere'])
    expect(r.balance).toBe(0)
  })

  it('is the 6% most when a VT line was typed, and says so', () => {
    const r = value(check({ salario: 3500, mes: '2026-04', pagoVt: 210, pagoLiquido: 2981.4 }))
    expect(r.vtAssumed).toBe('maximo')
    expect(r.lines.map((l) => [l.id, l.verdict])).toEqual([
      ['pagoVt', 'confere'],
      ['pagoLiquido', 'confere'],
    ])
  })

  it('typed, it is what was typed, with nothing assumed', () => {
    const r = value(check({ salario: 3500, mes: '2026-04', vt: 0, pagoLiquido: 3191.4 }))
    expect(r.vtAssumed).toBeNull()
    expect(r.lines[0]?.verdict).toBe('confere')
  })
})

describe('a payslip of 2027 before its acts (docs/legal/calendar-of-acts.md)', () => {
  const at = (input: PayslipCheckInput) =>
    value(check({ salario: 3500, pagoInss: 308.6, ...input }))

  it('January 2027: 2026’s INSS bands stand in, named with the year they stand in for, and give 2026’s figure', () => {
    const r = at({ mes: '2027-01' })
    expect(r.year).toBe(2027)
    expect(r.pending).toEqual([{ part: 'inss', year: 2027, usedYear: 2026 }])
    expect(r.inss).toBe(value(check({ salario: 3500, pagoInss: 308.6, mes: '2026-04' })).inss)
  })

  it('with insalubridade and children, the minimum wage and the salário-família are 2026’s too', () => {
    const r = at({ mes: '2027-02', insalubridade: 'minimo', filhos: 1 })
    expect(r.pending.map((p) => [p.part, p.year, p.usedYear])).toEqual([
      ['inss', 2027, 2026],
      ['salario-minimo', 2027, 2026],
      ['salario-familia', 2027, 2026],
    ])
  })

  it('March 2028, with no table of its own: the latest, and 2028 named', () => {
    const r = at({ mes: '2028-03' })
    expect([r.year, r.pending]).toEqual([2027, [{ part: 'inss', year: 2028, usedYear: 2026 }]])
  })

  it('a payslip of 2026 borrows nothing', () => {
    expect(at({ mes: '2026-04' }).pending).toEqual([])
  })
})
