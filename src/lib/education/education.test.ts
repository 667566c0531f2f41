import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { expectAllFinite } from '@/test/expect-finite.ts'

import {
  calculateAverages,
  calculateNeededGrade,
  calculatePercentOfTotal,
  calculateRuleOfThree,
} from './education.ts'

function unwrap<T>(r: { ok: true; value: T } | { ok: false; errors: unknown[] }): T {
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.value
}
function errorsOf(r: { ok: true } | { ok: false; errors: unknown[] }): unknown[] {
  return r.ok ? [] : r.errors
}

describe('calculateAverages', () => {
  it('computes arithmetic and weighted averages', () => {
    // (7 + 8.5 + 6) / 3 = 7.1666…; (7 + 17 + 6) / 4 = 7.5
    expect(unwrap(calculateAverages({ notas: [7, 8.5, 6], pesos: [1, 2, 1] }))).toEqual({
      arithmetic: 7.17,
      weighted: 7.5,
      totalWeight: 4,
      rows: [
        { nota: 7, peso: 1 },
        { nota: 8.5, peso: 2 },
        { nota: 6, peso: 1 },
      ],
    })
  })

  it('defaults weights to 1 and skips rows without a grade', () => {
    const r = unwrap(calculateAverages({ notas: [10, null, 5, undefined], pesos: [null] }))
    expect(r).toMatchObject({ arithmetic: 7.5, weighted: 7.5, totalWeight: 2 })
    expect(unwrap(calculateAverages({ notas: [0, 10] })).arithmetic).toBe(5)
  })

  it('takes 2 to 10 rows', () => {
    expect(errorsOf(calculateAverages({ notas: [5] }))).toEqual([
      { field: 'notas', code: 'too-small', limit: 2 },
    ])
    expect(errorsOf(calculateAverages({ notas: [null, null] }))).toEqual([
      { field: 'notas', code: 'required', limit: 2 },
    ])
    expect(errorsOf(calculateAverages({ notas: Array(11).fill(5) }))).toEqual([
      { field: 'notas', code: 'too-large', limit: 10 },
    ])
    expect(calculateAverages({ notas: Array(10).fill(5) }).ok).toBe(true)
  })

  it('names the wrong row', () => {
    expect(errorsOf(calculateAverages({ notas: [5, 10.5, -1, 7], pesos: [1, 1, 1, 0] }))).toEqual([
      { field: 'notas.1', code: 'too-large', limit: 10 },
      { field: 'notas.2', code: 'negative', limit: 0 },
      { field: 'pesos.3', code: 'not-positive' },
    ])
  })
})

describe('calculateNeededGrade', () => {
  it('needs 4 × meta − (n1 + n2 + n3)', () => {
    expect(unwrap(calculateNeededGrade({ n1: 6, n2: 7, n3: 5, meta: 7 }))).toEqual({
      currentAverage: 6,
      target: 7,
      needed: 10,
      status: 'alcancavel',
      reachable: true,
    })
  })

  it('rounds the needed grade up, so it is enough', () => {
    // 4 × 6.001 − 18 = 6.004 → 6.01
    expect(unwrap(calculateNeededGrade({ n1: 6, n2: 6, n3: 6, meta: 6.001 })).needed).toBe(6.01)
  })

  it.each([
    [{ n1: 6, n2: 7, n3: 5, meta: 7.01 }, 10.04, 'inalcancavel', false],
    [{ n1: 0, n2: 0, n3: 0, meta: 2.5 }, 10, 'alcancavel', true],
    [{ n1: 8, n2: 8, n3: 8, meta: 6 }, 0, 'ja-atingida', true],
    [{ n1: 10, n2: 10, n3: 10, meta: 6 }, -6, 'ja-atingida', true],
    [{ n1: 8, n2: 8, n3: 8, meta: 6.0025 }, 0.01, 'alcancavel', true],
  ])('%j needs %s (%s)', (input, needed, status, reachable) => {
    expect(unwrap(calculateNeededGrade(input))).toMatchObject({ needed, status, reachable })
  })

  it('validates grades 0..10', () => {
    expect(errorsOf(calculateNeededGrade({ n1: 11, n2: null, n3: -1, meta: 10.01 }))).toEqual([
      { field: 'n1', code: 'too-large', limit: 10 },
      { field: 'n2', code: 'required' },
      { field: 'n3', code: 'negative', limit: 0 },
      { field: 'meta', code: 'too-large', limit: 10 },
    ])
  })
})

describe('calculateRuleOfThree', () => {
  it('x = b × c / a', () => {
    // 2 kg cost R$ 10, so 5 kg cost R$ 25.
    expect(unwrap(calculateRuleOfThree({ a: 2, b: 10, c: 5 }))).toEqual({ x: 25 })
    expect(unwrap(calculateRuleOfThree({ a: 3, b: 1, c: 1 }))).toEqual({ x: 0.333333 })
    expect(unwrap(calculateRuleOfThree({ a: 0.1, b: 0.2, c: 3 }))).toEqual({ x: 6 })
    expect(unwrap(calculateRuleOfThree({ a: -4, b: 2, c: 0 }))).toEqual({ x: 0 })
  })

  it('rejects a = 0 and an overflowing quotient', () => {
    expect(errorsOf(calculateRuleOfThree({ a: 0, b: 1, c: 1 }))).toEqual([
      { field: 'a', code: 'zero' },
    ])
    expect(errorsOf(calculateRuleOfThree({ a: 1e-300, b: 1e12, c: 1e12 }))).toEqual([
      { field: 'a', code: 'too-small' },
    ])
    expect(errorsOf(calculateRuleOfThree({ a: 1, b: null, c: Number.NaN }))).toEqual([
      { field: 'b', code: 'required' },
      { field: 'c', code: 'invalid' },
    ])
  })
})

describe('calculatePercentOfTotal', () => {
  it('gives the percent and the remainder', () => {
    expect(unwrap(calculatePercentOfTotal({ valor: 30, total: 200 }))).toEqual({
      percent: 15,
      remainder: 170,
      remainderPercent: 85,
    })
    expect(unwrap(calculatePercentOfTotal({ valor: 1, total: 3 }))).toEqual({
      percent: 33.33,
      remainder: 2,
      remainderPercent: 66.67,
    })
    expect(unwrap(calculatePercentOfTotal({ valor: 0.3, total: 0.1 })).remainder).toBe(-0.2)
  })

  it('rejects total = 0', () => {
    expect(errorsOf(calculatePercentOfTotal({ valor: 1, total: 0 }))).toEqual([
      { field: 'total', code: 'zero' },
    ])
    expect(errorsOf(calculatePercentOfTotal({ valor: 1e12, total: 1e-300 }))).toEqual([
      { field: 'total', code: 'too-small' },
    ])
  })
})

describe('education: any input gives errors or finite results', () => {
  const num = fc.oneof(fc.double(), fc.constant(null), fc.double({ min: 0, max: 10 }))
  it('holds for every mode', () => {
    fc.assert(
      fc.property(
        fc.array(num, { maxLength: 12 }),
        fc.array(num, { maxLength: 12 }),
        num,
        num,
        num,
        num,
        (notas, pesos, a, b, c, d) => {
          for (const r of [
            calculateAverages({ notas, pesos }),
            calculateNeededGrade({ n1: a, n2: b, n3: c, meta: d }),
            calculateRuleOfThree({ a, b, c }),
            calculatePercentOfTotal({ valor: a, total: b }),
          ]) {
            if (r.ok) expectAllFinite(r.value)
          }
        },
      ),
      { numRuns: 200 },
    )
  })
})
