import { routedEntries, type RoutedEntry } from '../../src/catalogue/catalogue.ts'
import { exampleHref, type Query } from '../../src/catalogue/sample-link.ts'

/** An id of a calculator with its own page. */
export type RoutedId = RoutedEntry['id']

/**
 * A calculator's page, read from the catalogue: `routeOf('bmi')` is `/calculadora-imc`. Specs
 * link through it, so a renamed route is renamed once; a literal path stays only where the
 * address itself is what a test checks (an old public link, a hostile one, the routes).
 */
export function routeOf(id: RoutedId): string {
  const entry = routedEntries.find((e) => e.id === id)
  if (!entry) throw new Error(`${id} has no page in the catalogue`)
  return entry.route
}

/** The page with a query, as the URL contract writes it: `linkTo('bmi', { altura: 170 })`. */
export const linkTo = (id: RoutedId, query: Query): string => exampleHref(routeOf(id), query)
