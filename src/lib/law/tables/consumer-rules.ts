import type { Sourced } from './types.ts'

/**
 * Consumer rules of thumb the calculators state, each with where it comes from (docs/legal/
 * README.md). Year-independent: written once here.
 */

/**
 * Ethanol against gasoline: a car runs about 70% of its gasoline km/L on ethanol (the lower
 * energy per litre), so ethanol pays off while its price is at most 70% of gasoline's. Not a law:
 * the ratio of the Inmetro PBEV consumption tables for flex cars, which ANP and Procon repeat.
 */
export const ETHANOL_RULE = {
  yieldShare: 0.7,
  pricePercent: 70,
  source:
    'Inmetro, Programa Brasileiro de Etiquetagem Veicular (tabelas de consumo de carros flex)',
  effectiveFrom: '2009-01-01',
} as const satisfies Sourced & Readonly<Record<string, unknown>>
