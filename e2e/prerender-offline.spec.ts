import { routeOf } from './support/routes.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'
import { routedEntries } from '../src/catalogue/catalogue.ts'

/** A calculator's sentence, from its own file (the catalogue's folder of that calculator). */
async function descriptionOf(id: string): Promise<string> {
  const file = (await import(`../src/catalogue/calculators/${id}/description.ts`)) as {
    default: string
  }
  return file.default
}

// Issue 7: pages arrive as HTML, hydrate cleanly, and work offline after one visit.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every route’s HTML has its own heading, description, title and canonical', async ({
    page,
  }) => {
    test.slow()
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Calculadoras online grátis para o seu dia a dia',
    )
    await expect(page.getByRole('link', { name: /Calculadora de IMC/ }).first()).toBeVisible()
    for (const entry of routedEntries) {
      await page.goto(entry.route)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.name)
      await expect(
        page.getByText(await descriptionOf(entry.id), { exact: true }).first(),
      ).toBeVisible()
      await expect(page).toHaveTitle(`${entry.name} | Calculadoras Grátis`)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `https://calculadorasgratis.com.br${entry.route}`,
      )
      // The form is in the HTML too, not a loading state.
      await expect(page.getByRole('main').getByRole('button').first()).toBeAttached()
      await expect(page.getByText('Carregando calculadora…')).toHaveCount(0)
    }
  })

  test('sitemap and robots are generated from the catalogue', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap.match(/<loc>/g)).toHaveLength(routedEntries.length + 1)
    for (const entry of routedEntries)
      expect(sitemap).toContain(`https://calculadorasgratis.com.br${entry.route}</loc>`)
    expect(await (await request.get('/robots.txt')).text()).toContain(
      'Sitemap: https://calculadorasgratis.com.br/sitemap.xml',
    )
  })
})

test('every route hydrates without a warning or error, its head and frame intact', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const problems: string[] = []
  page.on('console', (message) => {
    // The config blocks service workers (see playwright.config.ts); Chromium says so on each page.
    if (message.text().includes('Service Worker registration blocked')) return
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${page.url()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`))
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  for (const entry of routedEntries) {
    await page.goto(entry.route)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.name)
    // What the head said in the HTML, it still says once React owns the page.
    await expect(page).toHaveTitle(`${entry.name} | Calculadoras Grátis`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      await descriptionOf(entry.id),
    )
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `https://calculadorasgratis.com.br${entry.route}`,
    )
    const jsonLd: unknown = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    )
    expect(jsonLd, entry.route).toMatchObject({
      '@type': 'WebApplication',
      name: entry.name,
      offers: { price: '0', priceCurrency: 'BRL' },
    })
    await expect(page.getByRole('heading', { name: 'Como usar' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Ver todas as calculadoras' })).toBeVisible()
    await page.waitForLoadState('networkidle')
  }
  expect(problems).toEqual([])
})

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' })

  test('after one visit, three calculators load and compute with the network off', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    // The worker precaches everything on install; wait until it controls the page.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true)
    await context.setOffline(true)

    await page.goto(`${routeOf('bmi')}?altura=170&peso=72.5`)
    await expect(page.getByText('25,09').first()).toBeVisible()

    await page.goto(routeOf('compound'))
    await typeInto(page, 'Valor inicial (R$)', '1000')
    await typeInto(page, 'Taxa de juros (% ao mês)', '1')
    await typeInto(page, 'Período (meses)', '12')
    await page.getByRole('button', { name: 'Calcular' }).click()
    await expect(page.getByText('R$ 1.126,83').first()).toBeVisible()

    await page.goto(`${routeOf('converter')}?cat=comprimento&valor=1&de=mi&para=km`)
    await expect(page.getByText('1,609344').first()).toBeVisible()
  })
})
