import type { Locator, Page } from '@playwright/test'

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
  return page
    .getByRole('region', { name: 'Resultado' })
    .getByRole('heading')
    .first()
    .locator('xpath=following-sibling::p[1]')
    .or(page.getByRole('status', { name: 'Visor' }))
    .or(page.getByRole('timer'))
}

/** Whether the figure is wholly on screen: not under the sticky header, not below the fold, not
 * clipped by the box it scrolls in (the home page's dialog), and not wider than its card. */
function inSight(figure: Locator): Promise<string | null> {
  return figure.evaluate((el) => {
    const rect = el.getBoundingClientRect()
    let top = 0
    let bottom = window.innerHeight
    const header = document.querySelector('header')
    if (header && !el.closest('[role="dialog"]') && getComputedStyle(header).position === 'sticky')
      top = header.getBoundingClientRect().bottom
    for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
      if (getComputedStyle(box).overflowY === 'visible') continue
      const clip = box.getBoundingClientRect()
      top = Math.max(top, clip.top)
      bottom = Math.min(bottom, clip.bottom)
    }
    if (rect.height === 0) return 'not rendered'
    if (rect.top < top - 1 || rect.bottom > bottom + 1)
      return `at y ${Math.round(rect.top)}–${Math.round(rect.bottom)}, visible ${Math.round(top)}–${Math.round(bottom)}`
    if (el.scrollWidth > el.clientWidth + 1)
      return `wider than its box (${el.scrollWidth} > ${el.clientWidth} px)`
    return null
  })
}

/**
 * Values in the result that sit on more than one line. The text of the result (and of a keypad's
 * display) is read as one string across elements, so `R$` and its number in two elements count
 * as one value; each match is measured with a Range over its own characters.
 */
function splitValues(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const roots = Array.from(
      document.querySelectorAll(
        'section[aria-label="Resultado"], [role="status"][aria-label="Visor"], [role="timer"]',
      ),
    )
    const pattern =
      /[−-]?R\$\s?[\d.,]*\d|[−-]?[\d.,]*\d%|\d{2}\/\d{2}\/\d{4}|\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+,\d+/g
    const split: string[] = []
    for (const root of roots) {
      const nodes: Text[] = []
      const starts: number[] = []
      let text = ''
      // Text of different blocks or table cells is never one value: a boundary between them.
      const blockOf = (el: Element) => {
        let box: Element | null = el
        while (box && getComputedStyle(box).display.startsWith('inline')) box = box.parentElement
        return box
      }
      let lastBlock: Element | null = null
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        const hidden = !parent || !parent.checkVisibility() || parent.closest('.sr-only')
        // Hidden text is on no line: skipped, and a boundary.
        if (hidden) {
          lastBlock = null
          continue
        }
        const block = blockOf(parent)
        if (block !== lastBlock) text += '\u0000'
        lastBlock = block
        nodes.push(node as Text)
        starts.push(text.length)
        text += (node as Text).data
      }
      const locate = (offset: number) => {
        let i = starts.length - 1
        while (i > 0 && starts[i]! > offset) i--
        return { node: nodes[i]!, offset: Math.min(offset - starts[i]!, nodes[i]!.length) }
      }
      for (const match of text.matchAll(pattern)) {
        const from = locate(match.index)
        const to = locate(match.index + match[0].length)
        const range = document.createRange()
        range.setStart(from.node, from.offset)
        range.setEnd(to.node, to.offset)
        const lines = new Set<number>()
        for (const rect of Array.from(range.getClientRects())) {
          if (rect.width < 0.5) continue
          lines.add(Math.round(rect.top + rect.height / 2))
        }
        // Rects of one line differ by a pixel or two between inline boxes of different sizes.
        const tops = [...lines].sort((a, b) => a - b)
        const distinct = tops.filter((top, i) => i === 0 || top - tops[i - 1]! > 4)
        if (distinct.length > 1) split.push(match[0].replace(/\s/g, ' '))
      }
    }
    return split
  })
}

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
      await expect(figure).toBeVisible()
      await expect
        .poll(() => inSight(figure), { message: `${sample.href}: opened from a link` })
        .toBeNull()
      expect(await splitValues(page), `${sample.href}: values split across lines`).toEqual([])

      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
      await calculate(page, sample)
      await expect(page.getByRole('region', { name: 'Calculadora' })).toContainText(sample.expected)
      await expect
        .poll(() => inSight(figure), { message: `${sample.href}: after Calcular` })
        .toBeNull()
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
    await expect.poll(() => inSight(figure)).toBeNull()
    await dialog.evaluate((el) => el.scrollTo({ top: 0 }))
    await dialog.getByRole('button', { name: 'Calcular' }).click()
    await expect.poll(() => inSight(figure)).toBeNull()
    // Said in one short line (the heading and the figure), not the whole card.
    await expect(dialog.getByRole('status').filter({ hasText: 'Salário líquido' })).toHaveText(
      `Salário líquido: ${expected}`,
    )
  })
})
