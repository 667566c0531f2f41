import { sample } from '../src/catalogue/calculators/fuel/example.ts'
import { resultRegion } from './support/result.ts'
import { routeOf } from './support/routes.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

test('a Consumo link shows km/L and costs', async ({ page }) => {
  await page.goto(sample.href)
  // The card's figures, first: the Como calculamos steps below repeat them once loaded.
  await expect(resultRegion(page).getByText('12 km/L').first()).toBeVisible()
  await expect(resultRegion(page).getByText('R$ 221,21').first()).toBeVisible()
  await expect(resultRegion(page).getByText('R$ 0,492').first()).toBeVisible()
})

test('a Viagem link states the 70% assumption', async ({ page }) => {
  await page.goto(`${routeOf('fuel')}?modo=viagem&distancia=700&consumo=10&gasolina=6&etanol=4`)
  await expect(page.getByText('Etanol sai mais barato').first()).toBeVisible()
  await expect(page.getByText('R$ 420,00').first()).toBeVisible()
  await expect(page.getByText('R$ 400,00').first()).toBeVisible()
  await expect(page.getByText(/com etanol o carro faz 70% dos km\/L/)).toBeVisible()
})

test('Comparar: a link, then Calcular updates the address', async ({ page }) => {
  await page.goto(`${routeOf('fuel')}?modo=comparar&gasolina=6&etanol=4.19&consumoGasolina=12`)
  await expect(page.getByText('Etanol compensa', { exact: true })).toBeVisible()
  await expect(page.getByText('69,83%').first()).toBeVisible()
  const panel = page.getByRole('tabpanel')
  await typeInto(panel, 'Preço do etanol (R$/L)', '4,5')
  await panel.getByRole('button', { name: 'Calcular' }).click()
  await expect(page.getByText('Gasolina compensa', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\?modo=comparar&gasolina=6&etanol=4\.5&consumoGasolina=12$/)
})
