/**
 * Unit converter: length, mass, temperature, area, volume and speed, with the URL codes of
 * docs/decisions.md §4.
 *
 * Linear units carry their size in the category's SI unit as an exact fraction of decimals
 * (`num / den`), so conversions are computed in decimal without binary noise and without the
 * repeating decimals of 1 km/h = 1/3,6 m/s: value × num(from) × den(to) / (den(from) × num(to)).
 *
 * Definitions (exact): international yard = 0,9144 m and pound = 0,45359237 kg (1959
 * international yard and pound agreement), hence foot 0,3048 m, inch 0,0254 m, mile 1 609,344 m,
 * avoirdupois ounce 28,349523125 g (lb / 16); US liquid gallon 231 in³ = 3,785411784 L and
 * international acre 4 046,8564224 m² (NIST SP 811 appendix B, NIST Handbook 44 appendix C);
 * knot = 1 852 m/h (international nautical mile). The seed's rounded factors (mi 1609,34, lb
 * 453,592, oz 28,3495) are corrected (docs/decisions.md §3).
 *
 * Temperature goes through Celsius: F = C × 9/5 + 32, K = C + 273,15. A temperature below
 * absolute zero (−273,15 °C, −459,67 °F, 0 K) is an error on `valor` (`too-small`, with the limit
 * in the `de` unit). Other quantities cannot be negative (`negative`); zero converts to zero.
 *
 * Result: rounded half-up to 6 decimals (docs/product.md §9) from 1 up; below 1, to 6 significant digits,
 * so a small quantity keeps its precision instead of reading 0 or 0,000001 (1 mm = 6,21371e−7 mi).
 */
import { type NumberInput, Checker } from '../core/check.ts'
import { D, type Dec, roundTo } from '../core/money.ts'
import { type Outcome, ok } from '../core/outcome.ts'
import { type UnitCategory, type UnitDef, UNIT_CATEGORIES, UNITS } from './converter-units.ts'

/** Absolute zero in each temperature unit. */
export const ABSOLUTE_ZERO: Readonly<Record<string, number>> = { C: -273.15, F: -459.67, K: 0 }

export type ConverterInput = {
  /** Defaults to `comprimento`, the first tab. */
  cat?: string | null
  valor: NumberInput
  de: string | null | undefined
  para: string | null | undefined
}
export type ConverterField = keyof ConverterInput
export type ConverterResult = {
  cat: UnitCategory
  de: string
  para: string
  valor: number
  /** The converted value: 6 decimals, or 6 significant digits below 1. */
  result: number
  /** 1 `de` in `para` (12 significant digits); null for temperature. */
  factor: number | null
}

function findUnit(cat: UnitCategory, code: string): UnitDef | undefined {
  return UNITS[cat].find((unit) => unit.code === code)
}

function toCelsius(value: Dec, from: string): Dec {
  if (from === 'F') return value.minus(32).times(5).div(9)
  if (from === 'K') return value.minus('273.15')
  return value
}

function fromCelsius(celsius: Dec, to: string): Dec {
  if (to === 'F') return celsius.times(9).div(5).plus(32)
  if (to === 'K') return celsius.plus('273.15')
  return celsius
}

function convertDecimal(cat: UnitCategory, value: Dec, from: UnitDef, to: UnitDef): Dec {
  if (cat === 'temperatura') return fromCelsius(toCelsius(value, from.code), to.code)
  return value.times(from.num).times(to.den).div(new D(from.den).times(to.num))
}

/**
 * The unrounded conversion (about 17 significant digits), for code that chains conversions;
 * `null` for a code not in the category. Screens use {@link convertUnits}.
 */
export function convertValue(
  cat: UnitCategory,
  value: number,
  from: string,
  to: string,
): number | null {
  const a = findUnit(cat, from)
  const b = findUnit(cat, to)
  if (!a || !b) return null
  return Number(convertDecimal(cat, new D(value), a, b).toString())
}

function displayRound(value: Dec): number {
  if (value.abs().gte(1)) return roundTo(value, 6)
  return Number(value.toSignificantDigits(6).toString())
}

export function convertUnits(input: ConverterInput): Outcome<ConverterResult, ConverterField> {
  const c = new Checker<ConverterField>()
  const cat = c.option('cat', input.cat, UNIT_CATEGORIES, 'comprimento')
  const codes = UNITS[cat].map((unit) => unit.code)
  const de = c.option('de', input.de, codes)
  const para = c.option('para', input.para, codes)
  const temperature = cat === 'temperatura'
  const valor = c.number('valor', input.valor, temperature ? {} : { min: 0 })
  if (!c.ok) return c.fail()
  const limit = ABSOLUTE_ZERO[de]
  if (temperature && limit !== undefined && valor < limit) {
    c.add('valor', 'too-small', { limit })
    return c.fail()
  }

  const from = findUnit(cat, de) as UnitDef
  const to = findUnit(cat, para) as UnitDef
  return ok({
    cat,
    de,
    para,
    valor,
    result: displayRound(convertDecimal(cat, new D(valor), from, to)),
    factor: temperature
      ? null
      : Number(convertDecimal(cat, new D(1), from, to).toSignificantDigits(12).toString()),
  })
}
