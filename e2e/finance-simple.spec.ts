import type { Page } from '@playwright/test'

import { brl, decimal, fixedPercent } from '../src/catalogue/example-text.ts'
import { example as consortium } from '../src/catalogue/calculators/consortium/example.ts'
import { example as discount } from '../src/catalogue/calculators/discount/example.ts'
import { example as inflation } from '../src/catalogue/calculators/inflation/example.ts'
import { example as profit } from '../src/catalogue/calculators/profit/example.ts'
import { example as roi } from '../src/catalogue/calculators/roi/example.ts'
import { example as sales } from '../src/catalogue/calculators/sales/example.ts'
import { example as tip } from '../src/catalogue/calculators/tip/example.ts'
import { exampleHref } from '../src/catalogue/sample-link.ts'
import { resultRegion } from './support/result.ts'
import { expect, test } from './support/test.ts'

// Intl writes a non-breaking space after R$; toHaveText/toContainText normalise whitespace, so a
// plain space matches it. Each test opens its calculator's worked example
// (src/catalogue/calculators/<id>/example.ts), then changes one input.

const x = { consortium, discount, inflation, profit, roi, sales, tip }

const example = (id: keyof typeof x) => exampleHref(x[id].path, x[id].query)

async function recalculate(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value)
  await page.getByRole('button', { name: 'Calcular' }).click()
}

test('profit: a link shows price, margin and markup; Calcular updates the address', async ({
  page,
}) => {
  await page.goto(example('profit'))
  await expect(resultRegion(page)).toContainText(brl(x.profit.figures.salePrice))
  await expect(resultRegion(page)).toContainText(fixedPercent(x.profit.figures.markup))
  await recalculate(page, 'Margem de lucro (% do preço de venda)', '20')
  await expect(resultRegion(page)).toContainText('R$ 75,00')
  await expect(page).toHaveURL(/\/calculadora-lucro\?custo=60&margem=20$/)
})

test('roi: a link shows the ROI and its class in words; Calcular updates the address', async ({
  page,
}) => {
  await page.goto(example('roi'))
  await expect(resultRegion(page)).toContainText(fixedPercent(x.roi.figures.roi))
  await expect(resultRegion(page)).toContainText(x.roi.figures.classification)
  await recalculate(page, 'Valor retornado (R$)', '900')
  await expect(resultRegion(page)).toContainText('−10,00%')
  await expect(resultRegion(page)).toContainText('Prejuízo')
  await expect(page).toHaveURL(/\/calculadora-roi\?investido=1000&retorno=900$/)
})

test('inflation: a link shows future value and purchasing power; Calcular updates the address', async ({
  page,
}) => {
  await page.goto(example('inflation'))
  await expect(resultRegion(page)).toContainText(brl(x.inflation.figures.futureValue))
  await expect(resultRegion(page)).toContainText(brl(x.inflation.figures.purchasingPower))
  await expect(resultRegion(page)).toContainText('55,30%')
  await recalculate(page, 'Período (anos)', '2')
  await expect(resultRegion(page)).toContainText('R$ 1.092,03')
  await expect(page).toHaveURL(/\/calculadora-inflacao\?valor=1000&inflacao=4\.5&anos=2$/)
})

test('consortium: a link shows the instalment and totals; Calcular updates the address', async ({
  page,
}) => {
  await page.goto(example('consortium'))
  await expect(resultRegion(page)).toContainText(brl(x.consortium.figures.installment))
  await expect(resultRegion(page)).toContainText(brl(x.consortium.figures.totalPaid))
  await expect(page.getByLabel('Tamanho do grupo')).toHaveValue(String(x.consortium.query.grupo))
  await page.getByLabel('Tamanho do grupo').selectOption('200')
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(resultRegion(page)).toContainText('R$ 585,00')
  await expect(resultRegion(page)).toContainText('0,50% ao mês')
  await expect(page).toHaveURL(/\?credito=100000&grupo=200&taxaAdm=15&fundoReserva=2$/)
})

test('discount: each mode opens from its link on its tab; Calcular updates the address', async ({
  page,
}) => {
  // Several page loads in one test: on a busy shared machine 30 s is not always enough.
  test.slow()
  await page.goto(example('discount'))
  await expect(resultRegion(page)).toContainText(brl(x.discount.figures.finalPrice))

  await page.goto('/calculadora-desconto?modo=valor&preco=200&desconto=80')
  await expect(page.getByRole('tab', { name: 'Desconto em R$' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(resultRegion(page)).toContainText('40,00%')

  await page.goto('/calculadora-desconto?modo=preco-final&preco=200&final=150')
  await expect(page.getByRole('tab', { name: 'Preço final' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(resultRegion(page)).toContainText('25,00%')
  await recalculate(page, 'Preço final (R$)', '180')
  await expect(resultRegion(page)).toContainText('10,00%')
  await expect(page).toHaveURL(/\?modo=preco-final&preco=200&final=180$/)
})

test('tip: a link splits the bill; Calcular updates the address', async ({ page }) => {
  // Several page loads in one test: on a busy shared machine 30 s is not always enough.
  test.slow()
  await page.goto(example('tip'))
  const { perPerson, rest, share, shares } = x.tip.figures
  await expect(resultRegion(page)).toContainText(brl(perPerson))
  await expect(resultRegion(page)).toContainText(
    `${x.tip.query.pessoas - shares} pessoa paga ${brl(rest)} e ${shares} pagam ${brl(share)}.`,
  )
  await recalculate(page, 'Número de pessoas', '4')
  await expect(resultRegion(page)).toContainText('R$ 27,50')
  await expect(page).toHaveURL(/\?conta=100&pessoas=4&modo=percentual&gorjeta=10$/)

  await page.goto('/calculadora-gorjeta?conta=80&modo=valor&gorjeta=12')
  await expect(page.getByRole('tab', { name: 'Valor' })).toHaveAttribute('aria-selected', 'true')
  await expect(resultRegion(page)).toContainText('R$ 12,00 (15,00%)')
})

test('tip: the quick buttons compute at once once a bill is typed', async ({ page }) => {
  await page.goto('/calculadora-gorjeta')
  await page.getByLabel('Valor da conta (R$)').fill('200')
  await page.getByRole('button', { name: '15%', exact: true }).click()
  await expect(resultRegion(page)).toContainText('R$ 230,00')
  await expect(page.getByRole('button', { name: '15%', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(page).toHaveURL(/\?conta=200&pessoas=1&modo=percentual&gorjeta=15$/)
  await page.getByRole('button', { name: '5%', exact: true }).click()
  await expect(resultRegion(page)).toContainText('R$ 210,00')
  await expect(page).toHaveURL(/gorjeta=5$/)
})

test('sales: a link shows the sales needed; Calcular updates the address', async ({ page }) => {
  await page.goto(example('sales'))
  for (const sales of Object.values(x.sales.figures))
    await expect(resultRegion(page)).toContainText(`${decimal(sales)} vendas`)
  await recalculate(page, 'Ticket médio (R$)', '100')
  await expect(resultRegion(page)).toContainText('100 vendas')
  await expect(page).toHaveURL(/\/meta-vendas\?meta=10000&ticket=100$/)
})

test('the home modal honours the same parameters', async ({ page }) => {
  await page.goto('/?calc=tip&conta=100&pessoas=2')
  const dialog = page.getByRole('dialog', { name: 'Calculadora de Gorjeta' })
  await expect(dialog.getByRole('region', { name: 'Resultado' })).toContainText('R$ 55,00')
})
