import { example } from '../src/catalogue/calculators/financing/example.ts'
import { brl as money } from '../src/catalogue/example-text.ts'
import { downloadCsv, expectSchedule } from './support/csv.ts'
import { expectInSight } from './support/in-sight.ts'
import { brl, line, resultRegion } from './support/result.ts'
import { linkTo, routeOf } from './support/routes.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

// Financing in a real browser: links with the URL contract's parameters (docs/decisions.md §4),
// Calcular writing them back, the CSV of the amortization table, printing, and on a phone typed
// key by key with preço, entrada, income and an extra payment. Figures: the worked example
// (example.ts), src/lib/financing/*.test.ts and financing-purchase.test.ts.

test('the worked example’s link, of before (valor for the price): the result, the price filled, the CSV with every month', async ({
  page,
}) => {
  // `valor` and the monthly rate named, which links now leave out: a link of before.
  await page.goto(linkTo('financing', { ...example.query, taxaPeriodo: 'mes' }))
  await expect(resultRegion(page).getByText('Parcela fixa (240x)')).toBeVisible()
  await expect(resultRegion(page).getByText(money(example.figures.price)).first()).toBeVisible()
  await expect(page.getByLabel('Preço do bem (R$)')).toHaveValue(/^200\.000(,00)?$/)
  await expect(page.getByText('Valor extra (R$)')).toBeHidden()
  await expect(resultRegion(page).getByRole('table').getByRole('row')).toHaveCount(1 + 240 + 1)
  const csv = await downloadCsv(page)
  expect(csv.name).toBe('financiamento-price-240-meses.csv')
  expectSchedule(csv.lines, {
    months: 240,
    firstRow: '1;2202,17;2000,00;202,17;199797,83',
    principal: 200000,
  })
})

test('typed, Calcular shows the result and writes the inputs to the address', async ({ page }) => {
  await page.goto(routeOf('financing'))
  await typeInto(page, 'Preço do bem (R$)', '200.000')
  await typeInto(page, 'Prazo (meses)', '240')
  await typeInto(page, 'Taxa de juros (% ao mês)', '1')
  await page.getByLabel('Sistema de amortização', { exact: true }).selectOption('price')
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(resultRegion(page).getByText(money(example.figures.price)).first()).toBeVisible()
  await expect(page).toHaveURL(
    `${routeOf('financing')}?preco=200000&prazo=240&taxa=1&sistema=price&extraRepetir=nao&extraModo=prazo`,
  )
})

test('Price and SAC side by side, the chosen system marked', async ({ page }) => {
  await page.goto(linkTo('financing', { ...example.query, sistema: 'sac' }))
  const comparison = resultRegion(page).getByRole('region', { name: 'Price × SAC' })
  await expect(comparison.getByRole('heading', { name: 'SAC Escolhido' })).toBeVisible()
  await expect(comparison.getByRole('heading', { name: 'Tabela Price', exact: true })).toBeVisible()
  await expect(comparison).toContainText(brl('R$ 87.522,63 a menos no SAC'))
  await expect(resultRegion(page).getByText('Primeira parcela (SAC)')).toBeVisible()
  await expect(resultRegion(page).getByText(money(example.figures.sacFirst)).first()).toBeVisible()
})

test('a 420-month table is plain rows that scroll inside their box', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto(routeOf('financing'))
  const started = Date.now()
  await typeInto(page, 'Preço do bem (R$)', '300.000')
  await typeInto(page, 'Prazo (meses)', '420')
  await typeInto(page, 'Taxa de juros (% ao mês)', '0,8')
  await page.getByRole('button', { name: 'Calcular' }).click()
  const box = resultRegion(page).getByRole('region', { name: /Tabela de amortização/ })
  await expect(box.getByRole('row')).toHaveCount(422)
  test.info().annotations.push({ type: 'render', description: `${Date.now() - started} ms` })
  // What keeps 420 months fast: each row is five cells of text and nothing else.
  expect(await box.locator('tbody tr > *').count()).toBe(420 * 5)
  expect(await box.locator('tbody tr > * > *').count()).toBe(0)
  const sizes = await box.evaluate((el) => ({ height: el.clientHeight, rows: el.scrollHeight }))
  expect(sizes.rows).toBeGreaterThan(sizes.height)
  // The page itself never scrolls sideways on a phone.
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(pageWidth).toBeLessThanOrEqual(360)
})

test('printing keeps inputs, result and the whole table, without buttons', async ({ page }) => {
  await page.goto(`${routeOf('financing')}?valor=100000&prazo=10&taxa=1&sistema=sac`)
  const box = resultRegion(page).getByRole('region', { name: /Tabela de amortização/ })
  await expect(box).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByLabel('Preço do bem (R$)')).toBeVisible()
  await expect(resultRegion(page).getByText('Primeira parcela (SAC)')).toBeVisible()
  for (const name of ['Calcular', 'Limpar', 'Baixar CSV', 'Compartilhar resultado'])
    await expect(page.getByRole('button', { name, exact: true })).toBeHidden()
  expect(await box.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('none')
})

test.describe('on a 360 × 740 phone, typed key by key', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })

  test('preço 500.000, entrada 100.000, 360 months at 0,9%, income and an extra payment', async ({
    page,
  }) => {
    await page.goto(routeOf('financing'))
    await typeInto(page, 'Preço do bem (R$)', '500.000')
    await typeInto(page, 'Entrada (R$)', '100.000')
    await typeInto(page, 'Prazo (meses)', '360')
    await typeInto(page, 'Taxa de juros (% ao mês)', '0,9')
    await typeInto(page, 'Renda mensal (R$, opcional)', '15.000')
    await page.getByText('Amortização extra (opcional)').click()
    await typeInto(page, 'Valor extra (R$)', '50.000')
    await typeInto(page, 'Junto com a parcela nº', '24')
    await expect(page.getByLabel('Preço do bem (R$)')).toHaveValue('500.000,00')
    await page.getByRole('button', { name: 'Calcular' }).click()

    // 400.000 × 0,9% ÷ (1 − 1,009^−360) = 3.748,97; 3.748,97 ÷ 15.000 = 24,99%.
    const main = resultRegion(page).getByText(brl('R$ 3.748,97'), { exact: true }).first()
    await expect(main).toBeVisible()
    await expectInSight(main)
    await expect(line(page, 'Valor financiado')).toHaveText(brl('R$ 400.000,00'))
    await expect(line(page, 'Parcela em relação à renda')).toHaveText('24,99%')
    const options = resultRegion(page).getByRole('region', {
      name: 'Amortização extra: prazo × parcela',
    })
    await expect(options.getByRole('heading', { name: 'Reduzir o prazo Escolhido' })).toBeVisible()
    await expect(options).toContainText('137 meses')
    await expect(options).toContainText(brl('R$ 466.494,60'))
    await expect(options).toContainText(brl('R$ 3.275,65'))
    const table = resultRegion(page).getByRole('region', { name: /reduzindo o prazo/ })
    await expect(table.getByRole('columnheader', { name: 'Amortização extra (R$)' })).toBeVisible()
    await expect(table.locator('tbody tr')).toHaveCount(223)
    await expect(table.locator('tbody tr').nth(23)).toContainText('50.000,00')

    const { lines } = await downloadCsv(page)
    expect(lines[0]).toBe(
      'Mês;Parcela (R$);Juros (R$);Amortização (R$);Amortização extra (R$);Saldo devedor (R$)',
    )
    expect(lines).toHaveLength(1 + 223 + 1)
    expect(lines.at(-2)).toMatch(/^223;.*;0,00$/)

    // The address reproduces it.
    const search = new URL(page.url()).search
    expect(search).toBe(
      '?preco=500000&entrada=100000&prazo=360&taxa=0.9&sistema=price&renda=15000&extra=50000&extraMes=24&extraRepetir=nao&extraModo=prazo',
    )
    await page.goto(`${routeOf('financing')}${search}`)
    await expect(page.getByLabel('Entrada (R$)')).toHaveValue(/^100\.000(,00)?$/)
    await expect(page.getByLabel('Junto com a parcela nº')).toBeVisible()
    await expect(
      resultRegion(page).getByText(brl('R$ 3.748,97'), { exact: true }).first(),
    ).toBeVisible()
  })

  test('with an extra payment, one "Total de juros": the top block, the chosen option and the table agree', async ({
    page,
  }) => {
    await page.goto(routeOf('financing'))
    await typeInto(page, 'Preço do bem (R$)', '100.000')
    await typeInto(page, 'Prazo (meses)', '120')
    await typeInto(page, 'Taxa de juros (% ao mês)', '1')
    await page.getByText('Amortização extra (opcional)').click()
    await typeInto(page, 'Valor extra (R$)', '10.000')
    await typeInto(page, 'Junto com a parcela nº', '12')
    await page.getByRole('button', { name: 'Calcular' }).click()

    const region = resultRegion(page)
    await expectInSight(region.getByText('Parcela fixa (120x)'))
    // The top block's figure, named by its hint; the same in the chosen option and the table.
    const topItem = region
      .locator('dl > div')
      .filter({ hasText: 'Com a amortização extra, como na tabela.' })
    const top = (await topItem.locator('dd').textContent()) ?? 'none'
    expect(top).toMatch(/^R\$\u00a0[\d.]+,\d\d$/)
    const chosen = region
      .locator('div')
      .filter({ has: page.getByRole('heading', { name: 'Reduzir o prazo Escolhido' }) })
      .last()
    await expect(chosen.locator('div').filter({ hasText: 'Total de juros' })).toContainText(top)
    const table = region.getByRole('region', { name: /Tabela de amortização/ })
    await expect(table.getByRole('row').last()).toContainText(top.replace('R$\u00a0', ''))
    // The plain schedule's figure is named as such, and differs.
    await expect(line(page, 'Total de juros sem a amortização extra')).not.toHaveText(top)
    await expect(
      region.getByRole('heading', { name: 'Price × SAC, sem a amortização extra' }),
    ).toBeVisible()
    await topItem.scrollIntoViewIfNeeded()
    await expectInSight(topItem)
    await page.screenshot({ path: 'test-results/financing-extra-360.png' })
  })

  test('"11" with the default "% ao mês" computes with a warning beside the field: did you mean 11% ao ano?', async ({
    page,
  }) => {
    await page.goto(routeOf('financing'))
    await typeInto(page, 'Preço do bem (R$)', '450.000')
    await typeInto(page, 'Prazo (meses)', '360')
    const taxa = await typeInto(page, 'Taxa de juros (% ao mês)', '11')
    const warning = page.getByText('Acima de 4% ao mês. Você quis dizer 11% ao ano?')
    await expect(warning).toBeVisible()
    // Right under the field, which the browser keeps in view while typing.
    const [field, below] = [await taxa.boundingBox(), await warning.boundingBox()]
    expect(below!.y - (field!.y + field!.height)).toBeLessThan(40)
    await warning.scrollIntoViewIfNeeded()
    await expectInSight(warning)
    await expect(taxa).toHaveAccessibleDescription(/Você quis dizer 11% ao ano\?/)
    await page.screenshot({ path: 'test-results/financing-rate-warning-field-360.png' })
    await page.getByRole('button', { name: 'Calcular' }).click()
    const region = resultRegion(page)
    // 450.000 × 11%: every instalment the same, no residue of R$ 360.000 in the last one.
    await expectInSight(region.getByText(brl('R$ 49.500,00')).first())
    await expect(region.getByText('Última parcela')).toHaveCount(0)
    await expect(region).not.toContainText('resíduo')
    await expect(taxa).not.toHaveAttribute('aria-invalid', 'true')
    await page.screenshot({ path: 'test-results/financing-rate-warning-360.png' })

    // Chosen as a yearly rate, the warning goes.
    await page.getByLabel('A taxa é').selectOption('ano')
    await expect(page.getByText(/Você quis dizer/)).toHaveCount(0)
  })
})
