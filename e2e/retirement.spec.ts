import { example, sample } from '../src/catalogue/calculators/retirement/example.ts'
import { brl } from '../src/catalogue/example-text.ts'
import { balanceChart, chartRequests } from './support/balance-chart.ts'
import { resultRegion } from './support/result.ts'
import { routeOf } from './support/routes.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

// Retirement: the worked example (example.ts) by link, with the year-by-year table and the
// chart, and typed, the chart fetched only once the result is asked for.

const years = example.query.idadeAposentadoria - example.query.idade

test('a link shows the result, the year-by-year table and the chart', async ({ page }) => {
  await page.goto(sample.href)
  await expect(resultRegion(page).getByText(brl(example.figures.futureValue)).first()).toBeVisible()
  await expect(resultRegion(page).getByRole('table').getByRole('row')).toHaveCount(1 + years)
  await expect(balanceChart(page)).toBeVisible()
})

test('typed, the chart is fetched and shown only after Calcular, which writes the address', async ({
  page,
}) => {
  const chart = chartRequests(page)
  await page.goto(routeOf('retirement'))
  await expect(page.getByRole('button', { name: 'Calcular' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(balanceChart(page)).toHaveCount(0)
  expect(chart).toEqual([])

  await typeInto(page, 'Idade atual (anos)', '30')
  await typeInto(page, 'Idade para se aposentar (anos)', '60')
  await typeInto(page, 'Patrimônio atual (R$)', '10.000')
  await typeInto(page, 'Aporte mensal (R$)', '500')
  await typeInto(page, 'Rentabilidade esperada (% ao ano)', '8')
  await typeInto(page, 'Meta de patrimônio (R$)', '1.000.000')
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(balanceChart(page)).toBeVisible()
  expect(chart.length).toBeGreaterThan(0)
  await expect(resultRegion(page).getByText(brl(example.figures.futureValue)).first()).toBeVisible()
  // The expected inflation left empty is the form's assumption, written to the address.
  await expect(page).toHaveURL(`${sample.href}&inflacao=${example.figures.inflation}`)
})
