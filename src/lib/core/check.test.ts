import fc from 'fast-check'

import { Checker, largestFitting, MAX_MAGNITUDE } from './check.ts'

type F = 'a' | 'b'

function read(value: number | null | undefined, rule: Parameters<Checker<F>['number']>[2] = {}) {
  const c = new Checker<F>()
  const n = c.number('a', value, rule)
  return { n, errors: c.errors }
}

describe('Checker.number', () => {
  it('empty is required, or the default', () => {
    expect(read(null).errors).toEqual([{ field: 'a', code: 'required' }])
    expect(read(undefined).errors).toEqual([{ field: 'a', code: 'required' }])
    expect(read(null, { default: 10 })).toEqual({ n: 10, errors: [] })
  })

  it('NaN (unreadable text) is invalid, even with a default', () => {
    expect(read(NaN, { default: 1 }).errors).toEqual([{ field: 'a', code: 'invalid' }])
  })

  it('Infinity ("1e309") and magnitudes past 1e12 are too large', () => {
    expect(read(Infinity).errors).toEqual([{ field: 'a', code: 'too-large', limit: MAX_MAGNITUDE }])
    expect(read(Number('1e309'), { max: 100 }).errors).toEqual([
      { field: 'a', code: 'too-large', limit: 100 },
    ])
    expect(read(1e12 + 1).errors).toEqual([{ field: 'a', code: 'too-large', limit: MAX_MAGNITUDE }])
    expect(read(1e12)).toEqual({ n: 1e12, errors: [] })
  })

  it('huge negatives break the floor, not the ceiling', () => {
    expect(read(-Infinity, { positive: true }).errors).toEqual([
      { field: 'a', code: 'not-positive' },
    ])
    expect(read(-1e13, { min: 0 }).errors).toEqual([{ field: 'a', code: 'negative', limit: 0 }])
    expect(read(-1e13, { min: -99 }).errors).toEqual([
      { field: 'a', code: 'too-small', limit: -99 },
    ])
    expect(read(-Infinity).errors).toEqual([
      { field: 'a', code: 'too-small', limit: -MAX_MAGNITUDE },
    ])
  })

  it('integer, positive, min and max', () => {
    expect(read(1.5, { integer: true }).errors).toEqual([{ field: 'a', code: 'not-integer' }])
    expect(read(0, { positive: true }).errors).toEqual([{ field: 'a', code: 'not-positive' }])
    expect(read(-1, { min: 0 }).errors).toEqual([{ field: 'a', code: 'negative', limit: 0 }])
    expect(read(0, { min: 1 }).errors).toEqual([{ field: 'a', code: 'too-small', limit: 1 }])
    expect(read(0.5, { positive: true, min: 1 }).errors).toEqual([
      { field: 'a', code: 'too-small', limit: 1 },
    ])
    expect(read(101, { max: 100 }).errors).toEqual([{ field: 'a', code: 'too-large', limit: 100 }])
    expect(read(100, { max: 100, min: 0, integer: true })).toEqual({ n: 100, errors: [] })
  })

  it('normalises −0 to 0', () => {
    expect(Object.is(read(-0).n, 0)).toBe(true)
  })

  it('returns a harmless 0 on error', () => {
    expect(read(NaN).n).toBe(0)
    expect(read(-5, { min: 0 }).n).toBe(0)
  })

  it('property: the value is returned as is when valid, else one error', () => {
    fc.assert(
      fc.property(fc.double(), (x) => {
        const { n, errors } = read(x, { min: -1e6, max: 1e6 })
        if (errors.length === 0) expect(n).toBe(x === 0 ? 0 : x)
        else expect(errors).toHaveLength(1)
      }),
      { numRuns: 200 },
    )
  })
})

describe('Checker bookkeeping', () => {
  it('keeps the first error of each field, reports ok/has/fail', () => {
    const c = new Checker<F>()
    expect(c.ok).toBe(true)
    c.add('a', 'required')
    c.add('a', 'invalid')
    c.number('b', 5)
    expect(c.ok).toBe(false)
    expect(c.has('a')).toBe(true)
    expect(c.has('b')).toBe(false)
    expect(c.fail()).toEqual({ ok: false, errors: [{ field: 'a', code: 'required' }] })
  })
})

describe('Checker.option', () => {
  const options = ['mes', 'ano'] as const
  it('accepts a known option, falls back when empty, else required/invalid', () => {
    const c = new Checker<F>()
    expect(c.option('a', 'ano', options)).toBe('ano')
    expect(c.option('a', '', options, 'mes')).toBe('mes')
    expect(c.option('a', null, options, 'ano')).toBe('ano')
    expect(c.ok).toBe(true)
    expect(c.option('a', 'semana', options, 'mes')).toBe('mes')
    expect(c.option('b', undefined, options)).toBe('mes')
    expect(c.errors).toEqual([
      { field: 'a', code: 'invalid' },
      { field: 'b', code: 'required' },
    ])
  })
})

describe('largestFitting', () => {
  it('finds the last whole number that fits a monotone test', () => {
    expect(largestFitting(1, 100, (n) => n * n <= 50)).toBe(7)
    expect(largestFitting(1, 100, () => true)).toBe(100)
    expect(largestFitting(1, 100, () => false)).toBe(0)
    expect(largestFitting(5, 4, () => true)).toBe(4)
  })
})
