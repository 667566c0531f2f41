import { expect, test as base } from '@playwright/test'

/**
 * Playwright's `test`, whose `page.goto` and `page.reload` return once the page has hydrated.
 * The prerendered HTML is on screen, links and all, before the app's code is even fetched (it
 * loads after the first paint, see scripts/prerender.mjs), so "loaded" no longer means "works".
 * The app marks `<html data-hydrated>` (src/app/hydration-mark.tsx). A `goto` with its own
 * `waitUntil` is left alone: those tests look at the page before the app runs.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const hydrated = () =>
        page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
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
})

export { expect }
