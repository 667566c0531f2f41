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

/** Whether the calculator answered: a result, an alert or status, or a field marked invalid. */
function answered(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const box = document.querySelector('[aria-label="Calculadora"]') ?? document.body
    const text = Array.from(box.querySelectorAll('[aria-live], [role="alert"], [role="status"]'))
      .map((el) => (el as HTMLElement).innerText.trim())
      .join(' ')
    return text.length > 0 || box.querySelector('[aria-invalid="true"]') !== null
  })
}

/** The page's text has no broken value, and it shows a result or a message. */
async function checkAnswer(page: Page, what: string, blankAllowed = false) {
  // A result part may load lazily (tables, charts): wait for the answer, then read the page.
  if (!blankAllowed)
    await expect
      .poll(() => answered(page), { message: `${what}: a result or a message`, timeout: 5_000 })
      .toBe(true)
  const text = await page.evaluate(() => document.body.innerText)
  expect(text.match(BROKEN)?.[0], `${what}: broken value on screen`).toBeUndefined()
}

const withNumberFields = routesWithSamples.filter(({ sample }) => !sample.keys)

for (const { entry, sample } of withNumberFields) {
  test(`${entry.route}: odd values in every number field`, async ({ page }) => {
    test.setTimeout(120_000)
    const errors = collectPageErrors(page)
    const box = page.getByRole('region', { name: 'Calculadora' })
    const calcular = box.getByRole('button', { name: 'Calcular' }).filter({ visible: true })

    // The sample's tab with valid values around the field under test.
    await openSample(page, sample)
    const fields = box.locator('input[inputmode]:visible')
    const count = await fields.count()
    for (let i = 0; i < count; i++) {
      const field = fields.nth(i)
      const name = (await field.getAttribute('name')) ?? String(i)
      const valid = await field.inputValue()
      for (const value of ODD_VALUES) {
        await field.fill(value, { force: true })
        const live = (await calcular.count()) === 0
        // A click event on Calcular, without Playwright's actionability waits (hundreds of runs).
        if (!live) await calcular.dispatchEvent('click')
        // A live form (the converter) may stay blank while its field is blank (letters are not
        // even accepted into it).
        const blank = live && (await field.inputValue()).trim() === ''
        await checkAnswer(page, `${name}=${JSON.stringify(value)}`, blank)
      }
      await field.fill(valid)
    }

    // Every other tab, from empty: all its number fields get the same odd value.
    await page.goto(entry.route)
    await waitForScreen(page)
    const tabs = box.getByRole('tab')
    for (let t = 1; t < (await tabs.count()); t++) {
      await tabs.nth(t).click()
      const tabFields = box.locator('input[inputmode]:visible')
      const tabCalcular = box.getByRole('button', { name: 'Calcular' }).filter({ visible: true })
      for (const value of ODD_VALUES) {
        const n = await tabFields.count()
        if (n === 0) break
        for (let i = 0; i < n; i++) await tabFields.nth(i).fill(value, { force: true })
        const live = (await tabCalcular.count()) === 0
        if (!live) await tabCalcular.dispatchEvent('click')
        const blank = live && (await tabFields.first().inputValue()).trim() === ''
        await checkAnswer(page, `tab ${t}, all fields ${JSON.stringify(value)}`, blank)
      }
    }
    expect(errors).toEqual([])
  })
}

const LONG = '9'.repeat(10_000)
const HTML = '<img src=x onerror="window.__pwned=1" data-pwned><script>window.__pwned=1</script>'

/** The sample's query with every value (or only the first) replaced. */
function replaced(href: string, value: string, onlyFirst = false): string {
  const url = new URL(href, 'http://x')
  const keys = [...url.searchParams.keys()].filter((key) => key !== 'modo')
  for (const key of onlyFirst ? keys.slice(0, 1) : keys) url.searchParams.set(key, value)
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

function hostileLinks(route: string, href: string): string[] {
  const common = `calc=${encodeURIComponent('<script>alert(1)</script>')}&valor=1e999&modo=../../`
  return [
    `${route}?${common}`,
    replaced(href, HTML),
    replaced(href, LONG, true),
    replaced(href, '1e999'),
    repeated(href),
  ]
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
