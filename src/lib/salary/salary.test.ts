import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { expectAllFinite } from '@/test/expect-finite.ts'

import { money, subtractMoney, sumMoney } from '../core/money.ts'
import {
  calculateHourly,
  calculateSalaryNet as salaryNetAt,
  calculateThirteenth as thirteenthAt,
} from './salary.ts'
import { TABLE_YEARS, type TableYear } from '../law/tables/table-years.ts'

/** The library takes today's year as an input (it reads no clock); these tests run as of 2026. */
const TODAY_YEAR = 2026
const calculateSalaryNet = (input: Parameters<typeof salaryNetAt>[0], todayYear = TODAY_YEAR) =>
  salaryNetAt(input, todayYear)
const calculateThirteenth = (input: Parameters<typeof thirteenthAt>[0], todayYear = TODAY_YEAR) =>
  thirteenthAt(input, todayYear)

function net(bruto: number, ano: TableYear, dependentes = 0) {
  const r = calculateSalaryNet({ bruto, ano, dependentes })
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.value
}

describe('calculateSalaryNet', () => {
  it('2026, 6.000, no dependents: the docs/legal/inss-irrf.md example', () => {
    expect(net(6000, 2026)).toMatchObject({
      year: 2026,
      gross: 6000,
      inss: 641.51,
      inssBracket: 4,
      taxBeforeReduction: 564.85,
      reduction: 179.75,
      irrf: 385.1,
      deductionMethod: 'legal',
      totalDeductions: 1026.61,
      net: 4973.39,
    })
  })

  it('2024, 3.000: simplified discount, IRRF 13,20', () => {
    // INSS 105,90 + 112,9212 + 39,9984 = 258,82; base 3.000 − 564,80 = 2.435,20;
    // 2.435,20 × 7,5% − 169,44 = 13,20; net 3.000 − 258,82 − 13,20 = 2.727,98.
    expect(net(3000, 2024)).toMatchObject({
      inss: 258.82,
      irrf: 13.2,
      deductionMethod: 'simplificado',
      net: 2727.98,
    })
  })

  it('subtracts VT (at most 6% of the gross) and other deductions, and the payslip adds up', () => {
    const r = calculateSalaryNet({ bruto: 6000, ano: 2026, vt: 300, outros: 100 })
    expect(r.ok && r.value).toMatchObject({
      vt: 300,
      outros: 100,
      totalDeductions: 1426.61,
      net: 4573.39,
      inssRate: 10.69,
      irrfRate: 6.42,
      totalRate: 23.78,
    })
    const capped = calculateSalaryNet({ bruto: 3000, ano: 2026, vt: 500 })
    expect(capped.ok && capped.value.vt).toBe(180)
  })

  it('flags an IRRF of R$ 10,00 or less as not withheld', () => {
    const r = net(3169.33, 2025)
    expect(r).toMatchObject({ irrf: 0, belowMinimumWithholding: true })
    expect(r.irrfDetail.computed).toBe(10)
  })

  it('uses the default year when ano is empty', () => {
    const r = calculateSalaryNet({ bruto: 6000 }, 2031)
    expect(r.ok && r.value.year).toBe(2027)
    const s = calculateSalaryNet({ bruto: 6000, ano: null }, 2025)
    expect(s.ok && s.value.year).toBe(2025)
    expect(calculateSalaryNet({ bruto: 6000 }).ok).toBe(true)
  })

  it('rejects bad input with field errors', () => {
    expect(calculateSalaryNet({ bruto: null })).toEqual({
      ok: false,
      errors: [{ field: 'bruto', code: 'required' }],
    })
    const r = calculateSalaryNet({ bruto: 0, dependentes: 1.5, ano: 2023, vt: -1, outros: NaN })
    expect(r.ok ? [] : r.errors.map((e) => `${e.field}:${e.code}`)).toEqual([
      'bruto:not-positive',
      'dependentes:not-integer',
      'ano:too-small',
      'vt:negative',
      'outros:invalid',
    ])
  })

  it('rejects a salary that rounds to zero cents', () => {
    expect(calculateSalaryNet({ bruto: 0.004 })).toEqual({
      ok: false,
      errors: [{ field: 'bruto', code: 'not-positive' }],
    })
  })

  it('rejects other deductions beyond what is left of the pay', () => {
    const r = calculateSalaryNet({ bruto: 1000, ano: 2026, outros: 2000 })
    // 1.000 − INSS 75,00 = 925,00 is all that can go.
    expect(r).toEqual({ ok: false, errors: [{ field: 'outros', code: 'too-large', limit: 925 }] })
  })
})

describe('net pay properties', () => {
  const cents = fc.integer({ min: 1, max: 2_000_000 })
  // The reduction band of 2026 and its surroundings, where the slope of the tax changes most.
  const band2026 = fc.integer({ min: 490_000, max: 760_000 })
  const computedNet = (r: ReturnType<typeof net>) =>
    subtractMoney(r.gross, sumMoney(r.inss, r.irrfDetail.computed))

  it.each(TABLE_YEARS)('%i: net before the R$ 10 rule never falls as the gross rises', (year) => {
    const gen = year === 2026 ? fc.oneof(cents, band2026) : cents
    fc.assert(
      fc.property(gen, gen, fc.integer({ min: 0, max: 4 }), (a, b, dep) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a]
        const low = net(lo / 100, year, dep)
        const high = net(hi / 100, year, dep)
        // INSS, the tax and the reduction are each rounded to the cent (docs/legal/inss-irrf.md), so
        // one cent more of gross can cost up to 2 cents of net; a real more never costs anything.
        const slack = hi - lo >= 100 ? 0 : 0.02
        expect(computedNet(high)).toBeGreaterThanOrEqual(computedNet(low) - slack)
        // The R$ 10 dispensation (Lei 9.430 art. 67) makes the net drop by up to 10,02 where the
        // IRRF starts being withheld; nowhere else.
        expect(high.net).toBeGreaterThanOrEqual(low.net - 10.02)
      }),
      { numRuns: 200 },
    )
  })

  it('the law makes the net dip where the IRRF starts being withheld (R$ 10,00 rule)', () => {
    const below = net(3169.33, 2025)
    const above = net(3169.47, 2025)
    expect(above.net).toBeLessThan(below.net)
    expect(below.net - above.net).toBeLessThanOrEqual(10.02)
  })

  it('2026: the net across 5.000 is continuous', () => {
    expect(net(5000, 2026).net).toBe(4498.49)
    // INSS 501,5144 → 501,51 and 501,5158 → 501,52: the cent of gross goes to the INSS.
    expect(net(5000.01, 2026).net).toBe(4498.49)
    expect(net(5000.01, 2026).irrf).toBe(0)
  })

  it('arbitrary inputs give errors or finite results', () => {
    const wild = fc.oneof(
      fc.constant(null),
      fc.constant(undefined),
      fc.constant(Number.NaN),
      fc.constant(Number.POSITIVE_INFINITY),
      fc.constant(Number.NEGATIVE_INFINITY),
      fc.constant(1e300),
      fc.constant(-0),
      fc.double(),
      fc.integer({ min: -5, max: 2030 }),
    )
    fc.assert(
      fc.property(wild, wild, wild, wild, wild, (bruto, dependentes, ano, vt, outros) => {
        const r = calculateSalaryNet({ bruto, dependentes, ano, vt, outros })
        if (r.ok) {
          expectAllFinite(r.value)
          expect(r.value.net).toBeGreaterThanOrEqual(0)
        } else expect(r.errors.length).toBeGreaterThan(0)
        const t = calculateThirteenth({ salario: bruto, meses: dependentes, dependentes: vt, ano })
        if (t.ok) expectAllFinite(t.value)
        else expect(t.errors.length).toBeGreaterThan(0)
        const h = calculateHourly({ salario: bruto, horas: outros })
        if (h.ok) expectAllFinite(h.value)
        else expect(h.errors.length).toBeGreaterThan(0)
      }),
      { numRuns: 200 },
    )
  })

  it('the largest accepted salary stays finite', () => {
    const r = calculateSalaryNet({ bruto: 1e12, ano: 2026, dependentes: 20, vt: 1e12, outros: 0 })
    expect(r.ok).toBe(true)
    if (r.ok) expectAllFinite(r.value)
  })
})

describe('calculateThirteenth', () => {
  it('2026, 6.000, 12 months: INSS and IRRF on the 13º gross, 2026 reduction included', () => {
    const r = calculateThirteenth({ salario: 6000, meses: 12, ano: 2026 })
    expect(r.ok && r.value).toMatchObject({
      gross: 6000,
      firstInstallment: 3000,
      firstInstallmentDue: '2026-11-30',
      secondInstallmentGross: 3000,
      inss: 641.51,
      taxBeforeReduction: 564.85,
      reduction: 179.75,
      irrf: 385.1,
      secondInstallment: 1973.39,
      secondInstallmentDue: '2026-12-20',
      net: 4973.39,
    })
  })

  // docs/legal/inss-irrf.md (Lei 9.250/1995 art. 4º §2º; RIR/2018 art. 700; Lei 9.430/1996 art. 67).
  it.each([
    ['13º of R$ 3.000,00 in 2024 pays 13,20', 2024, 3000, 0, 258.82, 'simplificado', 13.2, 2727.98],
    [
      '13º of R$ 3.100,00 in 2025 withholds 4,80',
      2025,
      3100,
      0,
      265.41,
      'simplificado',
      4.8,
      2829.79,
    ],
    ['13º of R$ 2.780,00 in 2025 pays no tax', 2025, 2780, 0, 227.43, 'simplificado', 0, 2552.57],
    ['13º of R$ 5.000,00 in 2026 pays no tax', 2026, 5000, 0, 501.51, 'simplificado', 0, 4498.49],
    [
      '13º of R$ 5.500,00 in 2026 pays 190,47',
      2026,
      5500,
      0,
      571.51,
      'simplificado',
      190.47,
      4738.02,
    ],
    [
      '13º of R$ 7.000,00 in 2026, 2 dependants, pays 650,47',
      2026,
      7000,
      2,
      781.51,
      'legal',
      650.47,
      5568.02,
    ],
  ] as const)(
    'docs/legal/inss-irrf.md: %s',
    (_, ano, salario, dependentes, inss, method, irrf, net) => {
      const r = calculateThirteenth({ salario, ano, dependentes })
      expect(r.ok && r.value).toMatchObject({ months: 12, gross: salario, inss, irrf, net })
      if (r.ok) expect(r.value.irrfDetail.deductionMethod).toBe(method)
    },
  )

  it('2025, 3.000 for 7 months: 1.750,00, INSS 134,73, no IRRF', () => {
    const r = calculateThirteenth({ salario: 3000, meses: 7, ano: 2025, dependentes: 1 })
    expect(r.ok && r.value).toMatchObject({
      gross: 1750,
      firstInstallment: 875,
      inss: 134.73,
      irrf: 0,
      secondInstallment: 740.27,
      net: 1615.27,
    })
  })

  it('rounds the first instalment half-up and gives the rest to the second', () => {
    const r = calculateThirteenth({ salario: 1000, meses: 1, ano: 2024 })
    // 1.000 / 12 = 83,333… → 83,33; half 41,665 → 41,67; rest 41,66.
    expect(r.ok && r.value).toMatchObject({
      gross: 83.33,
      firstInstallment: 41.67,
      secondInstallmentGross: 41.66,
    })
  })

  it('rejects months outside 1..12', () => {
    expect(calculateThirteenth({ salario: 1000, meses: 13 })).toEqual({
      ok: false,
      errors: [{ field: 'meses', code: 'too-large', limit: 12 }],
    })
    expect(calculateThirteenth({ salario: 1000, meses: 0 }).ok).toBe(false)
  })

  it('every instalment adds up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom(...TABLE_YEARS),
        (c, meses, ano) => {
          const r = calculateThirteenth({ salario: c / 100, meses, ano })
          if (!r.ok) throw new Error('unexpected')
          const v = r.value
          expect(sumMoney(v.firstInstallment, v.secondInstallmentGross)).toBe(v.gross)
          expect(sumMoney(v.net, v.inss, v.irrf)).toBe(v.gross)
          expect(v.secondInstallment).toBeGreaterThanOrEqual(0)
        },
      ),
      { numRuns: 200 },
    )
  })
})

describe('calculateHourly', () => {
  it('3.000 over 220 hours', () => {
    expect(calculateHourly({ salario: 3000 })).toEqual({
      ok: true,
      value: { hours: 220, perHour: 13.64, perDay: 109.09, perWeek: 545.45, perMonth: 3000 },
    })
  })

  it('takes other monthly hours', () => {
    const r = calculateHourly({ salario: 4000, horas: 200 })
    expect(r.ok && r.value).toMatchObject({ perHour: 20, perDay: 160, perWeek: 800 })
  })

  it('rejects zero hours and more hours than a month has', () => {
    expect(calculateHourly({ salario: 1, horas: 0 }).ok).toBe(false)
    expect(calculateHourly({ salario: 1, horas: 745 })).toEqual({
      ok: false,
      errors: [{ field: 'horas', code: 'too-large', limit: 744 }],
    })
    expect(money(1)).toBe(1)
  })

  it('needs at least one hour a month: a sliver of an hour would make the wage Infinity', () => {
    expect(calculateHourly({ salario: 1, horas: 5e-324 })).toEqual({
      ok: false,
      errors: [{ field: 'horas', code: 'too-small', limit: 1 }],
    })
    expect(calculateHourly({ salario: 1, horas: 0.99 }).ok).toBe(false)
    expect(calculateHourly({ salario: 1, horas: 1 })).toMatchObject({
      ok: true,
      value: { perHour: 1, perDay: 8, perWeek: 40 },
    })
  })
})
