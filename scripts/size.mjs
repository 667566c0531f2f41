// Performance budgets, measured on the production build (dist/), gzip level 9:
// - home page: JavaScript loaded before it is interactive ≤ 98 KB (it must not grow with the
//   catalogue: icons are one SVG sprite, the sentences and search words load on first use, see
//   docs/performance.md);
// - each calculator page: all JavaScript before interactive ≤ 117,5 KB, and the calculator's own
//   chunk ≤ 12 KB;
// - CSS ≤ 15 KB.
// "Before interactive" = the entry chunk, everything it imports statically, the route's page
// chunk (home or calculator frame, lazily routed and preloaded by the prerendered HTML) and, for
// a calculator page, its screen chunk, each with its static imports (its description and
// keywords are read from its prerendered head). Lazy pieces (dialog, toasts, charts, the maps of
// every calculator's texts a page reached from another loads) are not counted: they load when used.
//
// And the JavaScript a page loads in all, what Lighthouse counts ("Total JavaScript", resource
// summary): every script the page requests until the network has been quiet for a while after
// the load event, with no one touching it, in bytes on the wire (gzip body and response
// headers), ≤ 110 KB for home and ≤ 130 KB for a calculator page. That includes what loads after
// hydration (the "Como usar" box, the page icon, what a screen fetches on its own); a screen's
// formulas and result cards load on the person's first intent (src/utils/first-intent.ts), so a
// visit that only reads does not fetch them. Measured in Chromium, one fresh visit per route,
// served precompressed as a static host would (static-server.mjs): what loads after hydration is
// decided by the code as it runs, which no reading of the module graph would follow faithfully.
//
// It also says what one more calculator costs home and the heaviest page (the catalogue's per-id
// data in their chunks, scripts/catalogue-cost.mjs) and how many more fit in their budgets.
//
// Exits 1 when any budget is exceeded. Usage: node scripts/size.mjs [distDir] [ssrDir]
// (ssrDir defaults to `<distDir>-ssr`, where `npm run build` puts the SSR build).
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

import { catalogueCost } from './catalogue-cost.mjs'
import { measureWholeLoad } from './whole-load.mjs'

const KB = 1024
export const BUDGETS = {
  home: 98 * KB,
  page: 117.5 * KB,
  chunk: 12 * KB,
  css: 15 * KB,
  homeInAll: 110 * KB,
  pageInAll: 132 * KB,
}

const dist = process.argv[2] ?? 'dist'
const ssrDir = process.argv[3] ?? `${dist}-ssr`
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))
const gzipCache = new Map()

function gz(file) {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length)
  return gzipCache.get(file)
}

/** The files a manifest key needs before it runs: itself and its static imports, recursively. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return seen
  seen.add(key)
  for (const imported of chunk.imports ?? []) closure(imported, seen)
  return seen
}

function jsOf(keys) {
  return [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'))
}

function sum(files) {
  return [...new Set(files)].reduce((total, file) => total + gz(file), 0)
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'))
if (!entryKey)
  throw new Error('No index.html entry in the manifest: was the site built with manifest: true?')
// src/main.tsx imports React and the app dynamically (to start them in separate tasks), but
// every page loads them before it is interactive.
const entryFiles = [entryKey, ...(manifest[entryKey].dynamicImports ?? [])].flatMap((key) =>
  jsOf(closure(key)),
)
const HOME_PAGE = 'src/app/pages/home-page.tsx'
const CALCULATOR_PAGE = 'src/app/pages/calculator-page.tsx'
const pageChunk = (key) => (manifest[key] ? jsOf(closure(key)) : [])

// The routes come from the catalogue itself, through the SSR build's page list (the one the
// prerender writes), instead of parsing the catalogue's source.
const { pages } = await import(pathToFileURL(resolve(ssrDir, 'entry-server.js')).href)
const routes = pages
  .filter((page) => page.screen)
  .map((page) => ({ route: page.path, key: page.screen }))

const rows = []
const failures = []
const fmt = (bytes) => `${(bytes / KB).toFixed(1)} KB`

const whole = await measureWholeLoad(dist, ['/', ...routes.map(({ route }) => route)])
const inAll = (route, budget) => {
  const { bytes, files } = whole.get(route)
  if (bytes > budget)
    failures.push(`${route} loads ${fmt(bytes)} of JS in all (budget ${fmt(budget)})`)
  return { text: `${fmt(bytes)} (${String(files)})`, ok: bytes <= budget }
}

const homeFiles = [...entryFiles, ...pageChunk(HOME_PAGE)]
const homeJs = sum(homeFiles)
let heaviest = { route: '/', js: 0, files: [] }
const homeAll = inAll('/', BUDGETS.homeInAll)
rows.push([
  '/',
  fmt(homeJs),
  '',
  homeAll.text,
  homeJs <= BUDGETS.home && homeAll.ok ? 'ok' : 'OVER',
])
if (homeJs > BUDGETS.home)
  failures.push(`/ loads ${fmt(homeJs)} of JS before interactive (budget ${fmt(BUDGETS.home)})`)

for (const { route, key } of routes) {
  if (!manifest[key]) {
    failures.push(`${route}: no chunk for ${key}`)
    continue
  }
  // The page's own description and keywords are read from its prerendered head
  // (src/app/pages/calculator-page.tsx): no chunk of theirs loads before it is interactive.
  const pageFiles = [...entryFiles, ...pageChunk(CALCULATOR_PAGE), ...jsOf(closure(key))]
  const pageJs = sum(pageFiles)
  if (pageJs > heaviest.js) heaviest = { route, js: pageJs, files: pageFiles }
  const own = gz(manifest[key].file)
  const all = inAll(route, BUDGETS.pageInAll)
  const ok = pageJs <= BUDGETS.page && own <= BUDGETS.chunk && all.ok
  rows.push([route, fmt(pageJs), fmt(own), all.text, ok ? 'ok' : 'OVER'])
  if (pageJs > BUDGETS.page)
    failures.push(`${route} loads ${fmt(pageJs)} of JS (budget ${fmt(BUDGETS.page)})`)
  if (own > BUDGETS.chunk)
    failures.push(`${route}: its own chunk is ${fmt(own)} (budget ${fmt(BUDGETS.chunk)})`)
}

// One stylesheet (vite.config.ts: cssCodeSplit false); counting every CSS file keeps this honest
// should that change.
const cssFiles = [
  ...new Set(
    Object.values(manifest).flatMap((c) => [
      ...(c.css ?? []),
      ...(c.file.endsWith('.css') ? [c.file] : []),
    ]),
  ),
]
const css = sum(cssFiles)
if (css > BUDGETS.css) failures.push(`CSS is ${fmt(css)} (budget ${fmt(BUDGETS.css)})`)

console.log(
  'route'.padEnd(32),
  'before interactive'.padStart(19),
  'own chunk'.padStart(10),
  'in all (files)'.padStart(16),
  '',
)
for (const [route, page, own, all, status] of rows)
  console.log(route.padEnd(32), page.padStart(19), own.padStart(10), all.padStart(16), status)
console.log(`CSS: ${fmt(css)} (budget ${fmt(BUDGETS.css)})`)
console.log(
  `Budgets: before interactive, home ${fmt(BUDGETS.home)}, page ${fmt(BUDGETS.page)}; own chunk ${fmt(BUDGETS.chunk)}; in all (gzip and headers, as Lighthouse counts), home ${fmt(BUDGETS.homeInAll)}, page ${fmt(BUDGETS.pageInAll)}; CSS ${fmt(BUDGETS.css)}`,
)

// What one more calculator adds, measured on what the pages ship now: the per-id data in the
// chunks each loads before it is interactive (scripts/catalogue-cost.mjs), over the count.
const ids = readdirSync(new URL('../src/catalogue/calculators', import.meta.url))
const texts = (files) => [...new Set(files)].map((file) => readFileSync(join(dist, file), 'utf8'))
const fits = (budget, js, per) => (per > 0 ? Math.floor((budget - js) / per) : Infinity)
const homeCost = catalogueCost(texts(homeFiles), ids)
const pageCost = catalogueCost(texts(heaviest.files), ids)
const bytes = (n) => `${n.toFixed(0)} B`
console.log(
  `Per calculator (its entry, order and loader lines, gzip; ${String(ids.length)} now): home ${bytes(homeCost.perCalculator)}, heaviest page (${heaviest.route}) ${bytes(pageCost.perCalculator)}; its icon is in /icons.svg, no JavaScript.`,
)
console.log(
  `More calculators that fit: home ${String(fits(BUDGETS.home, homeJs, homeCost.perCalculator))} (${bytes(BUDGETS.home - homeJs)} left), heaviest page ${String(fits(BUDGETS.page, heaviest.js, pageCost.perCalculator))} (${bytes(BUDGETS.page - heaviest.js)} left).`,
)

if (failures.length > 0) {
  console.error(`\nOver budget:\n- ${failures.join('\n- ')}`)
  process.exit(1)
}
console.log('\nAll budgets met.')
