import { readFile } from 'node:fs/promises'

import type { Page } from '@playwright/test'

import { expectInSight } from './support/in-sight.ts'
import { brl, resultRegion } from './support/result.ts'
import { expect, test } from './support/test.ts'

// Financing, instalments, personal loan, compound interest and retirement in a real browser: links
// with the URL contract's parameters (docs/decisions.md §4), Calcular writing them back, the CSV of the
// amortization table and the lazily loaded balance chart. Expected figures are the formula
// library's sourced examples (src/lib/*.test.ts).

type Fill =
  | { label: string; value: string }
  | { label: string; select: string }
  | { label: string; check: boolean }

async function fillAndCalculate(page: Page, fields: readonly Fill[]) {
  for (const field of fields) {
    if ('select' in field)
      await page.getByLabel(field.label, { exact: true }).selectOption(field.select)
    else if ('check' in field)
      await page.getByLabel(field.label, { exact: true }).setChecked(field.check, { force: true })
    else await page.getByLabel(field.label, { exact: true }).fill(field.value)
  }
  await page.getByRole('button', { name: 'Calcular' }).click()
}

type LoanCase = {
  name: string
  path: string
  query: string
  fields: readonly Fill[]
  mainLabel: string
  main: string
  months: number
  filename: string
  firstRow: string
  /** The address after Calcular, when it is not `query` (new fields with their defaults). */
  written?: string
}

const loans: readonly LoanCase[] = [
  {
    name: 'financing',
    path: '/calculadora-financiamento',
    // A link of before: `valor` for the price, and the monthly rate named, which links now leave out.
    query: 'valor=200000&prazo=240&taxa=1&taxaPeriodo=mes&sistema=price',
    fields: [
      { label: 'Preço do bem (R$)', value: '200.000' },
      { label: 'Prazo (meses)', value: '240' },
      { label: 'Taxa de juros (% ao mês)', value: '1' },
      { label: 'Sistema de amortização', select: 'price' },
    ],
    written: 'preco=200000&prazo=240&taxa=1&sistema=price&extraRepetir=nao&extraModo=prazo',
    mainLabel: 'Parcela fixa (240x)',
    main: 'R$ 2.202,17',
    months: 240,
    filename: 'financiamento-price-240-meses.csv',
    firstRow: '1;2202,17;2000,00;202,17;199797,83',
  },
  {
    name: 'installment',
    path: '/calculadora-parcelas',
    query: 'valor=1000&parcelas=10&taxa=2',
    fields: [
      { label: 'Valor da compra (R$)', value: '1.000' },
      { label: 'Número de parcelas', value: '10' },
      { label: 'Taxa de juros (% ao mês)', value: '2' },
    ],
    mainLabel: 'Valor da parcela (10x)',
    main: 'R$ 111,33',
    months: 10,
    filename: 'parcelas-10-meses.csv',
    firstRow: '1;111,33;20,00;91,33;908,67',
  },
  {
    name: 'personal-loan',
    path: '/calculadora-emprestimo-pessoal',
    query: 'valor=10000&taxa=12&taxaPeriodo=ano&prazo=1&unidade=anos',
    fields: [
      { label: 'Valor do empréstimo (R$)', value: '10.000' },
      { label: 'A taxa é', select: 'ano' },
      { label: 'Taxa de juros (% ao ano)', value: '12' },
      { label: 'Prazo em', select: 'anos' },
      { label: 'Prazo (anos)', value: '1' },
      { label: 'Incluir o IOF (financiado no empréstimo)', check: false },
    ],
    written: 'valor=10000&taxa=12&taxaPeriodo=ano&prazo=1&unidade=anos&iof=nao',
    mainLabel: 'Parcela mensal (12x)',
    main: 'R$ 885,62',
    months: 12,
    filename: 'emprestimo-pessoal-12-meses.csv',
    firstRow: '1;885,62;94,89;790,73;9209,27',
  },
]

for (const loan of loans) {
  test.describe(loan.name, () => {
    test('a link shows the result, and the CSV has every month', async ({ page }) => {
      await page.goto(`${loan.path}?${loan.query}`)
      await expect(resultRegion(page).getByText(loan.mainLabel)).toBeVisible()
      await expect(resultRegion(page).getByText(brl(loan.main)).first()).toBeVisible()
      const table = resultRegion(page).getByRole('table')
      await expect(table.getByRole('row')).toHaveCount(1 + loan.months + 1)

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Baixar CSV' }).click(),
      ])
      expect(download.suggestedFilename()).toBe(loan.filename)
      const bytes = await readFile(await download.path())
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n')
      expect(lines).toHaveLength(1 + loan.months + 1)
      expect(lines[0]).toBe('Mês;Parcela (R$);Juros (R$);Amortização (R$);Saldo devedor (R$)')
      expect(lines[1]).toBe(loan.firstRow)
      for (const line of lines.slice(1, -1)) expect(line).toMatch(/^\d+(;\d+,\d\d){4}$/)
      expect(lines.at(-2)).toMatch(new RegExp(`^${loan.months};.*;0,00$`))
      // The totals: Σ amortização is the amount borrowed.
      const [label, , , amortizacao] = lines.at(-1)!.split(';')
      expect(label).toBe('Total')
      const principal = Number(new URLSearchParams(loan.query).get('valor'))
      expect(amortizacao).toBe(`${principal},00`)
    })

    test('Calcular shows the result and writes the inputs to the address', async ({ page }) => {
      await page.goto(loan.path)
      await fillAndCalculate(page, loan.fields)
      await expect(resultRegion(page).getByText(brl(loan.main)).first()).toBeVisible()
      await expect(page).toHaveURL(`${loan.path}?${loan.written ?? loan.query}`)
    })
  })
}

test('financing: Price and SAC side by side, the chosen system marked', async ({ page }) => {
  await page.goto('/calculadora-financiamento?valor=200000&prazo=240&taxa=1&sistema=sac')
  const comparison = resultRegion(page).getByRole('region', { name: 'Price × SAC' })
  await expect(comparison.getByRole('heading', { name: 'SAC Escolhido' })).toBeVisible()
  await expect(comparison.getByRole('heading', { name: 'Tabela Price', exact: true })).toBeVisible()
  await expect(comparison).toContainText(brl('R$ 87.522,63 a menos no SAC'))
  await expect(resultRegion(page).getByText('Primeira parcela (SAC)')).toBeVisible()
  await expect(resultRegion(page).getByText(brl('R$ 2.833,33')).first()).toBeVisible()
})

test('financing: a 420-month table is plain rows that scroll inside their box', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/calculadora-financiamento')
  const started = Date.now()
  await fillAndCalculate(page, [
    { label: 'Preço do bem (R$)', value: '300.000' },
    { label: 'Prazo (meses)', value: '420' },
    { label: 'Taxa de juros (% ao mês)', value: '0,8' },
  ])
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

test('financing: printing keeps inputs, result and the whole table, without buttons', async ({
  page,
}) => {
  await page.goto('/calculadora-financiamento?valor=100000&prazo=10&taxa=1&sistema=sac')
  const box = resultRegion(page).getByRole('region', { name: /Tabela de amortização/ })
  await expect(box).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByLabel('Preço do bem (R$)')).toBeVisible()
  await expect(resultRegion(page).getByText('Primeira parcela (SAC)')).toBeVisible()
  for (const name of ['Calcular', 'Limpar', 'Baixar CSV', 'Compartilhar resultado'])
    await expect(page.getByRole('button', { name, exact: true })).toBeHidden()
  expect(await box.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('none')
})

type GrowthCase = {
  name: string
  path: string
  query: string
  fields: readonly Fill[]
  main: string
  years: number
}

const growth: readonly GrowthCase[] = [
  {
    name: 'compound',
    path: '/calculadora-juros-compostos',
    query: 'inicial=1000&aporte=100&taxa=12&taxaPeriodo=ano&periodo=10&unidade=anos',
    fields: [
      { label: 'Valor inicial (R$)', value: '1.000' },
      { label: 'Aporte mensal (R$)', value: '100' },
      { label: 'A taxa é', select: 'ano' },
      { label: 'Taxa de juros (% ao ano)', value: '12' },
      { label: 'Período em', select: 'anos' },
      { label: 'Período (anos)', value: '10' },
    ],
    main: 'R$ 25.298,85',
    years: 10,
  },
  {
    name: 'retirement',
    path: '/calculadora-aposentadoria',
    query:
      'idade=30&idadeAposentadoria=60&patrimonio=10000&aporte=500&rentabilidade=8&meta=1000000&inflacao=4',
    fields: [
      { label: 'Idade atual (anos)', value: '30' },
      { label: 'Idade para se aposentar (anos)', value: '60' },
      { label: 'Patrimônio atual (R$)', value: '10.000' },
      { label: 'Aporte mensal (R$)', value: '500' },
      { label: 'Rentabilidade esperada (% ao ano)', value: '8' },
      { label: 'Meta de patrimônio (R$)', value: '1.000.000' },
    ],
    main: 'R$ 804.901,86',
    years: 30,
  },
]

const chartName = /Gráfico do saldo ano a ano/

for (const c of growth) {
  test.describe(c.name, () => {
    test('a link shows the result, the year-by-year table and the chart', async ({ page }) => {
      await page.goto(`${c.path}?${c.query}`)
      await expect(resultRegion(page).getByText(brl(c.main)).first()).toBeVisible()
      await expect(resultRegion(page).getByRole('table').getByRole('row')).toHaveCount(1 + c.years)
      await expect(page.getByRole('img', { name: chartName })).toBeVisible()
    })

    test('the chart is fetched and shown only after Calcular, which updates the address', async ({
      page,
    }) => {
      const chartChunks: string[] = []
      page.on('request', (request) => {
        if (/balance-chart/.test(request.url())) chartChunks.push(request.url())
      })
      await page.goto(c.path)
      await expect(page.getByRole('button', { name: 'Calcular' })).toBeVisible()
      await page.waitForLoadState('networkidle')
      await expect(page.getByRole('img', { name: chartName })).toHaveCount(0)
      expect(chartChunks).toEqual([])

      await fillAndCalculate(page, c.fields)
      await expect(page.getByRole('img', { name: chartName })).toBeVisible()
      expect(chartChunks.length).toBeGreaterThan(0)
      await expect(resultRegion(page).getByText(brl(c.main)).first()).toBeVisible()
      await expect(page).toHaveURL(`${c.path}?${c.query}`)
    })
  })
}

test.describe('financing on a 360 × 740 phone, typed key by key', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })

  test('with an extra payment, one "Total de juros": the top block, the chosen option and the table agree', async ({
    page,
  }) => {
    await page.goto('/calculadora-financiamento')
    await page.getByLabel('Preço do bem (R$)').pressSequentially('100.000')
    await page.getByLabel('Prazo (meses)').pressSequentially('120')
    await page.getByLabel('Taxa de juros (% ao mês)').pressSequentially('1')
    await page.getByText('Amortização extra (opcional)').click()
    await page.getByLabel('Valor extra (R$)').pressSequentially('10.000')
    await page.getByLabel('Junto com a parcela nº').pressSequentially('12')
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
    const without = region
      .locator('dl > div')
      .filter({ hasText: 'Total de juros sem a amortização extra' })
    await expect(without.locator('dd')).not.toHaveText(top)
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
    await page.goto('/calculadora-financiamento')
    await page.getByLabel('Preço do bem (R$)').pressSequentially('450.000')
    await page.getByLabel('Prazo (meses)').pressSequentially('360')
    const taxa = page.getByLabel('Taxa de juros (% ao mês)')
    await taxa.pressSequentially('11')
    const warning = page.getByText('Acima de 4% ao mês. Você quis dizer 11% ao ano?')
    await expect(warning).toBeVisible()
    // Right under the field, which the browser keeps in view while typing.
    const [field, line] = [await taxa.boundingBox(), await warning.boundingBox()]
    expect(line!.y - (field!.y + field!.height)).toBeLessThan(40)
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
