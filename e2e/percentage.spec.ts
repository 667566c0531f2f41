import { resultRegion } from './support/result.ts'
import { routeOf } from './support/routes.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

test('a link computes on its tab; Calcular updates the address', async ({ page }) => {
  await page.goto(`${routeOf('percentage')}?modo=aumento&valor=100&pct=10`)
  await expect(page.getByRole('tab', { name: 'Aumento' })).toHaveAttribute('aria-selected', 'true')
  await expect(resultRegion(page)).toContainText('110')
  await typeInto(page, 'Aumento (%)', '25')
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(resultRegion(page)).toContainText('125')
  await expect(page).toHaveURL(/\?modo=aumento&valor=100&pct=25$/)
})
