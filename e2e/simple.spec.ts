import type { Page } from '@playwright/test'

import { display, expectKeysNamedByTheirText } from './support/keypad.ts'
import { routeOf } from './support/routes.ts'
import { expect, test } from './support/test.ts'

test('12+7= and 0.1+0.2= typed on the physical keyboard', async ({ page }) => {
  await page.goto(routeOf('simple'))
  await expect(page.getByRole('button', { name: '+ (mais)' })).toBeVisible()
  await page.keyboard.type('12+7=')
  await expect(display(page)).toHaveText('19')
  await page.keyboard.press('Escape')
  await page.keyboard.type('0.1+0.2')
  await page.keyboard.press('Enter')
  await expect(display(page)).toHaveText('0,3')
  await expect(page.getByRole('list', { name: 'Últimas contas' })).toContainText('0,1 + 0,2 = 0,3')
})

/** Line boxes of an element's text: 1 when it sits on one line. */
const lines = (page: Page) =>
  display(page).evaluate((el) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size
  })

test('keys are at least 44 px and named by their text; huge results in scientific notation on one line; ^ is a power', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto(routeOf('simple'))
  const box = await page.getByRole('button', { name: '= (igual)' }).boundingBox()
  expect(box?.height).toBeGreaterThanOrEqual(44)
  expect(box?.width).toBeGreaterThanOrEqual(44)
  await expectKeysNamedByTheirText(page)
  await page.keyboard.type('999999999999999*999999999999999=')
  await expect(display(page)).toHaveText('9,99999999999998 × 10²⁹')
  expect(await lines(page)).toBe(1)
  const out = await display(page).evaluate((el) => el.scrollWidth <= el.clientWidth)
  expect(out).toBe(true)
  await page.keyboard.type('99999999*99999999=')
  await expect(display(page)).toHaveText('9,9999998 × 10¹⁵')
  expect(await lines(page)).toBe(1)
  await page.keyboard.press('Escape')
  await page.keyboard.type('2^10=')
  await expect(display(page)).toHaveText('1.024')
})

test('in the home modal: Escape clears first, then closes the dialog', async ({ page }) => {
  await page.goto('/?calc=simple')
  const dialog = page.getByRole('dialog', { name: 'Calculadora Simples' })
  await expect(dialog.getByRole('button', { name: '+ (mais)' })).toBeVisible()
  await page.keyboard.type('8*8=')
  await expect(display(page)).toHaveText('64')
  await page.keyboard.press('Escape')
  await expect(display(page)).toHaveText('0')
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})
