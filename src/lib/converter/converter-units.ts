// The categories and units of the converter, apart from the conversions (converter.ts) so the
// form's tabs and selects can be drawn before the formula library and decimal.js have loaded
// (the JavaScript budget). The sizes are data here; converter.ts does the arithmetic with them.

export const UNIT_CATEGORIES = [
  'comprimento',
  'peso',
  'temperatura',
  'area',
  'volume',
  'velocidade',
] as const
export type UnitCategory = (typeof UNIT_CATEGORIES)[number]

export type UnitDef = {
  code: string
  /** pt-BR name, for selects. */
  name: string
  symbol: string
  /** Size in the category's SI unit = num / den (exact decimals). Celsius-based for temperature. */
  num: string
  den: string
}

const u = (code: string, name: string, symbol: string, num: string, den = '1'): UnitDef => ({
  code,
  name,
  symbol,
  num,
  den,
})

/** Units of each category, in display order; the UI builds its selects from this. */
export const UNITS: Readonly<Record<UnitCategory, readonly UnitDef[]>> = {
  // metre
  comprimento: [
    u('mm', 'Milímetro', 'mm', '0.001'),
    u('cm', 'Centímetro', 'cm', '0.01'),
    u('m', 'Metro', 'm', '1'),
    u('km', 'Quilômetro', 'km', '1000'),
    u('in', 'Polegada', 'pol', '0.0254'),
    u('ft', 'Pé', 'ft', '0.3048'),
    u('yd', 'Jarda', 'jd', '0.9144'),
    u('mi', 'Milha', 'mi', '1609.344'),
  ],
  // kilogram
  peso: [
    u('mg', 'Miligrama', 'mg', '0.000001'),
    u('g', 'Grama', 'g', '0.001'),
    u('kg', 'Quilograma', 'kg', '1'),
    u('t', 'Tonelada', 't', '1000'),
    u('oz', 'Onça', 'oz', '0.028349523125'),
    u('lb', 'Libra', 'lb', '0.45359237'),
  ],
  // num/den unused: temperature scales are not proportional
  temperatura: [
    u('C', 'Celsius', '°C', '1'),
    u('F', 'Fahrenheit', '°F', '1'),
    u('K', 'Kelvin', 'K', '1'),
  ],
  // square metre
  area: [
    u('cm2', 'Centímetro quadrado', 'cm²', '0.0001'),
    u('m2', 'Metro quadrado', 'm²', '1'),
    u('km2', 'Quilômetro quadrado', 'km²', '1000000'),
    u('ha', 'Hectare', 'ha', '10000'),
    u('ac', 'Acre', 'ac', '4046.8564224'),
    u('ft2', 'Pé quadrado', 'ft²', '0.09290304'),
  ],
  // cubic metre
  volume: [
    u('ml', 'Mililitro', 'mL', '0.000001'),
    u('l', 'Litro', 'L', '0.001'),
    u('m3', 'Metro cúbico', 'm³', '1'),
    u('gal', 'Galão americano', 'gal', '0.003785411784'),
    u('ft3', 'Pé cúbico', 'ft³', '0.028316846592'),
  ],
  // metre per second
  velocidade: [
    u('kmh', 'Quilômetro por hora', 'km/h', '1000', '3600'),
    u('ms', 'Metro por segundo', 'm/s', '1'),
    u('mph', 'Milha por hora', 'mph', '1609.344', '3600'),
    u('kn', 'Nó', 'kn', '1852', '3600'),
  ],
}

/** pt-BR category names, for tabs. */
export const CATEGORY_NAMES: Readonly<Record<UnitCategory, string>> = {
  comprimento: 'Comprimento',
  peso: 'Peso',
  temperatura: 'Temperatura',
  area: 'Área',
  volume: 'Volume',
  velocidade: 'Velocidade',
}
