import { expectInSight } from './support/in-sight.ts'
import { resultRegion } from './support/result.ts'
import { routeOf } from './support/routes.ts'
import { expect, test } from './support/test.ts'

// Renda fixa in a real browser. The figures are the worked examples of docs/legal/fixed-income.md
// (CDI and Selic 14,90% a.a., applied on 05/01/2026: 365 calendar days, 249 ANBIMA business
// days). The screen applies today, so the clock is fixed on that day.

const TODAY = new Date('2026-01-05T12:00:00-03:00')

test.describe('at 360 × 740', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })

  test('typed key by key: the LCI at 92% beats the CDB at 110% by R$ 1,48, in view; the link round-trips', async ({
    page,
  }) => {
    await page.clock.setFixedTime(TODAY)
    await page.goto(routeOf('fixed-income'))
    await page.getByLabel('Valor a aplicar (R$)').pressSequentially('10.000')
    await page.getByLabel('Prazo em').selectOption('anos')
    await page.getByLabel('Prazo (anos)').pressSequentially('1')
    await page.getByLabel('CDI (% ao ano)').pressSequentially('14,9')
    // Selic, TR and IPCA come filled with the last 12 months of the shipped series, dated
    // (docs/legal/official-series.md); the worked example types its own Selic and TR over them.
    const selic = page.getByLabel('Taxa Selic (% ao ano)')
    await expect(selic).toHaveValue('14,47')
    await expect(selic).toHaveAccessibleDescription(
      /^Selic dos últimos 12 meses até setembro de 2026: 14,47% \(Banco Central\)/,
    )
    await expect(page.getByLabel('IPCA (% ao ano)')).toHaveValue('4,58')
    await selic.clear()
    await selic.pressSequentially('14,9')
    await page.getByLabel('CDB (% do CDI)').pressSequentially('110')
    await page.getByLabel('LCI/LCA (% do CDI)').pressSequentially('92')
    await page.getByLabel('TR (% ao mês)').clear()
    await page.getByLabel('TR (% ao mês)').pressSequentially('0,17')
    await expect(page.getByLabel('Valor a aplicar (R$)')).toHaveValue('10.000,00')
    await page.getByRole('button', { name: 'Calcular' }).click()

    const heading = resultRegion(page).getByRole('heading', {
      name: 'Melhor opção: LCI/LCA 92% do CDI',
    })
    await expectInSight(heading)
    await expectInSight(resultRegion(page).getByText('R$ 11.345,80', { exact: true }).first())
    await expect(resultRegion(page)).toContainText('R$ 1,48 a mais que CDB 110% do CDI')

    // The cards are shown at this width, the table is not.
    const cards = resultRegion(page).getByRole('list', { name: 'Aplicações comparadas' })
    await expect(cards).toBeVisible()
    await expect(resultRegion(page).getByRole('table')).toBeHidden()
    const cdb = cards.getByRole('listitem').filter({ hasText: 'CDB 110% do CDI' })
    await expect(cdb).toContainText('R$ 11.629,48')
    await expect(cdb).toContainText('− R$ 285,16 (17,5%)')
    await expect(cdb).toContainText('R$ 11.344,32')
    await expect(cards.getByRole('listitem').filter({ hasText: 'Poupança' })).toContainText(
      'R$ 10.835,40',
    )
    // No card is wider than the screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBe(0)

    // The address carries the inputs; opened again, it shows the same result.
    const link = page.url()
    expect(new URL(link).search).toBe(
      '?valor=10000&prazo=1&unidade=anos&cdi=14.9&selic=14.9&tr=0.17&ipca=4.58&cdb=110&lci=92&tesouro=sim&poupanca=sim',
    )
    await page.goto(link)
    await expect(page.getByLabel('CDB (% do CDI)')).toHaveValue('110')
    await expectInSight(heading)
    await expect(cdb).toContainText('R$ 11.344,32')
  })
})

test.describe('at 360 × 740, only CDB and LCI', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })

  test('without Tesouro and poupança no Selic is asked; for 10 days the locked-in LCI is not the best', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2026-03-02T12:00:00-03:00'))
    // The link of the comparison, without `selic`, computes on load.
    await page.goto(
      `${routeOf('fixed-income')}?valor=10000&prazo=10&unidade=dias&cdi=14.9&tesouro=nao&poupanca=nao`,
    )
    const heading = resultRegion(page).getByRole('heading', {
      name: 'Melhor opção: CDB 100% do CDI',
    })
    await expectInSight(heading)
    const cards = resultRegion(page).getByRole('list', { name: 'Aplicações comparadas' })
    await expect(cards.getByRole('listitem').filter({ hasText: 'LCI/LCA' })).toContainText(
      'Sem resgate antes de 6 meses',
    )

    // Typed key by key, the Selic not typed: the same result.
    await page.goto(routeOf('fixed-income'))
    await page.getByLabel('Valor a aplicar (R$)').pressSequentially('10.000')
    await page.getByLabel('Prazo em').selectOption('dias')
    await page.getByLabel('Prazo (dias)').pressSequentially('10')
    await page.getByLabel('CDI (% ao ano)').pressSequentially('14,9')
    // The switches' inputs are visually hidden; a person taps their labels.
    await page.getByText('Comparar o Tesouro Selic').click()
    await page.getByText('Comparar a poupança').click()
    await expect(page.getByRole('switch', { name: 'Comparar a poupança' })).not.toBeChecked()
    await expect(page.getByLabel('Taxa Selic (% ao ano)')).toHaveAccessibleDescription(
      /Não é usada/,
    )
    await page.getByRole('button', { name: 'Calcular' }).click()
    await expectInSight(heading)
    await expectInSight(resultRegion(page).getByText('R$ 10.011,64', { exact: true }).first())
    await expect(page.getByLabel('Taxa Selic (% ao ano)')).not.toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await page.screenshot({ path: 'test-results/fixed-income-cdb-lci-360.png' })
    await cards.scrollIntoViewIfNeeded()
    await page.screenshot({ path: 'test-results/fixed-income-cdb-lci-cards-360.png' })
  })
})

test('at 1280 × 800, a link shows the products side by side in a table', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.clock.setFixedTime(TODAY)
  await page.goto(
    `${routeOf('fixed-income')}?valor=20000&prazo=12&unidade=meses&cdi=14.9&selic=14.9&ipca=4.5`,
  )
  const table = resultRegion(page).getByRole('table')
  await expect(table).toBeVisible()
  await expect(table.getByRole('columnheader')).toHaveText([
    'Valor',
    'CDB 100% do CDI',
    'LCI/LCA 90% do CDI Melhor opção',
    'Tesouro Selic',
    'Poupança',
  ])
  // Tesouro Selic, R$ 20.000 for a year: gross 22.942,03 and IR 514,86.
  const row = (name: string) => table.getByRole('row', { name: new RegExp(`^${name}`) })
  await expect(row('Valor bruto')).toContainText('R$ 22.942,03')
  await expect(row('Imposto de renda').getByRole('cell').nth(2)).toHaveText(
    /^− R\$\s514,86\s*17,5%$/,
  )
  await expect(row('Rendimento real')).toBeVisible()

  // "Como calculamos" explains every product, each step naming its product.
  await resultRegion(page).getByText('Como calculamos', { exact: true }).click()
  const steps = resultRegion(page).locator('details ol')
  await expect(steps).toBeVisible()
  await expect(
    steps.getByRole('listitem').filter({ hasText: 'Tesouro Selic: Imposto de renda' }),
  ).toContainText('R$ 514,86')
  await expect(
    steps.getByRole('listitem').filter({ hasText: 'Poupança: Valor líquido' }),
  ).toBeVisible()
})

test('at 360 × 740, a prefixado and an IPCA+ typed key by key join the comparison', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.clock.setFixedTime(TODAY)
  await page.goto(routeOf('fixed-income'))
  await page.getByLabel('Valor a aplicar (R$)').pressSequentially('10.000')
  await page.getByLabel('Prazo em').selectOption('anos')
  await page.getByLabel('Prazo (anos)').pressSequentially('1')
  await page.getByLabel('CDI (% ao ano)').pressSequentially('14,9')
  await page.getByText('Comparar o Tesouro Selic').click()
  await page.getByText('Comparar a poupança').click()
  await page.getByLabel('Prefixado (% ao ano)').pressSequentially('14')
  await page.getByLabel('IPCA+ (taxa real, % ao ano)').pressSequentially('8')
  await page.getByRole('button', { name: 'Calcular' }).click()
  const cards = resultRegion(page).getByRole('list', { name: 'Aplicações comparadas' })
  await expectInSight(resultRegion(page).getByRole('heading', { name: /^Melhor opção/ }))
  // 10.000 × 1,14^(249/252) = 11.382,23 gross (docs/legal/fixed-income.md).
  await expect(
    cards.getByRole('listitem').filter({ hasText: 'Prefixado 14% ao ano' }),
  ).toContainText('R$ 11.382,23')
  await expect(cards.getByRole('listitem').filter({ hasText: 'IPCA + 8% ao ano' })).toBeVisible()
})
