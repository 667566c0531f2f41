/**
 * Expectativa de sobrevida (years still to live at each completed age), IBGE's Tábua Completa de
 * Mortalidade, one table for both sexes, as the fator previdenciário takes it (Decreto 3.048/1999
 * art. 188-E §§3º–4º): a new table applies to the benefits requested from the day IBGE publishes
 * it (by the first working day of December, Decreto 3.266/1999 art. 2º). docs/legal/inss-retirement.md.
 *
 * Only the ages a retirement under the transition rules reaches are kept (50 to 70). Ages outside
 * them, and requests before the first table's date, have no figure here: the page says so.
 */

export type LifeTable = {
  /** The year the table describes (Tábua 2024). */
  readonly edition: number
  /** The day it was published, from which it applies. */
  readonly effectiveFrom: string
  readonly source: string
  /** Years of life expected at each completed age, to one decimal as IBGE publishes them. */
  readonly byAge: Readonly<Record<number, number>>
}

export const LIFE_TABLES: readonly LifeTable[] = [
  {
    edition: 2024,
    effectiveFrom: '2025-11-28',
    source:
      'IBGE, Tábua Completa de Mortalidade para o Brasil – 2024, ambos os sexos (publicada em 28/11/2025)',
    byAge: {
      50: 30.9,
      51: 30.0,
      52: 29.2,
      53: 28.3,
      54: 27.5,
      55: 26.6,
      56: 25.8,
      57: 25.0,
      58: 24.2,
      59: 23.4,
      60: 22.6,
      61: 21.8,
      62: 21.0,
      63: 20.3,
      64: 19.5,
      65: 18.8,
      66: 18.0,
      67: 17.3,
      68: 16.6,
      69: 15.9,
      70: 15.2,
    },
  },
]

/** The table in force on `date` (`AAAA-MM-DD`): the latest published by then, or null. */
export function lifeTableOn(date: string): LifeTable | null {
  let found: LifeTable | null = null
  for (const table of LIFE_TABLES) if (table.effectiveFrom <= date) found = table
  return found
}
