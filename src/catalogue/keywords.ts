import { byId } from './by-id.ts'

/**
 * Where each calculator's words are (`calculators/<id>/keywords.ts`), each file its own small
 * chunk: a calculator page fetches its own with the page, for its `<meta name="keywords">`
 * (src/app/pages/calculator-page.tsx), so no page's first load carries every calculator's words
 * (the JavaScript budget). The home page's search reads them all, when a person types
 * (src/app/home/search-synonyms.ts).
 */
export const keywordLoaders = byId(
  import.meta.glob<readonly string[]>('./*/keywords.ts', {
    base: './calculators',
    import: 'default',
  }),
)
