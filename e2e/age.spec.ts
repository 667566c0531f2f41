import { resultRegion } from './support/result.ts'
import { linkTo } from './support/routes.ts'
import { atSampleToday } from './support/sample-today.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

test('a link shows the age on today’s date; Calcular updates the address', async ({ page }) => {
  await atSampleToday(page)
  await page.goto(linkTo('age', { nascimento: '1990-05-15' }))
  await expect(resultRegion(page).getByText('36 anos, 6 meses, 7 dias')).toBeVisible()
  await expect(resultRegion(page).getByText('Faltam 174 dias para completar 37 anos')).toBeVisible()

  await typeInto(page, 'Data de referência (opcional)', '01/03/2025')
  await typeInto(page, 'Data de nascimento', '29/02/2000')
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(resultRegion(page).getByText('25 anos, 0 meses, 1 dia')).toBeVisible()
  await expect(resultRegion(page).getByText(/completa ano em 28 de fevereiro/)).toBeVisible()
  await expect(page).toHaveURL(/\?nascimento=2000-02-29&ref=2025-03-01$/)
})
