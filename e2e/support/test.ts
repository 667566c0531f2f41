import { expect, test as base } from '@playwright/test'

/**
 * Playwright's `test`, with two things every end-to-end test gets:
 *
 * - `page.goto` and `page.reload` return once the page has hydrated. The prerendered HTML is on
 *   screen, links and all, before the app's code is even fetched (it loads after the first paint
 *   and runs when a person first reaches for the page, see scripts/prerender.mjs), so "loaded" no
 *   longer means "works". They move the pointer over the page, as a person's hand does before
 *   anything else, and wait for `<html data-hydrated>` (src/app/hydration-mark.tsx). A `goto`
 *   with its own `waitUntil` is left alone: those tests look at the page before the app runs.
 * - Privacy (docs/decisions.md §7): whatever the test does, no request leaves for another host and no
 *   page breaks the Content-Security-Policy (no inline or eval'd script but the two the prerender
 *   names by their hashes). Checked after each test, so every page the suite visits is covered.
 * - No page makes an `Intl` object (a number or date format, a collator) or calls a
 *   `toLocaleString`: the first one loads the locale's ICU data, a task of 0,2–0,3 s on a slow
 *   phone, and src/utils/format.ts writes pt-BR without it (docs/performance.md).
 */
export const test = base.extend<{ privacy: undefined; noLocaleData: undefined }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const hydrated = async () => {
        await page.mouse.move(1, 1)
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
      }
      const goto = page.goto.bind(page)
      page.goto = async (url, options) => {
        const response = await goto(url, options)
        if (options?.waitUntil === undefined) await hydrated()
        return response
      }
      const reload = page.reload.bind(page)
      page.reload = async (options) => {
        const response = await reload(options)
        if (options?.waitUntil === undefined) await hydrated()
        return response
      }
    }
    await use(page)
  },

  privacy: [
    async ({ context, baseURL }, use) => {
      const own = new URL(baseURL!).host
      const foreign: string[] = []
      context.on('request', (request) => {
        const url = new URL(request.url())
        if (!['data:', 'blob:'].includes(url.protocol) && url.host !== own)
          foreign.push(request.url())
      })
      const violations: string[] = []
      await context.exposeFunction('__cspViolation', (what: string) => violations.push(what))
      await context.addInitScript(() => {
        // Registered before any of the page's own scripts, so no violation goes unseen.
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __cspViolation: (what: string) => void })
            .__cspViolation
          report(`${event.violatedDirective} ${event.blockedURI} (${document.location.pathname})`)
        })
      })
      await use(undefined)
      expect(foreign, 'requests to another host').toEqual([])
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],

  noLocaleData: [
    async ({ context }, use) => {
      const made: string[] = []
      await context.exposeFunction('__localeData', (what: string) => made.push(what))
      await context.addInitScript(() => {
        // Only the site's own scripts count: a test's tools run in the page too (axe-core makes
        // an Intl.Segmenter when it is injected), from code that has no address on the site.
        const report = (what: string) => {
          const caller = new Error().stack?.split('\n')[3]?.trim() ?? ''
          if (!caller.includes(location.origin)) return
          ;(window as unknown as { __localeData: (what: string) => void }).__localeData(
            `${what} (${location.pathname}): ${caller}`,
          )
        }
        const intl = Intl as unknown as Record<string, object>
        for (const name of Object.getOwnPropertyNames(Intl)) {
          const value = intl[name]
          if (typeof value !== 'function') continue
          intl[name] = new Proxy(value, {
            construct(target, args) {
              report(`new Intl.${name}`)
              return Reflect.construct(target as new (...a: unknown[]) => object, args)
            },
            apply(target, self, args) {
              report(`Intl.${name}()`)
              return Reflect.apply(target as (...a: unknown[]) => unknown, self, args)
            },
          })
        }
        const methods: [object, string][] = [
          [Number.prototype, 'toLocaleString'],
          [Date.prototype, 'toLocaleString'],
          [Date.prototype, 'toLocaleDateString'],
          [Date.prototype, 'toLocaleTimeString'],
          [String.prototype, 'localeCompare'],
        ]
        for (const [owner, method] of methods) {
          const original = (owner as Record<string, (...a: unknown[]) => unknown>)[method]!
          Object.defineProperty(owner, method, {
            configurable: true,
            writable: true,
            value(this: unknown, ...args: unknown[]) {
              report(method)
              return original.apply(this, args)
            },
          })
        }
      })
      await use(undefined)
      expect(made, 'Intl objects made by the page (its locale data is a long task)').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
