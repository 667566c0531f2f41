import { example, sample } from '../src/catalogue/calculators/profit/example.ts'
import { brl, fixedPercent } from '../src/catalogue/example-text.ts'
import { resultRegion } from './support/result.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

// Intl writes a non-breaking space after R$; toHaveText/toContainText normalise whitespace, so a
// plain space matches it. The test opens the worked example (example.ts), then changes one input.

test('a link shows price, margin and markup; Calcular updates the address', async ({ page }) => {
  await page.goto(sample.href)
  await expect(resultRegion(page)).toContainText(brl(example.figures.salePrice))
  await expect(resultRegion(page)).toContainText(fixedPercent(example.figures.markup))
  await typeInto(page, 'Margem de lucro (% do preço de venda)', '20')
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(resultRegion(page)).toContainText('R$ 75,00')
  await expect(page).toHaveURL(/\?custo=60&margem=20$/)
})
