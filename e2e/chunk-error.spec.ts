import { routeOf } from './support/routes.ts'
import { expect, test } from './support/test.ts'

// Every chunk named bmi-* is blocked: the screen and its "Como usar" steps. The steps box simply
// stays out; the calculator's box says what happened and offers to try again.
test('a blocked calculator chunk shows the retry message on its page', async ({ page }) => {
  await page.route('**/assets/bmi-*.js', (route) => route.abort())
  // Its own waitUntil: a page whose screen cannot load never marks itself hydrated.
  await page.goto(routeOf('bmi'), { waitUntil: 'load' })
  // The app runs when a person first reaches for the page.
  await page.mouse.move(1, 1)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calculadora de IMC')
  await expect(page.getByText('Não foi possível carregar esta calculadora.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible()

  // Back online: trying again brings the calculator.
  await page.unroute('**/assets/bmi-*.js')
  await page.getByRole('button', { name: 'Tentar novamente' }).click()
  await expect(page.getByText('Não foi possível carregar esta calculadora.')).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calculadora de IMC')
})

test('a blocked calculator chunk shows the retry message in the home modal', async ({ page }) => {
  await page.route('**/assets/bmi-*.js', (route) => route.abort())
  await page.goto('/?calc=bmi')
  const dialog = page.getByRole('dialog', { name: 'Calculadora de IMC' })
  await expect(dialog.getByText('Não foi possível carregar esta calculadora.')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Tentar novamente' })).toBeVisible()
})

test('a blocked dialog chunk shows the retry message over the home page', async ({ page }) => {
  await page.route('**/assets/calculator-dialog-*.js', (route) => route.abort())
  await page.goto('/?calc=history')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText('Não foi possível carregar esta calculadora.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible()
})
