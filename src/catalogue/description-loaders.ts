import { byId } from './by-id.ts'

/**
 * Where each calculator's sentence is, each file its own small chunk: a calculator page fetches
 * its own with the page (src/app/pages/calculator-page.tsx), so the app's route table, which every
 * page hydrates with, carries no description (the JavaScript budget). The home page reads them all
 * from descriptions.ts.
 */
export const descriptionLoaders = byId(
  import.meta.glob<string>('./*/description.ts', { base: './calculators', import: 'default' }),
)
