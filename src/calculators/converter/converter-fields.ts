import { type UnitCategory, UNIT_CATEGORIES, UNITS } from '@/lib/converter/converter-units.ts'

/** Units a category opens with: the conversion people look up most. */
export const DEFAULT_UNITS: Readonly<Record<UnitCategory, readonly [string, string]>> = {
  comprimento: ['km', 'mi'],
  peso: ['kg', 'lb'],
  temperatura: ['C', 'F'],
  area: ['ha', 'm2'],
  volume: ['l', 'gal'],
  velocidade: ['kmh', 'ms'],
}

const ALL_CODES = UNIT_CATEGORIES.flatMap((cat) => UNITS[cat].map((unit) => unit.code))

/** Field order = the URL contract: `cat` `valor` `de` `para` (docs/decisions.md §4). */
export const converterFields = {
  cat: { kind: 'option', options: UNIT_CATEGORIES, initial: 'comprimento' },
  valor: {
    kind: 'decimal',
    decimals: 6,
    allowNegative: true,
    messages: {
      required: 'Digite o valor a converter.',
      negative: 'Esta medida não pode ser negativa.',
    },
  },
  de: { kind: 'option', options: ALL_CODES, initial: DEFAULT_UNITS.comprimento[0] },
  para: { kind: 'option', options: ALL_CODES, initial: DEFAULT_UNITS.comprimento[1] },
} as const

const TEMPERATURE_RULES: Readonly<Record<string, string>> = {
  'C-F': '°F = °C × 9/5 + 32',
  'F-C': '°C = (°F − 32) × 5/9',
  'C-K': 'K = °C + 273,15',
  'K-C': '°C = K − 273,15',
  'F-K': 'K = (°F − 32) × 5/9 + 273,15',
  'K-F': '°F = (K − 273,15) × 9/5 + 32',
}

export function temperatureRule(de: string, para: string): string {
  return TEMPERATURE_RULES[`${de}-${para}`] ?? 'Mesma escala: o valor não muda.'
}

/** The exact definitions behind each category's factors (NIST SP 811; docs/decisions.md §3). */
export const DEFINITIONS: Readonly<Record<UnitCategory, string>> = {
  comprimento: '1 polegada = 2,54 cm, 1 pé = 0,3048 m, 1 milha = 1.609,344 m',
  peso: '1 libra = 0,45359237 kg, 1 onça = 28,349523125 g',
  temperatura: '',
  area: '1 hectare = 10.000 m², 1 acre = 4.046,8564224 m²',
  volume: '1 litro = 1.000 mL, 1 galão americano = 3,785411784 L',
  velocidade: '1 km/h = 1/3,6 m/s, 1 nó = 1,852 km/h, 1 mph = 1,609344 km/h',
}
