// Inflação by the real index between two months: every month from `inicio` to `fim`, both
// included (docs/legal/official-series.md; the Banco Central's Calculadora do Cidadão convention,
// docs/legal/official-series.md).
import fc from 'fast-check'

import { moneyFig } from '../core/steps.ts'
import { stepsProblems } from '../core/step-check.ts'
import { igpm } from '../series/data/igpm.ts'
import { inpc } from '../series/data/inpc.ts'
import { ipca } from '../series/data/ipca.ts'
import type { MonthlySeries } from '../series/monthly-series.ts'
import { expectAllFinite } from '../../test/expect-finite.ts'
import { calculateInflationByIndex, type InflationIndexInput } from './inflation-index.ts'

const shipped = { ipca, inpc, igpm }

function run(input: Partial<InflationIndexInput>, indices = shipped) {
  return calculateInflationByIndex(
    { valor: 1000, indice: 'ipca', inicio: '2024-01', fim: '2024-12', ...input },
    indices,
  )
}

function value(input: Partial<InflationIndexInput>, indices = shipped) {
  const outcome = run(input, indices)
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors))
  return outcome.value
}

describe('worked examples (docs/legal/official-series.md, IBGE and FGV yearly figures)', () => {
  it('R$ 1.000 by the IPCA of 01/2024 to 12/2024: fator 1,048313, 4,83%, R$ 1.048,31 (IBGE: 4,83%)', () => {
    const r = value({})
    expect(r.factor).toBeCloseTo(1.048313, 6)
    expect([r.totalInflation, r.correctedValue, r.months.length]).toEqual([4.83, 1048.31, 12])
    expect(stepsProblems(r.steps, moneyFig(r.purchasingPowerLoss))).toEqual([])
  })

  it('the IGP-M of 2023 is negative and lowers the value: −3,18% (FGV), never floored at zero', () => {
    const r = value({ indice: 'igpm', inicio: '2023-01', fim: '2023-12' })
    expect(r.totalInflation).toBe(-3.18)
    expect(r.correctedValue).toBe(968.22)
  })

  it('INPC 2021: 10,16% (IBGE)', () => {
    expect(value({ indice: 'inpc', inicio: '2021-01', fim: '2021-12' }).totalInflation).toBe(10.16)
  })

  it('several years: one step per year, then the inflation; the steps hold', () => {
    const r = value({ inicio: '2020-01', fim: '2025-12' })
    expect(r.steps.map((s) => s.label).slice(0, 7)).toEqual([
      'Fator acumulado até 2020-12',
      'Fator acumulado até 2021-12',
      'Fator acumulado até 2022-12',
      'Fator acumulado até 2023-12',
      'Fator acumulado até 2024-12',
      'Fator acumulado até 2025-12',
      'Inflação acumulada',
    ])
    expect(stepsProblems(r.steps, moneyFig(r.purchasingPowerLoss))).toEqual([])
  })

  it('one month is that month: IPCA 12/2024 0,52% → R$ 1.005,20', () => {
    expect(value({ inicio: '2024-12', fim: '2024-12' }).correctedValue).toBe(1005.2)
  })

  it('fim empty is the last month of the data', () => {
    const r = value({ inicio: '2026-01', fim: '' })
    expect(r.to).toBe(ipca.last)
  })
})

describe('months the data does not have', () => {
  it('a month after the last names the last month available', () => {
    // Held to the data's own last month, so a refresh that adds months keeps the test true.
    const last = ipca.last ?? ''
    const [year, month] = last.split('-').map(Number)
    const after =
      month === 12
        ? `${(year ?? 0) + 1}-01`
        : `${year}-${String((month ?? 0) + 1).padStart(2, '0')}`
    expect(run({ fim: after })).toEqual({
      ok: false,
      errors: [{ field: 'fim', code: 'too-large', date: `${last}-01` }],
    })
    expect(run({ inicio: after, fim: '' }).ok).toBe(false)
  })

  it('a month before the first, fim before inicio, bad months and a bad index are refused', () => {
    expect(run({ inicio: '1994-12' })).toMatchObject({
      errors: [{ field: 'inicio', code: 'too-small', date: '1995-01-01' }],
    })
    expect(run({ inicio: '2024-05', fim: '2024-04' })).toMatchObject({
      errors: [{ field: 'fim', code: 'date-order' }],
    })
    expect(run({ inicio: '2024-13' })).toMatchObject({
      errors: [{ field: 'inicio', code: 'invalid' }],
    })
    expect(run({ inicio: '' })).toMatchObject({ errors: [{ field: 'inicio', code: 'required' }] })
    expect(run({ indice: 'selic' })).toMatchObject({
      errors: [{ field: 'indice', code: 'invalid' }],
    })
    expect(run({ valor: 0 })).toMatchObject({ errors: [{ field: 'valor', code: 'not-positive' }] })
  })

  it('a series with no data offers nothing', () => {
    const empty: MonthlySeries = { ...ipca, first: null, last: null, values: {} }
    expect(run({ fim: '' }, { ...shipped, ipca: empty })).toMatchObject({ ok: false })
  })
})

describe('properties', () => {
  const month = fc
    .tuple(fc.integer({ min: 1995, max: 2026 }), fc.integer({ min: 1, max: 12 }))
    .map(([y, m]) => `${y}-${String(m).padStart(2, '0')}`)

  it('errors or finite figures whose steps hold, for any months, index and amount', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('ipca', 'inpc', 'igpm'),
        month,
        month,
        fc.integer({ min: 1, max: 1_000_000_000 }).map((c) => c / 100),
        (indice, a, b, valor) => {
          const outcome = run({ indice, inicio: a, fim: b, valor })
          expectAllFinite(outcome)
          if (outcome.ok) {
            const r = outcome.value
            expect(stepsProblems(r.steps, moneyFig(r.purchasingPowerLoss))).toEqual([])
          }
        },
      ),
      { numRuns: 80 },
    )
  })

  it('two consecutive spans compound into the whole one (to the cent of the index shown)', () => {
    const whole = value({ inicio: '2022-03', fim: '2023-08' }).factor
    const first = value({ inicio: '2022-03', fim: '2022-12' }).factor
    const second = value({ inicio: '2023-01', fim: '2023-08' }).factor
    expect(first * second).toBeCloseTo(whole, 8)
  })
})
