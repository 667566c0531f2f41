import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { expectAllFinite } from '@/test/expect-finite.ts'

import { sumMoney } from '../core/money.ts'
import { calculateSeverance } from './labor.ts'
import { anySeverance, expectLinesAddUp, severance } from './severance-fixture.ts'
import type { SeveranceInput, SeveranceResult } from './severance-types.ts'

// The worked examples of docs/legal/labour.md ("Rescisão by motivo"), own arithmetic, 2026
// tables: each figure is checked to the cent.

const amounts = (r: SeveranceResult) =>
  Object.fromEntries(r.lines.map((line) => [line.id, line.amount]))

const errors = (input: Partial<SeveranceInput>) => {
  const r = calculateSeverance({
    salario: 3000,
    admissao: '2026-02-01',
    demissao: '2026-05-15',
    ...input,
  })
  return r.ok ? [] : r.errors.map((e) => `${e.field}:${e.code}`)
}

describe('docs/legal/labour.md, rescisão indireta (CLT art. 483): as a dismissal without cause', () => {
  it('pays what sem justa causa pays, with the 40% fine and seguro-desemprego', () => {
    const r = severance({ motivo: 'rescisao-indireta' })
    expect(r).toMatchObject({
      netTotal: 11829.04,
      total: 28573.04,
      fgtsFine: 4784,
      unemployment: { eligible: true },
      paymentDeadline: '2026-11-30',
    })
    const dismissal = severance({ motivo: 'sem-justa-causa' })
    expect(amounts(r)).toEqual(amounts(dismissal))
  })
})

describe('docs/legal/labour.md, culpa recíproca (CLT art. 484, Súmula 14 TST)', () => {
  // 39 days of aviso, half paid = 19,5 days = 1.950,00; projection 19 days → 09/12/2026.
  // 13º: 11 avos (9 days of December < 15) = 2.750,00, half = 1.375,00.
  // Férias: 10/03 to 09/12/2026 = 9 avos = 2.250,00, half = 1.125,00; 1/3 = 375,00.
  // Gross 2.000 + 1.950 + 1.375 + 1.125 + 375 = 6.825,00. INSS saldo 155,69; INSS 13º
  // 1.375 × 7,5% = 103,125 → 103,13; no IRRF. Net 6.566,18.
  // FGTS: 45 months to 09/12/2026 → 3.000 × 8% × 45 × 13/12 = 11.700,00; fine 20% = 2.340,00.
  it('halves the aviso, the 13º and the férias proporcionais; fine 20%, no seguro', () => {
    const r = severance({ motivo: 'culpa-reciproca' })
    expect(amounts(r)).toEqual({
      'saldo-salario': 2000,
      'aviso-previo': 1950,
      'decimo-terceiro': 1375,
      'ferias-proporcionais': 1125,
      'terco-ferias': 375,
      'inss-saldo': 155.69,
      'inss-decimo-terceiro': 103.13,
      'fgts-saque': 11700,
      'fgts-multa': 2340,
    })
    expect(r).toMatchObject({
      projectedEndDate: '2026-12-09',
      thirteenthMonths: 11,
      vacationMonths: 9,
      grossTotal: 6825,
      netTotal: 6566.18,
      total: 20606.18,
      unemployment: { eligible: false, reason: 'culpa-reciproca' },
    })
    expect(r.lines.find((l) => l.id === 'fgts-multa')?.rule).toBe('fgts-multa-20-culpa-reciproca')
  })

  it('pays férias vencidas in full', () => {
    const r = severance({ motivo: 'culpa-reciproca', ferias: 30 })
    expect(amounts(r)['ferias-vencidas']).toBe(3000)
    expect(amounts(r)['terco-ferias']).toBe(1375) // (1.125 + 3.000) ÷ 3
  })
})

describe('docs/legal/labour.md, fim do contrato por prazo determinado', () => {
  // 3.000 from 01/02/2026 to the agreed end 31/07/2026. Saldo: July to its last day = 30 days
  // = 3.000,00. 13º 6/12 = 1.500,00. Férias 6/12 = 1.500,00; 1/3 = 500,00. Gross 6.500,00.
  // INSS saldo 248,60 (three slices), IRRF 0 (3.000 − 607,20 in the zero band); INSS 13º
  // 112,50. Net 6.138,90. FGTS 6 months: 1.560,00, all withdrawn, no fine. Total 7.698,90.
  const contract = { admissao: '2026-02-01', demissao: '2026-07-31' }

  it('pays no aviso and no fine; the FGTS is withdrawn (Lei 8.036/1990 art. 20 IX)', () => {
    const r = severance({ ...contract, motivo: 'termino-contrato', fimContrato: '2026-07-31' })
    expect(amounts(r)).toEqual({
      'saldo-salario': 3000,
      'decimo-terceiro': 1500,
      'ferias-proporcionais': 1500,
      'terco-ferias': 500,
      'inss-saldo': 248.6,
      'inss-decimo-terceiro': 112.5,
      'fgts-saque': 1560,
    })
    expect(r).toMatchObject({
      grossTotal: 6500,
      netTotal: 6138.9,
      total: 7698.9,
      priorNoticeDays: 0,
      noticeReplaced: null,
      paymentDeadline: '2026-08-10',
      monthsWorked: 6,
      unemployment: { eligible: false, reason: 'termino-contrato' },
    })
    expect(r.lines.find((l) => l.id === 'fgts-saque')?.rule).toBe('fgts-saque-termino')
  })

  it('takes an empty end date as the dismissal itself, and ignores the aviso chosen', () => {
    const r = severance({ ...contract, motivo: 'termino-contrato', aviso: 'trabalhado' })
    expect(r.total).toBe(7698.9)
    expect(r.noticeReplaced).toBeNull()
  })

  it('rejects an end date that is not the dismissal (after: an early end; before: no term left)', () => {
    const base = { motivo: 'termino-contrato', admissao: '2026-02-01', demissao: '2026-07-31' }
    expect(errors({ ...base, fimContrato: '2026-08-31' })).toEqual(['fimContrato:future'])
    expect(errors({ ...base, fimContrato: '2026-06-30' })).toEqual(['fimContrato:past'])
  })
})

describe('docs/legal/labour.md, contrato a prazo encerrado antes pela empresa (CLT art. 479)', () => {
  // 3.000 from 01/02/2026, agreed end 31/07/2026, dismissed 15/05/2026: 77 days left
  // (16 + 30 + 31) → 100 × 77 ÷ 2 = 3.850,00. Saldo 15 days = 1.500,00. 13º 4/12 (15 days of
  // May count) = 1.000,00. Férias 3 months + 15 days = 4/12 = 1.000,00; 1/3 = 333,33. Gross
  // 7.683,33. INSS 112,50 + 75,00. Net 7.495,83. FGTS 4 months: 1.040,00 + 40% 416,00.
  const early = {
    admissao: '2026-02-01',
    demissao: '2026-05-15',
    fimContrato: '2026-07-31',
  }

  it('pays half of the days left, the FGTS with the 40% fine, and gives seguro-desemprego', () => {
    const r = severance({ ...early, motivo: 'antecipada-empregador' })
    expect(amounts(r)).toEqual({
      'saldo-salario': 1500,
      'indenizacao-479': 3850,
      'decimo-terceiro': 1000,
      'ferias-proporcionais': 1000,
      'terco-ferias': 333.33,
      'inss-saldo': 112.5,
      'inss-decimo-terceiro': 75,
      'fgts-saque': 1040,
      'fgts-multa': 416,
    })
    expect(r).toMatchObject({
      remainingDays: 77,
      contractEndDate: '2026-07-31',
      grossTotal: 7683.33,
      netTotal: 7495.83,
      total: 8951.83,
      paymentDeadline: '2026-05-25',
      monthsWorked: 4,
      // The motivo gives it, but 4 months fill no carência window on their own.
      unemployment: { eligible: true, contractMonths: 4, requestsMet: [] },
    })
  })

  it('needs the agreed end, after the dismissal, within two years of the admission (CLT art. 445)', () => {
    const base = { motivo: 'antecipada-empregador' }
    expect(errors(base)).toEqual(['fimContrato:required'])
    expect(errors({ ...base, fimContrato: '2026-05-15' })).toEqual(['fimContrato:date-order'])
    expect(errors({ ...base, fimContrato: '2028-02-02' })).toEqual(['fimContrato:too-large'])
    expect(errors({ ...base, fimContrato: '2028-02-01' })).toEqual([])
    expect(errors({ ...base, fimContrato: 'x' })).toEqual(['fimContrato:invalid'])
    // Other motivos do not read it.
    expect(errors({ motivo: 'sem-justa-causa', fimContrato: 'x' })).toEqual([])
  })
})

describe('docs/legal/labour.md, contrato a prazo encerrado antes pelo empregado (CLT art. 480)', () => {
  // Agreed end 31/05/2026, left 15/05: 16 days; the limit is 100 × 16 ÷ 2 = 800,00. Gross
  // 3.833,33 (no art. 479), INSS 187,50, deduction 800,00: net 2.845,83. No FGTS, no seguro.
  it('deducts up to half of the days left; no FGTS, no seguro', () => {
    const r = severance({
      admissao: '2026-02-01',
      demissao: '2026-05-15',
      fimContrato: '2026-05-31',
      motivo: 'antecipada-empregado',
    })
    expect(amounts(r)['indenizacao-480']).toBe(800)
    expect(r).toMatchObject({
      remainingDays: 16,
      earlyLeaveIndemnity: 800,
      grossTotal: 3833.33,
      netTotal: 2845.83,
      total: 2845.83,
      fgtsTotal: 0,
      unemployment: { eligible: false, reason: 'antecipada-empregado' },
    })
  })

  it('never deducts more than the rescisão pays (CLT art. 477 §5º)', () => {
    const r = severance({
      admissao: '2026-02-01',
      demissao: '2026-05-15',
      fimContrato: '2026-07-31',
      motivo: 'antecipada-empregado',
    })
    // Limit 3.850,00; what is left after the INSS is 3.833,33 − 187,50 = 3.645,83.
    expect(r.earlyLeaveIndemnity).toBe(3645.83)
    expect(r.lines.find((l) => l.id === 'indenizacao-480')?.capped).toBe(true)
    expect(r.netTotal).toBe(0)
  })
})

describe('docs/legal/labour.md, the 13º first instalment already paid (Lei 4.749/1965 art. 3º)', () => {
  it('is deducted from the net; the INSS of the 13º stays on the whole 13º', () => {
    const r = severance({ adiantamento13: 1500 })
    expect(amounts(r)['adiantamento-13']).toBe(1500)
    expect(r).toMatchObject({ thirteenthAdvance: 1500, netTotal: 10329.04, total: 27073.04 })
    expect(amounts(r)['inss-decimo-terceiro']).toBe(248.6)
  })

  it('is at most one salary, and never more than the rescisão pays', () => {
    expect(errors({ adiantamento13: 3000.01 })).toEqual(['adiantamento13:too-large'])
    expect(errors({ adiantamento13: -1 })).toEqual(['adiantamento13:negative'])
    // Pedido de demissão after 5 days: saldo 500,00 − INSS 37,50 leaves 462,50 to deduct from.
    const short = severance({
      admissao: '2026-11-01',
      demissao: '2026-11-05',
      motivo: 'pedido-demissao',
      aviso: 'dispensado',
      adiantamento13: 3000,
    })
    expect(short.thirteenthAdvance).toBe(462.5)
    expect(short.netTotal).toBe(0)
    expect(short.lines.find((l) => l.id === 'adiantamento-13')?.capped).toBe(true)
  })
})

describe('docs/legal/labour.md, férias vencidas past their concessive period (CLT art. 137)', () => {
  // 30 days = 3.000,00, again 3.000,00 as the double; 1/3 = (2.500 + 3.000 + 3.000) ÷ 3
  // = 2.833,33. Gross 20.233,33; taxes unchanged (404,29, the double is exempt): net 19.829,04.
  it('pays the vencidas twice, with the 1/3 on both', () => {
    const r = severance({ ferias: 30, feriasVencidasDobro: 'sim' })
    expect(amounts(r)).toMatchObject({
      'ferias-vencidas': 3000,
      'ferias-dobro': 3000,
      'terco-ferias': 2833.33,
    })
    expect(r).toMatchObject({ grossTotal: 20233.33, netTotal: 19829.04 })
    const simple = severance({ ferias: 30, feriasVencidasDobro: 'nao' })
    expect(simple.netTotal).toBe(15829.04)
    expect(amounts(simple)['ferias-dobro']).toBeUndefined()
  })

  it('has nothing to double without vencidas', () => {
    expect(severance({ feriasVencidasDobro: 'sim' }).netTotal).toBe(11829.04)
  })
})

describe('the payment deadline (CLT art. 477 §6º) and the table year', () => {
  it.each([
    ['2026-11-20', '2026-11-30'],
    ['2026-02-25', '2026-03-07'],
    ['2024-02-25', '2024-03-06'],
    ['2026-12-28', '2027-01-07'],
  ])('dismissed %s → pay by %s', (demissao, deadline) => {
    expect(severance({ admissao: '2020-01-01', demissao, ano: null }).paymentDeadline).toBe(
      deadline,
    )
  })

  it('uses the table of the dismissal year when no year is given', () => {
    expect(severance({ admissao: '2020-01-01', demissao: '2024-06-10', ano: null }).year).toBe(2024)
    expect(severance({ admissao: '2020-01-01', demissao: '2025-06-10', ano: null }).year).toBe(2025)
    expect(severance({ admissao: '2020-01-01', demissao: '2025-06-10', ano: 2026 }).year).toBe(2026)
  })

  it('counts at most 36 months for the seguro-desemprego', () => {
    expect(severance({}).monthsWorked).toBe(36)
    expect(severance({ admissao: '2026-05-06', demissao: '2026-11-20' }).monthsWorked).toBe(7)
  })
})

describe('invariants (property)', () => {
  const day = fc
    .integer({ min: Date.UTC(2019, 0, 1), max: Date.UTC(2026, 11, 31) })
    .map((t) => new Date(t).toISOString().slice(0, 10))
  const salary = fc.integer({ min: 100, max: 5_000_000 }).map((c) => c / 100)

  it('rescisão indireta is a dismissal without cause, line by line', () => {
    fc.assert(
      fc.property(salary, day, day, (salario, a, b) => {
        const [admissao, demissao] = a <= b ? [a, b] : [b, a]
        const base = { salario, admissao, demissao }
        const indirect = calculateSeverance({ ...base, motivo: 'rescisao-indireta' })
        const dismissal = calculateSeverance({ ...base, motivo: 'sem-justa-causa' })
        if (!indirect.ok || !dismissal.ok) throw new Error('valid input')
        expect(indirect.value.lines).toEqual(dismissal.value.lines)
      }),
      { numRuns: 100 },
    )
  })

  it('culpa recíproca pays half the 13º and férias proporcionais (to the cent)', () => {
    fc.assert(
      fc.property(salary, day, day, (salario, a, b) => {
        const [admissao, demissao] = a <= b ? [a, b] : [b, a]
        const base = { salario, admissao, demissao, aviso: 'dispensado' }
        const mutual = calculateSeverance({ ...base, motivo: 'culpa-reciproca' })
        const dismissal = calculateSeverance({ ...base, motivo: 'sem-justa-causa' })
        if (!mutual.ok || !dismissal.ok) throw new Error('valid input')
        const m = mutual.value
        const d = dismissal.value
        expect(Math.abs(m.proportionalThirteenth * 2 - d.proportionalThirteenth)).toBeLessThan(
          0.015,
        )
        expect(Math.abs(m.proportionalVacation * 2 - d.proportionalVacation)).toBeLessThan(0.015)
        expect(m.salaryBalance).toBe(d.salaryBalance)
      }),
      { numRuns: 100 },
    )
  })

  it('the 13º advance and the art. 480 indemnity lower the net by what they deduct, never below zero', () => {
    fc.assert(
      fc.property(
        salary,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 1, max: 290 }),
        (salario, share, left) => {
          const base = {
            salario,
            admissao: '2025-01-10',
            demissao: '2026-03-20',
            motivo: 'antecipada-empregado',
            fimContrato: new Date(Date.UTC(2026, 2, 20 + left)).toISOString().slice(0, 10),
          }
          const without = calculateSeverance(base)
          const advance = Math.round(salario * share * 100) / 100
          const with13 = calculateSeverance({ ...base, adiantamento13: advance })
          if (!without.ok || !with13.ok) throw new Error('valid input')
          const w = with13.value
          expect(w.netTotal).toBeGreaterThanOrEqual(0)
          expect(w.earlyLeaveIndemnity).toBeLessThanOrEqual(
            Math.round((salario / 30) * w.remainingDays * 50) / 100 + 0.01,
          )
          expect(sumMoney(w.netTotal, w.thirteenthAdvance, w.earlyLeaveIndemnity)).toBe(
            sumMoney(without.value.netTotal, without.value.earlyLeaveIndemnity),
          )
        },
      ),
      { numRuns: 100 },
    )
  })

  it('every motivo gives finite results whose lines add up, and a deadline 10 days on', () => {
    fc.assert(
      fc.property(anySeverance, (input) => {
        const r = calculateSeverance(input)
        if (!r.ok) return
        const v = r.value
        expectAllFinite(v)
        expectLinesAddUp(v)
        const deadline = new Date(`${input.demissao}T00:00:00Z`)
        deadline.setUTCDate(deadline.getUTCDate() + 10)
        expect(v.paymentDeadline).toBe(deadline.toISOString().slice(0, 10))
      }),
      { numRuns: 300 },
    )
  })
})

describe('seguro-desemprego from the rescisão: the carência window with this contract’s months (Lei 7.998/1990 art. 3º I)', () => {
  it.each([
    // A one-day contract: 0 months, no window met.
    ['2026-11-20', 0, []],
    // 5 months and 11 days: the fraction under 15 days does not count.
    ['2026-06-10', 5, []],
    ['2026-05-21', 6, [3]],
    ['2026-02-21', 9, [2, 3]],
    ['2025-11-21', 12, [1, 2, 3]],
  ] as const)(
    'admitted %s, dismissed 2026-11-20: %i months → requests met %j',
    (admissao, months, met) => {
      const r = severance({ admissao, motivo: 'sem-justa-causa' })
      expect(r.unemployment).toEqual({ eligible: true, contractMonths: months, requestsMet: met })
    },
  )

  it('a motivo without the right stays the reason, whatever the months', () => {
    expect(severance({ admissao: '2026-11-20', motivo: 'acordo' }).unemployment).toEqual({
      eligible: false,
      reason: 'acordo',
    })
  })
})
