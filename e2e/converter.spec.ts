import { resultRegion } from './support/result.ts'
import { routeOf } from './support/routes.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

test('recomputes as you type and swaps units, the address follows', async ({ page }) => {
  await page.goto(`${routeOf('converter')}?cat=comprimento&valor=1&de=km&para=m`)
  await expect(resultRegion(page)).toContainText('1.000 m')
  await typeInto(page, 'Valor', '2,5')
  await expect(resultRegion(page)).toContainText('2.500 m')
  await expect(page).toHaveURL(/\?cat=comprimento&valor=2\.5&de=km&para=m$/)
  await page.getByRole('button', { name: 'Inverter unidades' }).click()
  await expect(resultRegion(page)).toContainText('0,0025 km')
  await page.getByRole('tab', { name: 'Temperatura' }).click()
  await typeInto(page, 'Valor', '100')
  await expect(resultRegion(page)).toContainText('212 °F')
  await expect(page).toHaveURL(/\?cat=temperatura&valor=100&de=C&para=F$/)
})
