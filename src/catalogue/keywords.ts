import { byId } from './by-id.ts'

/**
 * The words each calculator is found by (`calculators/<id>/keywords.ts`), apart from the
 * catalogue's texts: the home page's search (loaded when a person types) and each calculator
 * page's meta keywords read them, so the home page's first load does not carry them (the
 * JavaScript budget). The search's own synonyms are in `calculators/<id>/search.ts`, which a
 * calculator page never loads.
 */
export const calculatorKeywords = byId(
  import.meta.glob<readonly string[]>('./*/keywords.ts', {
    base: './calculators',
    eager: true,
    import: 'default',
  }),
)
