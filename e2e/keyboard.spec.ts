import type { Locator, Page } from '@playwright/test'

import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'
import { readControls } from './support/form-values.ts'
import { openSample, routesWithSamples } from './support/sample-links.ts'
import { waitForScreen } from './support/screen.ts'

// The keyboard alone completes every calculator: Tab walks the fields and buttons in visual
// order with a visible focus, Enter in a field calculates, and the home modal traps focus,
// closes with Escape and gives focus back.

type Stop = { key: string; top: number; left: number; focusVisible: boolean; inBox: boolean }

/** Where focus is after a Tab: identity, position and whether something shows it. */
async function focused(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return null
    const visible = (node: Element) => {
      const style = getComputedStyle(node)
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
    }
    // Focus on a native date/time input's own picker button (shadow DOM): Chromium draws it.
    const nativePart = el instanceof HTMLInputElement && /^(date|time|month)$/.test(el.type)
    const inSubpart = nativePart && !el.matches(':focus')
    // A visually hidden switch shows its focus on the track drawn next to it.
    const shownBy = el.classList.contains('sr-only') ? el.nextElementSibling : el
    const r = (shownBy ?? el).getBoundingClientRect()
    const key =
      el.getAttribute('name') ??
      el.getAttribute('aria-label') ??
      `${el.tagName}:${(el.textContent ?? '').trim().slice(0, 40)}`
    return {
      key,
      top: r.top + window.scrollY,
      left: r.left,
      focusVisible:
        inSubpart || visible(el) || (shownBy !== el && shownBy !== null && visible(shownBy)),
      inBox: Boolean(el.closest('[aria-label="Calculadora"]')),
    }
  })
}

/** Tabs from the page's h1 through the calculator box; returns the stops inside it. */
async function tabThroughBox(page: Page): Promise<Stop[]> {
  await page.getByRole('heading', { level: 1 }).click()
  const stops: Stop[] = []
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab')
    const stop = await focused(page)
    if (!stop) continue
    if (!stop.inBox) {
      if (stops.length > 0) break
      continue
    }
    // A date input stops on each of its parts (day, month, year): one stop for the order.
    if (stops.at(-1)?.key !== stop.key) stops.push(stop)
    else if (!stop.focusVisible) stops[stops.length - 1] = stop
  }
  return stops
}

/** Every enabled, visible field and button of the box, as `focused` names them. */
async function reachable(page: Page): Promise<string[]> {
  return page.getByRole('region', { name: 'Calculadora' }).evaluate((box) =>
    Array.from(box.querySelectorAll<HTMLElement>('input, select, textarea, button'))
      .filter((el) => !(el as HTMLButtonElement).disabled && !el.closest('[hidden]'))
      // A closed disclosure's fields (financing's extra payment) are reached by opening it.
      .filter((el) => !el.closest('details:not([open])'))
      .filter((el) => el.tabIndex >= 0 && el.getAttribute('role') !== 'tab')
      .filter((el) => el.classList.contains('sr-only') || el.getClientRects().length > 0)
      .map(
        (el) =>
          el.getAttribute('name') ??
          el.getAttribute('aria-label') ??
          `${el.tagName}:${(el.textContent ?? '').trim().slice(0, 40)}`,
      ),
  )
}

/** Types a field's value key by key over what it holds, as a person does; it must stay. A link
 * writes a date 2026-11-20 and a month 2026-04; a person types them day first. */
async function typeValue(field: Locator, value: string): Promise<void> {
  const type = await field.getAttribute('type')
  if (type === 'date' || type === 'month') {
    await typeInto(field, value.split('-').reverse().join('/'))
    return
  }
  if ((await field.inputValue()) === value) return
  await typeInto(field, value)
  await expect(field).toHaveValue(value)
}

for (const { entry, sample } of routesWithSamples) {
  test(`${entry.route}: Tab order, visible focus, Enter calculates`, async ({ page }) => {
    await openSample(page, sample)
    // The figure can be painted a frame before the fields show the link's values on a busy
    // machine: read them once the form holds them.
    let controls = await readControls(page)
    if (!sample.keys)
      await expect
        .poll(async () => {
          controls = await readControls(page)
          return controls.some((c) => c.kind === 'text' && c.value !== '')
        })
        .toBe(true)

    // With the result shown, every field and button (Compartilhar resultado too) is reachable.
    const stops = await tabThroughBox(page)
    const keys = stops.map((s) => s.key)
    for (const name of await reachable(page)) expect(keys, `Tab reaches ${name}`).toContain(name)
    for (const stop of stops) expect(stop.focusVisible, `focus shown on ${stop.key}`).toBe(true)
    // Visual order: each stop is below, or on the same row to the right of, the previous one.
    for (let i = 1; i < stops.length; i++) {
      const [a, b] = [stops[i - 1]!, stops[i]!]
      const sameRow = Math.abs(a.top - b.top) < 8
      expect(
        sameRow ? b.left > a.left : b.top > a.top,
        `${b.key} comes after ${a.key} on screen`,
      ).toBe(true)
    }

    if (sample.keys) return // keyboard calculators: openSample already typed and pressed Enter
    // Enter in a field calculates: the same inputs typed into the empty form, once, the moment
    // it has hydrated (what is typed then must stay: e2e/early-typing.spec.ts).
    const modo = new URL(sample.href, 'http://x').searchParams.get('modo')
    await page.goto(modo ? `${entry.route}?modo=${modo}` : entry.route)
    await waitForScreen(page)
    const box = page.getByRole('region', { name: 'Calculadora' })
    let last: Locator | null = null
    for (const control of controls) {
      const el = box.locator(`[name="${control.name}"]`).first()
      if (control.kind === 'select') await el.selectOption(control.value)
      else if (control.kind === 'check')
        await el.setChecked(control.value === 'true', { force: true })
      else if (control.value !== '') {
        await typeValue(el, control.value)
        last = el
      }
    }
    expect(last, 'a text field to press Enter in').not.toBeNull()
    await last!.press('Enter')
    await expect(box).toContainText(sample.expected)
  })
}

test('the home modal traps focus, closes with Escape and gives focus back', async ({ page }) => {
  await page.goto('/')
  const card = page.getByRole('link', { name: /Histórico de Cálculos/ })
  await card.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Histórico de Cálculos' })
  await expect(dialog).toBeVisible()
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
    const stop = await focused(page)
    expect(stop?.focusVisible, `focus shown on ${stop?.key}`).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(card).toBeFocused()
})

test('a calculator in the modal is completed with the keyboard alone', async ({ page }) => {
  await page.goto('/?calc=bmi')
  const dialog = page.getByRole('dialog', { name: 'Calculadora de IMC' })
  await expect(dialog.getByRole('button', { name: 'Calcular' })).toBeVisible()
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  // Shift+Tab from the first control stays inside too.
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Shift+Tab')
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  }
  await dialog.getByLabel(/Altura/).focus()
  await page.keyboard.type('175')
  await page.keyboard.press('Tab')
  await page.keyboard.type('70')
  await page.keyboard.press('Enter')
  await expect(dialog).toContainText('22,86')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})
