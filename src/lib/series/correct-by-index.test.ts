// The one correction by an official series (docs/legal/official-series.md): compounded rates,
// the publisher's number-indices where shipped, the Taxa Legal as simple interest from 30/08/2024
// (Res. CMN 5.171/2024, art. 6º), and months the person typed past the data.
import fc from 'fast-check'

import { moneyFig, percentFig } from '../core/steps.ts'
import { stepsProblems } from '../core/step-check.ts'
import { correctValue } from '../correction/correct-value.ts'
import { calculateCorrection, shippedSeries } from '../correction/correction.ts'
import { calculateInflationByIndex } from '../inflation/inflation-index.ts'
import { SHIPPED_INDICES } from '../inflation/inflation.ts'
import { adjustRent } from '../rent/adjust-rent.ts'
import { rentSeries } from '../rent/rent.ts'
import { correctByIndex, indexRange } from './correct-by-index.ts'
import { igpm } from './data/igpm.ts'
import { taxaLegal } from './data/taxa-legal.ts'
import { addMonths, type MonthlySeries, monthsBetween } from './monthly-series.ts'

const valueOf = <T>(outcome: { ok: true; value: T } | { ok: false; errors: unknown }): T => {
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors))
  return outcome.value
}

describe('Taxa Legal in correção: simple interest from 30/08/2024 (Res. CMN 5.171/2024, art. 6º)', () => {
  it('2025: the twelve monthly rates added, 8,977432%; R$ 1.000,00 → R$ 1.089,77 (not 9,35% compounded)', () => {
    const r = valueOf(
      calculateCorrection({
        valor: 1000,
        inicio: '2025-01',
        fim: '2025-12',
        indice: 'taxa-legal',
        percentual: null,
      }),
    )
    expect(r.percent).toBe(8.977432)
    expect(r.corrected).toBe(1089.77)
    expect(r.simple).toBe(true)
    expect(stepsProblems(r.steps, moneyFig(r.corrected))).toEqual([])
  })

  it('inicio=2024-08 counts 2 of August’s 31 days: 0,605306% × 2/31 = 0,039052%', () => {
    const acc = correctByIndex(taxaLegal, '2024-08', '2024-08')
    expect(acc?.percent).toBe(0.039052)
    const toSeptember = correctByIndex(taxaLegal, '2024-08', '2024-09')
    expect(toSeptember?.percent).toBe(0.715279)
  })

  it('R$ 1.000,00 over January and February 2025: 1,491636% (docs/legal/late-payment.md)', () => {
    expect(correctByIndex(taxaLegal, '2025-01', '2025-02')?.percent).toBe(1.491636)
  })
})

describe('one engine: the same months give the same factor on every page', () => {
  it('IGP-M 03/2019–06/2025: correção and inflação give identical factors', () => {
    const correction = valueOf(
      calculateCorrection({
        valor: 1000,
        inicio: '2019-03',
        fim: '2025-06',
        indice: 'igpm',
        percentual: null,
      }),
    )
    const inflation = valueOf(
      calculateInflationByIndex(
        { valor: 1000, indice: 'igpm', inicio: '2019-03', fim: '2025-06' },
        SHIPPED_INDICES,
      ),
    )
    expect(inflation.factor).toBe(correction.factor)
    expect(inflation.correctedValue).toBe(correction.corrected)
  })

  it('property: correção, aluguel (de/ate) and inflação agree for any span of a price index', () => {
    const months = monthsBetween('1995-01', igpm.last ?? '1995-01')
    fc.assert(
      fc.property(
        fc.constantFrom('ipca', 'inpc', 'igpm'),
        fc.integer({ min: 0, max: months.length - 1 }),
        fc.integer({ min: 0, max: 60 }),
        (indice, start, length) => {
          const inicio = months[start] ?? '1995-01'
          const fim = months[Math.min(start + length, months.length - 1)] ?? inicio
          const c = correctValue(
            { valor: 1000, inicio, fim, indice, percentual: null },
            shippedSeries,
          )
          const i = calculateInflationByIndex({ valor: 1000, indice, inicio, fim }, SHIPPED_INDICES)
          const rent = adjustRent(
            { aluguel: 1000, mes: null, indice, de: inicio, ate: fim },
            rentSeries,
          )
          if (!c.ok || !i.ok || !rent.ok) return
          expect(i.value.factor).toBe(c.value.factor)
          expect(rent.value.factor).toBe(c.value.factor)
        },
      ),
      { numRuns: 60 },
    )
  })
})

/** A price index of three months with its number-index, as IBGE and FGV publish it. */
const WITH_INDEX: MonthlySeries = {
  id: 'igpm',
  name: 'IGP-M',
  publisher: 'FGV',
  sgs: 189,
  first: '2025-01',
  last: '2025-03',
  // The rates are the index's variations rounded to 2 decimals, as published.
  values: { '2025-01': 0.27, '2025-02': 1.06, '2025-03': -0.34 },
  index: { '2024-12': 1000, '2025-01': 1002.7, '2025-02': 1013.32, '2025-03': 1009.87 },
  sources: [],
}

describe('number-indices: índice(fim) ÷ índice(início − 1), the publisher’s own accumulation', () => {
  it('uses the number-index where both ends are shipped', () => {
    const acc = correctByIndex(WITH_INDEX, '2025-01', '2025-03')
    expect(acc?.method).toBe('index-number')
    expect(acc?.factor).toBe(1.00987)
    expect(acc?.percent).toBe(0.987)
    expect(acc?.months.map((m) => m.factor)).toEqual([1.0027, 1.01332, 1.00987])
    expect(stepsProblems(acc?.steps ?? [], percentFig(0.987))).toEqual([])
  })

  it('compounds the rates where the number-index before the first month is not shipped', () => {
    const noBase = { ...WITH_INDEX, index: { '2025-03': 1009.87 } }
    expect(correctByIndex(noBase, '2025-01', '2025-03')?.method).toBe('compound')
  })
})

describe('the range check and months the person typed past the data', () => {
  const last = igpm.last ?? '2026-07'
  const next = addMonths(last, 1)

  it('names the months the data lacks; never reads them as zero', () => {
    expect(indexRange(igpm, '2025-01', addMonths(last, 2))).toEqual({
      kind: 'after',
      last,
      missing: [next, addMonths(last, 2)],
    })
    expect(indexRange(igpm, '1990-01', '1995-05')).toEqual({ kind: 'before', first: '1995-01' })
    expect(indexRange({ first: null, last: null }, '2025-01', '2025-02')).toEqual({
      kind: 'no-data',
    })
  })

  it('a typed month completes the span, is compounded and listed', () => {
    const typed = { [next]: 0.45 }
    expect(indexRange(igpm, '2025-01', next, typed)).toEqual({ kind: 'ok' })
    const withTyped = correctByIndex(igpm, last, next, { typed })
    const alone = correctByIndex(igpm, last, last)
    expect(withTyped?.typed).toEqual([{ month: next, rate: 0.45 }])
    expect(withTyped?.factor).toBeCloseTo((alone?.factor ?? 0) * 1.0045, 9)
  })

  it('a typed rate for a month the data has is not used', () => {
    const acc = correctByIndex(igpm, last, last, { typed: { [last]: 50 } })
    expect(acc?.typed).toEqual([])
    expect(acc?.percent).toBe(igpm.values[last])
  })
})
