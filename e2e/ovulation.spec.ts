import { sample } from '../src/catalogue/calculators/ovulation/example.ts'
import { resultRegion } from './support/result.ts'
import { atSampleToday } from './support/sample-today.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

test('a link shows "Passou" and the next three cycles; Calcular updates the address', async ({
  page,
}) => {
  await atSampleToday(page)
  await page.goto(sample.href)
  await expect(resultRegion(page).getByText('Passou', { exact: true }).first()).toBeVisible()
  const cycles = resultRegion(page).getByRole('listitem')
  await expect(cycles).toHaveCount(3)
  await expect(cycles.nth(1)).toContainText('17 de dezembro de 2026 (em 25 dias)')

  await typeInto(page, 'Duração do ciclo (dias)', '35')
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(page).toHaveURL(/\?dum=2026-11-05&ciclo=35$/)
  await expect(resultRegion(page).getByText('Faltam 4 dias')).toBeVisible()
})
