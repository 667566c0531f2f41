import { iconNames, type IconName } from 'lucide-react/dynamic'

import { screenLoaders } from '@/app/lazy-calculators.ts'
import { keywords, synonyms } from '@/app/home/search-synonyms.ts'
import { CATALOGUE_ORDER, type CalculatorId } from '@/config/calculator-ids.ts'
import { pages } from '@/entry-server.tsx'

import { catalogue, type CatalogueItem, findEntry, routedEntries } from './catalogue.ts'
import { categories } from './categories.ts'
import { idOfPath } from './by-id.ts'
import { sampleLinks, workedExamples } from './examples.ts'
import { descriptionLoaders } from './description-loaders.ts'
import { calculatorDescriptions } from './descriptions.ts'
import { howToLoaders } from './how-to.ts'
import { calculatorIconNames } from './icons.ts'
import { keywordLoaders } from './keywords.ts'
import readme from '../../README.md?raw'
import manifest from '../../public/manifest.webmanifest?raw'
import homePageSource from '../app/pages/home-page.tsx?raw'
import siteConfigSource from '../config/site.ts?raw'

/**
 * The catalogue is the spine every other part hangs from (docs/writing-a-screen.md): these are
 * the promises a new entry must keep, checked here so a forgotten piece fails in the unit tests
 * instead of on a page.
 */
const ids = catalogue.map((entry) => entry.id)

/** Every file under `calculators/<id>/`, not loaded: only the names are compared. */
const dataFiles = Object.keys(import.meta.glob('./calculators/*/*.ts'))

/** The files of an id's catalogue folder; a calculator with a page has a worked example too. */
function filesOf(entry: CatalogueItem): string[] {
  const always = ['description.ts', 'how-to.ts', 'icon.ts', 'keywords.ts', 'search.ts']
  return 'route' in entry ? [...always, 'example.ts', 'example.test.ts'] : always
}

describe('the catalogue', () => {
  it('has unique ids, routes and names', () => {
    expect(new Set(ids).size).toBe(ids.length)
    const routes = routedEntries.map((entry) => entry.route)
    expect(new Set(routes).size).toBe(routes.length)
    for (const route of routes) expect(route).toMatch(/^\/[a-z-]+$/)
    const names = catalogue.map((entry) => entry.name)
    expect(new Set(names).size).toBe(names.length)
  })

  it('lists every calculator once in its order', () => {
    // The type checker's half: the entries' ids are exactly the order's, so an entry whose id is
    // misspelled, or an id without its entry, fails `tsc` before this test runs.
    type SameIds = [CalculatorId] extends [CatalogueItem['id']]
      ? [CatalogueItem['id']] extends [CalculatorId]
        ? 'same'
        : 'an entry whose id is not in CATALOGUE_ORDER'
      : 'an id of CATALOGUE_ORDER without its entry'
    const sameIds: SameIds = 'same'
    expect(sameIds).toBe('same')
    expect([...CATALOGUE_ORDER].sort()).toEqual([...ids].sort())
    expect(ids).toEqual(CATALOGUE_ORDER)
  })

  it('puts every calculator in a known category, each category holding at least one', () => {
    const known = categories.map((category) => category.id)
    for (const entry of catalogue) expect(known).toContain(entry.category)
    for (const id of known) expect(catalogue.some((entry) => entry.category === id)).toBe(true)
  })

  it('has, for every id, a folder of its own data with every file', () => {
    const missing = catalogue.flatMap((entry) =>
      filesOf(entry)
        .map((file) => `calculators/${entry.id}/${file}`)
        .filter((path) => !dataFiles.includes(`./${path}`))
        .map((path) => `src/catalogue/${path}`),
    )
    expect(missing, 'missing files (docs/writing-a-screen.md says what each holds)').toEqual([])
  })

  it('reads from every file what its collector expects', () => {
    // Each file's own type annotation (`IconName`, `SearchWords`, `SampleLink`…)
    // fails `tsc` on a wrong shape; this catches a file that exports it under another name.
    const wrong = ids.flatMap((id) => {
      const entry = findEntry(id)
      const problems = [
        iconNames.includes(calculatorIconNames[id] as IconName)
          ? ''
          : 'icon.ts: default export, the name of a lucide icon',
        Array.isArray(keywords[id]) ? '' : 'keywords.ts: default export, a list of words',
        typeof calculatorDescriptions[id] === 'string' && calculatorDescriptions[id].length > 0
          ? ''
          : 'description.ts: default export, one sentence',
        typeof synonyms[id].rank === 'number' ? '' : 'search.ts: default export with a rank',
        entry && 'route' in entry && !(workedExamples[id] && sampleLinks[id])
          ? 'example.ts: `example` and `sample` exports'
          : '',
      ]
      return problems.filter(Boolean).map((problem) => `src/catalogue/calculators/${id}/${problem}`)
    })
    expect(wrong).toEqual([])
  })

  it("loads a calculator page's own sentence and keywords, those the home page reads", async () => {
    // The page fetches its files alone (src/app/pages/calculator-page.tsx), the home page and
    // its search all of them.
    for (const id of ids) {
      expect(await keywordLoaders[id]()).toEqual(keywords[id])
      expect(await descriptionLoaders[id]()).toBe(calculatorDescriptions[id])
    }
  })

  it('names every folder of catalogue data after an id', () => {
    const known: readonly string[] = CATALOGUE_ORDER
    const strays = [...new Set(dataFiles.map(idOfPath))]
      .filter((folder) => !known.includes(folder))
      .map((folder) => `src/catalogue/calculators/${folder}/`)
    expect(strays, 'folders whose name is no id of CATALOGUE_ORDER').toEqual([])
  })

  it('has a screen loader for every id and no other', () => {
    expect(Object.keys(screenLoaders).sort()).toEqual([...ids].sort())
  })

  it('has "Como usar" steps for every id', async () => {
    expect(Object.keys(howToLoaders).sort()).toEqual([...ids].sort())
    for (const id of ids) {
      const { default: steps } = await howToLoaders[id]()
      expect(steps.length, id).toBeGreaterThanOrEqual(2)
      for (const step of steps) expect(step.trim(), id).not.toBe('')
    }
  })

  it('has a sample link for every route, the one the browser suite opens, on that route', () => {
    for (const entry of routedEntries) {
      const href = sampleLinks[entry.id]?.href ?? ''
      expect(href.split('?')[0], entry.id).toBe(entry.route)
    }
    expect(Object.keys(sampleLinks).sort()).toEqual(routedEntries.map((e) => e.id).sort())
  })

  it('gives every route a prerendered page, hence a sitemap entry', () => {
    const paths = pages.map((page) => page.path)
    expect(paths[0]).toBe('/')
    expect(paths.slice(1)).toEqual(routedEntries.map((entry) => entry.route))
    for (const entry of routedEntries) {
      const page = pages.find((p) => p.path === entry.route)
      expect(page && 'screen' in page ? page.screen : undefined).toBe(
        `src/calculators/${entry.id}/${entry.id}.tsx`,
      )
    }
  })

  it('never has its count of calculators typed: the home page derives it, other texts omit it', () => {
    // Adding a calculator must not mean finding every place that says how many there are ("mais
    // de 20", a bound that stays true, is no count).
    const typedCount = /(?<!de )\b\d{2} (calculadoras|calculator ids|calculators)\b/i
    for (const text of [readme, manifest, homePageSource, siteConfigSource])
      expect(text).not.toMatch(typedCount)
    expect(homePageSource).toContain('routedEntries.length')
  })
})
