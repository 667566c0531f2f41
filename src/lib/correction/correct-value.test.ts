import fc from 'fast-check'

import { expectAllFinite } from '../../test/expect-finite.ts'
import { expectMoneySteps } from '../../test/expect-steps.ts'
import { stepsOutline } from '../core/step-outline.ts'
import type { MonthlySeries, SeriesId } from '../series/monthly-series.ts'
import {
  correctValue,
  type CorrectionInput,
  type CorrectionResult,
  type SeriesSet,
} from './correct-value.ts'

/** The comparison beside a price index, as `[index, value, %]` or `[index, last month]`. */
const othersOf = (r: CorrectionResult) =>
  r.others.map((o) =>
    'corrected' in o ? [o.name, o.corrected, o.percent.toFixed(2)] : [o.name, o.last],
  )

/** A fixture series from a first month and its monthly rates. */
function fixture(id: SeriesId, first: string, rates: readonly number[]): MonthlySeries {
  const values: Record<string, number> = {}
  const [year, month] = first.split('-').map(Number) as [number, number]
  rates.forEach((rate, i) => {
    const index = year * 12 + month - 1 + i
    values[`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`] = rate
  })
  const months = Object.keys(values)
  return {
    id,
    name: id.toUpperCase(),
    publisher: 'Fixture',
    sgs: 0,
    first: months[0] ?? null,
    last: months.at(-1) ?? null,
    values,
    sources: [],
  }
}

// docs/legal/official-series.md: the IPCA of 2024, month by month as IBGE published it.
const IPCA_2024 = [0.42, 0.83, 0.16, 0.38, 0.46, 0.21, 0.38, -0.02, 0.44, 0.56, 0.39, 0.52]
// The INPC and IGP-M of 2024 (IBGE, FGV), for the comparison beside the IPCA.
const INPC_2024 = [0.57, 0.81, 0.19, 0.37, 0.46, 0.25, 0.26, -0.14, 0.48, 0.61, 0.33, 0.48]
const IGPM_2024 = [0.07, -0.52, -0.47, 0.31, 0.89, 0.81, 0.61, 0.29, 0.62, 1.52, 1.3, 0.94]

const series: SeriesSet = {
  ipca: fixture('ipca', '2024-01', IPCA_2024),
  inpc: fixture('inpc', '2024-01', INPC_2024),
  igpm: fixture('igpm', '2024-01', IGPM_2024.slice(0, 11)),
  selic: fixture('selic', '2023-11', [0.92, 0.89, 0.97]),
  cdi: fixture('cdi', '2024-01', [1, 2]),
}

const base: CorrectionInput = {
  valor: 1000,
  inicio: '2024-01',
  fim: '2024-12',
  indice: 'ipca',
  percentual: null,
}

function compute(input: Partial<CorrectionInput>, set: SeriesSet = series) {
  const outcome = correctValue({ ...base, ...input }, set)
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors))
  return outcome.value
}

const errors = (input: Partial<CorrectionInput>, set: SeriesSet = series) => {
  const outcome = correctValue({ ...base, ...input }, set)
  return outcome.ok ? [] : outcome.errors
}

describe('docs/legal/official-series.md worked example (IPCA 2024, Calculadora do Cidadão convention)', () => {
  it('R$ 1.000,00 from 01/2024 to 12/2024 by the IPCA: fator 1,048313, 4,83%, R$ 1.048,31 (IBGE: IPCA 2024 = 4,83%)', () => {
    const r = compute({})
    expect(r.factor.toFixed(6)).toBe('1.048313')
    expect(r.percent.toFixed(2)).toBe('4.83')
    expect(r.corrected).toBe(1048.31)
    expect(r.months).toHaveLength(12)
    expect(r.months[0]).toMatchObject({
      month: '2024-01',
      rate: 0.42,
      factor: 1.0042,
      value: 1004.2,
    })
    expect(r.months.at(-1)).toMatchObject({ month: '2024-12', factor: r.factor, value: 1048.31 })
    expect(r).toMatchObject({ name: 'IPCA', last: '2024-12', share: null })
  })

  it('"Como calculamos" lists every monthly figure used and ends on the corrected value', () => {
    const r = compute({})
    expectMoneySteps(r.steps, r.corrected)
    expect(stepsOutline(r.steps)[0]).toBe(
      `Fator acumulado até 2024-12: ${IPCA_2024.map((rate) => `(1 + ${rate}%)`).join(' × ')} = ${r.factor}`,
    )
    expect(stepsOutline(r.steps).slice(1)).toEqual([
      `Variação acumulada: ${r.factor} − 1 = ${r.percent}%`,
      `Valor corrigido: 1000.00 × ${r.factor} = 1048.31`,
    ])
  })

  it('a range over several years takes one step per year, each starting from the last factor', () => {
    const r = compute({ indice: 'selic', inicio: '2023-11', fim: '2024-01' })
    const outline = stepsOutline(r.steps)
    expect(outline[0]).toBe('Fator acumulado até 2023-12: (1 + 0.92%) × (1 + 0.89%) = 1.01818188')
    expect(outline[1]).toBe(`Fator acumulado até 2024-01: 1.01818188 × (1 + 0.97%) = ${r.factor}`)
    expectMoneySteps(r.steps, r.corrected)
  })

  it('a price index shows the same value by the other price indices, or their last month', () => {
    const r = compute({})
    expect(othersOf(r)).toEqual([
      ['INPC', 1047.68, '4.77'],
      // The fixture's IGP-M stops in November: the comparison names its last month.
      ['IGPM', '2024-11'],
    ])
    expect(compute({ indice: 'selic', inicio: '2023-11', fim: '2024-01' }).others).toEqual([])
  })

  it('negative months lower the value: no floor at zero', () => {
    const r = compute({ indice: 'igpm', inicio: '2024-02', fim: '2024-03' })
    expect(r.factor).toBe(0.99012444)
    expect(r.corrected).toBe(990.12)
    expect(r.percent).toBeLessThan(0)
  })
})

describe('percentual of the CDI (docs/legal/official-series.md: a monthly approximation)', () => {
  it('110% of 1% and 2%: (1 + 1,1%) × (1 + 2,2%)', () => {
    const r = compute({ indice: 'cdi', fim: '2024-02', percentual: 110 })
    expect(r.factor).toBe(1.033242)
    expect(r.share).toBe(110)
    expect(r.steps[0]?.note).toMatch(/aproximação mensal/)
    expectMoneySteps(r.steps, r.corrected)
  })

  it('empty is 100%; ignored (not even checked) for any other index', () => {
    expect(compute({ indice: 'cdi', fim: '2024-02' }).factor).toBe(1.0302)
    expect(compute({ percentual: -5 }).share).toBeNull()
    expect(errors({ indice: 'cdi', fim: '2024-02', percentual: 0 })).toEqual([
      { field: 'percentual', code: 'not-positive' },
    ])
  })
})

describe('months the data lacks, and invalid input', () => {
  it('a month past the data names its last month', () => {
    expect(errors({ fim: '2025-01' })).toEqual([
      { field: 'fim', code: 'too-large', date: '2024-12-01' },
    ])
  })

  it('a month before the data names its first month', () => {
    expect(errors({ inicio: '2023-12' })).toEqual([
      { field: 'inicio', code: 'too-small', date: '2024-01-01' },
    ])
  })

  it('a series without data (the CDI today) is refused on the index', () => {
    expect(
      errors({ indice: 'cdi' }, { ...series, cdi: { ...fixture('cdi', '2024-01', []) } }),
    ).toEqual([{ field: 'indice', code: 'invalid' }])
    expect(errors({ indice: 'dolar' })).toEqual([{ field: 'indice', code: 'invalid' }])
  })

  it('the end before the start, empty and malformed months, a value not above zero', () => {
    expect(errors({ inicio: '2024-05', fim: '2024-04' })).toEqual([
      { field: 'fim', code: 'date-order', other: 'inicio' },
    ])
    expect(errors({ valor: 0, inicio: '', fim: '2024-13' })).toEqual([
      { field: 'valor', code: 'not-positive' },
      { field: 'inicio', code: 'required' },
      { field: 'fim', code: 'invalid' },
    ])
    expect(errors({ valor: Number.NaN, inicio: '1899-12' })).toEqual([
      { field: 'valor', code: 'invalid' },
      { field: 'inicio', code: 'invalid' },
    ])
  })

  it('one month is its own variation', () => {
    expect(compute({ inicio: '2024-12', fim: '2024-12' })).toMatchObject({
      factor: 1.0052,
      corrected: 1005.2,
    })
  })
})

describe('properties', () => {
  const rates = fc.array(
    fc.integer({ min: -300, max: 500 }).map((n) => n / 100),
    {
      minLength: 1,
      maxLength: 40,
    },
  )

  it('the factor is the product of (1 + taxa), to 10⁻⁹, and the steps explain the value', () => {
    fc.assert(
      fc.property(rates, fc.integer({ min: 1, max: 1e9 }), (list, valor) => {
        const set = { ipca: fixture('ipca', '2019-07', list) }
        const fim = set.ipca.last as string
        const r = compute({ valor, inicio: '2019-07', fim }, set)
        const product = list.reduce((f, rate) => f * (1 + rate / 100), 1)
        expect(Math.abs(r.factor - product)).toBeLessThan(1e-9 * Math.max(1, product))
        expectMoneySteps(r.steps, r.corrected)
      }),
      { numRuns: 60 },
    )
  })

  it('any input gives field errors or finite figures', () => {
    const month = fc.oneof(
      fc.constantFrom('2024-01', '2024-06', '2024-12', '2025-01', '', '2024-00', 'abc'),
      fc.string(),
    )
    fc.assert(
      fc.property(
        fc.oneof(fc.double(), fc.constant(null)),
        month,
        month,
        fc.constantFrom('ipca', 'inpc', 'igpm', 'selic', 'cdi', 'tr', 'x', null),
        fc.oneof(fc.double(), fc.constant(null)),
        (valor, inicio, fim, indice, percentual) => {
          const outcome = correctValue({ valor, inicio, fim, indice, percentual }, series)
          if (outcome.ok) expectAllFinite(outcome.value)
          else expect(outcome.errors.length).toBeGreaterThan(0)
        },
      ),
      { numRuns: 300 },
    )
  })
})
