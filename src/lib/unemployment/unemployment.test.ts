import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { stepHolds } from '../core/step-check.ts'
import { legalTable } from '../law/tables/by-year.ts'
import { TABLE_YEARS } from '../law/tables/table-years.ts'
import { calculateUnemployment, installmentCount } from './unemployment.ts'
import type { UnemploymentInput } from './unemployment-types.ts'
import { requestsMetByContract } from './unemployment-carencia.ts'
import { UNEMPLOYMENT_BANDS } from './unemployment-tables.ts'

/** A fixed today: the library has no clock (the screen passes it). */
const TODAY = '2026-11-25'

function run(input: Partial<UnemploymentInput>, today = TODAY) {
  const outcome = calculateUnemployment(
    { s1: 3000, s2: 3000, s3: 3000, meses: 20, ...input },
    today,
  )
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors))
  return outcome.value
}

/** The window answered as met for each request, as a person who worked the whole time would. */
const windowMet = { meses18: 18, meses12: 12, ultimos6: 'sim' }

function entitled(input: Partial<UnemploymentInput>, today = TODAY) {
  const { eligibility, steps } = run({ ...windowMet, ...input }, today)
  if (!eligibility.entitled) throw new Error(`not entitled: ${eligibility.reason}`)
  return { ...eligibility, steps }
}

describe('seguro-desemprego: worked examples of the legal reference (Lei 7.998 art. 5º bands)', () => {
  it.each([
    [2026, [3000, 3000, 3000], 2166.66, 'faixa-2'], // 1.777,74 + 0,5 × 777,83 = 2.166,655
    [2026, [2000, 2100, 2300], 1706.67, 'faixa-1'], // 0,8 × 2.133,333… (average unrounded)
    [2026, [1700, 1700, 1700], 1621.0, 'piso'], // 1.360,00 below the minimum wage
    [2026, [5000, 5000, 5000], 2518.65, 'teto'],
    [2025, [3000, 3000, 3000], 2141.63, 'faixa-2'],
    [2024, [3000, 3000, 3000], 2112.41, 'faixa-2'], // 2.112,405 half-up
    [2024, [1700, 1700, 1700], 1412.0, 'piso'],
  ] as const)('%i, salaries %j → parcela %d (%s)', (ano, [s1, s2, s3], parcela, band) => {
    const result = entitled({ s1, s2, s3, ano })
    expect(result.installment).toBe(parcela)
    expect(result.band).toBe(band)
  })

  it('example in full: 1st request, 20 months, 2026, average 3.000 → 4 × 2.166,66 = 8.666,64', () => {
    const result = run(
      { meses: 20, meses18: 18, solicitacao: 1, demissao: '2026-03-02' },
      '2026-03-20',
    )
    expect(result.eligibility).toEqual({
      entitled: true,
      carencia: { request: 1, window: 18, min: 12, months: 18, met: true },
      installments: 4,
      installment: 2166.66,
      total: 8666.64,
      band: 'faixa-2',
    })
    // Filed from the 7th to the 120th day after the dismissal (Res. CODEFAT 467/2005 art. 14).
    expect(result.filing).toEqual({ from: '2026-03-09', to: '2026-06-30' })
  })

  it('uses the dismissal year’s table without `ano`, and today’s year without a dismissal date', () => {
    expect(run({ demissao: '2025-06-10' }, '2026-01-05').year).toBe(2025)
    expect(run({}, '2025-07-01').year).toBe(2025)
  })
})

describe('instalments by request and months worked (Lei 7.998 art. 4º §2º)', () => {
  it.each([
    [1, 11, 0],
    [1, 12, 4],
    [1, 23, 4],
    [1, 24, 5],
    [2, 8, 0],
    [2, 9, 3],
    [2, 11, 3],
    [2, 12, 4],
    [3, 5, 0],
    [3, 6, 3],
    [3, 24, 5],
  ] as const)('request %i, %i months → %i', (request, months, n) => {
    expect(installmentCount(request, months)).toBe(n)
  })

  it('says how many months are missing', () => {
    expect(run({ meses: 11, solicitacao: 1 }).eligibility).toEqual({
      entitled: false,
      reason: 'meses',
      minMonths: 12,
    })
  })

  it('never falls as months grow (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(1, 2, 3), fc.integer({ min: 0, max: 35 }), (request, months) => {
        expect(installmentCount(request, months + 1)).toBeGreaterThanOrEqual(
          installmentCount(request, months),
        )
      }),
    )
  })
})

describe('who is entitled', () => {
  it.each(['sem-justa-causa', 'rescisao-indireta', 'antecipada-empregador'])(
    '%s: yes',
    (motivo) => {
      expect(run({ motivo, ...windowMet }).eligibility.entitled).toBe(true)
    },
  )

  it.each([
    'pedido-demissao',
    'justa-causa',
    'acordo', // CLT art. 484-A §2º
    'termino-contrato',
    'antecipada-empregado',
    'culpa-reciproca',
  ])('%s: no, because of the motivo', (motivo) => {
    expect(run({ motivo }).eligibility).toEqual({ entitled: false, reason: 'motivo' })
  })

  it('domestic worker: one minimum wage × 3, 15 months needed, filed within 90 days (LC 150/2015)', () => {
    const result = run(
      {
        domestico: 'sim',
        meses: 15,
        s1: 5000,
        s2: 5000,
        s3: 5000,
        demissao: '2026-03-02',
      },
      '2026-03-20',
    )
    expect(result.eligibility).toMatchObject({
      entitled: true,
      installments: 3,
      installment: 1621,
      total: 4863,
    })
    expect(result.filing?.to).toBe('2026-05-31')
    expect(run({ domestico: 'sim', meses: 14 }).eligibility).toMatchObject({
      reason: 'meses',
      minMonths: 15,
    })
  })
})

describe('input', () => {
  it('asks for the salaries and the months, and refuses odd values', () => {
    const outcome = calculateUnemployment(
      { s1: null, s2: -1, s3: 0, meses: 37, motivo: 'x', demissao: '2026-02-30', solicitacao: 4 },
      TODAY,
    )
    expect(outcome.ok).toBe(false)
    if (outcome.ok) return
    expect(outcome.errors.map((e) => [e.field, e.code])).toEqual([
      ['s1', 'required'],
      ['s2', 'not-positive'],
      ['s3', 'not-positive'],
      ['meses', 'too-large'],
      ['solicitacao', 'invalid'],
      ['motivo', 'invalid'],
      ['demissao', 'invalid'],
    ])
  })
})

describe('Como calculamos', () => {
  it('pins the steps of the 2026 example (average 3.000,00 → 2.166,66 × 4)', () => {
    const { steps } = entitled({ meses: 20 })
    expect(steps.map((s) => [s.label, s.result.value])).toEqual([
      ['Média dos três últimos salários', 3000],
      ['Parcela na 2ª faixa: parte fixa + 50% do que passa da 1ª faixa', 2166.66],
      ['Carência da 1ª solicitação: 12 dos últimos 18 meses com salário', 18],
      ['Número de parcelas', 4],
      ['Total a receber', 8666.64],
    ])
  })

  it('every step holds and the last is the total, for any salaries, year and months (property)', () => {
    const salary = fc.integer({ min: 1, max: 2_000_000 }).map((cents) => cents / 100)
    fc.assert(
      fc.property(
        salary,
        salary,
        salary,
        fc.constantFrom(...TABLE_YEARS),
        fc.integer({ min: 12, max: 36 }),
        (s1, s2, s3, ano, meses) => {
          const result = entitled({ s1, s2, s3, ano, meses, meses18: Math.min(meses, 18) })
          for (const step of result.steps) expect(stepHolds(step), step.label).toBe(true)
          expect(result.steps.at(-1)?.result.value).toBe(result.total)
          const bands = UNEMPLOYMENT_BANDS[ano]
          // Never below the year's minimum wage nor above the ceiling (art. 5º and §2º).
          expect(result.installment).toBeLessThanOrEqual(bands.ceiling)
          expect(result.installment).toBeGreaterThanOrEqual(legalTable(ano).minimumWage.monthly)
        },
      ),
    )
  })
})

describe('carência windows (Lei 7.998/1990 art. 3º I; docs/legal/unemployment.md, worked examples, 2026, average 3.000 → parcela 2.166,66)', () => {
  it('1st request, 20 months in 36 but only 10 in the last 18: not entitled (needs 12 of 18)', () => {
    expect(run({ meses: 20, meses18: 10, solicitacao: 1, ano: 2026 }).eligibility).toEqual({
      entitled: false,
      reason: 'carencia',
      carencia: { request: 1, window: 18, min: 12, months: 10, met: false },
    })
  })

  it('1st request, dismissed 2026-09-30, jobs Jan–Mar/2025 and Jan–Sep/2026: 12 months in 36, 9 in the 18-month window: not entitled', () => {
    // Apr/2025–Sep/2026 holds only the 9 months of 2026; art. 4º alone would give 4 instalments.
    expect(installmentCount(1, 12)).toBe(4)
    const r = run({ meses: 12, meses18: 9, solicitacao: 1, demissao: '2026-09-30' }, '2026-10-10')
    expect(r.eligibility).toMatchObject({
      entitled: false,
      reason: 'carencia',
      carencia: { months: 9, min: 12 },
    })
  })

  it('2nd request, 14 months in 36, 9 of the last 12: 4 instalments (12–23); with 8 of 12: not entitled', () => {
    expect(run({ meses: 14, meses12: 9, solicitacao: 2 }).eligibility).toMatchObject({
      entitled: true,
      installments: 4,
      installment: 2166.66,
      total: 8666.64,
    })
    expect(run({ meses: 14, meses12: 8, solicitacao: 2 }).eligibility).toMatchObject({
      entitled: false,
      reason: 'carencia',
      carencia: { request: 2, window: 12, min: 9, months: 8 },
    })
  })

  it('3rd request, 10 months in 36, worked each of the last 6: 3 instalments; with a month without salary (ultimos6=nao): not entitled', () => {
    expect(run({ meses: 10, ultimos6: 'sim', solicitacao: 3 }).eligibility).toMatchObject({
      entitled: true,
      installments: 3,
      total: 6499.98,
    })
    expect(run({ meses: 10, ultimos6: 'nao', solicitacao: 3 }).eligibility).toEqual({
      entitled: false,
      reason: 'carencia',
      carencia: { request: 3, window: 6, min: 6, months: null, met: false },
    })
  })

  it('only the request’s own window counts (a link may carry the others)', () => {
    expect(run({ meses: 20, meses18: 18, meses12: 12, ultimos6: 'nao' }).eligibility.entitled).toBe(
      true,
    )
  })

  it('an old link without the window: "confira", the instalments only as what the law gives if it is met', () => {
    const r = run({ meses: 20, solicitacao: 1 })
    expect(r.eligibility).toEqual({
      entitled: false,
      reason: 'confira',
      carencia: { request: 1, window: 18, min: 12, months: null, met: null },
      installments: 4,
      installment: 2166.66,
      total: 8666.64,
      band: 'faixa-2',
    })
    // Too few months in the 36 still says so: the window could not help.
    expect(run({ meses: 8, solicitacao: 1 }).eligibility).toMatchObject({ reason: 'meses' })
  })

  it('the domestic worker keeps the 15 months of LC 150/2015 art. 26, no window asked', () => {
    expect(run({ domestico: 'sim', meses: 15 }).eligibility).toMatchObject({
      entitled: true,
      carencia: null,
    })
  })

  it.each([
    [{ meses: 20, meses18: 19 }, 'meses18', 'too-large', 18, undefined],
    [{ meses: 12, meses18: 14 }, 'meses18', 'too-large', 12, 'meses'],
    [{ meses: 34, meses18: 14 }, 'meses18', 'too-small', 16, 'meses'],
    [{ meses: 20, meses18: 10, meses12: 11 }, 'meses18', 'too-small', 11, 'meses12'],
    [{ meses: 20, meses18: 16, meses12: 9 }, 'meses18', 'too-large', 15, 'meses12'],
    [{ meses: 20, meses12: 13 }, 'meses12', 'too-large', 12, undefined],
    [{ meses: 8, meses12: 9 }, 'meses12', 'too-large', 8, 'meses'],
    [{ meses: 30, meses12: 5 }, 'meses12', 'too-small', 6, 'meses'],
    [{ meses: 5, ultimos6: 'sim' }, 'ultimos6', 'too-small', 6, 'meses'],
    [{ meses: 20, meses12: 4, ultimos6: 'sim' }, 'ultimos6', 'too-small', 6, 'meses12'],
    [{ meses: 20, ultimos6: 'talvez' }, 'ultimos6', 'invalid', undefined, undefined],
  ] as const)('consistency: %j → %s %s', (input, field, code, limit, other) => {
    const outcome = calculateUnemployment({ s1: 3000, s2: 3000, s3: 3000, ...input }, TODAY)
    expect(outcome.ok).toBe(false)
    if (outcome.ok) return
    expect(outcome.errors).toEqual([
      { field, code, ...(limit === undefined ? {} : { limit }), ...(other ? { other } : {}) },
    ])
  })

  it('answers that agree are accepted at their limits (meses12 ≤ meses18 ≤ meses12 + 6 ≤ meses)', () => {
    expect(run({ meses: 18, meses18: 18, meses12: 12 }).eligibility.entitled).toBe(true)
    expect(run({ meses: 36, meses18: 18, meses12: 12 }).eligibility.entitled).toBe(true)
  })

  it('never entitled with a window below its minimum, whatever the 36 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 12, max: 36 }), fc.integer({ min: 0, max: 18 }), (m, m18) => {
        const outcome = calculateUnemployment(
          { s1: 3000, s2: 3000, s3: 3000, meses: m, meses18: m18 },
          TODAY,
        )
        if (!outcome.ok) return // inconsistent answers are refused, with a message
        expect(outcome.value.eligibility.entitled).toBe(m18 >= 12)
      }),
    )
  })
})

describe('the deadline to ask (Res. CODEFAT 467/2005 art. 14: 7th to 120th day)', () => {
  it('dismissed 01/02/2026, checked in November: the window closed on 01/06/2026, no instalment', () => {
    const r = run({ meses: 20, meses18: 18, demissao: '2026-02-01' }, '2026-11-10')
    expect(r.filing).toEqual({ from: '2026-02-08', to: '2026-06-01' })
    expect(r.eligibility).toEqual({ entitled: false, reason: 'prazo', deadline: '2026-06-01' })
    expect(r.steps).toEqual([])
  })

  it('the last day still counts; the day after does not', () => {
    const at = (today: string) =>
      run({ meses: 20, meses18: 18, demissao: '2026-02-01' }, today).eligibility
    expect(at('2026-06-01')).toMatchObject({ entitled: true })
    expect(at('2026-06-02')).toMatchObject({ reason: 'prazo' })
  })

  it('domestic workers: 90 days (LC 150/2015)', () => {
    const r = run({ domestico: 'sim', meses: 20, demissao: '2026-02-01' }, '2026-05-03')
    expect(r.eligibility).toEqual({ entitled: false, reason: 'prazo', deadline: '2026-05-02' })
  })

  it('without a dismissal date nothing is said about the deadline; a not-entitled motivo stays the reason', () => {
    expect(run({ meses18: 18 }, '2030-01-01').eligibility.entitled).toBe(true)
    expect(
      run({ motivo: 'pedido-demissao', demissao: '2026-02-01' }, '2026-11-10').eligibility,
    ).toEqual({ entitled: false, reason: 'motivo' })
  })
})

describe('a contract running up to the dismissal, as the only job (the rescisão’s seguro line)', () => {
  it.each([
    [0, []],
    [5, []],
    [6, [3]],
    [8, [3]],
    [9, [2, 3]],
    [11, [2, 3]],
    [12, [1, 2, 3]],
    [36, [1, 2, 3]],
  ] as const)('%i months fill the windows of requests %j (art. 3º I)', (months, met) => {
    expect(requestsMetByContract(months)).toEqual(met)
  })

  it('more months never fill fewer windows (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 35 }), (m) => {
        for (const request of requestsMetByContract(m))
          expect(requestsMetByContract(m + 1)).toContain(request)
      }),
    )
  })
})
