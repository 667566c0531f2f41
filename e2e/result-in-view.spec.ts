import type { Locator, Page } from '@playwright/test'

import { expectInSight } from './support/in-sight.ts'
import { expectNoSplitValue } from './support/split-values.ts'
import { figureUnder, resultRegion } from './support/result.ts'
import { expect, test } from './support/test.ts'
import { openSample, routesWithSamples, type SampleLink } from './support/sample-links.ts'

// On a 360 × 740 phone, for every calculator, with one visit each: the main figure is on screen
// when a shared link opens and right after Calcular (the result sits below the form, so it must
// be scrolled into view), and no money value, percentage, date or grouped number in the result
// is split across two lines, measured on the text's own line boxes.

const PHONE = { width: 360, height: 740 }

/** The result's main figure: the line under the result card's heading; the display of a keypad;
 * the running countdown. */
function mainFigure(page: Page): Locator {
  return figureUnder(resultRegion(page).getByRole('heading').first())
    .or(page.getByRole('status', { name: 'Visor' }))
    .or(page.getByRole('timer'))
}

/** The result of a calculator, the display of a keypad, the running countdown. */
const resultRoots = (page: Page) =>
  page.locator(
    'section[aria-label="Resultado"], [role="status"][aria-label="Visor"], [role="timer"]',
  )

/** Presses what computes the result: Calcular, or Enter in the converter's field (it has no
 * Calcular: it answers as one types, and Enter is the phone keyboard's "Ir"), or the keys again
 * on a keypad. */
async function calculate(page: Page, sample: SampleLink): Promise<void> {
  const calculator = page.getByRole('region', { name: 'Calculadora' })
  if (sample.keys) {
    for (const key of sample.keys) await page.keyboard.press(key)
    return
  }
  const calcular = calculator.getByRole('button', { name: 'Calcular' }).locator('visible=true')
  if ((await calcular.count()) > 0) await calcular.first().click()
  else await calculator.getByRole('textbox').locator('visible=true').first().press('Enter')
}

test.describe('at 360 × 740', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true })

  for (const { entry, sample } of routesWithSamples) {
    test(`${entry.route}: the main figure is in view and no value breaks`, async ({ page }) => {
      await openSample(page, sample)
      const figure = mainFigure(page)
      await expectInSight(figure, `${sample.href}: opened from a link`)
      await expectNoSplitValue(resultRoots(page), `${sample.href}: values split across lines`)

      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
      await calculate(page, sample)
      await expect(page.getByRole('region', { name: 'Calculadora' })).toContainText(sample.expected)
      await expectInSight(figure, `${sample.href}: after Calcular`)
    })
  }

  test('in the home page’s dialog, a link and Calcular bring the result into view', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const { href, expected } = routesWithSamples.find((s) => s.entry.id === 'salary')!.sample
    await page.goto(`/?calc=salary&${href.split('?')[1]}`)
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('region', { name: 'Resultado' })).toContainText(expected)
    const figure = mainFigure(page)
    await expectInSight(figure)
    await dialog.evaluate((el) => el.scrollTo({ top: 0 }))
    await dialog.getByRole('button', { name: 'Calcular' }).click()
    await expectInSight(figure)
    // Said in one short line (the heading and the figure), not the whole card.
    await expect(dialog.getByRole('status').filter({ hasText: 'Salário líquido' })).toHaveText(
      `Salário líquido: ${expected}`,
    )
  })
})
