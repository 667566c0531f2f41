import type { Locator } from '@playwright/test'

import { findEntry } from '../src/catalogue/catalogue.ts'
import { resolveShortcuts } from '../src/app/home/popular.ts'
import { axeViolations } from './support/axe.ts'
import { expectInSight } from './support/in-sight.ts'
import { routeOf } from './support/routes.ts'
import { expect, test } from './support/test.ts'

test('/?calc=bmi opens the calculator in a dialog, and closing removes calc', async ({ page }) => {
  await page.goto('/?calc=bmi')
  const dialog = page.getByRole('dialog', { name: 'Calculadora de IMC' })
  await expect(dialog).toBeVisible()
  await expect(page).toHaveTitle('Calculadora de IMC | Calculadoras Grátis')

  await dialog.getByRole('button', { name: 'Fechar' }).click()

  await expect(dialog).toBeHidden()
  expect(new URL(page.url()).searchParams.has('calc')).toBe(false)
  await expect(page).toHaveTitle(/^Calculadoras Grátis: /)
})

test('/?calc=history loads the history chunk in the dialog', async ({ page }) => {
  const historyChunk = page.waitForResponse((r) => /\/assets\/history-[^/]*\.js$/.test(r.url()))
  await page.goto('/?calc=history')
  expect((await historyChunk).ok()).toBe(true)
  await expect(page.getByRole('dialog', { name: 'Histórico de Cálculos' })).toBeVisible()
})

test('an unknown calc id is ignored', async ({ page }) => {
  await page.goto('/?calc=%3Cscript%3Ealert(1)%3C%2Fscript%3E')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('the history card opens the modal, and Back and Forward follow it', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: /Histórico de Cálculos/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Histórico de Cálculos' })
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(/\?calc=history$/)

  await page.goBack()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/$/)

  await page.goForward()
  await expect(dialog).toBeVisible()

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/$/)
})

test('a card with a route navigates to its page, opened at the top', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: /Calculadora de Gorjeta/ }).click()
  await expect(page).toHaveURL(/\/calculadora-gorjeta$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calculadora de Gorjeta')
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})

test.describe('on a 360 × 740 phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })

  test('the first screen holds the search box and the eight most used calculators', async ({
    page,
  }) => {
    await page.goto('/')
    const viewport = page.viewportSize()!
    const search = page.getByRole('searchbox', { name: 'Buscar calculadora' })
    await expectInSight(search, 'search box')
    // Near the top, clear of where a phone's keyboard opens (its lower ~45%).
    const searchBox = await search.boundingBox()
    expect(searchBox!.y + searchBox!.height).toBeLessThan(viewport.height * 0.4)

    const tiles = page.getByRole('region', { name: 'Mais usadas' }).getByRole('link')
    const expected = resolveShortcuts(findEntry)
    await expect(tiles).toHaveText(expected.map(({ shortcut }) => shortcut.label))
    for (const [i, { shortcut }] of expected.entries())
      await expectInSight(tiles.nth(i), shortcut.label)

    // A tab's tile opens that tab.
    await tiles.filter({ hasText: 'Horas extras' }).click()
    await expect(page).toHaveURL(/\/calculadora-trabalhista\?modo=horas-extras$/)
    await expect(page.getByRole('tab', { name: 'Horas Extras' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  })

  test('typing "juros" key by key shows financiamento among the first results, in view', async ({
    page,
  }) => {
    // axe over the whole page: well above the default on a busy machine.
    test.setTimeout(60_000)
    await page.goto('/')
    const search = page.getByRole('searchbox', { name: 'Buscar calculadora' })
    const results = page.getByRole('list', { name: 'Resultados da busca' }).getByRole('link')

    await search.pressSequentially('juros', { delay: 30 })
    await expect(results.first()).toHaveAccessibleName(/^Calculadora de Juros Compostos/)
    await expect(results.nth(1)).toHaveAccessibleName(/^Calculadora de Financiamento/)
    // The first results sit right under the box, above where the keyboard would be.
    const first = await results.first().boundingBox()
    expect(first!.y + first!.height).toBeLessThan(page.viewportSize()!.height * 0.6)
    await expect(page.getByRole('region', { name: 'Mais usadas' })).toHaveCount(0)
    expect(await axeViolations(page)).toEqual([])

    await search.clear()
    await search.pressSequentially('regra de 3')
    await expect(results.first()).toHaveAccessibleName(/^Regra de três/)
    await results.first().click()
    await expect(page).toHaveURL(/\/calculadora-educacional\?modo=regra-de-tres$/)
  })
})

test.describe('searching for the income tax on a 360 × 740 phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })

  test('"imposto de renda" typed key by key puts the annual IRPF first, Salário after it, Renda Fixa later, in view', async ({
    page,
  }) => {
    await page.goto('/')
    const search = page.getByRole('searchbox', { name: 'Buscar calculadora' })
    const results = page.getByRole('list', { name: 'Resultados da busca' }).getByRole('link')
    await search.pressSequentially('imposto de renda', { delay: 30 })
    await expect(results.first()).toHaveAccessibleName(/^Calculadora de Imposto de Renda/)
    await expectInSight(results.first(), 'first result')
    const names = await results.evaluateAll((links) => links.map((l) => l.textContent ?? ''))
    const salary = names.findIndex((n) => n.startsWith('Calculadora de Salário Líquido'))
    const fixedIncome = names.findIndex((n) => n.startsWith('Calculadora de Renda Fixa'))
    if (salary !== -1) expect(salary).toBeGreaterThan(0)
    if (fixedIncome !== -1) expect(fixedIncome).toBeGreaterThan(Math.max(salary, 0))
  })
})

test('a search with no match says so, and clearing it brings the tiles back', async ({ page }) => {
  await page.goto('/')
  const search = page.getByRole('searchbox', { name: 'Buscar calculadora' })
  await search.pressSequentially('qwertyuiop')
  await expect(page.getByText('Nenhuma calculadora encontrada para “qwertyuiop”.')).toBeVisible()
  await page.getByRole('button', { name: 'Limpar busca' }).click()
  await expect(page.getByRole('region', { name: 'Mais usadas' }).getByRole('link')).toHaveCount(8)
  await expect(search).toBeFocused()
})

test('when the search chunk cannot load, the page says so and keeps the full list', async ({
  page,
}) => {
  await page.route('**/assets/search-results-*.js', (route) => route.abort())
  await page.goto('/')
  await page.getByRole('searchbox', { name: 'Buscar calculadora' }).pressSequentially('imc')
  await expect(page.getByRole('alert')).toContainText(
    'Não foi possível carregar a busca. Escolha na lista abaixo.',
  )
  await expect(
    page.getByRole('region', { name: 'Todas as calculadoras' }).getByRole('link'),
  ).not.toHaveCount(0)
})

test('the home page carries the guides, tips, text block and footer', async ({ page }) => {
  await page.goto('/')
  const guides = page.getByRole('region', { name: 'Guias rápidos' })
  for (const guide of ['Educação financeira', 'Saúde', 'Trabalho', 'Utilidades do dia a dia']) {
    await expect(guides.getByText(guide, { exact: true })).toBeVisible()
  }
  await expect(guides.getByText(/regra dos 70%/)).toBeHidden()
  await guides.getByText('Utilidades do dia a dia', { exact: true }).click()
  await expect(guides.getByText(/regra dos 70%/)).toBeVisible()
  await guides.getByText('Saúde', { exact: true }).click()
  await expect(guides.getByText(/280 dias/)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Dicas para calcular melhor' })).toBeVisible()
  await expect(page.getByText(/Mais de 20 calculadoras grátis/)).toBeVisible()
  await expect(page.getByRole('contentinfo')).toContainText(
    `© 2024–${new Date().getFullYear()} Calculadoras Grátis`,
  )
})

test('the category links jump to each category, Financeiro most used first', async ({ page }) => {
  await page.goto('/')
  const categories = page.getByRole('navigation', { name: 'Categorias' })
  await categories.getByRole('link', { name: 'Saúde' }).click()
  await expect(page).toHaveURL(/#cat-saude$/)
  await expect(page.getByRole('heading', { level: 3, name: 'Saúde' })).toBeInViewport()
  const finance = page.getByRole('region', { name: 'Financeiro' }).getByRole('link')
  await expect(finance.nth(0)).toHaveAccessibleName(/^Calculadora de Financiamento/)
  await expect(finance.nth(1)).toHaveAccessibleName(/^Calculadora de Empréstimo Pessoal/)
  await expect(finance.nth(2)).toHaveAccessibleName(/^Calculadora de Juros Compostos/)
})

/** The width the browser drew an icon's shapes at: 0 until its symbol is there. */
const drawnWidth = (use: Locator) =>
  use.evaluate((element) => (element as SVGUseElement).getBBox().width)

test('the icons come with the page, and from the same-origin sprite on a page drawn in the browser', async ({
  page,
}) => {
  const sprites: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/icons.svg') sprites.push(request.url())
  })
  await page.goto('/')
  // Prerendered: each card draws a symbol the page carries, with no request of its own.
  const tip = page.getByRole('link', { name: /^Calculadora de Gorjeta/ }).locator('svg use')
  await expect(tip).toHaveAttribute('href', '#icon-tip')
  await expect(page.locator('symbol#icon-tip')).toHaveCount(1)
  expect(await drawnWidth(tip)).toBeGreaterThan(0)
  expect(sprites).toEqual([])

  // Home drawn afresh from a page that carries only its own icon: the other cards use the sprite.
  const sprite = page.waitForResponse((r) => new URL(r.url()).pathname === '/icons.svg')
  await page.goto(routeOf('tip'))
  await page.getByRole('link', { name: 'Ver todas as calculadoras' }).click()
  const response = await sprite
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('image/svg+xml')
  expect(await response.text()).toContain('<symbol id="bmi"')
  const bmi = page.getByRole('link', { name: /^Calculadora de IMC/ }).locator('svg use')
  await expect(bmi).toHaveAttribute('href', '/icons.svg#bmi')
  await expect.poll(() => drawnWidth(bmi)).toBeGreaterThan(0)
})

test('home reached from a page shows every card with its sentence', async ({ page }) => {
  await page.goto(routeOf('tip'))
  await page.getByRole('link', { name: 'Ver todas as calculadoras' }).click()
  await expect(page).toHaveURL(/\/$/)
  // Rendered afresh, not hydrated: the sentences come from their own chunk.
  await expect(page.getByRole('link', { name: /^Calculadora de Gorjeta/ })).toContainText(
    'divida a conta entre as pessoas',
  )
  await expect(page.getByRole('link', { name: /^Calculadora de IMC/ })).toContainText(
    'faixa de peso saudável',
  )
})
