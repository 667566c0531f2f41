// The calculators' icons as one SVG sprite, `/icons.svg`: a `<symbol id="<calculator id>">` per
// calculator, drawn from the lucide icon its `src/catalogue/calculators/<id>/icon.ts` names. A
// card draws `<svg><use href="/icons.svg#<id>"/></svg>` (src/components/layout/calculator-icon.tsx),
// so the icons are no JavaScript and the home page's code does not grow with the catalogue
// (docs/performance.md). Vite serves the sprite in development and emits it with the build
// (vite.config.ts); the service worker precaches it with every other file.
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)

/** `const icon: IconName = 'wallet'`: icon.ts is data, the name of a lucide icon. */
const ICON_NAME = /^const icon: IconName = '([a-z0-9-]+)'$/m

/** The lucide name each calculator's icon.ts gives, by calculator id. */
export function iconNames(root = process.cwd()) {
  const dir = join(root, 'src', 'catalogue', 'calculators')
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name: id }) => {
      const file = join(dir, id, 'icon.ts')
      const match = ICON_NAME.exec(readFileSync(file, 'utf8'))
      if (!match) throw new Error(`${file}: expected \`const icon: IconName = '<lucide name>'\``)
      return [id, match[1]]
    })
}

const icons = join(dirname(require.resolve('lucide-react/package.json')), 'dist', 'esm', 'icons')

/** An icon's shapes, as lucide ships them: `[tag, attributes][]`, following lucide's aliases. */
function iconNode(name) {
  let source = readFileSync(join(icons, `${name}.mjs`), 'utf8')
  for (let alias; (alias = /export \{ default \} from '\.\/([a-z0-9-]+)\.mjs'/.exec(source));)
    source = readFileSync(join(icons, `${alias[1]}.mjs`), 'utf8')
  const data = /const __iconData = (\{[\s\S]*?\n\});/.exec(source)
  if (!data) throw new Error(`lucide-react: no icon data in ${name}.mjs`)
  // The module's own object literal, plain data (strings, numbers, arrays): read as JSON.
  const json = data[1].replace(/([{,]\s*)([A-Za-z]\w*):/g, '$1"$2":')
  return JSON.parse(json).node
}

const escape = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;')
const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** Lucide's look, set once on each symbol: its shapes inherit it (and the card's text colour). */
const LOOK =
  'viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"'

export function buildSprite(root = process.cwd()) {
  const symbols = iconNames(root).map(([id, name]) => {
    const shapes = iconNode(name).map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([key]) => key !== 'key')
        .map(([key, value]) => `${kebab(key)}="${escape(value)}"`)
      return `<${tag} ${attrs.join(' ')}/>`
    })
    return `<symbol id="${id}" ${LOOK}>${shapes.join('')}</symbol>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`
}

/** The id of a calculator's symbol when the page itself carries it (`#icon-<id>`); CalculatorIcon
 * (src/components/layout/calculator-icon.tsx) looks for the same id, and both tests say so. */
const IN_PAGE_PREFIX = 'icon-'

/**
 * A prerendered page's icons drawn from symbols in the page itself: each
 * `<use href="/icons.svg#<id>">` becomes `<use href="#icon-<id>">`, and the symbols it names
 * open the body, in a hidden `<svg>`. The external sprite was fetched while the page painted, and
 * parsed as a document of its own on the main thread: on a slow phone a request and a task more
 * before the page is done painting (docs/performance.md). The browser renders the same ids
 * (src/components/layout/calculator-icon.tsx), so hydration finds what the page has.
 *
 * The symbols come first, a few kilobytes the browser does not lay out: wherever the parser
 * yields before the first paint, the icons above it are drawn (scripts/prerender.mjs,
 * `waitForFirstScreen`).
 */
export function inlineIcons(html, sprite) {
  const ids = [
    ...new Set([...html.matchAll(/<use href="\/icons\.svg#([a-z0-9-]+)"/g)].map((m) => m[1])),
  ]
  if (ids.length === 0) return html
  const symbols = ids.map((id) => {
    const symbol = new RegExp(`<symbol id="${id}" [\\s\\S]*?</symbol>`).exec(sprite)
    if (!symbol) throw new Error(`icons.svg has no symbol "${id}"`)
    return symbol[0].replace(`<symbol id="${id}"`, `<symbol id="${IN_PAGE_PREFIX}${id}"`)
  })
  if (!/<body[^>]*>/.test(html)) throw new Error('no <body> in the page')
  return html
    .replace(/<use href="\/icons\.svg#([a-z0-9-]+)"/g, `<use href="#${IN_PAGE_PREFIX}$1"`)
    .replace(
      /<body[^>]*>/,
      (body) => `${body}<svg hidden aria-hidden="true">${symbols.join('')}</svg>`,
    )
}
