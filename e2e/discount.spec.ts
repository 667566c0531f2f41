import { example, sample } from '../src/catalogue/calculators/discount/example.ts'
import { brl } from '../src/catalogue/example-text.ts'
import { resultRegion } from './support/result.ts'
import { routeOf } from './support/routes.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

test('each mode opens from its link on its tab; Calcular updates the address', async ({ page }) => {
  // Several page loads in one test: on a busy shared machine 30 s is not always enough.
  test.slow()
  await page.goto(sample.href)
  await expect(resultRegion(page)).toContainText(brl(example.figures.finalPrice))

  await page.goto(`${routeOf('discount')}?modo=valor&preco=200&desconto=80`)
  await expect(page.getByRole('tab', { name: 'Desconto em R$' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(resultRegion(page)).toContainText('40,00%')

  await page.goto(`${routeOf('discount')}?modo=preco-final&preco=200&final=150`)
  await expect(page.getByRole('tab', { name: 'Preço final' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(resultRegion(page)).toContainText('25,00%')
  await typeInto(page, 'Preço final (R$)', '180')
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(resultRegion(page)).toContainText('10,00%')
  await expect(page).toHaveURL(/\?modo=preco-final&preco=200&final=180$/)
})
