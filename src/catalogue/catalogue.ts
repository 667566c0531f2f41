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

/** The spine of the site: `?calc=` value, `src/lib/<id>.ts`, `src/calculators/<id>/`. */
export type CalculatorId = CatalogueItem['id']

/**
 * The order calculators are listed in across categories: search results on the home page, the
 * sitemap and the prerendered pages. Every id once (`catalogue.test.ts`).
 */
export const CATALOGUE_ORDER: readonly CalculatorId[] = [
  'simple',
  'scientific',
  'percentage',
  'converter',
  'profit',
  'compound',
  'fixed-income',
  'installment',
  'cash-or-instalments',
  'roi',
  'financing',
  'labor',
  'vacation',
  'unemployment',
  'payday',
  'fuel',
  'salary',
  'clt-pj',
  'education',
  'bmi',
  'date',
  'sales',
  'pregnancy',
  'tax',
  'countdown',
  'retirement',
  'inflation',
  'personal-loan',
  'ovulation',
  'discount',
  'age',
  'consortium',
  'tip',
  'history',
]

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
