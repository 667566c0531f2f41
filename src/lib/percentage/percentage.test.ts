import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { expectAllFinite } from '@/test/expect-finite.ts'

import { calculatePercentage, type PercentageInput } from './percentage.ts'

function value(input: PercentageInput) {
  const r = calculatePercentage(input)
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.value
}

function errors(input: PercentageInput) {
  const r = calculatePercentage(input)
  return r.ok ? [] : r.errors
}

describe('calculatePercentage', () => {
  it('de: pct% of valor, defaulting to this mode', () => {
    expect(value({ pct: 15, valor: 200 })).toEqual({ modo: 'de', result: 30 })
    expect(value({ modo: 'de', pct: 12.5, valor: 80.1 })).toEqual({ modo: 'de', result: 10.01 })
    // 1.005 is 1.00499… in binary; decimal rounds half-up to 1.01.
    expect(value({ modo: 'de', pct: 100, valor: 1.005 })).toMatchObject({ result: 1.01 })
    expect(value({ modo: 'de', pct: -10, valor: 50 })).toMatchObject({ result: -5 })
  })

  it('aumento: valor plus the increase, from shown amounts', () => {
    expect(value({ modo: 'aumento', valor: 100, pct: 10 })).toEqual({
      modo: 'aumento',
      increase: 10,
      result: 110,
    })
    expect(value({ modo: 'aumento', valor: 0.1, pct: 200 })).toMatchObject({ result: 0.3 })
  })

  it('reducao: valor minus the reduction', () => {
    expect(value({ modo: 'reducao', valor: 250, pct: 20 })).toEqual({
      modo: 'reducao',
      reduction: 50,
      result: 200,
    })
    expect(value({ modo: 'reducao', valor: 99.99, pct: 100 })).toMatchObject({ result: 0 })
  })

  it('variacao: change over |de|', () => {
    expect(value({ modo: 'variacao', de: 50, para: 75 })).toEqual({
      modo: 'variacao',
      percent: 50,
      difference: 25,
      direction: 'aumento',
    })
    expect(value({ modo: 'variacao', de: 200, para: 150 })).toMatchObject({
      percent: -25,
      direction: 'reducao',
    })
    expect(value({ modo: 'variacao', de: 3, para: 4 })).toMatchObject({ percent: 33.33 })
    expect(value({ modo: 'variacao', de: -100, para: -50 })).toMatchObject({ percent: 50 })
    expect(value({ modo: 'variacao', de: 7, para: 7 })).toMatchObject({
      percent: 0,
      direction: 'igual',
    })
  })

  it('variacao from zero is the `zero` error on de', () => {
    expect(errors({ modo: 'variacao', de: 0, para: 10 })).toEqual([{ field: 'de', code: 'zero' }])
    // Not zero, but the percentage would overflow to Infinity.
    expect(errors({ modo: 'variacao', de: 1e-300, para: 1e12 })).toEqual([
      { field: 'de', code: 'too-small' },
    ])
  })

  it.each<[PercentageInput, string, string]>([
    [{ modo: 'x', pct: 1, valor: 1 }, 'modo', 'invalid'],
    [{ modo: 'de', valor: 1 }, 'pct', 'required'],
    [{ modo: 'de', pct: 1 }, 'valor', 'required'],
    [{ modo: 'aumento', valor: 1, pct: -1 }, 'pct', 'negative'],
    [{ modo: 'reducao', valor: 1, pct: 100.01 }, 'pct', 'too-large'],
    [{ modo: 'variacao', para: 1 }, 'de', 'required'],
    [{ modo: 'variacao', de: 1, para: Number.NaN }, 'para', 'invalid'],
    [{ modo: 'de', pct: Number('1e309'), valor: 1 }, 'pct', 'too-large'],
  ])('rejects %j', (input, field, code) => {
    expect(errors(input)[0]).toMatchObject({ field, code })
  })

  it('returns errors or finite results for any input', () => {
    const num = fc.oneof(fc.double(), fc.constant(null), fc.integer())
    fc.assert(
      fc.property(
        fc.constantFrom('de', 'aumento', 'reducao', 'variacao', '', null, 'zz'),
        num,
        num,
        num,
        num,
        (modo, pct, valor, de, para) => {
          const r = calculatePercentage({ modo, pct, valor, de, para })
          if (r.ok) expectAllFinite(r.value)
          else expect(r.errors.length).toBeGreaterThan(0)
        },
      ),
      { numRuns: 200 },
    )
  })
})
