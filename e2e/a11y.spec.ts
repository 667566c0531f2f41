import {
  axeViolations as violations,
  expectAccessibleInBothSchemes,
  expectScheme,
  SCHEMES,
} from './support/axe.ts'
import { routeOf } from './support/routes.ts'
import { expect, test } from './support/test.ts'
import { openSample, routesWithSamples } from './support/sample-links.ts'
import { waitForScreen } from './support/screen.ts'

// axe-core with the WCAG 2.0, 2.1 and 2.2 A/AA rules on every page, in the light and the dark
// theme (theme "sistema" following the emulated colour scheme), empty and with a result shown.
// The empty state is checked inside the calculator's box: the rest of the page (header, h1,
// Como usar, footer) is the same with a result, where the whole page is checked.

test('home page, light and dark', async ({ page }) => {
  // Two scans of the whole catalogue page: on a loaded machine they took 34 s of the default 30.
  test.setTimeout(60_000)
  for (const colorScheme of SCHEMES) {
    await page.emulateMedia({ colorScheme })
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectScheme(page, colorScheme)
    expect(await violations(page), `home, ${colorScheme}`).toEqual([])
  }
})

test('home modal open (/?calc=bmi), empty and with a result, light and dark', async ({ page }) => {
  test.setTimeout(90_000)
  for (const colorScheme of SCHEMES) {
    await page.emulateMedia({ colorScheme })
    for (const href of ['/?calc=bmi', '/?calc=bmi&altura=175&peso=70']) {
      await page.goto(href)
      const dialog = page.getByRole('dialog', { name: 'Calculadora de IMC' })
      await expect(dialog.getByRole('button', { name: 'Calcular' })).toBeVisible()
      if (href.includes('peso')) await expect(dialog).toContainText('22,86')
      await expectScheme(page, colorScheme)
      // Wait for the opening fade to finish: axe measures contrast on the final colours.
      await expect(dialog).toHaveCSS('opacity', '1')
      expect(await violations(page), `${href}, ${colorScheme}`).toEqual([])
    }
  }
})

test('not-found page', async ({ page }) => {
  await page.goto('/pagina-que-nao-existe')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await violations(page)).toEqual([])
})

for (const { entry, sample } of routesWithSamples) {
  test(`${entry.route}: empty and with a result, light and dark`, async ({ page }) => {
    // Four axe runs, some over long tables: well above the default on a busy machine.
    test.setTimeout(120_000)
    // Each state is loaded once and seen in both themes.
    await page.goto(entry.route)
    await waitForScreen(page)
    await expectAccessibleInBothSchemes(page, `${entry.route} empty`, '[aria-label="Calculadora"]')
    await openSample(page, sample)
    await expectAccessibleInBothSchemes(page, sample.href)
  })
}

test('a result out of date (a field edited after Calcular), light and dark', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto(`${routeOf('bmi')}?altura=175&peso=70`)
  const result = page.getByRole('region', { name: 'Resultado' })
  await expect(result).toContainText('22,86')
  const peso = page.getByLabel('Peso (kg)')
  await peso.click()
  await peso.press('End')
  await peso.pressSequentially('5')
  await expect(page.getByRole('region', { name: 'Resultado desatualizado' })).toContainText(
    'Resultado desatualizado: toque em Calcular para refazer a conta.',
  )
  await expectAccessibleInBothSchemes(page, 'IMC out of date')
})
