import type { Locator, Page } from '@playwright/test'

import { expectInSight, waitForScrollToSettle } from './support/in-sight.ts'
import { expectNoSplitValue } from './support/split-values.ts'
import { display } from './support/keypad.ts'
import { headline } from './support/result.ts'
import { expect, test } from './support/test.ts'
import { openSample, routesWithSamples, type SampleLink } from './support/sample-links.ts'

// On a 360 × 740 phone, for every calculator, with one visit each: the main figure is on screen
// when a shared link opens and right after Calcular (the result sits below the form, so it must
// be scrolled into view), and no money value, percentage, date or grouped number is split across
// two lines, measured on the text's own line boxes: in the result, in the rest of the calculator
// (labels, hints, notes, messages) and in its "Como usar" steps; on the home page, in the guides.

const PHONE = { width: 360, height: 740 }

/** The result's main figure: the line under the result card's heading; the display of a keypad;
 * the running countdown. */
function mainFigure(page: Page): Locator {
  return headline(page).or(display(page)).or(page.getByRole('timer'))
}

/** The result of a calculator, the display of a keypad, the running countdown. */
const resultRoots = (page: Page) =>
  page.locator(
    'section[aria-label="Resultado"], [role="status"][aria-label="Visor"], [role="timer"]',
  )

/** The calculator with its form and notes, and its "Como usar" steps. */
const textRoots = (page: Page) =>
  page
    .getByRole('region', { name: 'Calculadora' })
    .or(page.getByRole('region', { name: 'Como usar' }))

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
      await expect(page.getByRole('region', { name: 'Como usar' })).toBeVisible()
      await expectNoSplitValue(
        textRoots(page),
        `${sample.href}: values split in the form, its notes or "Como usar"`,
      )

      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
      await calculate(page, sample)
      await expect(page.getByRole('region', { name: 'Calculadora' })).toContainText(sample.expected)
      await expectInSight(figure, `${sample.href}: after Calcular`)
    })
  }

  test('the home page’s guides keep every value on one line', async ({ page }) => {
    await page.goto('/')
    const guides = page.getByRole('region', { name: 'Guias rápidos' })
    const items = guides.locator('summary')
    for (let i = 0; i < (await items.count()); i++) await items.nth(i).click()
    await expect(guides.locator('details:not([open])')).toHaveCount(0)
    await expectNoSplitValue(guides, 'values split in the guides')
  })

  // The smooth scroll flies to where the card was when it set off. On a link the screen may
  // still change meanwhile (the form taking the link's values a moment after the result, so a
  // field it no longer shows goes away above the card): the card then moved up, and the figure
  // ended under the sticky header. Here a block above the card shrinks by 150 px 150 ms after
  // the scroll set off, every time; and a scroll made by someone else during a later one wins.
  test('a result stays aimed at while the screen above it changes, and another scroll wins', async ({
    page,
  }) => {
    const sample = routesWithSamples.find((s) => s.entry.id === 'personal-loan')!.sample
    await page.addInitScript(installShift)
    await page.addInitScript(() => window.__shift!.shrinkOnceScrolling())
    await openSample(page, sample)
    const figure = mainFigure(page)
    await expectInSight(figure, 'opened from a link')

    // Calcular at the bottom of the screen, so the click itself scrolls nothing and the card is
    // below.
    const calcular = page.getByRole('button', { name: 'Calcular' })
    const fromCalcular = async () => {
      await calcular.evaluate((button) => {
        const bottom = button.getBoundingClientRect().bottom + window.scrollY
        window.scrollTo({ top: bottom - window.innerHeight + 16, behavior: 'instant' })
      })
      await waitForScrollToSettle(page)
    }
    await fromCalcular()
    await page.evaluate(() => window.__shift!.shrinkOnceScrolling())
    await calcular.click()
    await expectInSight(figure, 'after Calcular')
    await waitForScrollToSettle(page)

    // Something else scrolls the page back up while the result is on its way; then the block
    // above the card grows: the result is not brought into view again.
    await fromCalcular()
    await page.evaluate(() => window.__shift!.markScrolling())
    await calcular.click()
    await page.locator('html[data-scrolling]').waitFor({ state: 'attached' })
    // Scrolled by a script, as a test's click on a field above does: no touch, no wheel, no key.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await waitForScrollToSettle(page)
    await page.evaluate(() => window.__shift!.grow())
    await page.waitForTimeout(700)
    // (A smooth scroll interrupted this way may still take one last step: the page is near the
    // top, not at 0; the figure is still far below the screen.)
    const below = await figure.evaluate((el) => el.getBoundingClientRect().top - innerHeight)
    expect(below, 'the result was pulled back into view').toBeGreaterThan(0)
  })

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

declare global {
  interface Window {
    __shift?: { grow: () => void; shrinkOnceScrolling: () => void; markScrolling: () => void }
  }
}

/** In the page (an init script): moves what is below the page's title. `grow` adds 150 px
 * above the calculator; `shrinkOnceScrolling` adds them now and takes them back 150 ms after the
 * page's next smooth scroll to an element sets off; `markScrolling` marks `<html
 * data-scrolling>` when that scroll sets off. */
function installShift(): void {
  let style: HTMLStyleElement | undefined
  const grow = () => {
    style = document.createElement('style')
    style.textContent = 'section[aria-label="Calculadora"] { margin-top: 174px }'
    document.head.append(style)
  }
  let onSmooth: (() => void) | undefined
  const scrollIntoView = Element.prototype.scrollIntoView
  Element.prototype.scrollIntoView = function (options?: boolean | ScrollIntoViewOptions) {
    if (typeof options === 'object' && options.behavior === 'smooth' && onSmooth) {
      const then = onSmooth
      onSmooth = undefined
      then()
    }
    scrollIntoView.call(this, options)
  }
  window.__shift = {
    grow,
    shrinkOnceScrolling: () => {
      if (document.head) grow()
      else document.addEventListener('DOMContentLoaded', grow, { once: true })
      onSmooth = () => setTimeout(() => style?.remove(), 150)
    },
    markScrolling: () => {
      onSmooth = () => (document.documentElement.dataset.scrolling = '')
    },
  }
}
