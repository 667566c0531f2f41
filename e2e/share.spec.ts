import type { Page } from '@playwright/test'

import { routeOf } from './support/routes.ts'
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
  await page.goto(routeOf('bmi'))
  await page.getByRole('button', { name: 'Compartilhar', exact: true }).click()

  await expect(page.getByText('Link copiado!', { exact: true })).toBeVisible()
  await expect(
    page.getByText('O link foi copiado para a área de transferência.', { exact: true }),
  ).toBeVisible()
  expect(await copied(page)).toEqual([`${baseURL}${routeOf('bmi')}`])
})

/** Types a height and weight key by key and presses Calcular, inside `scope`. */
async function computeBmi(page: Page, scope = page.locator('body')) {
  await scope.getByLabel(/Altura/).pressSequentially('175')
  await scope.getByLabel(/Peso/).pressSequentially('70')
  await scope.getByRole('button', { name: 'Calcular' }).click()
  await expect(scope.getByText('22,86').first()).toBeVisible()
}

test('after a result, the top Compartilhar shares the link with the inputs', async ({
  page,
  baseURL,
}) => {
  await page.goto(routeOf('bmi'))
  await computeBmi(page)
  await page.getByRole('button', { name: 'Compartilhar', exact: true }).click()
  await expect(page.getByText('Link copiado!', { exact: true })).toBeVisible()
  const [link] = await copied(page)
  expect(link).toBe(page.url())
  const shared = new URL(link!)
  expect(`${shared.origin}${shared.pathname}`).toBe(`${baseURL}${routeOf('bmi')}`)
  expect(shared.searchParams.get('altura')).toBe('175')
  expect(shared.searchParams.get('peso')).toBe('70')

  // The shared link opens on the same result.
  await page.goto(link!)
  await expect(page.getByText('22,86').first()).toBeVisible()
})

test('in the home modal, Compartilhar shares /?calc= with the inputs', async ({ page }) => {
  await page.goto('/?calc=bmi')
  const dialog = page.getByRole('dialog', { name: 'Calculadora de IMC' })
  await computeBmi(page, dialog)
  await dialog.getByRole('button', { name: 'Compartilhar', exact: true }).click()
  await expect(page.getByText('Link copiado!', { exact: true })).toBeVisible()
  const shared = new URL((await copied(page))[0]!)
  expect(shared.pathname).toBe('/')
  expect(shared.searchParams.get('calc')).toBe('bmi')
  expect(shared.searchParams.get('altura')).toBe('175')
  expect(shared.searchParams.get('peso')).toBe('70')
  await expect(dialog).toBeVisible()
})

test('a failed copy shows the destructive toast', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'clipboard', {
      configurable: true,
      get: () => ({ writeText: () => Promise.reject(new Error('denied')) }),
    })
  })
  await page.goto(routeOf('tip'))
  await page.getByRole('button', { name: 'Compartilhar', exact: true }).click()
  await expect(page.getByText('Erro ao copiar', { exact: true })).toBeVisible()
  await expect(page.getByText('Não foi possível copiar o link.', { exact: true })).toBeVisible()
})
