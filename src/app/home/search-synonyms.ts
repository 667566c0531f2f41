import { CATALOGUE_ORDER, type CalculatorId } from '@/config/calculator-ids.ts'
import { byId } from '@/catalogue/by-id.ts'
import type { SearchWords } from '@/catalogue/search-words.ts'

/**
 * What people type for each calculator (`src/catalogue/calculators/<id>/search.ts`), read only by
 * the home page's search, which loads when a person types.
 */
export const synonyms: Readonly<Record<CalculatorId, SearchWords>> = byId(
  import.meta.glob<SearchWords>('./*/search.ts', {
    base: '../../catalogue/calculators',
    eager: true,
    import: 'default',
  }),
)

/**
 * Every calculator's keywords (`src/catalogue/calculators/<id>/keywords.ts`), in the search's
 * own chunk. A calculator page fetches its own file alone, for its meta tag
 * (src/catalogue/keywords.ts); read here as the same modules, the files would become chunks
 * shared with the search, 40 requests for it, which the build's manifest no longer names after
 * their file, so the prerender could not preload a page's own. The query makes these copies.
 */
export const keywords: Readonly<Record<CalculatorId, readonly string[]>> = byId(
  import.meta.glob<readonly string[]>('./*/keywords.ts', {
    base: '../../catalogue/calculators',
    eager: true,
    import: 'default',
    query: '?search',
  }),
)

/** Most used first (each calculator's `rank`, the catalogue's order between equal ranks). */
export const popularity: readonly string[] = [...CATALOGUE_ORDER].sort(
  (a, b) => synonyms[a].rank - synonyms[b].rank,
)
