import type { AccentColor } from '@/components/layout/accent-classes.ts'
import type { CalculatorId } from '@/config/calculator-ids.ts'

import type { CategoryId } from './categories.ts'

/**
 * What the site knows of a calculator without loading it: name, texts, route (its icon, words, steps and worked example are in its own folder, `calculators/<id>/`). The screen
 * itself is loaded through `src/app/lazy-calculators.ts`, so nothing that shows a name pulls in
 * every screen.
 */
export type CatalogueEntry = {
  /**
   * The spine: `?calc=` value, `src/lib/<id>/`, `src/calculators/<id>/`,
   * `src/catalogue/calculators/<id>/`. One of `CATALOGUE_ORDER`, so a misspelled id fails `tsc`.
   */
  id: CalculatorId
  name: string
  shortName: string
  color: AccentColor
  category: CategoryId
  /** Public path; absent for views that open only as a modal (history). */
  route?: `/${string}`
}
