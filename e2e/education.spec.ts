import { resultRegion } from './support/result.ts'
import { routeOf } from './support/routes.ts'
import { expect, test } from './support/test.ts'

test('grade rows from 4 up to 10 and down to 2; a link computes', async ({ page }) => {
  await page.goto(routeOf('education'))
  const list = page.getByRole('list', { name: 'Notas e pesos' })
  await expect(list.getByRole('listitem')).toHaveCount(4)
  const add = page.getByRole('button', { name: 'Adicionar nota' })
  for (let i = 0; i < 6; i++) await add.click()
  await expect(list.getByRole('listitem')).toHaveCount(10)
  await expect(add).toBeDisabled()
  for (let i = 0; i < 8; i++) await page.getByRole('button', { name: 'Remover nota 3' }).click()
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await expect(page.getByRole('button', { name: /Remover nota/ })).toHaveCount(0)

  await page.goto(`${routeOf('education')}?modo=medias&notas=7;8.5;6&pesos=1;2;1`)
  await expect(resultRegion(page)).toContainText('7,50')
  await expect(resultRegion(page)).toContainText('7,17')
  await page.goto(`${routeOf('education')}?modo=nota-necessaria&n1=2&n2=2&n3=2&meta=7`)
  await expect(resultRegion(page)).toContainText('✗ Meta não alcançável com as notas atuais')
})
