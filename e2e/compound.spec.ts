import { example, sample } from '../src/catalogue/calculators/compound/example.ts'
import { brl as money } from '../src/catalogue/example-text.ts'
import { balanceChart, chartRequests } from './support/balance-chart.ts'
import { downloadCsv } from './support/csv.ts'
import { expectInSight } from './support/in-sight.ts'
import { brl, headline, resultRegion } from './support/result.ts'
import { linkTo, routeOf } from './support/routes.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

// Compound interest: the worked example's link (example.ts) with its table and chart, the chart
// fetched only once a result is asked for, and goal seeking as a person on a phone does it:
// 360 × 740, every number typed key by key, the answer checked where it is on screen, the
// month-by-month table and its CSV, and the shared link that brings the same result back.
// Figures: numpy-financial pmt(0.008, 360, 0, 1e6) = −481,5997… (src/lib/compound/*.test.ts).

test.use({ viewport: { width: 360, height: 740 } })

test('the worked example’s link: the result, the year-by-year table and the chart; a goal out of reach says what to change', async ({
  page,
}) => {
  await page.goto(sample.href)
  await expect(headline(page)).toHaveText(money(example.figures.finalValue))
  await expect(page.getByLabel('Quero descobrir', { exact: true })).toHaveValue('')
  const years = page.getByRole('region', { name: 'Evolução ano a ano' })
  await expect(years.getByRole('row')).toHaveCount(1 + 10)
  await expect(balanceChart(page)).toBeVisible()

  await page.goto(linkTo('compound', { aporte: 1, taxa: 0, resolver: 'prazo', meta: 1000000 }))
  const meta = page.getByLabel('Meta: valor que quero alcançar (R$)', { exact: true })
  await expect(meta).toHaveAccessibleDescription(
    'Com esses valores a meta não é alcançada nem em 100 anos. Aumente o aporte mensal, a taxa ou o valor inicial.',
  )
  await expect(resultRegion(page)).toBeHidden()
})

test('typed, the chart is fetched and shown only after Calcular, which writes the address', async ({
  page,
}) => {
  const chart = chartRequests(page)
  await page.goto(routeOf('compound'))
  await expect(page.getByRole('button', { name: 'Calcular' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(balanceChart(page)).toHaveCount(0)
  expect(chart).toEqual([])

  await typeInto(page, 'Valor inicial (R$)', '1.000')
  await typeInto(page, 'Aporte mensal (R$)', '100')
  await page.getByLabel('A taxa é', { exact: true }).selectOption('ano')
  await typeInto(page, 'Taxa de juros (% ao ano)', '12')
  await page.getByLabel('Período em', { exact: true }).selectOption('anos')
  await typeInto(page, 'Período (anos)', '10')
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(balanceChart(page)).toBeVisible()
  expect(chart.length).toBeGreaterThan(0)
  await expect(headline(page)).toHaveText(money(example.figures.finalValue))
  await expectInSight(headline(page))
  await expect(page).toHaveURL(sample.href)
})

test('a goal of 1.000.000 typed key by key: the deposit in view, every month in the table and the CSV, the link brings it back', async ({
  page,
}) => {
  // Typing, 360 rows and a CSV, and the link opened again: a long test on a busy machine.
  test.slow()
  await page.goto(routeOf('compound'))
  await page.getByLabel('Quero descobrir', { exact: true }).selectOption('aporte')
  await typeInto(page, 'Meta: valor que quero alcançar (R$)', '1.000.000')
  await expect(page.getByLabel('Meta: valor que quero alcançar (R$)', { exact: true })).toHaveValue(
    '1.000.000',
  )
  await typeInto(page, 'Taxa de juros (% ao mês)', '0,8')
  await page.getByLabel('Período em', { exact: true }).selectOption('anos')
  await typeInto(page, 'Período (anos)', '30')
  await typeInto(page, 'Inflação esperada (% ao ano)', '4')
  await page.getByRole('button', { name: 'Calcular' }).click()

  const figure = headline(page)
  await expect(figure).toHaveText(brl('R$ 481,60'))
  await expect(
    resultRegion(page).getByRole('heading', {
      name: brl('Aporte mensal para R$ 1.000.000,00 em 30 anos'),
    }),
  ).toBeVisible()
  // Wholly on screen, not under the sticky header either.
  await expectInSight(figure)
  // The plan found, and the goal in today's money: 1.000.000,61 ÷ 1,04^30 (Python decimal).
  const items = resultRegion(page).locator('dl')
  await expect(items).toContainText(brl('Total investidoR$ 173.376,00'))
  await expect(items).toContainText(brl('Valor finalR$ 1.000.000,61'))
  await expect(items).toContainText(
    brl('Valor final em dinheiro de hojeDescontada a inflação de 4% ao anoR$ 308.318,86'),
  )

  // Month by month: 360 rows on screen in the end, and 360 lines in the CSV.
  await resultRegion(page).getByRole('button', { name: 'Por mês' }).click()
  await expect(resultRegion(page).getByRole('button', { name: 'Por mês' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  const months = page.getByRole('region', { name: 'Evolução mês a mês' })
  await expect(months.locator('tbody tr').first()).toHaveText(/^1\s*0,00\s*481,60\s*0,00\s*481,60$/)
  await expect(months.locator('tbody tr')).toHaveCount(360)
  const { name, lines } = await downloadCsv(page)
  expect(name).toBe('juros-compostos-360-meses.csv')
  expect(lines).toHaveLength(1 + 360)
  expect(lines[0]).toBe(
    'Mês;Juros no mês (R$);Total aportado (R$);Juros acumulados (R$);Saldo (R$)',
  )
  expect(lines[360]).toMatch(/^360;[\d,]+;173376,00;[\d,]+;100000[0-9],\d\d$/)

  // The address carries the plan; opened again, it gives the same answer, in view.
  await page.getByRole('button', { name: 'Calcular' }).click()
  const url = page.url()
  expect(new URL(url).search).toBe(
    '?taxa=0.8&periodo=30&unidade=anos&resolver=aporte&meta=1000000&inflacao=4&tabela=mes',
  )
  await page.goto('about:blank', { waitUntil: 'load' })
  await page.goto(url)
  await expect(page.getByLabel('Quero descobrir', { exact: true })).toHaveValue('aporte')
  await expect(headline(page)).toHaveText(brl('R$ 481,60'))
  await expectInSight(headline(page))
  await expect(
    page.getByRole('region', { name: 'Evolução mês a mês' }).locator('tbody tr').first(),
  ).toBeVisible()
})
