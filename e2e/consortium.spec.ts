import { example, sample } from '../src/catalogue/calculators/consortium/example.ts'
import { brl } from '../src/catalogue/example-text.ts'
import { resultRegion } from './support/result.ts'
import { expect, test } from './support/test.ts'

test('a link shows the instalment and totals; Calcular updates the address', async ({ page }) => {
  await page.goto(sample.href)
  await expect(resultRegion(page)).toContainText(brl(example.figures.installment))
  await expect(resultRegion(page)).toContainText(brl(example.figures.totalPaid))
  await expect(page.getByLabel('Tamanho do grupo')).toHaveValue(String(example.query.grupo))
  await page.getByLabel('Tamanho do grupo').selectOption('200')
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(resultRegion(page)).toContainText('R$ 585,00')
  await expect(resultRegion(page)).toContainText('0,50% ao mês')
  await expect(page).toHaveURL(/\?credito=100000&grupo=200&taxaAdm=15&fundoReserva=2$/)
})
