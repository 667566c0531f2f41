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
 */
export const test = base.extend<{ privacy: undefined }>({
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
})

export { expect }
