import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { stepHolds } from '../core/steps.ts'
import { legalTable } from '../law/tables/by-year.ts'
import { TABLE_YEARS } from '../law/tables/table-years.ts'
import { calculateUnemployment, installmentCount, type UnemploymentInput } from './unemployment.ts'
import { UNEMPLOYMENT_BANDS } from './unemployment-tables.ts'

function run(input: Partial<UnemploymentInput>, todayYear = 2026) {
  const outcome = calculateUnemployment(
    { s1: 3000, s2: 3000, s3: 3000, meses: 20, ...input },
    todayYear,
  )
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors))
  return outcome.value
}

function entitled(input: Partial<UnemploymentInput>, todayYear = 2026) {
  const { eligibility, steps } = run(input, todayYear)
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
    const result = run({ meses: 20, solicitacao: 1, demissao: '2026-03-02' })
    expect(result.eligibility).toEqual({
      entitled: true,
      installments: 4,
      installment: 2166.66,
      total: 8666.64,
      band: 'faixa-2',
    })
    // Filed from the 7th to the 120th day after the dismissal (Res. CODEFAT 467/2005 art. 14).
    expect(result.filing).toEqual({ from: '2026-03-09', to: '2026-06-30' })
  })

  it('uses the dismissal year’s table without `ano`, and today’s year without a dismissal date', () => {
    expect(run({ demissao: '2025-06-10' }, 2026).year).toBe(2025)
    expect(run({}, 2025).year).toBe(2025)
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
      expect(run({ motivo }).eligibility.entitled).toBe(true)
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
    const result = run({
      domestico: 'sim',
      meses: 15,
      s1: 5000,
      s2: 5000,
      s3: 5000,
      demissao: '2026-03-02',
    })
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
      2026,
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
          const result = entitled({ s1, s2, s3, ano, meses })
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
