import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { dayNumber, isoFromDay } from '../core/calendar-date.ts'
import { expectAllFinite } from '../../test/expect-finite.ts'
import { expectMoneySteps } from '../../test/expect-steps.ts'
import {
  calculateLatePayment,
  type LatePaymentInput,
  type LatePaymentSeries,
} from './late-payment.ts'
import type { SeriesData } from './late-payment-months.ts'

// Fixtures: the published figures the examples rest on (IBGE's IPCA, SGS 433; the BCB's Selic
// accumulated in the month, SGS 4390, and Taxa Legal, SGS 29543), as docs/legal/late-payment.md
// quotes them.
const IPCA: SeriesData = {
  last: '2025-06',
  values: {
    '2024-01': 0.42,
    '2024-02': 0.83,
    '2024-03': 0.16,
    '2024-04': 0.38,
    '2024-05': 0.46,
    '2024-06': 0.21,
    '2024-07': 0.38,
    '2024-08': -0.02,
    '2024-09': 0.44,
    '2024-10': 0.56,
    '2024-11': 0.39,
    '2024-12': 0.52,
    '2025-01': 0.16,
    '2025-02': 1.31,
    '2025-03': 0.56,
    '2025-04': 0.43,
    '2025-05': 0.26,
    '2025-06': 0.24,
  },
}
const TAXA_LEGAL: SeriesData = {
  last: '2025-07',
  values: {
    '2024-08': 0.605306,
    '2024-09': 0.676227,
    '2024-10': 0.704241,
    '2024-11': 0.385874,
    '2024-12': 0.171924,
    '2025-01': 0.589427,
    '2025-02': 0.902209,
    '2025-03': 0,
    '2025-04': 0.321969,
    '2025-05': 0.6232,
    '2025-06': 0.775982,
    '2025-07': 0.83488,
  },
}
const SELIC: SeriesData = {
  last: '2024-12',
  values: {
    '2023-01': 1.12,
    '2023-02': 0.92,
    '2023-03': 1.17,
    '2023-04': 0.92,
    '2023-05': 1.12,
    '2023-06': 1.07,
    '2023-07': 1.07,
    '2023-08': 1.14,
    '2023-09': 0.97,
    '2023-10': 1.0,
    '2023-11': 0.92,
    '2023-12': 0.89,
    '2024-01': 0.97,
    '2024-02': 0.8,
    '2024-03': 0.83,
    '2024-04': 0.89,
    '2024-05': 0.83,
    '2024-06': 0.79,
    '2024-07': 0.91,
    '2024-08': 0.87,
    '2024-09': 0.84,
    '2024-10': 0.93,
    '2024-11': 0.79,
    '2024-12': 0.93,
  },
}
const SERIES: LatePaymentSeries = { ipca: IPCA, selic: SELIC, taxaLegal: TAXA_LEGAL }

const base: LatePaymentInput = {
  valor: 1000,
  vencimento: null,
  pagamento: null,
  multa: null,
  juros: null,
  correcao: null,
  today: '2025-06-15',
}

function compute(input: Partial<LatePaymentInput>, series: LatePaymentSeries = SERIES) {
  const outcome = calculateLatePayment({ ...base, ...input }, series)
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors))
  return outcome.value
}

function errors(input: Partial<LatePaymentInput>) {
  const outcome = calculateLatePayment({ ...base, ...input }, SERIES)
  return outcome.ok ? [] : outcome.errors
}

describe('docs/legal/late-payment.md, Taxa Legal (CC art. 406, Lei 14.905/2024; Res. CMN 5.171/2024)', () => {
  it('example: R$ 1.000,00 from 01/01/2025 to 28/02/2025: 0,589427% + 0,902209% = 1,491636% → R$ 14,92', () => {
    const r = compute({
      vencimento: '2024-12-31',
      pagamento: '2025-02-28',
      correcao: 'nenhuma',
    })
    expect(r.days).toBe(59)
    expect(r.periods.map((p) => [p.basis, p.rate, p.days, p.percent])).toEqual([
      ['taxa-legal', 0.589427, 31, 0.589427],
      ['taxa-legal', 0.902209, 28, 0.902209],
    ])
    expect(r.interestPercent).toBe(1.491636)
    expect(r.interest).toBe(14.92)
    expect(r.fine).toBe(20)
    expect(r.total).toBe(1034.92)
    expect(r.taxaLegalUntil).toBe('2025-07')
    expect(r.ipcaUntil).toBeNull()
    expectMoneySteps(r.steps, r.total)
  })

  it('check: the Taxa Legal of March 2025 is 0 (Selic of February 0,99% < IPCA-15 1,23%): no interest in March', () => {
    const r = compute({ vencimento: '2025-02-28', pagamento: '2025-03-31', correcao: 'nenhuma' })
    expect(r.periods).toHaveLength(1)
    expect(r.interest).toBe(0)
    expect(r.total).toBe(1020)
    expectMoneySteps(r.steps, r.total)
  })

  it('first application: 30 and 31/08/2024 at the Taxa Legal of August (0,605306% × 2/31), the days before by the Selic', () => {
    // Selic of August 2024 (0,87%) over 29 of its 31 days: 1,0087^(29/31) − 1 = 0,813643%.
    const r = compute({ vencimento: '2024-07-31', pagamento: '2024-08-31', correcao: 'nenhuma' })
    expect(r.periods.map((p) => [p.basis, p.first, p.last, p.days, p.percent])).toEqual([
      ['selic', '2024-08-01', '2024-08-29', 29, 0.813643],
      ['taxa-legal', '2024-08-30', '2024-08-31', 2, 0.039052],
    ])
    expect(r.interest).toBe(8.53)
    expectMoneySteps(r.steps, r.total)
  })
})

describe('docs/legal/late-payment.md, multa e juros de atraso', () => {
  it('fine: 2% of the instalment by default (CDC art. 52 §1º)', () => {
    const r = compute({ valor: 1234.56, vencimento: '2025-01-10', pagamento: '2025-01-11' })
    expect(r.finePercent).toBe(2)
    expect(r.fine).toBe(24.69)
    expect(r.fineAboveConsumerCap).toBe(false)
  })

  it('fine above 2%: computed, and flagged (the cap is for consumer contracts)', () => {
    const r = compute({ multa: 10, vencimento: '2025-01-10', pagamento: '2025-01-11' })
    expect(r.fine).toBe(100)
    expect(r.fineAboveConsumerCap).toBe(true)
    expect(r.steps.find((s) => s.label === 'Multa')?.note).toMatch(/contratos de consumo/)
  })

  it('a period across 29/08 | 30/08/2024 is split: the Selic on the value before, IPCA and Taxa Legal after', () => {
    // Due 31/12/2023, paid 31/12/2024: the Selic of January to July 2024 and 29/31 of August's,
    // multiplied; from 30/08 the Taxa Legal month by month on the value corrected by the IPCA
    // of September to December 2024 (0,44%, 0,56%, 0,39%, 0,52%).
    const r = compute({ vencimento: '2023-12-31', pagamento: '2024-12-31' })
    expect(r.ipcaMonths.map((m) => m.month)).toEqual(['2024-09', '2024-10', '2024-11', '2024-12'])
    expect(r.corrected).toBe(1019.24)
    expect(r.periods.map((p) => [p.basis, p.percent])).toEqual([
      ['selic', 7.041332],
      ['taxa-legal', 0.039052],
      ['taxa-legal', 0.676227],
      ['taxa-legal', 0.704241],
      ['taxa-legal', 0.385874],
      ['taxa-legal', 0.171924],
    ])
    expect(r.selicPercent).toBe(7.041332)
    // 1.000,00 × 7,041332% + 1.019,24 × 1,977318%
    expect(r.interest).toBe(90.57)
    expect(r.fine).toBe(20)
    expect(r.total).toBe(1129.81)
    expectMoneySteps(r.steps, r.total)
  })

  it('an agreed rate: simple, pro rata die on the days of each month (21/31 + 1 + 10/31 of 1% = 2%)', () => {
    const r = compute({
      vencimento: '2025-01-10',
      pagamento: '2025-03-10',
      juros: 1,
      correcao: 'nenhuma',
    })
    expect(r.periods).toHaveLength(1)
    expect(r.periods[0]).toMatchObject({ basis: 'contrato', rate: 1, days: 59, percent: 2 })
    expect(r.interest).toBe(20)
    expect(r.taxaLegalUntil).toBeNull()
    expectMoneySteps(r.steps, r.total)
  })

  it('correction: the months after the due month up to the payment month (a day late over a month end takes the new month)', () => {
    expect(compute({ vencimento: '2025-01-31', pagamento: '2025-02-01' }).ipcaMonths).toEqual([
      { month: '2025-02', rate: 1.31 },
    ])
    expect(compute({ vencimento: '2025-01-05', pagamento: '2025-01-25' }).ipcaMonths).toEqual([])
  })

  it('months past the data: named and not corrected, days without a Taxa Legal without interest', () => {
    const r = compute({ vencimento: '2025-05-31', pagamento: '2025-09-15', today: '2025-09-20' })
    expect(r.ipcaMonths.map((m) => m.month)).toEqual(['2025-06'])
    expect(r.ipcaMissing).toEqual(['2025-07', '2025-08', '2025-09'])
    expect(r.taxaLegalMissing).toEqual(['2025-08', '2025-09'])
    expect(r.periods.filter((p) => p.rate === null).map((p) => p.days)).toEqual([31, 15])
    expect(r.steps.find((s) => s.label === 'Valor corrigido pelo IPCA')?.note).toMatch(
      /Sem o IPCA de 2025-07 a 2025-09 nos dados: esses meses não foram corrigidos/,
    )
    expectMoneySteps(r.steps, r.total)
  })

  it('deflation never brings the debt below its nominal value (STJ, REsp 1.265.580/RS)', () => {
    // A conta de consumo is corrected over the whole delay: August 2024's IPCA was −0,02%.
    const r = compute({ vencimento: '2024-07-31', pagamento: '2024-08-31', tipo: 'consumo' })
    expect(r.ipcaMonths).toEqual([{ month: '2024-08', rate: -0.02 }])
    expect(r.nominalKept).toBe(true)
    expect(r.corrected).toBe(1000)
    expect(r.correctionAmount).toBe(0)
    expectMoneySteps(r.steps, r.total)
  })

  it('an empty payment date is today', () => {
    const r = compute({ vencimento: '2025-06-14', pagamento: '', today: '2025-06-15' })
    expect(r.pagamento).toBe('2025-06-15')
    expect(r.days).toBe(1)
  })
})

describe('bad input', () => {
  it('paid on or before the due date: no delay', () => {
    for (const pagamento of ['2025-03-10', '2025-03-01'])
      expect(errors({ vencimento: '2025-03-10', pagamento })).toEqual([
        { field: 'pagamento', code: 'date-order', other: 'vencimento' },
      ])
  })

  it('dates out of range, negative or missing values, unknown options', () => {
    expect(errors({ vencimento: '2002-12-31', pagamento: '2025-01-01' })).toEqual([
      { field: 'vencimento', code: 'too-small', date: '2003-01-11' },
    ])
    expect(errors({ vencimento: '2025-01-01', pagamento: '2026-06-17' })).toEqual([
      { field: 'pagamento', code: 'too-large', date: '2026-06-16' },
    ])
    expect(errors({ vencimento: 'ontem', pagamento: '2025-01-01' })[0]).toMatchObject({
      field: 'vencimento',
      code: 'invalid',
    })
    expect(
      errors({
        valor: -5,
        vencimento: '2025-01-01',
        pagamento: '2025-02-01',
        multa: -1,
        juros: -1,
        correcao: 'igpm',
      }).map((e) => [e.field, e.code]),
    ).toEqual([
      ['valor', 'not-positive'],
      ['multa', 'negative'],
      ['juros', 'negative'],
      ['correcao', 'invalid'],
    ])
    expect(errors({ valor: null, vencimento: null, pagamento: '', today: null })).toEqual([
      { field: 'valor', code: 'required' },
      { field: 'vencimento', code: 'required' },
      { field: 'pagamento', code: 'required' },
    ])
    expect(
      errors({ vencimento: '2025-01-01', pagamento: '2025-02-01', multa: 101, juros: NaN }),
    ).toEqual([
      { field: 'multa', code: 'too-large', limit: 100 },
      { field: 'juros', code: 'invalid' },
    ])
  })
})

describe('properties', () => {
  const FIRST = dayNumber(2023, 1, 1)
  const delay = fc.record({
    valor: fc.integer({ min: 1, max: 100_000_000 }).map((c) => c / 100),
    due: fc.integer({ min: FIRST, max: FIRST + 700 }),
    days: fc.integer({ min: 1, max: 500 }),
    multa: fc.integer({ min: 0, max: 1000 }).map((x) => x / 100),
    juros: fc.option(fc.integer({ min: 0, max: 1000 }).map((x) => x / 100)),
    correcao: fc.constantFrom('ipca', 'nenhuma'),
    ipca: fc.array(
      fc.integer({ min: 0, max: 300 }).map((x) => x / 100),
      {
        minLength: 48,
        maxLength: 48,
      },
    ),
  })
  const months = Array.from({ length: 48 }, (_, i) =>
    isoFromDay(dayNumber(2023, 1 + i, 1)).slice(0, 7),
  )
  const ipcaOf = (rates: readonly number[]): SeriesData => ({
    last: months.at(-1) ?? null,
    values: Object.fromEntries(months.map((m, i) => [m, rates[i] ?? 0])),
  })
  it('errors or finite results; total ≥ value when the IPCA is ≥ 0, the parts add up, the steps hold', () => {
    fc.assert(
      fc.property(delay, (d) => {
        const outcome = calculateLatePayment(
          {
            valor: d.valor,
            vencimento: isoFromDay(d.due),
            pagamento: isoFromDay(d.due + d.days),
            multa: d.multa,
            juros: d.juros,
            correcao: d.correcao,
            today: '2026-06-01',
          },
          { ipca: ipcaOf(d.ipca), selic: SELIC, taxaLegal: TAXA_LEGAL },
        )
        expectAllFinite(outcome)
        if (!outcome.ok) return
        const r = outcome.value
        expect(r.total).toBeGreaterThanOrEqual(d.valor)
        expect(Math.round((r.corrected + r.fine + r.interest) * 100)).toBe(
          Math.round(r.total * 100),
        )
        expectMoneySteps(r.steps, r.total)
      }),
      { numRuns: 200 },
    )
  })

  it('interest grows with the days of delay', () => {
    fc.assert(
      fc.property(delay, fc.integer({ min: 1, max: 200 }), (d, more) => {
        const at = (days: number) =>
          compute(
            {
              valor: d.valor,
              vencimento: isoFromDay(d.due),
              pagamento: isoFromDay(d.due + days),
              juros: d.juros,
              correcao: 'nenhuma',
              today: '2026-06-01',
            },
            SERIES,
          )
        expect(at(d.days + more).interest).toBeGreaterThanOrEqual(at(d.days).interest)
      }),
      { numRuns: 200 },
    )
  })
})
