import { example, sample } from '../src/catalogue/calculators/roi/example.ts'
import { fixedPercent } from '../src/catalogue/example-text.ts'
import { resultRegion } from './support/result.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

test('a link shows the ROI and its class in words; Calcular updates the address', async ({
  page,
}) => {
  await page.goto(sample.href)
  await expect(resultRegion(page)).toContainText(fixedPercent(example.figures.roi))
  await expect(resultRegion(page)).toContainText(example.figures.classification)
  await typeInto(page, 'Valor retornado (R$)', '900')
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(resultRegion(page)).toContainText('−10,00%')
  await expect(resultRegion(page)).toContainText('Prejuízo')
  await expect(page).toHaveURL(/\?investido=1000&retorno=900$/)
})
