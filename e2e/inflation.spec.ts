import { example, sample } from '../src/catalogue/calculators/inflation/example.ts'
import { brl } from '../src/catalogue/example-text.ts'
import { resultRegion } from './support/result.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

// The projection by a yearly rate; the real index between two months is inflation-index.spec.ts.

test('a link shows future value and purchasing power; Calcular updates the address', async ({
  page,
}) => {
  await page.goto(sample.href)
  await expect(resultRegion(page)).toContainText(brl(example.figures.futureValue))
  await expect(resultRegion(page)).toContainText(brl(example.figures.purchasingPower))
  await expect(resultRegion(page)).toContainText('55,30%')
  await typeInto(page, 'Período (anos)', '2')
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(resultRegion(page)).toContainText('R$ 1.092,03')
  await expect(page).toHaveURL(/\?valor=1000&inflacao=4\.5&anos=2$/)
})
