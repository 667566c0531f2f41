import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { dayNumber, isoFromDay } from '../core/calendar-date.ts'
import { expectMoneySteps } from '../../test/expect-steps.ts'
import { DEBT_TYPES } from './late-payment-options.ts'
import { calculateShippedLatePayment } from './late-payment-shipped.ts'
import type { LatePaymentInput } from './late-payment.ts'

// On the series the site ships (data/series: Selic SGS 4390, IPCA SGS 433, Taxa Legal SGS 29543),
// so these are the figures the page shows. docs/legal/late-payment.md.

const base: LatePaymentInput = {
  valor: 1000,
  vencimento: null,
  pagamento: null,
  multa: null,
  juros: null,
  correcao: null,
  tipo: null,
  today: '2026-11-28',
}

function run(input: Partial<LatePaymentInput>) {
  const outcome = calculateShippedLatePayment({ ...base, ...input })
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors))
  return outcome.value
}

const errors = (input: Partial<LatePaymentInput>) => {
  const outcome = calculateShippedLatePayment({ ...base, ...input })
  return outcome.ok ? [] : outcome.errors
}

describe('legal interest before 30/08/2024 is the Selic, with no correction (STJ, REsp 1.795.982/SP; Tema 1.368, REsp 2.199.164/PR)', () => {
  it('R$ 1.000,00 due 10/03/2024, paid 10/06/2024: Selic 0,83% × 21/31, 0,89%, 0,83%, 0,79% × 10/30 → R$ 1.045,67 with the fine', () => {
    // 1,0083^(21/31) × 1,0089 × 1,0083 × 1,0079^(10/30) − 1 = 2,567275%; the page gave 1.060,96
    // with 1% a.m. and the IPCA before.
    const r = run({ vencimento: '2024-03-10', pagamento: '2024-06-10' })
    expect(r.debtType).toBe('outro')
    expect(r.periods.map((p) => [p.basis, p.days, p.percent])).toEqual([['selic', 92, 2.567275]])
    expect(r.periods[0]?.months.map((m) => [m.month, m.days, m.rate])).toEqual([
      ['2024-03', 21, 0.83],
      ['2024-04', 30, 0.89],
      ['2024-05', 31, 0.83],
      ['2024-06', 10, 0.79],
    ])
    expect(r.ipcaMonths).toEqual([])
    expect(r.corrected).toBe(1000)
    expect(r.interest).toBe(25.67)
    expect(r.fine).toBe(20)
    expect(r.total).toBe(1045.67)
    expect(r.steps.find((s) => s.label.startsWith('Selic'))?.source).toMatch(/Tema 1\.368/)
    expectMoneySteps(r.steps, r.total)
  })

  it('an aluguel without agreed interest follows the same legal rule', () => {
    const r = run({ vencimento: '2024-03-10', pagamento: '2024-06-10', tipo: 'aluguel' })
    expect(r.total).toBe(1045.67)
    expect(r.fineAboveConsumerCap).toBe(false)
  })

  it('due 28/08/2024, paid 29/08/2024: one day of Selic (0,87% ^ 1/31); due 29/08, paid 30/08: one day of Taxa Legal', () => {
    const before = run({ vencimento: '2024-08-28', pagamento: '2024-08-29' })
    expect(before.periods.map((p) => [p.basis, p.first, p.days, p.percent])).toEqual([
      ['selic', '2024-08-29', 1, 0.027947],
    ])
    const after = run({ vencimento: '2024-08-29', pagamento: '2024-08-30' })
    // 0,605306% × 1/31
    expect(after.periods.map((p) => [p.basis, p.first, p.days, p.percent])).toEqual([
      ['taxa-legal', '2024-08-30', 1, 0.019526],
    ])
    const from30 = run({ vencimento: '2024-08-30', pagamento: '2024-08-31' })
    expect(from30.periods.map((p) => p.basis)).toEqual(['taxa-legal'])
    for (const r of [before, after, from30]) expectMoneySteps(r.steps, r.total)
  })

  it('paid on the due date, 29/08 or 30/08/2024: no delay', () => {
    for (const day of ['2024-08-29', '2024-08-30'])
      expect(errors({ vencimento: day, pagamento: day })).toEqual([
        { field: 'pagamento', code: 'date-order', other: 'vencimento' },
      ])
  })
})

describe('condomínio (Código Civil art. 1.336 §1º): 1% a month and a fine up to 2%', () => {
  it('R$ 800,00 due 05/03/2024, paid 28/11/2026: 1% a.m. over 32,772043 months on the value corrected by the IPCA from September 2024', () => {
    // 26/31 of March 2024 + 31 whole months + 28/30 of November 2026 = 32,772043%; IPCA of
    // 2024-09 to 2026-09 (the data's last month): R$ 883,75.
    const r = run({
      valor: 800,
      vencimento: '2024-03-05',
      pagamento: '2026-11-28',
      tipo: 'condominio',
    })
    expect(r.periods.map((p) => [p.basis, p.rate, p.percent])).toEqual([['legal', 1, 32.772043]])
    expect(r.ipcaMonths[0]?.month).toBe('2024-09')
    expect(r.ipcaMissing).toEqual(['2026-10', '2026-11'])
    expect(r.corrected).toBe(883.75)
    expect(r.interest).toBe(289.62)
    expect(r.fine).toBe(16)
    expect(r.steps.find((s) => s.label.startsWith('Juros do condomínio'))?.source).toBe(
      'Código Civil, art. 1.336 §1º',
    )
    expectMoneySteps(r.steps, r.total)
  })

  it("the convention's own rate still applies when given", () => {
    const r = run({
      valor: 800,
      vencimento: '2025-01-10',
      pagamento: '2025-03-10',
      tipo: 'condominio',
      juros: 2,
      correcao: 'nenhuma',
    })
    expect(r.periods).toMatchObject([{ basis: 'contrato', rate: 2, percent: 4 }])
    expect(r.interest).toBe(32)
  })

  it('a fine above 2% is refused: the cap holds whatever the convention says', () => {
    expect(
      errors({ vencimento: '2025-01-10', pagamento: '2025-02-10', tipo: 'condominio', multa: 10 }),
    ).toEqual([{ field: 'multa', code: 'over-limit', limit: 2 }])
  })
})

describe('conta de consumo (ANEEL REN 414/2010 art. 126, REN 1.000/2021): 1% a month and the IPCA', () => {
  it('corrected over the whole delay, 1% a month pro rata die', () => {
    const r = run({ vencimento: '2024-03-10', pagamento: '2024-06-10', tipo: 'consumo' })
    expect(r.ipcaMonths.map((m) => m.month)).toEqual(['2024-04', '2024-05', '2024-06'])
    // 21/31 + 1 + 1 + 10/30 of 1%
    expect(r.periods).toMatchObject([{ basis: 'legal', rate: 1, percent: 3.010753 }])
    expectMoneySteps(r.steps, r.total)
  })

  it('an unknown tipo is refused', () => {
    expect(errors({ vencimento: '2025-01-10', pagamento: '2025-02-10', tipo: 'cartao' })).toEqual([
      { field: 'tipo', code: 'invalid' },
    ])
  })
})

describe('property', () => {
  it('paying later never costs less, whatever the debt', () => {
    const FIRST = dayNumber(2023, 1, 1)
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }).map((c) => c / 100),
        fc.integer({ min: FIRST, max: FIRST + 1000 }),
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 1, max: 200 }),
        fc.constantFrom(...DEBT_TYPES),
        fc.option(fc.integer({ min: 0, max: 500 }).map((x) => x / 100)),
        (valor, due, days, more, tipo, juros) => {
          const at = (n: number) =>
            run({
              valor,
              vencimento: isoFromDay(due),
              pagamento: isoFromDay(due + n),
              tipo,
              juros,
              correcao: 'nenhuma',
            })
          expect(at(days + more).total).toBeGreaterThanOrEqual(at(days).total)
        },
      ),
      { numRuns: 150 },
    )
  })
})
