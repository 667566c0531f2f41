import { CATALOGUE_ORDER } from '@/config/calculator-ids.ts'

import { datesEntries } from './entries/dates.ts'
import { financeEntries } from './entries/finance.ts'
import { healthEntries } from './entries/health.ts'
import { utilitiesEntries } from './entries/utilities.ts'
import { workTaxesEntries } from './entries/work-taxes.ts'

const entries = [
  ...utilitiesEntries,
  ...financeEntries,
  ...workTaxesEntries,
  ...healthEntries,
  ...datesEntries,
] as const

export type CatalogueItem = (typeof entries)[number]

/** Every calculator, in `CATALOGUE_ORDER`. The single source of truth of what the site offers. */
export const catalogue: readonly CatalogueItem[] = [...entries].sort(
  (a, b) => CATALOGUE_ORDER.indexOf(a.id) - CATALOGUE_ORDER.indexOf(b.id),
)

/** Entries that have their own page. */
export type RoutedEntry = Extract<CatalogueItem, { route: string }>

export const routedEntries = catalogue.filter((e): e is RoutedEntry => 'route' in e)

export function findEntry(id: string | null | undefined): CatalogueItem | undefined {
  return catalogue.find((e) => e.id === id)
}
