import { sample } from '../src/catalogue/calculators/pregnancy/example.ts'
import { resultRegion } from './support/result.ts'
import { atSampleToday } from './support/sample-today.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

test('a link shows due date, weeks and the week bar; Calcular updates the address', async ({
  page,
}) => {
  await atSampleToday(page)
  await page.goto(sample.href)
  await expect(resultRegion(page).getByText('11 de abril de 2027')).toBeVisible()
  await expect(resultRegion(page).getByText('20 semanas e 0 dias')).toBeVisible()
  await expect(resultRegion(page).getByText('2º trimestre')).toBeVisible()
  const bar = page.getByRole('progressbar')
  await expect(bar).toHaveAttribute('aria-valuenow', '20')
  await expect(bar).toHaveAccessibleName(/20 de 40 semanas/)

  await typeInto(page, 'Primeiro dia da última menstruação (DUM)', '14/08/2026')
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(resultRegion(page).getByText('14 semanas e 2 dias')).toBeVisible()
  await expect(page).toHaveURL(/\?dum=2026-08-14$/)
})
