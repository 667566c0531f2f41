import { type UnitCategory, UNIT_CATEGORIES, UNITS } from '@/lib/converter.ts'

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

/** Field order = the URL contract: `cat` `valor` `de` `para` (amendments §4). */
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
