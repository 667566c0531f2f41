import { expect, test } from './support/test.ts'

// Each calculator route's own h1, title and head, before and after hydration: see
// prerender-offline.spec.ts, which visits every route both ways.

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
