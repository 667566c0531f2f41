import { describe, expect, it } from 'vitest'

import { sumMoney } from '../core/money.ts'
import { calculateSeverance } from './labor.ts'
import { severance } from './severance-fixture.ts'
import { noticeDays } from './severance-notice.ts'
import type { SeveranceResult } from './severance-types.ts'
import { calculateSalaryNet } from '../salary/salary.ts'

const ids = (r: SeveranceResult) => r.lines.map((l) => l.id)

describe('aviso prévio days (Lei 12.506/2011)', () => {
  it.each([
    [0, 30],
    [1, 33],
    [3, 39],
    [10, 60],
    [20, 90],
    [35, 90],
  ])('%i full years → %i days', (years, days) => {
    expect(noticeDays(years)).toBe(days)
  })

  it('counts full years to the dismissal date', () => {
    const oneYear = severance({ admissao: '2025-11-20', demissao: '2026-11-20' })
    expect(oneYear).toMatchObject({ serviceYears: 1, priorNoticeDays: 33 })
    const almost = severance({ admissao: '2025-11-21', demissao: '2026-11-20' })
    expect(almost).toMatchObject({ serviceYears: 0, priorNoticeDays: 30 })
  })
})

describe('rescisão sem justa causa, aviso indenizado (the worked case)', () => {
  // Admitted 10/03/2023, dismissed 20/11/2026, salary 3.000 (day 100), 2026 tables.
  // - 3 full years → aviso 30 + 9 = 39 days = 3.900,00; projected end 20/11 + 39 = 29/12/2026.
  // - Saldo: 1–20 Nov = 20 days = 2.000,00.
  // - 13º: Jan–Nov + 29 days of December (≥ 15) = 12/12 = 3.000,00.
  // - Férias: period from 10/03/2026; to 29/12 = 9 months (to 09/12) + 20 days (≥ 15) = 10/12
  //   = 2.500,00; 1/3 = 833,33.
  // - Gross 2.000 + 3.900 + 3.000 + 2.500 + 833,33 = 12.233,33.
  // - INSS on the saldo 2.000: 121,575 + 379 × 9% = 155,685 → 155,69; IRRF 0 (below the zero band).
  // - INSS on the 13º 3.000: 121,575 + 115,3656 + 97,16 × 12% = 248,5998 → 248,60; IRRF: the
  //   simplified discount 607,20 beats 248,60, base 2.392,80 in the zero band → 0.
  // - Net 12.233,33 − 404,29 = 11.829,04.
  // - FGTS estimate: 10/03/2023 to 29/12/2026 = 45 months + 20 days → 46 months;
  //   8% × 3.000 × 46 × 13/12 = 11.960,00; fine 40% = 4.784,00.
  // - Total 11.829,04 + 11.960,00 + 4.784,00 = 28.573,04.
  const r = severance({})

  it('gives every line', () => {
    expect(r).toMatchObject({
      reason: 'sem-justa-causa',
      notice: 'indenizado',
      serviceYears: 3,
      priorNoticeEntitledDays: 39,
      priorNoticeDays: 39,
      projectedEndDate: '2026-12-29',
      salaryBalanceDays: 20,
      salaryBalance: 2000,
      priorNotice: 3900,
      thirteenthMonths: 12,
      proportionalThirteenth: 3000,
      vacationMonths: 10,
      proportionalVacation: 2500,
      overdueVacation: 0,
      vacationBonus: 833.33,
      grossTotal: 12233.33,
      inss: 404.29,
      irrf: 0,
      deductionsTotal: 404.29,
      netTotal: 11829.04,
      fgtsEstimated: true,
      fgtsBalance: 11960,
      fgtsWithdrawal: 11960,
      fgtsFine: 4784,
      fgtsTotal: 16744,
      total: 28573.04,
      noticeReplaced: null,
    })
  })

  it('names the rule of each line', () => {
    expect(r.lines.map((l) => [l.id, l.rule, l.amount])).toEqual([
      ['saldo-salario', 'dias-trabalhados-mes', 2000],
      ['aviso-previo', 'aviso-lei-12506', 3900],
      ['decimo-terceiro', 'avos-13-lei-4090', 3000],
      ['ferias-proporcionais', 'avos-ferias-clt-146', 2500],
      ['terco-ferias', 'terco-cf-7-xvii', 833.33],
      ['inss-saldo', 'inss-progressivo', 155.69],
      ['inss-decimo-terceiro', 'inss-progressivo', 248.6],
      ['fgts-saque', 'fgts-saque-integral', 11960],
      ['fgts-multa', 'fgts-multa-40', 4784],
    ])
    expect(r.lines[0]).toMatchObject({ quantity: 20, unit: 'dias' })
    expect(r.lines[2]).toMatchObject({ quantity: 12, unit: 'avos' })
  })

  // Lei 8.036/1990 art. 18 §1º and Súmula 305 TST: the 40% is on every deposit of the contract,
  // those made with the rescisão included: 8% × (saldo 2.000 + aviso 3.900 + 13º 3.000) = 712,00.
  it('a typed app balance gains the rescisão deposits: 10.000 + 712 → saque 10.712, multa 4.284,80', () => {
    expect(severance({ fgts: 10000 })).toMatchObject({
      fgtsEstimated: false,
      fgtsBalance: 10000,
      fgtsRescissionDeposits: 712,
      fgtsBase: 10712,
      fgtsWithdrawal: 10712,
      fgtsFine: 4284.8,
    })
  })

  it('the saldo para fins rescisórios already holds them: nothing is added', () => {
    expect(severance({ fgts: 10000, baseFgts: 'rescisorio' })).toMatchObject({
      fgtsBalance: 10000,
      fgtsRescissionDeposits: 0,
      fgtsBase: 10000,
      fgtsWithdrawal: 10000,
      fgtsFine: 4000,
    })
  })

  it('15.000 in the app and 592,00 of rescisão deposits give a fine of 6.236,80', () => {
    // The rule's figure, 40% × (15.000 + 592,00); then the same rule on this contract's own
    // saldo, 13º and aviso indenizado.
    expect(Math.round(0.4 * (15000 + 592) * 100) / 100).toBe(6236.8)
    const r = severance({ salario: 2500, fgts: 15000 })
    const base = r.salaryBalance + r.proportionalThirteenth + r.priorNotice
    expect(r.fgtsRescissionDeposits).toBe(Math.round(base * 8) / 100)
    expect(r.fgtsFine).toBe(Math.round(0.4 * (15000 + r.fgtsRescissionDeposits) * 100) / 100)
  })

  it('shows no FGTS lines for a saldo para fins rescisórios of zero', () => {
    const r = severance({ fgts: 0, baseFgts: 'rescisorio' })
    expect(r).toMatchObject({ fgtsEstimated: false, fgtsTotal: 0 })
    expect(r.lines.some((l) => l.kind === 'fgts')).toBe(false)
  })

  it('defaults ano to the dismissal year', () => {
    const r2025 = calculateSeverance({
      salario: 3000,
      admissao: '2023-03-10',
      demissao: '2025-11-20',
    })
    expect(r2025.ok && r2025.value.year).toBe(2025)
    const r2030 = calculateSeverance({
      salario: 3000,
      admissao: '2023-03-10',
      demissao: '2030-01-10',
    })
    expect(r2030.ok && r2030.value.year).toBe(2027)
  })
})

describe('rescisão by motivo', () => {
  it('sem justa causa, aviso trabalhado: only the days beyond 30 are paid and projected', () => {
    // 39 − 30 = 9 days = 900,00; end 29/11 → 13º 11/12; férias to 29/11: 8 months + 20 days = 9/12.
    const r = severance({ aviso: 'trabalhado' })
    expect(r).toMatchObject({
      priorNoticeDays: 9,
      priorNotice: 900,
      projectedEndDate: '2026-11-29',
      thirteenthMonths: 11,
      vacationMonths: 9,
    })
    expect(r.lines.find((l) => l.id === 'aviso-previo')?.rule).toBe('aviso-proporcional-excedente')
  })

  it('sem justa causa under one year, aviso trabalhado: nothing beyond the 30 worked days', () => {
    const r = severance({ admissao: '2026-01-05', aviso: 'trabalhado' })
    expect(r).toMatchObject({ priorNoticeDays: 0, priorNotice: 0, projectedEndDate: '2026-11-20' })
    expect(ids(r)).not.toContain('aviso-previo')
  })

  it('pedido de demissão, aviso não cumprido: one salary deducted, no FGTS', () => {
    // End 20/11: 13º Jan–Oct + 20 days of Nov = 11/12 = 2.750,00; férias 10/03 to 20/11 =
    // 8 months + 11 days = 8/12 = 2.000,00; 1/3 = 666,67. Gross 7.416,67.
    // INSS saldo 155,69; INSS 13º on 2.750: 121,575 + 1.129 × 9% = 223,185 → 223,19.
    // Deductions 155,69 + 223,19 + 3.000 = 3.378,88; net 4.037,79.
    const r = severance({ motivo: 'pedido-demissao', aviso: 'nao-cumprido' })
    expect(r).toMatchObject({
      priorNotice: 0,
      projectedEndDate: '2026-11-20',
      thirteenthMonths: 11,
      proportionalThirteenth: 2750,
      vacationMonths: 8,
      proportionalVacation: 2000,
      vacationBonus: 666.67,
      grossTotal: 7416.67,
      priorNoticeDiscount: 3000,
      priorNoticeDiscountCapped: false,
      deductionsTotal: 3378.88,
      netTotal: 4037.79,
      fgtsWithdrawal: 0,
      fgtsFine: 0,
      total: 4037.79,
    })
    expect(ids(r)).toContain('desconto-aviso')
    expect(ids(r)).not.toContain('fgts-saque')
  })

  it('pedido de demissão, aviso dispensado or trabalhado: nothing paid or deducted', () => {
    for (const aviso of ['dispensado', 'trabalhado'] as const) {
      const r = severance({ motivo: 'pedido-demissao', aviso })
      expect(r).toMatchObject({ priorNotice: 0, priorNoticeDiscount: 0, noticeReplaced: null })
    }
    // Without an aviso, the resignation's own default: worked by the employee.
    expect(severance({ motivo: 'pedido-demissao' })).toMatchObject({
      notice: 'trabalhado',
      noticeReplaced: null,
    })
  })

  it('pedido de demissão from an older link with "indenizado" (no such aviso when the employee resigns): read as worked, and said', () => {
    const r = severance({ motivo: 'pedido-demissao', aviso: 'indenizado' })
    expect(r).toMatchObject({
      notice: 'trabalhado',
      noticeReplaced: 'indenizado',
      priorNotice: 0,
      priorNoticeDiscount: 0,
    })
    // The same figures as the worked aviso: the link keeps the result it had.
    expect(r.netTotal).toBe(severance({ motivo: 'pedido-demissao', aviso: 'trabalhado' }).netTotal)
  })

  it('never deducts more than the rescisão pays (CLT art. 477 §5º)', () => {
    // 5 days = 500,00; INSS 37,50; nothing else; the discount stops at 462,50.
    const r = severance({
      motivo: 'pedido-demissao',
      aviso: 'nao-cumprido',
      admissao: '2026-11-01',
      demissao: '2026-11-05',
    })
    expect(r).toMatchObject({
      grossTotal: 500,
      priorNoticeDiscount: 462.5,
      priorNoticeDiscountCapped: true,
      netTotal: 0,
    })
  })

  it('justa causa: saldo and férias vencidas + 1/3 only', () => {
    // 2.000 + 30 days 3.000 + 1.000 − INSS 155,69 = 5.844,31.
    const r = severance({ motivo: 'justa-causa', ferias: 30 })
    expect(r).toMatchObject({
      priorNotice: 0,
      proportionalThirteenth: 0,
      proportionalVacation: 0,
      overdueVacation: 3000,
      vacationBonus: 1000,
      netTotal: 5844.31,
      fgtsWithdrawal: 0,
      fgtsFine: 0,
      total: 5844.31,
      noticeReplaced: null,
    })
    expect(ids(r)).toEqual(['saldo-salario', 'ferias-vencidas', 'terco-ferias', 'inss-saldo'])
    // Justa causa has no aviso at all: whatever a link carries changes nothing and is not flagged.
    expect(severance({ motivo: 'justa-causa', aviso: 'indenizado', ferias: 30 })).toMatchObject({
      netTotal: 5844.31,
      noticeReplaced: null,
    })
  })

  it('acordo, aviso indenizado: half the aviso, 80% of the FGTS, 20% fine', () => {
    // 39 / 2 = 19,5 days = 1.950,00; projection 19 days → 09/12 (9 days of December: no avo);
    // 13º 11/12 = 2.750; férias 10/03 → 10/12 exactly 9 months = 2.250; 1/3 = 750.
    // Gross 9.700; INSS 155,69 + 223,19; net 9.321,12. FGTS 45 months: 240 × 45 × 13/12 =
    // 11.700; withdrawal 9.360; fine 2.340. Total 21.021,12.
    const r = severance({ motivo: 'acordo' })
    expect(r).toMatchObject({
      priorNoticeEntitledDays: 39,
      priorNoticeDays: 19.5,
      priorNotice: 1950,
      projectedEndDate: '2026-12-09',
      thirteenthMonths: 11,
      vacationMonths: 9,
      grossTotal: 9700,
      netTotal: 9321.12,
      fgtsBalance: 11700,
      fgtsWithdrawal: 9360,
      fgtsFine: 2340,
      total: 21021.12,
    })
    expect(r.lines.filter((l) => l.kind === 'fgts').map((l) => l.rule)).toEqual([
      'fgts-saque-80-acordo',
      'fgts-multa-20-acordo',
    ])
    expect(r.lines.find((l) => l.id === 'aviso-previo')?.rule).toBe('aviso-acordo-metade')
  })

  it('acordo, aviso trabalhado: half of the days beyond 30', () => {
    const r = severance({ motivo: 'acordo', aviso: 'trabalhado' })
    expect(r).toMatchObject({ priorNoticeDays: 4.5, priorNotice: 450 })
    expect(r.lines.find((l) => l.id === 'aviso-previo')?.rule).toBe(
      'aviso-proporcional-excedente-acordo',
    )
  })

  it('sem justa causa with the aviso waived (the employee has a new job, Súmula 276 TST): no aviso, no projection', () => {
    expect(severance({ aviso: 'dispensado' })).toMatchObject({
      priorNotice: 0,
      projectedEndDate: '2026-11-20',
      noticeReplaced: null,
    })
  })

  it('an aviso the motivo does not have ("não cumprido" on a dismissal) is read as the motivo’s default', () => {
    expect(severance({ aviso: 'nao-cumprido' })).toMatchObject({
      notice: 'indenizado',
      noticeReplaced: 'nao-cumprido',
      priorNoticeDays: 39,
      priorNoticeDiscount: 0,
      netTotal: 11829.04,
    })
  })
})

describe('docs/legal/inss-irrf.md, 13º salário in the rescisão: the 13º proporcional with the 13º of the aviso is one 13º payment', () => {
  // Dismissed on 20/11 after 3 full years: the 39-day aviso indenizado projects to 29/12, so the
  // 13º is 11 avos to November plus the December avo the aviso brings: 12/12, taxed once
  // (RIR/2018 art. 700; Lei 9.250/1995 art. 4º §2º; no Lei 9.430/1996 art. 67 waiver).
  const dismissedIn = (year: number, salario: number) =>
    severance({ salario, admissao: `${year - 3}-03-10`, demissao: `${year}-11-20`, ano: year })
  const thirteenthTaxes = (r: SeveranceResult) => [
    r.proportionalThirteenth,
    r.lines.find((l) => l.id === 'inss-decimo-terceiro')?.amount,
    r.lines.find((l) => l.id === 'irrf-decimo-terceiro')?.amount ?? 0,
  ]

  it('docs/legal/inss-irrf.md, 13º salário: 13º of R$ 3.000,00 in 2024 pays 13,20', () => {
    expect(thirteenthTaxes(dismissedIn(2024, 3000))).toEqual([3000, 258.82, 13.2])
  })

  it('docs/legal/inss-irrf.md, 13º salário: 13º of R$ 3.100,00 in 2025 withholds 4,80 (no R$ 10,00 waiver)', () => {
    expect(thirteenthTaxes(dismissedIn(2025, 3100))).toEqual([3100, 265.41, 4.8])
  })

  it('docs/legal/inss-irrf.md, 13º salário: 13º of R$ 5.000,00 in 2026 pays no tax', () => {
    expect(thirteenthTaxes(dismissedIn(2026, 5000))).toEqual([5000, 501.51, 0])
  })

  it('docs/legal/inss-irrf.md, 13º salário: 13º of R$ 5.500,00 in 2026 withholds 190,47', () => {
    expect(thirteenthTaxes(dismissedIn(2026, 5500))).toEqual([5500, 571.51, 190.47])
  })
})

describe('taxes in the rescisão (docs/legal/labour.md)', () => {
  it('withholds on the saldo as monthly wages and on the 13º apart; indemnities are exempt', () => {
    // 10.000 a month, dismissed at the end of June 2026 after 6 full years: saldo = a month.
    const r = severance({ salario: 10000, admissao: '2020-01-01', demissao: '2026-06-30' })
    const monthly = calculateSalaryNet({ bruto: 10000, ano: 2026 }, 2026)
    if (!monthly.ok) throw new Error('unexpected')
    const line = (id: string) => r.lines.find((l) => l.id === id)?.amount
    expect(line('inss-saldo')).toBe(monthly.value.inss)
    expect(line('irrf-saldo')).toBe(monthly.value.irrf)
    expect(line('irrf-decimo-terceiro')).toBeGreaterThan(0)
    expect(r.irrf).toBe(sumMoney(line('irrf-saldo')!, line('irrf-decimo-terceiro')!))
    // The big aviso (48 days) and the férias add nothing to the taxes.
    const noAviso = severance({
      salario: 10000,
      admissao: '2020-01-01',
      demissao: '2026-06-30',
      aviso: 'dispensado',
    })
    expect(noAviso.lines.find((l) => l.id === 'inss-saldo')?.amount).toBe(line('inss-saldo'))
  })
})
