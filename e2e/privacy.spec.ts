import { createHash } from 'node:crypto'

import { expect, test } from './support/test.ts'
import { collectPageErrors } from './support/page-errors.ts'
import { openSample, routesWithSamples } from './support/sample-links.ts'

// Nothing leaves the browser: the Content-Security-Policy forbids inline and eval'd scripts, and
// blocked storage breaks nothing. That no page asks any host but its own or breaks the policy is
// checked after every test of the suite (support/test.ts).

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
