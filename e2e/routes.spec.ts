import { expect, test } from './support/test.ts'
import { routedEntries } from '../src/catalogue/catalogue.ts'

test('the home page answers with its own heading and default title', async ({ page }) => {
  await page.goto('/')
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Calculadoras online grátis para o seu dia a dia',
    }),
  ).toBeVisible()
  await expect(page).toHaveTitle(/^Calculadoras Grátis: /)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'https://calculadorasgratis.com.br/',
  )
})

for (const entry of routedEntries) {
  test(`${entry.route} answers with its own h1, title and head`, async ({ page }) => {
    await page.goto(entry.route)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.name)
    await expect(page).toHaveTitle(`${entry.name} | Calculadoras Grátis`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      entry.description,
    )
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `https://calculadorasgratis.com.br${entry.route}`,
    )
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    )
    expect(jsonLd).toMatchObject({
      '@type': 'WebApplication',
      name: entry.name,
      offers: { price: '0', priceCurrency: 'BRL' },
    })
    await expect(page.getByRole('heading', { name: 'Como usar' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Ver todas as calculadoras' })).toBeVisible()
  })
}

test('an unknown path shows the pt-BR not-found page with a way home', async ({ page }) => {
  await page.goto('/pagina-que-nao-existe')
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ops! Página não encontrada' }),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Voltar para o início' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Calculadoras online grátis para o seu dia a dia',
  )
})
