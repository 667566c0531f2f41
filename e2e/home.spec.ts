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

test('the search box narrows the grid as you type, accents ignored', async ({ page }) => {
  await page.goto('/')
  const cards = page.getByRole('main').getByRole('listitem').getByRole('link')
  await expect(cards).toHaveCount(28)

  await page.getByRole('searchbox', { name: 'Buscar calculadora' }).fill('salario')
  await expect(cards).toHaveCount(1)
  await expect(cards.first()).toContainText('Calculadora de Salário Líquido')

  await page.getByRole('searchbox', { name: 'Buscar calculadora' }).fill('qwertyuiop')
  await expect(cards).toHaveCount(0)
  await expect(page.getByText('Nenhuma calculadora encontrada para “qwertyuiop”.')).toBeVisible()
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
