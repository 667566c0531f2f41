// Writes a static HTML file for `/`, each calculator route and 404.html, rendered by React from
// the same tree the browser hydrates (src/entry-server.tsx, built with `vite build --ssr`), plus
// sitemap.xml and robots.txt from the catalogue. Each page gets its own head (title,
// description, canonical, Open Graph, JSON-LD) and modulepreload links for the chunks it needs,
// so its content and head arrive in the first response and its code without a waterfall.
//
// Why this and not a plugin: React 19's `prerender` (react-dom/static) and Vite's SSR build are
// the two mechanisms the issue names; together they are ~100 lines with no extra dependency and
// work with the declarative router the budget needs.
//
// Usage: node scripts/prerender.mjs [distDir] [ssrDir]
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

import { generateSW } from 'workbox-build'

import { classesIn, classListsIn, splitStylesheet, sameConditionPairs } from './critical-css.mjs'
import { inlineIcons } from './icon-sprite.mjs'

const dist = process.argv[2] ?? 'dist'
const ssrDir = process.argv[3] ?? 'dist-ssr'
const { render, pages, SITE_ORIGIN } = await import(
  pathToFileURL(resolve(ssrDir, 'entry-server.js')).href
)

// index.html is both Vite's template and the home page we write: keep the template, so that a
// second run (without a new `vite build`) still starts from it.
const templateCopy = join(dist, '.vite', 'index.template.html')
if (!existsSync(templateCopy)) writeFileSync(templateCopy, readFileSync(join(dist, 'index.html')))

/**
 * What a person does before the page has hydrated is kept and done once it has
 * (`<html data-hydrated>`):
 * - Enter pressed in the prerendered form would make the browser submit it natively: the page
 *   reloaded as an address with the typed texts, losing a moment and any text the address cannot
 *   carry (`1500,50`). A submit nobody handled is held, and the form submitted again
 *   (src/components/form/typed-before-hydration.ts takes the texts in).
 * - A tap on a button that only the app's code answers (a tab, Limpar, the theme, a dialog) would
 *   do nothing, and the code is fetched only when a person first reaches for the page (below). The
 *   last such button tapped before React took the page (`<html data-app>`, src/main.tsx) is
 *   tapped again; from then on React replays what it has not hydrated yet itself.
 */
const EARLY_ACTIONS =
  "const r=document.documentElement;let q,c,o;const h=()=>(o??=new MutationObserver(()=>{r.dataset.hydrated&&(o.disconnect(),q?.isConnected&&q.requestSubmit(),c?.isConnected&&c.click())})).observe(r,{attributes:!0});addEventListener('submit',v=>{if(v.defaultPrevented||r.dataset.hydrated)return;v.preventDefault();q=v.target;h()});addEventListener('click',v=>{const b=r.dataset.app?null:v.target.closest?.('button,[role=tab]');b&&b.type!=='submit'&&(c=b,h())})"

/**
 * Fetches and runs the app when a person first reaches for the page: a touch, the pointer, a key,
 * a focus, the wheel, a click (a screen reader activates a control with a click alone). The prerendered page reads, scrolls and follows its links without it, and
 * the form takes keys meanwhile (EARLY_ACTIONS), so a visit that only reads costs a slow phone
 * nothing after the first paint, neither the code's download nor its run (the TBT budget,
 * docs/performance.md). Two modulepreload links per task, each starting a fetch (all in one task
 * they are one long task), the whole stylesheet among them, then the entry.
 *
 * An address with a query is a shared link (or one from the history), opened for its result, and
 * a page whose route is not the address is a static server's fallback, to be rendered afresh:
 * both fetch the app as soon as the page has painted (the browser's first contentful paint, after
 * the next frame where it cannot report it, or after two seconds at the latest: a page in a
 * background tab paints only when shown), since fetches begun earlier would compete with that
 * paint. A link's own chunks are preloaded after the entry, the same way (`#link-modules`, see
 * linkModules), each with everything it imports. Left to the dynamic imports, they arrive in
 * waves after hydration, one per level of imports (the tab's form, the formulas, the result card
 * and its parts), since the browser learns what a module imports only once it has it.
 *
 * `<html data-intent>` tells the app that a person has reached for the page, so what it loads on
 * that sign (src/utils/first-intent.ts) need not wait for another.
 *
 * The service worker (offline use after a first visit) is registered by the app once it has
 * started (src/main.tsx), and here five seconds after the page has loaded, when the main thread is
 * idle, for a visit that only reads. Its install downloads the whole site: begun with the page's
 * own load, it would compete with it for a slow phone's network.
 */
const BOOT =
  EARLY_ACTIONS +
  ";const w=location.search.length>1||document.getElementById('root')?.dataset.route!==location.pathname;let d=0;const g=()=>{if(d)return;d=1;const t=i=>[...(document.getElementById(i)?.content.children??[])],l=t('app-modules'),k=location.search.length>1?t('link-modules'):[];let e=l[0].getAttribute('href');const s=()=>setTimeout(()=>{if(!l.length&&e){import(e);e='';}const b=(l.length?l:k).splice(0,2);b.length&&(document.head.append(...b),s())});s()};const u=()=>{r.dataset.intent='true';g()};for(const e of['pointerdown','pointermove','touchstart','keydown','focusin','wheel','click'])addEventListener(e,u,{capture:!0,passive:!0,once:!0});w&&(setTimeout(g,2e3),PerformanceObserver.supportedEntryTypes?.includes('paint')?new PerformanceObserver(p=>{p.getEntriesByName('first-contentful-paint').length&&g()}).observe({type:'paint',buffered:!0}):requestAnimationFrame(()=>setTimeout(g)));addEventListener('load',()=>setTimeout(()=>(window.requestIdleCallback??setTimeout)(()=>navigator.serviceWorker?.register('/sw.js').catch(()=>{}),{timeout:5e3}),5e3))"

/**
 * The web app manifest is linked after the first paint too: Chrome fetches it as soon as it sees
 * the link, and Lighthouse counts every request begun before the largest paint as holding it up.
 */
const MANIFEST = '<link rel="manifest" href="/manifest.webmanifest" />'
const FAVICON = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />'
const sprite = readFileSync(join(dist, 'icons.svg'), 'utf8')

let entryPreloads = []
let siteStylesheet = ''
let siteCss = ''
let wholeStylesheet = ''
const template = inlineHeadResources(readFileSync(templateCopy, 'utf8'))
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))
const ROOT = '<div id="root"></div>'
if (!template.includes(ROOT)) throw new Error(`${dist}/index.html has no ${ROOT}`)

/**
 * Nothing render-blocking is left to fetch once the HTML has arrived, so a phone on a slow
 * network paints the page from the first response (the LCP target):
 * - the page's own part of the stylesheet is inlined in a <style> (scripts/critical-css.mjs: the
 *   rules the page's HTML uses, about half of the site's 60 KB); the rest of it, for that page,
 *   is the second link BOOT adds, with the app's code, and src/main.tsx waits for it before React
 *   renders anything the page's HTML did not have;
 * - theme-init.js is inlined;
 * - the app's modules move into a <template> that BOOT fetches when a person first reaches for
 *   the page (a link's address: after the first paint). The page is complete without them (it is
 *   prerendered); fetched and run earlier, they compete with the first paint for a slow phone's
 *   network and CPU, and on a repeat visit (modules in cache) hydration would run before
 *   anything is painted.
 * The inline scripts' hashes are added to the Content-Security-Policy's script-src, which still
 * refuses every other inline script.
 */
function inlineHeadResources(html) {
  const cspHash = (code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`
  const stylesheet = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/.exec(html)
  if (!stylesheet) throw new Error('no stylesheet link in the template')
  const css = readFileSync(join(dist, stylesheet[1]), 'utf8')
  const THEME = '<script src="/theme-init.js"></script>'
  if (!html.includes(THEME)) throw new Error(`no ${THEME} in the template`)
  const themeInit = readFileSync(join(dist, 'theme-init.js'), 'utf8')
  const CSP = /(http-equiv="Content-Security-Policy"\s+content="[^"]*script-src 'self')/
  if (!CSP.test(html)) throw new Error("no script-src 'self' in the template's CSP")
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)
  if (!entry) throw new Error('no module script in the template')
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)]
  let out = html
  for (const link of [entry, ...preloads]) out = out.replace(link[0], '')
  if (!out.includes(MANIFEST)) throw new Error(`no ${MANIFEST} in the template`)
  out = out.replace(MANIFEST, '')
  // The icon in the page itself: a browser asks for a page's icon once it has loaded, while it
  // may still be painting, and an SVG icon is a document of its own to parse on the main thread.
  if (!out.includes(FAVICON)) throw new Error(`no ${FAVICON} in the template`)
  const favicon = readFileSync(join(dist, 'favicon.svg'), 'utf8').trim()
  out = out.replace(FAVICON, () =>
    FAVICON.replace('/favicon.svg', `data:image/svg+xml,${encodeURIComponent(favicon)}`),
  )
  entryPreloads = [entry[1], ...preloads.map((link) => link[1])]
  siteStylesheet = `<link rel="stylesheet" href="/${stylesheet[1]}" data-site-css>`
  wholeStylesheet = stylesheet[1]
  return out
    .replace(stylesheet[0], () => `<style>${(siteCss = css)}</style>`)
    .replace(THEME, () => `<script>${themeInit}</script>`)
    .replace(CSP, (directive) => `${directive} ${cspHash(themeInit)} ${cspHash(BOOT)}`)
}

/**
 * The entry module first, then every module the page needs, fetched in parallel; then the
 * modules a shared link's result needs, fetched only when the address has a query.
 */
function appModules(files, linkFiles) {
  const [entry, ...rest] = files
  const link = (file, extra = '') => `<link rel="modulepreload" crossorigin href="${file}"${extra}>`
  const forLinks =
    linkFiles.length > 0
      ? `<template id="link-modules">${linkFiles.map((f) => link(f, ' data-link')).join('')}</template>`
      : ''
  return `<template id="app-modules">${link(entry, ' data-entry')}${siteStylesheet}${rest.map((f) => link(f)).join('')}${MANIFEST}</template>${forLinks}<script type="module">${BOOT}</script>`
}

// React hoists <title>, <meta> and <link> of a tree without <html> to the start of its output.
const HOISTED = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/

function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return seen
  seen.add(key)
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen)
  return seen
}

// The entry (src/main.tsx) imports React and the app dynamically, to start them in separate
// tasks; they are needed on every page all the same.
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'))
const entryDynamicImports = manifest[entryKey]?.dynamicImports ?? []

const jsFiles = (keys) =>
  [...keys].map((k) => manifest[k].file).filter((file) => file.endsWith('.js'))

/**
 * What a shared link's result needs beyond the page: every chunk the screen imports dynamically
 * (its formulas, its result card, a tab that loads lazily), with their static imports, and so on
 * down (the result card's own lazy parts, a lazy tab's result). The app's shell is not followed:
 * its dynamic imports are the other pages and what a click opens. A plain visit loads these
 * after hydration, a link right away (src/utils/lazy-module.ts), so preloading them adds no chunk
 * a link would not load.
 */
function linkClosure(screenKey, shellKeys, pageKeys) {
  if (!manifest[screenKey]) throw new Error(`no chunk for ${screenKey}`)
  const skip = (k) => k === entryKey || shellKeys.has(k) || pageKeys.has(k)
  const needed = new Set()
  const queue = [...staticClosure(screenKey)]
    .filter((k) => !shellKeys.has(k))
    .flatMap((k) => manifest[k].dynamicImports ?? [])
  while (queue.length > 0) {
    for (const k of staticClosure(queue.shift())) {
      if (skip(k) || needed.has(k)) continue
      needed.add(k)
      queue.push(...(manifest[k].dynamicImports ?? []))
    }
  }
  return needed
}

/** `keys`: the page's chunks (for a calculator, with its description and keywords), then its screen's (`screenKey`) when it is a calculator's. */
function preloadLinks(keys, screenKey) {
  const shellKeys = new Set()
  for (const key of [...entryDynamicImports, ...keys.filter((k) => k !== screenKey)])
    staticClosure(key, shellKeys)
  const pageKeys = new Set(shellKeys)
  if (screenKey) staticClosure(screenKey, pageKeys)
  const pageFiles = jsFiles(pageKeys).map((file) => `/${file}`)
  const linkFiles = screenKey
    ? jsFiles(linkClosure(screenKey, shellKeys, pageKeys)).map((file) => `/${file}`)
    : []
  return appModules([...new Set([...entryPreloads, ...pageFiles])], linkFiles)
}

function escapeAttribute(value) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
}

/** Index just past the </div> closing the <div> that starts at `start`. */
function endOfDiv(html, start) {
  const tag = /<div\b|<\/div>/g
  tag.lastIndex = start
  let depth = 0
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    depth += m[0] === '</div>' ? -1 : 1
    if (depth === 0) return m.index + m[0].length
  }
  throw new Error('unbalanced <div> in prerendered HTML')
}

/**
 * Lazy chunks make Suspense boundaries finish after the shell; React then writes their content
 * at the end (`<div hidden id="S:n">`) with inline scripts that move it into place. Those scripts
 * would need 'unsafe-inline' in the Content-Security-Policy, so the move is done here, at build
 * time: each boundary gets its content and is marked complete (`<!--$-->`), exactly as if it
 * had never suspended, and the scripts are dropped.
 */
function inlineSuspendedBoundaries(html) {
  let out = html
  for (let guard = 0; guard < 1000; guard++) {
    const segment = /<div hidden id="S:(\d+)">/.exec(out)
    if (!segment) break
    const end = endOfDiv(out, segment.index)
    const content = out.slice(segment.index + segment[0].length, end - '</div>'.length)
    out = out.slice(0, segment.index) + out.slice(end)
    const marker = `<!--$?--><template id="B:${segment[1]}"></template>`
    const at = out.indexOf(marker)
    if (at < 0) throw new Error(`no boundary B:${segment[1]} for its segment`)
    const fallbackEnd = out.indexOf('<!--/$-->', at)
    out = `${out.slice(0, at)}<!--$-->${content}${out.slice(fallbackEnd)}`
  }
  out = out.replace(/<script>[\s\S]*?<\/script>/g, '')
  if (/<!--\$\?-->|\$RC\(/.test(out))
    throw new Error('a Suspense boundary was left pending in the prerender')
  return out
}

async function page(path, route, keys, screenKey) {
  const html = inlineSuspendedBoundaries(await render(path))
  const head = html.match(HOISTED)?.[0] ?? ''
  const body = html.slice(head.length)
  const out = template
    .replace('</head>', `${head}${preloadLinks(keys, screenKey)}</head>`)
    .replace(ROOT, `<div id="root" data-route="${escapeAttribute(route)}">${body}</div>`)
  const classes = classesIn(out)
  if (out.split(siteStylesheet).length !== 2)
    throw new Error(`${path}: not one site stylesheet link`)
  // The rest of the sheet does not keep the order of such a pair (scripts/critical-css.mjs).
  for (const pair of sameConditionPairs(siteCss, classListsIn(out))) rivalPairs.add(pair)
  const { page: pageCss, rest } = splitStylesheet(siteCss, classes)
  return waitForFirstScreen(inlineIcons(out, sprite), path === '/' ? 'calculadoras' : 'rodape')
    .replace(siteCss, () => pageCss)
    .replace(siteStylesheet, () => pageStylesheet(path, rest))
}

/**
 * The first paint waits until the element with this id is parsed (`<link rel="expect"
 * blocking="render">`, Chromium 124 and later; elsewhere the page paints as before). Otherwise
 * the parser may yield in the middle of the page: the browser paints its top, then parses,
 * styles and lays out the rest in one task after the first paint (60–120 ms on a slow phone,
 * salário's form). A calculator page waits for its footer, the end of its content; home for the
 * heading of its catalogue: the sections after it are below the first screen and not laid out
 * until near it (`.below-fold`), and waiting for them delayed home's largest paint past 1 s
 * (docs/performance.md, "The first paint waits for the page").
 */
function waitForFirstScreen(html, id) {
  if (!html.includes(` id="${id}"`)) throw new Error(`no element with id "${id}" to wait for`)
  return html.replace('</head>', () => `<link rel="expect" href="#${id}" blocking="render"></head>`)
}

/**
 * The rest of the stylesheet for one page, in a file named by its content (a page's rules change
 * with its HTML), and the link that loads it with the app's code.
 */
function pageStylesheet(path, css) {
  const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 8)
  const file = `${PAGE_CSS_DIR}/${name}-${hash}.css`
  writeFileSync(join(dist, file), css)
  return siteStylesheet.replace(/href="[^"]*"/, `href="/${file}"`)
}

// Each page's rest of the stylesheet (scripts/critical-css.mjs); a second run starts afresh.
const PAGE_CSS_DIR = 'assets/page-css'
rmSync(join(dist, PAGE_CSS_DIR), { recursive: true, force: true })
mkdirSync(join(dist, PAGE_CSS_DIR))

const written = []
const rivalPairs = new Set()
for (const { path, module, screen } of pages) {
  const file = path === '/' ? 'index.html' : `${path.slice(1)}.html`
  const keys = [module, screen].filter(Boolean)
  writeFileSync(join(dist, file), await page(path, path, keys, screen))
  written.push(file)
}

// A static server answers unknown paths with 404.html; its route matches no real path, so the
// browser renders it afresh instead of hydrating (src/main.tsx).
writeFileSync(join(dist, '404.html'), await page('/404', '', ['src/app/pages/not-found-page.tsx']))
written.push('404.html')
if (rivalPairs.size > 0)
  throw new Error(
    `an element carries two utilities that set the same properties under the same condition; keep one:\n${[...rivalPairs].sort().join('\n')}`,
  )

const urls = pages.map(
  ({ path }) => `  <url><loc>${SITE_ORIGIN}${path === '/' ? '/' : path}</loc></url>`,
)
writeFileSync(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
)
writeFileSync(
  join(dist, 'robots.txt'),
  `User-agent: *\nAllow: /\n\nSitemap: ${SITE_ORIGIN}/sitemap.xml\n`,
)

// Offline after the first visit: the service worker precaches every page, chunk and icon, so
// every calculator opens and computes with the network off. Assets are content-hashed, so any
// query string (a calculator's inputs) still matches its cached page. skipWaiting+clientsClaim:
// a new deploy takes over on the next visit instead of waiting for every tab to close; an open
// page whose old chunk is gone shows the "Tentar novamente" message, whose reload gets the new one.
const sw = await generateSW({
  globDirectory: dist,
  globPatterns: ['**/*.{html,js,css,svg,png,webmanifest,txt,xml}'],
  // No page links the whole stylesheet any more: each has its own part and its rest.
  globIgnores: ['.vite/**', 'sw.js', wholeStylesheet],
  swDest: join(dist, 'sw.js'),
  mode: 'production',
  inlineWorkboxRuntime: true,
  skipWaiting: true,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  ignoreURLParametersMatching: [/.*/],
  sourcemap: false,
})

console.log(`Service worker: ${sw.count} files precached (${(sw.size / 1024).toFixed(0)} KB).`)
console.log(
  `Prerendered ${written.length} pages, sitemap.xml (${pages.length} URLs) and robots.txt into ${dist}/`,
)
