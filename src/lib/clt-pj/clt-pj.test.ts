import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { stepHolds } from '../core/step-check.ts'
import { calculateCltPj, type CltPjInput } from './clt-pj.ts'

function run(input: Partial<CltPjInput>) {
  const outcome = calculateCltPj({ salario: 10000, contador: 300, ano: 2026, ...input }, 2026)
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors))
  return outcome.value
}

describe('worked example of docs/legal/clt-pj.md (2026): CLT R$ 10.000 × PJ R$ 15.000, accountant R$ 300', () => {
  const result = run({ faturamento: 15000 })

  it('CLT, R$ 10.000: month 7.442,36, férias 9.859,03, 13º 7.442,36, year 99.167,35, FGTS 10.666,67, package 109.834,02', () => {
    const { clt } = result
    expect([clt.monthlyNet, clt.vacationNet, clt.thirteenthNet, clt.annualNet]).toEqual([
      7442.36, 9859.03, 7442.36, 99167.35,
    ])
    expect([clt.grossAnnual, clt.fgts, clt.package]).toEqual([133333.33, 10666.67, 109834.02])
  })

  it('docs/legal/inss-irrf.md, 13º salário: the CLT 13º of R$ 5.000,00 in 2026 pays no tax, and of R$ 3.100,00 in 2025 withholds 4,80 (no R$ 10,00 waiver)', () => {
    // Net 13º = gross − INSS − IRRF: 5.000 − 501,51 − 0; 3.100 − 265,41 − 4,80.
    expect(run({ salario: 5000, faturamento: 8000 }).clt.thirteenthNet).toBe(4498.49)
    expect(run({ salario: 3100, faturamento: 5000, ano: 2025 }).clt.thirteenthNet).toBe(2829.79)
  })

  it('employer: 181.066,67 a year in the lucro presumido (27,8% of charges), 144.000,00 in the Simples; same-cost invoice 15.088,89', () => {
    expect([result.clt.employerCost, result.clt.employerCostSimples]).toEqual([181066.67, 144000])
    expect(result.sameCostInvoice).toBe(15088.89)
  })

  it('PJ, R$ 15.000 a month, accountant 300: Anexo III nets 13.338,00 (DAS 900, INSS 462), Anexo V 12.196,69; III is chosen', () => {
    const [three, five] = result.options
    expect([
      three?.annex,
      three?.prolabore,
      three?.das,
      three?.inss,
      three?.irrf,
      three?.profit,
      three?.monthlyNet,
    ]).toEqual([3, 4200, 900, 462, 0, 9600, 13338])
    expect([five?.annex, five?.das, five?.inss, five?.profit, five?.monthlyNet]).toEqual([
      5, 2325, 178.31, 10754, 12196.69,
    ])
    expect(result.best.annex).toBe(3)
    expect(result.best.annualNet).toBe(160056)
  })

  it('break-even revenue 10.396,87 a month (Anexo III, P 2.911,13, DAS 623,81, INSS 320,22)', () => {
    expect(result.breakEvenRevenue).toBe(10396.87)
    const solved = run({})
    expect(solved.revenueSolved).toBe(true)
    expect([
      solved.revenue,
      solved.best.prolabore,
      solved.best.das,
      solved.best.inss,
      solved.best.irrf,
    ]).toEqual([10396.87, 2911.13, 623.81, 320.22, 0])
  })

  it('2025: monthly net 7.468,80, férias 9.885,46, year 99.511,06, package 110.177,73; PJ III pays IRRF 144,76, nets 13.193,24', () => {
    const y2025 = run({ faturamento: 15000, ano: 2025 })
    expect([
      y2025.clt.monthlyNet,
      y2025.clt.vacationNet,
      y2025.clt.annualNet,
      y2025.clt.package,
    ]).toEqual([7468.8, 9885.46, 99511.06, 110177.73])
    expect([y2025.options[0]?.irrf, y2025.options[0]?.monthlyNet]).toEqual([144.76, 13193.24])
  })

  it('per month: CLT 109.834,02 ÷ 12 = 9.152,84 beside PJ 13.338,00, PJ 4.185,16 a more (50.221,98 a year)', () => {
    expect([result.cltMonthly, result.monthlyDifference, result.difference]).toEqual([
      9152.84, 4185.16, 50221.98,
    ])
    expect(result.best.fatorR).toBe(28)
    expect(result.options[1]?.fatorR).toBe(10.81)
  })
})

describe('choices and warnings', () => {
  it('benefits of R$ 1.000 a month add R$ 12.000 to the CLT package (121.834,02) and to the employer cost', () => {
    const r = run({ faturamento: 15000, beneficios: 1000 })
    expect([r.clt.benefitsAnnual, r.clt.package, r.clt.employerCost]).toEqual([
      12000, 121834.02, 193066.67,
    ])
    expect(r.breakEvenRevenue).toBeGreaterThan(10396.87)
  })

  it('a typed pró-labore decides the Anexo by the Fator R', () => {
    expect(run({ faturamento: 15000, prolabore: 4200 }).best.annex).toBe(3)
    expect(run({ faturamento: 15000, prolabore: 4199.99 }).best.annex).toBe(5)
    expect(run({ faturamento: 15000, anexo: '5' }).options).toHaveLength(1)
  })

  it('warns past R$ 50 mil of profit a month from 2026 (Lei 15.270/2025)', () => {
    expect(run({ faturamento: 90000 }).warnings).toContain('dividends-2026')
    expect(run({ faturamento: 90000, ano: 2025 }).warnings).not.toContain('dividends-2026')
  })

  it('a pró-labore below the minimum wage (Lei 10.666/2003 art. 5º) or above the revenue is refused', () => {
    const low = calculateCltPj({ salario: 5000, prolabore: 1620.99, ano: 2026 }, 2026)
    expect(low.ok ? null : low.errors).toEqual([
      { field: 'prolabore', code: 'too-small', limit: 1621 },
    ])
    const high = calculateCltPj({ salario: 5000, faturamento: 8000, prolabore: 8000.01 }, 2026)
    expect(high.ok ? null : high.errors).toEqual([
      { field: 'prolabore', code: 'too-large', limit: 8000 },
    ])
    expect(run({ faturamento: 8000, prolabore: 8000 }).best.prolabore).toBe(8000)
  })

  it('says when a typed pró-labore puts the Fator R in the other Anexo, and when the revenue leaves a loss', () => {
    expect(run({ faturamento: 15000, anexo: '3', prolabore: 2000 }).warnings).toContain(
      'annex-by-fator-r',
    )
    expect(run({ faturamento: 15000, anexo: '3', prolabore: 4200 }).warnings).toEqual([])
    expect(run({ faturamento: 2000, contador: 900 }).warnings).toContain('negative-profit')
  })

  it('CLT ahead: the differences are negative and the steps say "a favor da CLT"', () => {
    const r = run({ faturamento: 9000 })
    expect(r.monthlyDifference).toBeLessThan(0)
    expect(r.steps.at(-1)?.label).toBe('Diferença por mês a favor da CLT')
    expect(r.steps.at(-1)?.result.value).toBe(Math.abs(r.monthlyDifference))
  })

  it('asks for the salary and refuses odd values', () => {
    const outcome = calculateCltPj(
      { salario: null, faturamento: -1, anexo: '4', dependentes: 1.5 },
      2026,
    )
    expect(outcome.ok).toBe(false)
    if (!outcome.ok)
      expect(outcome.errors.map((e) => e.field)).toEqual([
        'salario',
        'faturamento',
        'anexo',
        'dependentes',
      ])
  })
})

describe('properties', () => {
  it('the break-even revenue reaches the CLT package and a cent less does not; every step holds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1500_00, max: 40000_00 }).map((c) => c / 100),
        fc.constantFrom(2024, 2025, 2026),
        (salario, ano) => {
          const result = run({ salario, ano })
          const breakEven = result.breakEvenRevenue
          if (breakEven === null) return
          expect(result.best.annualNet).toBeGreaterThanOrEqual(result.clt.package)
          const below = run({ salario, ano, faturamento: Math.round(breakEven * 100 - 1) / 100 })
          expect(below.best.annualNet).toBeLessThan(result.clt.package)
          for (const step of result.steps) expect(stepHolds(step), step.label).toBe(true)
        },
      ),
      { numRuns: 25 },
    )
  })
})

describe('2027 before its acts (docs/legal/calendar-of-acts.md): 2026’s INSS bands and minimum wage stand in, and the result says so', () => {
  const at = (input: Partial<CltPjInput>, todayYear: number) => {
    const outcome = calculateCltPj({ salario: 10000, contador: 300, ...input }, todayYear)
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors))
    return outcome.value
  }

  it('in 2027 the INSS bands and, for Anexo V’s pró-labore of one minimum wage, the minimum wage are 2026’s', () => {
    expect(at({ faturamento: 15000 }, 2027).pending).toEqual([
      { part: 'inss', year: 2027, usedYear: 2026 },
      { part: 'salario-minimo', year: 2027, usedYear: 2026 },
    ])
  })

  it('a typed pró-labore above the minimum: only the INSS bands are borrowed', () => {
    expect(at({ faturamento: 15000, prolabore: 5000 }, 2027).pending).toEqual([
      { part: 'inss', year: 2027, usedYear: 2026 },
    ])
  })

  it('in 2028, with no table of its own, the latest table is used and 2028 is named', () => {
    const r = at({ faturamento: 15000, anexo: '3' }, 2028)
    expect(r.year).toBe(2027)
    expect(r.pending).toEqual([{ part: 'inss', year: 2028, usedYear: 2026 }])
  })

  it('the figures are 2026’s own: the borrowed tables change no number', () => {
    const { pending: borrowed, year: y27, ...in2027 } = at({ faturamento: 15000, ano: 2027 }, 2027)
    const { pending: none, year: y26, ...in2026 } = at({ faturamento: 15000, ano: 2026 }, 2027)
    expect([borrowed.length, none.length, y27, y26]).toEqual([2, 0, 2027, 2026])
    expect(in2027.best.annualNet).toBe(in2026.best.annualNet)
    expect(in2027.clt.package).toBe(in2026.clt.package)
  })

  it('in 2026 nothing is pending', () => {
    expect(at({ faturamento: 15000 }, 2026).pending).toEqual([])
  })
})
