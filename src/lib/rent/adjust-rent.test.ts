import fc from 'fast-check'

import { expectAllFinite } from '../../test/expect-finite.ts'
import { expectMoneySteps } from '../../test/expect-steps.ts'
import { stepsOutline } from '../core/step-outline.ts'
import type { SeriesSet } from '../correction/correct-value.ts'
import type { MonthlySeries } from '../series/monthly-series.ts'
import { adjustRent, type RentInput } from './adjust-rent.ts'

// docs/legal/rent.md: the IGP-M from July 2024 to June 2025 as FGV published it (12 months to
// June 2025: 4,39%).
const IGPM: Record<string, number> = {
  '2024-07': 0.61,
  '2024-08': 0.29,
  '2024-09': 0.62,
  '2024-10': 1.52,
  '2024-11': 1.3,
  '2024-12': 0.94,
  '2025-01': 0.27,
  '2025-02': 1.06,
  '2025-03': -0.34,
  '2025-04': 0.24,
  '2025-05': -0.49,
  '2025-06': -1.67,
}

const igpm: MonthlySeries = {
  id: 'igpm',
  name: 'IGP-M',
  publisher: 'FGV',
  sgs: 189,
  first: '2024-07',
  last: '2025-06',
  values: IGPM,
  sources: [],
}
const { '2025-06': _june, ...toMay } = IGPM
// An IPCA whose June is not out yet.
const series: SeriesSet = {
  igpm,
  ipca: { ...igpm, id: 'ipca', name: 'IPCA', last: '2025-05', values: toMay },
}

const base: RentInput = { aluguel: 2000, mes: '2025-07', indice: null }

const errors = (input: Partial<RentInput>) => {
  const outcome = adjustRent({ ...base, ...input }, series)
  return outcome.ok ? [] : outcome.errors
}
function compute(input: Partial<RentInput>) {
  const outcome = adjustRent({ ...base, ...input }, series)
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors))
  return outcome.value
}

describe('docs/legal/rent.md worked example (IGP-M to June 2025)', () => {
  it('a new rent in July 2025 uses July 2024 to June 2025: 4,3933%, R$ 2.000,00 → R$ 2.087,87', () => {
    const r = compute({})
    expect(r).toMatchObject({ indice: 'igpm', de: '2024-07', ate: '2025-06', adjusted: 2087.87 })
    expect(r.percent.toFixed(4)).toBe('4.3933')
    expect(r.difference).toBe(87.87)
    expect(r.months.map((m) => m.month)).toEqual(Object.keys(IGPM))
  })

  it('"Como calculamos": the monthly figures of each year, the variation, the new rent', () => {
    const r = compute({})
    expectMoneySteps(r.steps, r.adjusted)
    expect(stepsOutline(r.steps)[0]).toBe(
      'Fator acumulado até 2024-12: (1 + 0.61%) × (1 + 0.29%) × (1 + 0.62%) × (1 + 1.52%) × (1 + 1.3%) × (1 + 0.94%) = 1.0539195196',
    )
    expect(stepsOutline(r.steps).at(-1)).toBe(`Aluguel reajustado: 2000.00 × ${r.factor} = 2087.87`)
  })
})

describe('the months, chosen or not yet published', () => {
  it('de/ate choose the months; mes is then optional', () => {
    const r = compute({ mes: null, de: '2025-03', ate: '2025-06' })
    expect(r).toMatchObject({ mes: null, de: '2025-03', ate: '2025-06', negative: true })
    expect(r.adjusted).toBeLessThan(2000)
    expect(errors({ mes: null, de: '2025-03' })).toEqual([{ field: 'ate', code: 'required' }])
    expect(errors({ de: '2025-04', ate: '2025-03' })).toEqual([
      { field: 'ate', code: 'date-order', other: 'de' },
    ])
  })

  it('the IPCA of the last month not out yet: the error names the last month available', () => {
    expect(errors({ indice: 'ipca' })).toEqual([
      { field: 'mes', code: 'too-large', date: '2025-05-01' },
    ])
    expect(errors({ de: '2025-01', ate: '2025-07' })).toEqual([
      { field: 'ate', code: 'too-large', date: '2025-06-01' },
    ])
  })

  it('months before the data, an unknown index, an empty rent', () => {
    expect(errors({ mes: '2025-06' })).toEqual([
      { field: 'mes', code: 'too-small', date: '2024-07-01' },
    ])
    expect(errors({ indice: 'selic' })).toEqual([{ field: 'indice', code: 'invalid' }])
    expect(errors({ aluguel: null, mes: '' })).toEqual([
      { field: 'aluguel', code: 'required' },
      { field: 'mes', code: 'required' },
    ])
  })
})

describe('typed rates and the estimate (docs/legal/official-series.md)', () => {
  it('a month past the data is estimated by the last 12 months the data has when asked', () => {
    // August 2025 needs July 2025, not out yet: the twelve months to June 2025 stand for the
    // year, which is the worked example's 4,3933% again.
    expect(errors({ mes: '2025-08' })).toEqual([
      { field: 'mes', code: 'too-large', date: '2025-06-01' },
    ])
    const r = compute({ mes: '2025-08', estimar: 'sim' })
    expect(r).toMatchObject({ estimate: true, de: '2024-07', ate: '2025-06', adjusted: 2087.87 })
  })

  it('a typed rate fills the month past the data instead', () => {
    const r = compute({ mes: null, de: '2025-06', ate: '2025-07', taxas: '2025-07:0,5' })
    expect(r.typed).toEqual([{ month: '2025-07', rate: 0.5 }])
    // 2.000,00 × (1 − 1,67%) × (1 + 0,5%) = 1.976,433 → 1.976,43.
    expect(r.adjusted).toBe(1976.43)
  })

  it('unreadable typed rates, and chosen months before the data, are field errors', () => {
    expect(errors({ taxas: '2025-07' })).toEqual([{ field: 'taxas', code: 'invalid' }])
    expect(errors({ mes: null, de: '2024-01', ate: '2024-12' })).toEqual([
      { field: 'de', code: 'too-small', date: '2024-07-01' },
    ])
  })
})

describe('properties', () => {
  it('any input gives field errors or finite figures', () => {
    const month = fc.oneof(fc.constantFrom('2025-07', '2025-01', '2024-07', '', 'x'), fc.string())
    fc.assert(
      fc.property(
        fc.oneof(fc.double(), fc.constant(null)),
        month,
        fc.constantFrom('igpm', 'ipca', 'inpc', 'x', null),
        fc.oneof(month, fc.constant(null)),
        fc.oneof(month, fc.constant(null)),
        (aluguel, mes, indice, de, ate) => {
          const outcome = adjustRent({ aluguel, mes, indice, de, ate }, series)
          if (outcome.ok) {
            expectAllFinite(outcome.value)
            expectMoneySteps(outcome.value.steps, outcome.value.adjusted)
          } else expect(outcome.errors.length).toBeGreaterThan(0)
        },
      ),
      { numRuns: 300 },
    )
  })
})
