import type { Page } from '@playwright/test'

import { routeOf } from './support/routes.ts'
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
  // One visit per route (40 of them), each opened with its sample result.
  test.setTimeout(240_000)
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

test.describe('tables at 360 × 740', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })

  /** Scrolls a table box to its right end; says whether its first and last columns are in it. */
  async function scrollToEnd(region: ReturnType<Page['getByRole']>) {
    return region.evaluate((box) => {
      box.scrollLeft = box.scrollWidth
      const frame = box.getBoundingClientRect()
      const head = Array.from(box.querySelectorAll('thead th'))
      const first = head[0]!.getBoundingClientRect()
      const last = head.at(-1)!.getBoundingClientRect()
      return {
        scrolls: box.scrollWidth > box.clientWidth,
        firstInPlace: Math.abs(first.left - frame.left) <= 2,
        lastInside: last.right <= frame.right + 1 && last.left >= first.right - 1,
      }
    })
  }

  test('checks tables scroll in their own box', async ({ page }) => {
    // A 360-month financing: a box that scrolls both ways, says so, keeps the month column in
    // place, and in the end holds every row, as its CSV does.
    await page.goto(`${routeOf('financing')}?valor=250000&prazo=360&taxa=0.9&sistema=price`)
    const box = page.getByRole('region', { name: 'Tabela de amortização (Tabela Price)' })
    await expect(box).toHaveAttribute('tabindex', '0')
    await expect(page.getByText('Deslize a tabela para o lado')).toBeVisible()
    await expect(box.locator('tbody tr')).toHaveCount(360)
    expect(await scrollToEnd(box)).toEqual({ scrolls: true, firstInPlace: true, lastInside: true })
    await expect(box.getByRole('columnheader', { name: 'Saldo (R$)' })).toBeVisible()
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Baixar CSV' }).click()
    const csv = await (await download).createReadStream()
    let text = ''
    for await (const chunk of csv) text += String(chunk)
    const lines = text.trimEnd().split('\r\n')
    expect(lines).toHaveLength(362)
    expect(lines[360]).toMatch(/^360;/)

    // Compound interest year by year: the balance column is reachable, never cut.
    await page.goto(
      `${routeOf('compound')}?inicial=1000&aporte=100&taxa=12&taxaPeriodo=ano&periodo=30&unidade=anos`,
    )
    const years = page.getByRole('region', { name: 'Evolução ano a ano' })
    await expect(years.locator('tbody tr')).toHaveCount(30)
    expect(await scrollToEnd(years)).toEqual({
      scrolls: true,
      firstInPlace: true,
      lastInside: true,
    })

    // The holidays a count skipped: names wrap in their column, none is cut.
    await page.goto(`${routeOf('date')}?modo=adicionar&data=2026-01-01&dias=200`)
    const holidays = page.getByRole('region', { name: 'Feriados pulados na contagem' })
    await expect(
      holidays.getByRole('row', { name: /Confraternização|Paixão de Cristo/ }).first(),
    ).toBeVisible()
    expect(
      await holidays.evaluate((el) => ({
        sideways: el.scrollWidth > el.clientWidth,
        cut: Array.from(el.querySelectorAll('td')).filter((td) => td.scrollWidth > td.clientWidth)
          .length,
      })),
    ).toEqual({ sideways: false, cut: 0 })

    // Rescisão: each verba's label and rule take the width of the table, not a 100 px strip.
    await page.goto(
      `${routeOf('labor')}?modo=rescisao&salario=3000&admissao=2022-03-10&demissao=2026-11-20&motivo=sem-justa-causa&aviso=indenizado&ano=2026`,
    )
    const verbas = page.getByRole('region', { name: 'Verbas da rescisão' })
    const row = verbas.getByRole('row', { name: /Férias proporcionais/ })
    await expect(row).toBeVisible()
    const widths = await row.evaluate((tr) => ({
      label: tr.querySelector('th')!.getBoundingClientRect().width,
      table: tr.closest('table')!.getBoundingClientRect().width,
      lines: Math.round(
        tr.querySelector('th span')!.getBoundingClientRect().height /
          parseFloat(getComputedStyle(tr.querySelector('th')!).lineHeight),
      ),
    }))
    expect(widths.label).toBeGreaterThan(widths.table * 0.9)
    expect(widths.lines).toBeLessThanOrEqual(2)
  })
})
