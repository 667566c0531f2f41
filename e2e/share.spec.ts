import type { Page } from '@playwright/test'

import { expect, test } from './support/test.ts'

test.beforeEach(async ({ page }) => {
  // A desktop without the native share sheet, and a clipboard we can read back.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true })
    const copied: string[] = []
    Object.defineProperty(window, '__copied', { value: copied })
    Object.defineProperty(Navigator.prototype, 'clipboard', {
      configurable: true,
      get: () => ({
        writeText: (text: string) => {
          copied.push(text)
          return Promise.resolve()
        },
      }),
    })
  })
})

const copied = (page: Page) =>
  page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)

test('share falls back to the clipboard and shows the toast', async ({ page, baseURL }) => {
  await page.goto('/calculadora-imc')
  await page.getByRole('button', { name: 'Compartilhar' }).click()

  await expect(page.getByText('Link copiado!', { exact: true })).toBeVisible()
  await expect(
    page.getByText('O link foi copiado para a área de transferência.', { exact: true }),
  ).toBeVisible()
  expect(await copied(page)).toEqual([`${baseURL}/?calc=bmi`])
})

test('a failed copy shows the destructive toast', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'clipboard', {
      configurable: true,
      get: () => ({ writeText: () => Promise.reject(new Error('denied')) }),
    })
  })
  await page.goto('/calculadora-gorjeta')
  await page.getByRole('button', { name: 'Compartilhar' }).click()
  await expect(page.getByText('Erro ao copiar', { exact: true })).toBeVisible()
  await expect(page.getByText('Não foi possível copiar o link.', { exact: true })).toBeVisible()
})
