import type { Page } from '@playwright/test'

import { expect, test } from './support/test.ts'
import { collectPageErrors } from './support/page-errors.ts'
import { openSample, routesWithSamples } from './support/sample-links.ts'
import { waitForScreen } from './support/screen.ts'

// What people (and bots) really type and link: every number field gets each odd value, then
// Calcular. The page never shows a broken value, always answers with a result or a message, and
// logs no error. Hostile links are ignored: nothing they carry becomes HTML.

// One value per kind the parser returns; spaces and emoji read as '' and 'abc' do
// (src/utils/parse-number.test.ts), so they are not typed into every field again.
const ODD_VALUES = [
  '',
  '0',
  '-5',
  'abc',
  '1e309',
  '99999999999999',
  '1.234.567,89',
  '12,5.3',
  'R$ 1.234,56',
]

const BROKEN = /\bNaN\b|Infinity|undefined|\bnull\b|\[object/

/**
 * In the page, for speed (about a thousand entries in all): types each value into the visible
 * number field `index`, or into every visible number field when `index` is null, the way a
 * keystroke reaches React (the input's own value setter, then an input event); presses Calcular
 * (a live form answers by itself); waits up to 5 s for an answer (a result, an alert or status,
 * or a field marked invalid) and reads the page for a broken value. Returns what went wrong, and
 * leaves the fields as it found them.
 */
function typeEach(page: Page, index: number | null, values: readonly string[]): Promise<string[]> {
  return page.evaluate(
    async ({ index, values, broken }) => {
      const box = document.querySelector('[aria-label="Calculadora"]') ?? document.body
      const visible = (el: Element) => el.checkVisibility()
      const all = Array.from(box.querySelectorAll('input[inputmode]')).filter(visible)
      const fields = (index === null ? all : [all[index]]) as HTMLInputElement[]
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
      const type = (field: HTMLInputElement, value: string) => {
        field.focus()
        setValue.call(field, value)
        field.dispatchEvent(new Event('input', { bubbles: true }))
      }
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
      const answered = () =>
        Array.from(box.querySelectorAll('[aria-live], [role="alert"], [role="status"]')).some(
          (el) => (el as HTMLElement).innerText.trim() !== '',
        ) || box.querySelector('[aria-invalid="true"]') !== null
      const name = index === null ? 'every field' : fields[0]!.name || String(index)
      const valid = fields.map((field) => field.value)
      const problems: string[] = []
      for (const value of values) {
        const what = `${name}=${JSON.stringify(value)}`
        for (const field of fields) type(field, value)
        await frame()
        const calcular = Array.from(box.querySelectorAll('button')).find(
          (button) => button.textContent?.trim() === 'Calcular' && visible(button),
        )
        calcular?.click()
        // A live form (the converter) may stay blank while its field is blank (letters are not
        // even accepted into it).
        const blankAllowed = !calcular && fields[0]!.value.trim() === ''
        const deadline = performance.now() + 5_000
        while (!blankAllowed && !answered() && performance.now() < deadline) await frame()
        if (!blankAllowed && !answered()) problems.push(`${what}: no result and no message`)
        const shown = document.body.innerText.match(new RegExp(broken))?.[0]
        if (shown) problems.push(`${what}: ${shown} on screen`)
      }
      fields.forEach((field, i) => type(field, valid[i]!))
      return problems
    },
    { index, values, broken: BROKEN.source },
  )
}

const withNumberFields = routesWithSamples.filter(({ sample }) => !sample.keys)

for (const { entry, sample } of withNumberFields) {
  test(`${entry.route}: odd values in every number field`, async ({ page }) => {
    test.setTimeout(120_000)
    const errors = collectPageErrors(page)
    const box = page.getByRole('region', { name: 'Calculadora' })

    // The sample's tab with valid values around the field under test.
    await openSample(page, sample)
    const count = await box.locator('input[inputmode]:visible').count()
    for (let i = 0; i < count; i++) expect(await typeEach(page, i, ODD_VALUES)).toEqual([])

    // Every other tab, from empty: all its number fields get the same odd value.
    await page.goto(entry.route)
    await waitForScreen(page)
    const tabs = box.getByRole('tab')
    for (let t = 1; t < (await tabs.count()); t++) {
      await tabs.nth(t).click()
      if ((await box.locator('input[inputmode]:visible').count()) === 0) continue
      expect(await typeEach(page, null, ODD_VALUES), `tab ${t}`).toEqual([])
    }
    expect(errors).toEqual([])
  })
}

const LONG = '9'.repeat(10_000)
const HTML = '<img src=x onerror="window.__pwned=1" data-pwned><script>window.__pwned=1</script>'

/** The sample's query with every value but `modo` replaced. */
function replaced(href: string, value: string): string {
  const url = new URL(href, 'http://x')
  const keys = [...url.searchParams.keys()].filter((key) => key !== 'modo')
  for (const key of keys) url.searchParams.set(key, value)
  return `${url.pathname}?${url.searchParams}`
}

/** The sample's query with each key given twice: a hostile value first, then the valid one. */
function repeated(href: string): string {
  const url = new URL(href, 'http://x')
  const out = new URLSearchParams()
  for (const [key, value] of url.searchParams) {
    out.append(key, HTML)
    out.append(key, value)
  }
  return `${url.pathname}?${out}`
}

/** Three links per route: markup in every value (the first one very long), huge numbers with a
 * hostile `calc` and an unknown `modo`, and every key repeated. */
function hostileLinks(route: string, href: string): string[] {
  const huge = new URL(replaced(href, '1e999'), 'http://x')
  huge.searchParams.set('calc', '<script>alert(1)</script>')
  huge.searchParams.set('modo', '../../')
  const markup = new URL(replaced(href, HTML), 'http://x')
  const [first] = [...markup.searchParams.keys()].filter((key) => key !== 'modo')
  if (first) markup.searchParams.set(first, LONG)
  return [`${route}${markup.search || `?valor=${LONG}`}`, `${route}${huge.search}`, repeated(href)]
}

async function expectNothingInjected(page: Page, link: string) {
  const injected = await page.evaluate(() => ({
    pwned: (window as unknown as { __pwned?: number }).__pwned ?? 0,
    elements: document.querySelectorAll(
      '[data-pwned], img[src="x"], body script:not([src]):not([type="application/ld+json"])',
    ).length,
  }))
  expect(injected, link.slice(0, 120)).toEqual({ pwned: 0, elements: 0 })
  const text = await page.evaluate(() => document.body.innerText)
  expect(text.match(BROKEN)?.[0], link.slice(0, 120)).toBeUndefined()
}

for (const { entry, sample } of routesWithSamples) {
  test(`${entry.route}: hostile links are ignored safely`, async ({ page }) => {
    const errors = collectPageErrors(page)
    for (const link of hostileLinks(entry.route, sample.href)) {
      await page.goto(link)
      await waitForScreen(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.name)
      await expectNothingInjected(page, link)
    }
    expect(errors).toEqual([])
  })
}

test('home: hostile ?calc= and modal parameters are ignored safely', async ({ page }) => {
  const errors = collectPageErrors(page)
  const links = [
    `/?calc=${encodeURIComponent('<script>alert(1)</script>')}`,
    '/?calc=../../&modo=../../',
    `/?calc=bmi&altura=${encodeURIComponent(HTML)}&peso=1e999`,
    `/?calc=bmi&altura=${LONG}&peso=70`,
    '/?calc=bmi&calc=history&altura=175&altura=abc&peso=70',
  ]
  for (const link of links) {
    await page.goto(link)
    // Once hydrated, a valid ?calc= has opened its modal, which hides the page's h1 from the
    // accessibility tree; an unknown one leaves the home page as it is.
    if (link.includes('calc=bmi'))
      await expect(page.getByRole('dialog').getByRole('button', { name: 'Calcular' })).toBeVisible()
    else await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNothingInjected(page, link)
  }
  expect(errors).toEqual([])
})
