import { example, sample } from '../src/catalogue/calculators/installment/example.ts'
import { brl } from '../src/catalogue/example-text.ts'
import { downloadCsv, expectSchedule } from './support/csv.ts'
import { resultRegion } from './support/result.ts'
import { routeOf } from './support/routes.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

// Instalments of a purchase: the worked example (example.ts, Price at 2% a month) by link with
// its table and CSV, and typed. src/lib/installment/installment.test.ts sources the figures.

test('a link shows the instalment, and the CSV has every month', async ({ page }) => {
  await page.goto(sample.href)
  await expect(resultRegion(page).getByText('Valor da parcela (10x)')).toBeVisible()
  await expect(resultRegion(page).getByText(brl(example.figures.installment)).first()).toBeVisible()
  await expect(resultRegion(page).getByRole('table').getByRole('row')).toHaveCount(1 + 10 + 1)
  const csv = await downloadCsv(page)
  expect(csv.name).toBe('parcelas-10-meses.csv')
  expectSchedule(csv.lines, {
    months: 10,
    firstRow: '1;111,33;20,00;91,33;908,67',
    principal: 1000,
  })
})

test('typed, Calcular shows the instalment and writes the inputs to the address', async ({
  page,
}) => {
  await page.goto(routeOf('installment'))
  await typeInto(page, 'Valor da compra (R$)', '1.000')
  await typeInto(page, 'Número de parcelas', '10')
  await typeInto(page, 'Taxa de juros (% ao mês)', '2')
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(resultRegion(page).getByText(brl(example.figures.installment)).first()).toBeVisible()
  await expect(page).toHaveURL(sample.href)
})
