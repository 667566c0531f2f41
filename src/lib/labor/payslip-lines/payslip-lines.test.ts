import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { moneyFig } from '../../core/steps.ts'
import { stepsProblems } from '../../core/step-check.ts'
import { value } from '@/test/outcome-value.ts'
import { calculateSalaryNet } from '../../salary/salary.ts'
import type { SalaryNetInput } from '../../salary/salary-types.ts'
import { checkPayslip } from '../../payslip-check/payslip-check.ts'
import { hasExtras, NO_EXTRAS, payslipMonth } from './payslip-extras.ts'
import { money } from '../../core/money.ts'

// The worked examples of docs/legal/payslip-lines.md, each computed through the two screens'
// libraries: the salary calculator (`modo=liquido`) and the payslip check.

const TODAY = '2026-04-15'
const net = (input: SalaryNetInput) => calculateSalaryNet(input, 2026, null, TODAY)

describe('insalubridade: 10/20/40% of the minimum wage of the year (CLT art. 192)', () => {
  it.each([
    [2026, 'maximo', 648.4],
    [2026, 'medio', 324.2],
    [2026, 'minimo', 162.1],
    [2025, 'maximo', 607.2],
    [2025, 'medio', 303.6],
    [2025, 'minimo', 151.8],
    [2024, 'maximo', 564.8],
    [2024, 'medio', 282.4],
    [2024, 'minimo', 141.2],
  ])('%i, grau %s: %d', (ano, insalubridade, amount) => {
    const r = value(net({ bruto: 3000, ano, insalubridade }))
    expect(r.earnings.insalubrity?.amount).toBe(amount)
    expect(r.remuneration).toBe(3000 + amount)
  })
})

describe('periculosidade: 30% of the salário-base (CLT art. 193 §1º; Súmula 191 I TST)', () => {
  it('salário 3.500,00 → 1.050,00, in the INSS, FGTS and IRRF bases', () => {
    const r = value(net({ bruto: 3500, ano: 2026, periculosidade: 'sim' }))
    expect(r.earnings.hazard?.amount).toBe(1050)
    expect(r.remuneration).toBe(4550)
    expect(r.fgts).toBe(364)
  })

  it('is not paid together with insalubridade: the employee picks one (CLT art. 193 §2º)', () => {
    expect(net({ bruto: 3500, periculosidade: 'sim', insalubridade: 'medio' })).toMatchObject({
      ok: false,
      errors: [{ field: 'periculosidade', code: 'invalid' }],
    })
  })
})

describe('comissões and their DSR (Lei 605/1949 art. 7º; Súmula 27 TST)', () => {
  it('April 2026 has 24 dias úteis and 6 Sundays and holidays', () => {
    expect(payslipMonth(2026, 4)).toMatchObject({ workingDays: 24, restCount: 6, sundays: 4 })
  })

  it('comissões 2.400,00 in April 2026 → DSR 600,00', () => {
    const r = value(net({ bruto: 2000, ano: 2026, mes: '2026-04', comissoes: 2400 }))
    expect(r.earnings.commissionsDsr).toBe(600)
    expect(r.remuneration).toBe(5000)
  })
})

describe('faltas injustificadas (Lei 605/1949 art. 6º; CLT art. 64)', () => {
  it('salário 3.000,00, 2 faltas in 2 weeks → 400,00; INSS, FGTS and IRRF on 2.600,00', () => {
    const r = value(net({ bruto: 3000, ano: 2026, mes: '2026-04', faltas: 2, semanasFaltas: 2 }))
    expect(r.earnings.absences.amount).toBe(200)
    expect(r.earnings.lostRest.amount).toBe(200)
    expect(r.remuneration).toBe(2600)
    expect(r.fgts).toBe(208)
    expect(r.inss).toBe(value(net({ bruto: 2600, ano: 2026 })).inss)
  })

  it('without the weeks, one week a falta is counted, and said', () => {
    const r = value(net({ bruto: 3000, ano: 2026, mes: '2026-04', faltas: 2 }))
    expect(r.earnings.lostRest).toMatchObject({ weeks: 2, amount: 200, assumed: true })
  })

  it('refuses more faltas than the dias úteis of the month, and more weeks than faltas', () => {
    expect(net({ bruto: 3000, mes: '2026-04', faltas: 25 })).toMatchObject({
      ok: false,
      errors: [{ field: 'faltas', code: 'too-large', limit: 24 }],
    })
    expect(net({ bruto: 3000, mes: '2026-04', faltas: 1, semanasFaltas: 2 })).toMatchObject({
      ok: false,
      errors: [{ field: 'semanasFaltas', code: 'too-large', limit: 1 }],
    })
  })
})

describe('salário-família (Lei 8.213/1991 arts. 65–66; portarias MPS/MF)', () => {
  it('2026: remuneração 1.700,00, 1 filho → 67,54, outside every tax base', () => {
    const r = value(net({ bruto: 1700, ano: 2026, filhos: 1 }))
    expect(r.family.amount).toBe(67.54)
    expect(r.remuneration).toBe(1700)
    expect(r.net).toBe(value(net({ bruto: 1700, ano: 2026 })).net + 67.54)
  })

  it('2026: remuneração 1.980,39, one cent above the limit → 0', () => {
    expect(value(net({ bruto: 1980.39, ano: 2026, filhos: 1 })).family.amount).toBe(0)
    expect(value(net({ bruto: 1980.38, ano: 2026, filhos: 1 })).family.amount).toBe(67.54)
  })

  it.each([
    [2024, 1819.26, 62.04],
    [2025, 1906.04, 65],
  ])('%i: at the limit %d, 2 filhos → 2 × %d', (ano, bruto, quota) => {
    expect(value(net({ bruto, ano, filhos: 2 })).family.amount).toBe(quota * 2)
  })

  it('2027 borrows the 2026 portaria until the new one is published, and says so', () => {
    const r = value(calculateSalaryNet({ bruto: 1700, ano: 2027, filhos: 1 }, 2027, null, TODAY))
    expect(r.family.amount).toBe(67.54)
    expect(r.pending.map((p) => p.part)).toContain('salario-familia')
  })

  it('refuses negative or fractional children', () => {
    expect(net({ bruto: 1700, filhos: -1 })).toMatchObject({
      ok: false,
      errors: [{ field: 'filhos', code: 'negative' }],
    })
    expect(net({ bruto: 1700, filhos: 1.5 })).toMatchObject({
      ok: false,
      errors: [{ field: 'filhos', code: 'not-integer' }],
    })
  })
})

describe('adiantamento quinzenal (RIR/2018 art. 678)', () => {
  it('salário 3.000,00, 40% → 1.200,00; month end INSS 248,60, IRRF 0,00, saldo 1.551,40', () => {
    const r = value(net({ bruto: 3000, ano: 2026, adiantamento: 40 }))
    expect(r.advance.amount).toBe(1200)
    expect(r.inss).toBe(248.6)
    expect(r.irrf).toBe(0)
    expect(r.net).toBe(1551.4)
    expect(r.monthTotal).toBe(2751.4)
    expect(stepsProblems(r.steps, moneyFig(r.net))).toEqual([])
  })
})

describe('the full payslip of April 2026 (no dependants)', () => {
  it('salário 3.000,00 + periculosidade 900,00 + 10 h at 50% (265,91) + DSR 66,48 = 4.232,39; INSS 396,49, IRRF 0,00, FGTS 338,59, líquido 3.835,90', () => {
    const r = value(
      checkPayslip({
        today: TODAY,
        salario: 3000,
        periculosidade: 'sim',
        horas50: 10,
        jornada: 220,
        mes: '2026-04',
        pagoPericulosidade: 900,
        pagoHoras: 265.91,
        pagoDsr: 66.48,
        pagoInss: 396.49,
        pagoIrrf: 0,
        pagoFgts: 338.59,
        pagoLiquido: 3835.9,
      }),
    )
    expect(r.remuneration).toBe(4232.39)
    expect(r.lines.every((l) => l.verdict === 'confere')).toBe(true)
    expect(stepsProblems(r.steps, moneyFig(r.balance))).toEqual([])
  })
})

describe('properties', () => {
  const base = fc.record({
    bruto: fc.integer({ min: 1_000_00, max: 30_000_00 }).map((c) => c / 100),
    comissoes: fc.integer({ min: 0, max: 3_000_00 }).map((c) => c / 100),
    periculosidade: fc.constantFrom('sim', 'nao'),
    dependentes: fc.integer({ min: 0, max: 3 }),
    mes: fc.constantFrom('2024-02', '2025-06', '2026-04', '2026-12'),
    faltas: fc.integer({ min: 0, max: 10 }),
  })

  // Without children: the salário-família follows the remuneração, so an absence that brings it
  // under the portaria's limit adds a quota (the law's own choice, Lei 8.213/1991 art. 66).
  it('an absence more never raises the net, except where the IRRF falls under R$ 10,00 and is waived (Lei 9.430/1996 art. 67)', () => {
    fc.assert(
      fc.property(base, (input) => {
        const before = value(net({ ...input, ano: Number(input.mes.slice(0, 4)) }))
        const after = net({
          ...input,
          ano: Number(input.mes.slice(0, 4)),
          faltas: input.faltas + 1,
        })
        if (!after.ok) return
        const rise = after.value.net - before.net
        if (rise > 0) {
          expect(after.value.irrfDetail.belowMinimumWithholding).toBe(true)
          expect(rise).toBeLessThanOrEqual(before.irrf)
        }
      }),
    )
  })

  it('every step holds, chains and ends on the net', () => {
    fc.assert(
      fc.property(
        base,
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom(0, 40),
        (input, filhos, adiantamento) => {
          const r = net({ ...input, filhos, adiantamento })
          if (!r.ok) return
          expect(stepsProblems(r.value.steps, moneyFig(r.value.net))).toEqual([])
        },
      ),
    )
  })
})

describe('which payslip has extra lines (docs/legal/payslip-lines.md)', () => {
  it('none when nothing is asked; each line alone is enough', () => {
    expect(hasExtras(NO_EXTRAS)).toBe(false)
    expect(hasExtras({ ...NO_EXTRAS, insalubrity: 'medio' })).toBe(true)
    expect(hasExtras({ ...NO_EXTRAS, hazard: true })).toBe(true)
    expect(hasExtras({ ...NO_EXTRAS, commissions: money(1) })).toBe(true)
    expect(hasExtras({ ...NO_EXTRAS, absences: 1 })).toBe(true)
    expect(hasExtras({ ...NO_EXTRAS, children: 1 })).toBe(true)
    expect(hasExtras({ ...NO_EXTRAS, advancePercent: 40 })).toBe(true)
  })
})
