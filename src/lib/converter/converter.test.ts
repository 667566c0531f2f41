import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { expectAllFinite } from '@/test/expect-finite.ts'

import { type ConverterInput, convertUnits, convertValue } from './converter.ts'
import { CATEGORY_NAMES, UNIT_CATEGORIES, UNITS, type UnitCategory } from './converter-units.ts'

function result(cat: UnitCategory, valor: number, de: string, para: string): number {
  const r = convertUnits({ cat, valor, de, para })
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.value.result
}

describe('convertUnits: exact international definitions', () => {
  // 1959 international yard and pound agreement.
  it.each([
    ['comprimento', 1, 'yd', 'm', 0.9144],
    ['comprimento', 1, 'ft', 'm', 0.3048],
    ['comprimento', 1, 'in', 'cm', 2.54],
    ['comprimento', 1, 'mi', 'm', 1609.344],
    ['comprimento', 1, 'mi', 'km', 1.609344],
    ['comprimento', 1, 'mi', 'ft', 5280],
    ['comprimento', 1, 'yd', 'in', 36],
    ['comprimento', 1500, 'mm', 'm', 1.5],
    ['peso', 1, 'lb', 'kg', 0.453592],
    ['peso', 100, 'lb', 'kg', 45.359237],
    ['peso', 1, 'lb', 'g', 453.59237],
    ['peso', 1, 'oz', 'g', 28.349523],
    ['peso', 16, 'oz', 'lb', 1],
    ['peso', 2.5, 't', 'kg', 2500],
    ['peso', 1, 'kg', 'mg', 1000000],
    // NIST SP 811 / Handbook 44: US gallon 231 in³, acre 4 046,856 422 4 m².
    ['volume', 1, 'gal', 'l', 3.785412],
    ['volume', 1000, 'gal', 'l', 3785.411784],
    ['volume', 1, 'ft3', 'l', 28.316847],
    ['volume', 1, 'm3', 'l', 1000],
    ['volume', 250, 'ml', 'l', 0.25],
    ['area', 1, 'ac', 'm2', 4046.856422],
    ['area', 1000, 'ac', 'm2', 4046856.4224],
    ['area', 1, 'ha', 'm2', 10000],
    ['area', 1, 'km2', 'ha', 100],
    ['area', 1, 'ft2', 'cm2', 929.0304],
    ['area', 640, 'ac', 'km2', 2.589988],
    ['velocidade', 36, 'kmh', 'ms', 10],
    ['velocidade', 100, 'kmh', 'ms', 27.777778],
    ['velocidade', 1, 'kn', 'kmh', 1.852],
    ['velocidade', 60, 'mph', 'kmh', 96.56064],
    ['velocidade', 1, 'ms', 'ms', 1],
  ] as const)('%s: %s %s = %s %s', (cat, valor, de, para, expected) => {
    expect(result(cat, valor, de, para)).toBe(expected)
  })

  it('has no binary noise', () => {
    expect(result('comprimento', 0.1, 'm', 'cm')).toBe(10)
    expect(result('comprimento', 0.3, 'm', 'mm')).toBe(300)
    expect(result('peso', 0.07, 'kg', 'g')).toBe(70)
  })

  it('keeps 6 significant digits below 1', () => {
    expect(result('peso', 1, 'mg', 't')).toBe(1e-9)
    expect(result('comprimento', 1, 'mm', 'mi')).toBe(6.21371e-7)
    expect(result('comprimento', 1, 'in', 'mi')).toBe(0.0000157828)
    expect(result('comprimento', 0, 'mm', 'mi')).toBe(0)
  })

  it('reports the factor of one unit', () => {
    const r = convertUnits({ cat: 'comprimento', valor: 3, de: 'mi', para: 'km' })
    expect(r.ok && r.value).toEqual({
      cat: 'comprimento',
      de: 'mi',
      para: 'km',
      valor: 3,
      result: 4.828032,
      factor: 1.609344,
    })
  })
})

describe('convertUnits: temperature via Celsius', () => {
  it.each([
    [100, 'C', 'F', 212],
    [0, 'C', 'K', 273.15],
    [-40, 'F', 'C', -40],
    [98.6, 'F', 'C', 37],
    [0, 'K', 'C', -273.15],
    [0, 'K', 'F', -459.67],
    [300, 'K', 'K', 300],
    [32, 'F', 'K', 273.15],
  ] as const)('%s %s = %s %s', (valor, de, para, expected) => {
    expect(result('temperatura', valor, de, para)).toBe(expected)
  })

  it('has no factor', () => {
    const r = convertUnits({ cat: 'temperatura', valor: 1, de: 'C', para: 'F' })
    expect(r.ok && r.value.factor).toBeNull()
  })

  it.each([
    ['C', -273.16, -273.15],
    ['F', -459.68, -459.67],
    ['K', -0.01, 0],
  ])('rejects below absolute zero in %s', (de, valor, limit) => {
    const r = convertUnits({ cat: 'temperatura', valor, de, para: 'C' })
    expect(r.ok ? null : r.errors).toEqual([{ field: 'valor', code: 'too-small', limit }])
    expect(convertUnits({ cat: 'temperatura', valor: limit, de, para: 'K' }).ok).toBe(true)
  })
})

describe('convertUnits: validation', () => {
  it.each<[ConverterInput, string, string]>([
    [{ cat: 'comprimento', valor: -1, de: 'm', para: 'km' }, 'valor', 'negative'],
    [{ cat: 'comprimento', valor: null, de: 'm', para: 'km' }, 'valor', 'required'],
    [{ cat: 'comprimento', valor: Number('1e309'), de: 'm', para: 'km' }, 'valor', 'too-large'],
    [{ cat: 'comprimento', valor: 1, de: 'kg', para: 'km' }, 'de', 'invalid'],
    [{ cat: 'comprimento', valor: 1, de: 'm', para: '' }, 'para', 'required'],
    [{ cat: 'tempo', valor: 1, de: 'm', para: 'km' }, 'cat', 'invalid'],
  ])('rejects %j', (input, field, code) => {
    const r = convertUnits(input)
    expect(r.ok ? null : r.errors[0]).toMatchObject({ field, code })
  })

  it('defaults to the length category', () => {
    expect(convertUnits({ valor: 1, de: 'km', para: 'm' })).toMatchObject({
      ok: true,
      value: { cat: 'comprimento', result: 1000 },
    })
  })

  it('returns null from convertValue for foreign codes', () => {
    expect(convertValue('peso', 1, 'm', 'kg')).toBeNull()
  })
})

describe('unit tables', () => {
  it('has the URL codes of docs/decisions.md §4 with pt-BR names', () => {
    const codes = Object.fromEntries(
      UNIT_CATEGORIES.map((cat) => [cat, UNITS[cat].map((unit) => unit.code).join(' ')]),
    )
    expect(codes).toEqual({
      comprimento: 'mm cm m km in ft yd mi',
      peso: 'mg g kg t oz lb',
      temperatura: 'C F K',
      area: 'cm2 m2 km2 ha ac ft2',
      volume: 'ml l m3 gal ft3',
      velocidade: 'kmh ms mph kn',
    })
    for (const cat of UNIT_CATEGORIES) {
      expect(CATEGORY_NAMES[cat]).toBeTruthy()
      for (const unit of UNITS[cat]) expect(unit.name).toMatch(/^[A-ZÁ-Ú]/)
    }
  })
})

describe('convertUnits: properties', () => {
  const pair = fc
    .constantFrom(...UNIT_CATEGORIES)
    .chain((cat) =>
      fc.tuple(
        fc.constant(cat),
        fc.constantFrom(...UNITS[cat].map((unit) => unit.code)),
        fc.constantFrom(...UNITS[cat].map((unit) => unit.code)),
      ),
    )

  it('round-trips a → b → a within 1e-9 relative', () => {
    fc.assert(
      fc.property(pair, fc.double({ min: 0, max: 1e9, noNaN: true }), ([cat, a, b], value) => {
        const there = convertValue(cat, value, a, b) as number
        const back = convertValue(cat, there, b, a) as number
        expect(Math.abs(back - value)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(value)))
      }),
      { numRuns: 200 },
    )
  })

  it('gives errors or finite results for any input', () => {
    fc.assert(
      fc.property(
        pair,
        fc.oneof(fc.double(), fc.constant(null)),
        fc.string(),
        ([cat, a, b], valor, junk) => {
          for (const input of [
            { cat, valor, de: a, para: b },
            { cat: junk, valor, de: junk, para: b },
          ]) {
            const r = convertUnits(input)
            if (r.ok) expectAllFinite(r.value)
          }
        },
      ),
      { numRuns: 200 },
    )
  })
})

describe('unit names', () => {
  it('never repeat the name as the symbol ("Pé (ft)", not "Pé (pé)")', () => {
    for (const units of Object.values(UNITS)) {
      for (const unit of units) {
        expect(unit.symbol.toLowerCase().replace(/[²³]/, '')).not.toBe(
          unit.name.toLowerCase().split(' ')[0],
        )
      }
    }
  })
})
