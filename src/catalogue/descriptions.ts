import { byId } from './by-id.ts'

/**
 * Every calculator's sentence (`calculators/<id>/description.ts`), for the home page's cards, its
 * dialog's head and the search, all in the home page's chunk. A calculator page fetches only its
 * own (description-loaders.ts); read here as the same modules, the files would be chunks of their
 * own, forty requests for the home page, so the query makes these copies.
 */
export const calculatorDescriptions = byId(
  import.meta.glob<string>('./*/description.ts', {
    base: './calculators',
    eager: true,
    import: 'default',
    query: '?all',
  }),
)
