import type { Page } from '@playwright/test'

import { routeOf } from './support/routes.ts'
import { expect, test } from './support/test.ts'

const html = (page: Page) => page.locator('html')

test('the theme choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/')
  await expect(html(page)).not.toHaveClass(/\bdark\b/)

  await page.getByRole('button', { name: 'Tema escuro' }).click()
  await expect(html(page)).toHaveClass(/\bdark\b/)
  await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute(
    'content',
    '#0b1220',
  )

  await page.reload()
  await expect(html(page)).toHaveClass(/\bdark\b/)
  await expect(page.getByRole('button', { name: 'Tema escuro' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  expect(await page.evaluate(() => localStorage.getItem('calculator-ui-theme'))).toBe('dark')
})

test('"sistema" follows the device preference, live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto(routeOf('bmi'))
  // The three choices read as a person says them: "Tema do sistema", not "Tema sistema".
  const choices = page.getByRole('group', { name: 'Tema' }).getByRole('button')
  await expect(choices).toHaveCount(3)
  for (const [i, name] of ['Tema claro', 'Tema escuro', 'Tema do sistema'].entries())
    await expect(choices.nth(i)).toHaveAccessibleName(name)
  await expect(page.getByRole('button', { name: 'Tema do sistema' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(html(page)).toHaveClass(/\bdark\b/)

  await page.emulateMedia({ colorScheme: 'light' })
  await expect(html(page)).not.toHaveClass(/\bdark\b/)
})

test('the saved theme is on <html> before the app runs (no flash)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('calculator-ui-theme', 'dark'))
  // Hold the app's JavaScript back: only theme-init.js can have set the class.
  await page.route('**/assets/index-*.js', (route) => route.abort())
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await expect(html(page)).toHaveClass(/\bdark\b/)
})

test('garbage in storage falls back to sistema', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('calculator-ui-theme', '{"oops":1}'))
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Tema do sistema' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(html(page)).toHaveClass(/\bdark\b/)
})
