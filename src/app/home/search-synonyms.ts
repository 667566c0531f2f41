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

/** Most used first (each calculator's `rank`, the catalogue's order between equal ranks). */
export const popularity: readonly string[] = [...CATALOGUE_ORDER].sort(
  (a, b) => synonyms[a].rank - synonyms[b].rank,
)
