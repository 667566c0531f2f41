import type { AccentColor } from '@/components/layout/accent-classes.ts'

import type { CategoryId } from './categories.ts'

/**
 * What the site knows of a calculator without loading it: name, texts, route (icons and search words are in icons.ts and keywords.ts). The screen
 * itself is loaded through `src/app/lazy-calculators.ts`, so nothing that shows a name pulls in
 * every screen.
 */
export type CatalogueEntry = {
  /** The spine: `?calc=` value, `src/lib/<id>.ts`, `src/calculators/<id>/`. */
  id: string
  name: string
  shortName: string
  color: AccentColor
  /** One sentence for the card, the page and the meta description. */
  description: string
  category: CategoryId
  /** Public path; absent for views that open only as a modal (history). */
  route?: `/${string}`
}
