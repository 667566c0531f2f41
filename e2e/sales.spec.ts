import { example, sample } from '../src/catalogue/calculators/sales/example.ts'
import { decimal } from '../src/catalogue/example-text.ts'
import { resultRegion } from './support/result.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

test('a link shows the sales needed; Calcular updates the address', async ({ page }) => {
  await page.goto(sample.href)
  for (const sales of Object.values(example.figures))
    await expect(resultRegion(page)).toContainText(`${decimal(sales)} vendas`)
  await typeInto(page, 'Ticket médio (R$)', '100')
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(resultRegion(page)).toContainText('100 vendas')
  await expect(page).toHaveURL(/\?meta=10000&ticket=100$/)
})
