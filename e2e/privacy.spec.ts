import { createHash } from 'node:crypto'

import type { Page } from '@playwright/test'

import { expect, test } from './support/test.ts'
import { collectPageErrors } from './support/page-errors.ts'
import { openSample, routesWithSamples } from './support/sample-links.ts'

// Nothing leaves the browser: no page asks any host but its own, the Content-Security-Policy
// forbids inline and eval'd scripts and no page breaks it, and blocked storage breaks nothing.

/** Records CSP violations from the first script on, before any of the page's own. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __csp: string[] }).__csp = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
}

const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])

/** Every request's host, other than the site's own. */
function watchHosts(page: Page, baseURL: string): string[] {
  const own = new URL(baseURL).host
  const foreign: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol === 'data:' || url.protocol === 'blob:') return
    if (url.host !== own) foreign.push(request.url())
  })
  return foreign
}

test('the CSP meta forbids eval and any inline script but its own two', async ({ page }) => {
  await page.goto('/')
  const csp = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content')
  expect(csp).toBeTruthy()
  const directives = new Map(
    csp!.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/)
      return [name, values] as const
    }),
  )
  const [self, ...hashes] = directives.get('script-src') ?? []
  expect(self).toBe("'self'")
  // Besides the site's files, exactly the page's two inline scripts (theme and boot, inlined by
  // scripts/prerender.mjs), each named by its hash: no 'unsafe-inline', no 'unsafe-eval'.
  const inline = await page
    .locator('script:not([src]):not([type="application/ld+json"])')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''))
  expect(inline).toHaveLength(2)
  const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`
  expect(hashes.toSorted()).toEqual(inline.map(hashOf).toSorted())
  expect(directives.get('default-src')).toEqual(["'self'"])
  expect(directives.get('object-src')).toEqual(["'none'"])
})

const pages = [
  { name: 'home', open: (page: Page) => page.goto('/') },
  {
    name: 'home modal',
    open: async (page: Page) => {
      await page.goto('/?calc=bmi&altura=175&peso=70')
      await expect(page.getByRole('dialog')).toContainText('22,86')
    },
  },
  ...routesWithSamples.map(({ entry, sample }) => ({
    name: entry.route,
    open: (page: Page) => openSample(page, sample),
  })),
]

for (const p of pages) {
  test(`${p.name}: only its own host, no CSP violation, no error`, async ({ page, baseURL }) => {
    await watchCsp(page)
    const foreign = watchHosts(page, baseURL!)
    const errors = collectPageErrors(page)
    await p.open(page)
    // The result's share button, CSV and chart may fetch more: let lazy chunks settle.
    await page.waitForLoadState('networkidle')
    expect(foreign).toEqual([])
    expect(await cspViolations(page)).toEqual([])
    expect(errors).toEqual([])
  })
}

for (const { entry, sample } of routesWithSamples) {
  test(`${entry.route}: works with localStorage blocked`, async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('Storage blocked', 'SecurityError')
        },
      })
    })
    const errors = collectPageErrors(page)
    await openSample(page, sample)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.name)
    expect(errors).toEqual([])
  })
}

test('the home page and its modal work with localStorage blocked', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Storage blocked', 'SecurityError')
      },
    })
  })
  const errors = collectPageErrors(page)
  await page.goto('/?calc=history')
  await expect(page.getByRole('dialog', { name: 'Histórico de Cálculos' })).toBeVisible()
  await page.goto('/?calc=bmi&altura=175&peso=70')
  await expect(page.getByRole('dialog')).toContainText('22,86')
  expect(errors).toEqual([])
})
