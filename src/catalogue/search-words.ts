/**
 * The shape of a calculator's `search.ts` (`src/catalogue/calculators/<id>/`): what people type
 * for it that its keywords lack (common phrasings, abbreviations, everyday names), the tabs a
 * search can open directly (`?modo=`) and its rank among equally good matches. Only the home
 * page's search reads these, when a person types (src/app/home/search-synonyms.ts).
 *
 * Written as a person writes (accents, "º", hyphens); the search normalizes both sides.
 */

export type SearchTab = {
  modo: string
  /** The result's title, e.g. "13º salário". */
  label: string
  terms: readonly string[]
}

export type SearchWords = {
  /**
   * Most used first: breaks ties between equally good matches ("juros" finds juros compostos by
   * name, then financiamento, empréstimo and parcelas by synonym, in this order). The ranks in
   * use are multiples of 10, so a new calculator slots in between without renumbering; equal
   * ranks fall back to the catalogue's order.
   */
  rank: number
  /** Extra words for the whole calculator. */
  terms?: readonly string[]
  /** Tabs a result can open directly, each with its own words. */
  tabs?: readonly SearchTab[]
}
