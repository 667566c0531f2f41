import type { Page } from '@playwright/test'

import { expect, test } from './support/test.ts'
import { openSample, routesWithSamples } from './support/sample-links.ts'

// A 360 px phone: nothing scrolls sideways, every tap target is at least 44 × 44 px (inline links
// in running text excepted, as WCAG 2.5.8 allows), number fields open the decimal or numeric
// keypad, and tables scroll inside their own box. Plus text zoom and reduced motion.

const PHONE = { width: 360, height: 640 }

/** Controls smaller than 44 × 44 px: buttons, inputs, selects, and links in the main content. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const inRunningText = (a: Element) => {
      const parent = a.parentElement
      if (!parent || !['P', 'LI', 'SPAN', 'DD', 'TD'].includes(parent.tagName)) return false
      return (parent.textContent ?? '').trim() !== (a.textContent ?? '').trim()
    }
    const targets = [
      ...Array.from(
        document.querySelectorAll<HTMLElement>(
          'button, input:not([type="hidden"]), select, textarea, [role="tab"], summary',
        ),
      ),
      ...Array.from(document.querySelectorAll<HTMLElement>('main a[href]')).filter(
        (a) => !inRunningText(a),
      ),
    ]
    const small: string[] = []
    for (const el of targets) {
      if (el.getClientRects().length === 0 || el.closest('[hidden], [aria-hidden="true"]')) continue
      // A visually hidden checkbox (a switch) is tapped through its label.
      const target = el.classList.contains('sr-only') ? (el.closest('label') ?? el) : el
      const r = target.getBoundingClientRect()
      if (r.width < 43.5 || r.height < 43.5)
        small.push(
          `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? '').trim().slice(0, 40)}" ${Math.round(r.width)}×${Math.round(r.height)}`,
        )
    }
    return small
  })
}

async function checkPhoneLayout(page: Page, what: string) {
  const layout = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    // A table wider than the phone must sit in a box that scrolls sideways by itself.
    loose: Array.from(document.querySelectorAll('main table'))
      .filter((t) => {
        let box = t.parentElement
        while (box && box !== document.body) {
          if (['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) return false
          box = box.parentElement
        }
        return true
      })
      .map((t) => t.getAttribute('aria-label') ?? t.querySelector('caption')?.textContent ?? '?'),
  }))
  expect(layout.scrollWidth, `${what}: page scrolls sideways`).toBeLessThanOrEqual(PHONE.width)
  expect(layout.loose, `${what}: tables outside a scrolling box`).toEqual([])
  expect(await smallTargets(page), `${what}: tap targets under 44 px`).toEqual([])
}

test.describe('at 360 × 640', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true })

  test('home page and modal', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await checkPhoneLayout(page, 'home')
    await page.goto('/?calc=bmi&altura=175&peso=70')
    await expect(page.getByRole('dialog')).toContainText('22,86')
    await checkPhoneLayout(page, 'home modal')
  })

  for (const { entry, sample } of routesWithSamples) {
    test(`${entry.route}, with a result`, async ({ page }) => {
      await openSample(page, sample)
      await checkPhoneLayout(page, sample.href)
      const numberFields = page.locator('main input[inputmode]')
      for (const mode of await numberFields.evaluateAll((els) =>
        els.map((el) => el.getAttribute('inputmode')),
      ))
        expect(['decimal', 'numeric']).toContain(mode)
    })
  }
})

test('text zoomed to 200% keeps every page within 1280 px', async ({ page }) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  const wide: string[] = []
  for (const { sample } of routesWithSamples) {
    await openSample(page, sample)
    const width = await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%'
      return document.documentElement.scrollWidth
    })
    if (width > 1280) wide.push(`${sample.href}: ${width}px`)
  }
  expect(wide).toEqual([])
})

test('prefers-reduced-motion turns animations and transitions off', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/?calc=bmi')
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('button', { name: 'Calcular' })).toBeVisible()
  const seconds = (value: string) => Math.max(...value.split(',').map((v) => parseFloat(v)))
  const timing = await dialog.evaluate((el) => {
    const button = el.querySelector('button')!
    return {
      animation: getComputedStyle(el).animationDuration,
      transition: getComputedStyle(button).transitionDuration,
    }
  })
  expect(seconds(timing.animation)).toBeLessThanOrEqual(0.00001)
  expect(seconds(timing.transition)).toBeLessThanOrEqual(0.00001)

  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page.reload()
  await expect(dialog.getByRole('button', { name: 'Calcular' })).toBeVisible()
  expect(
    seconds(await dialog.evaluate((el) => getComputedStyle(el).animationDuration)),
  ).toBeGreaterThan(0.05)
})
