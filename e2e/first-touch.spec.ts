import { devices } from '@playwright/test'

import { resultRegion } from './support/result.ts'
import { routeOf } from './support/routes.ts'
import { expect, test } from './support/test.ts'

// A prerendered page fetches and runs its code when a person first reaches for it (a touch, the
// pointer, a key, a focus), not while it is only read (docs/performance.md, "Code on the first
// touch"). What they did before it ran is done once it has.

const appCode = '/assets/'

test('a page that is only read fetches no code; the first tap brings it and is kept', async ({
  browser,
}) => {
  // A phone: touch only, no pointer moving over the page.
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'pt-BR' })
  const page = await context.newPage()
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.url().includes(appCode) && request.resourceType() === 'script')
      scripts.push(request.url())
  })
  await page.goto(routeOf('converter'), { waitUntil: 'load' })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conversor de Unidades')
  // Longer than the two seconds after which a page that paints fetches its code.
  await page.waitForTimeout(3000)
  expect(scripts, 'code fetched before anyone reached for the page').toEqual([])
  await expect(page.locator('html')).not.toHaveAttribute('data-app')

  // The first tap, on a tab only the app's code answers: it is done once the page has hydrated.
  const temperature = page.getByRole('tab', { name: 'Temperatura' })
  await temperature.tap()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(temperature).toHaveAttribute('aria-selected', 'true')
  expect(scripts.length).toBeGreaterThan(0)
  await context.close()
})

test('a click alone, as a screen reader activates a tab, brings the code and is kept', async ({
  page,
}) => {
  // Its own waitUntil: the fixture's goto would move the pointer.
  await page.goto(routeOf('converter'), { waitUntil: 'load' })
  const temperature = page.getByRole('tab', { name: 'Temperatura' })
  // No pointer, touch, key or focus before it: only the click event.
  await temperature.dispatchEvent('click')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(temperature).toHaveAttribute('aria-selected', 'true')
})

test('a shared link runs its code at once and shows its result untouched', async ({ page }) => {
  // Its own waitUntil: the fixture's goto would move the pointer.
  await page.goto(`${routeOf('bmi')}?altura=170&peso=72.5`, { waitUntil: 'load' })
  await expect(resultRegion(page)).toContainText('25,09')
})

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' })

  test('a visit that only reads still keeps the site for offline use', async ({ page }) => {
    await page.goto(routeOf('bmi'), { waitUntil: 'load' })
    // Registered about five seconds after the page loaded, when the main thread is idle.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration('/').then(Boolean)), {
        timeout: 15_000,
      })
      .toBe(true)
    await expect(page.locator('html')).not.toHaveAttribute('data-app')
  })
})
