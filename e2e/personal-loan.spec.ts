import { example, sample } from '../src/catalogue/calculators/personal-loan/example.ts'
import { brl as money } from '../src/catalogue/example-text.ts'
import { downloadCsv, expectSchedule } from './support/csv.ts'
import { expectInSight, waitForScrollToSettle } from './support/in-sight.ts'
import { brl, line, resultRegion } from './support/result.ts'
import { routeOf } from './support/routes.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

// The personal loan: the worked example (example.ts, 12% a year for a year) by link with its
// table and CSV, and typed; then with IOF and CET as a person does it on a phone. Figures:
// src/lib/personal-loan/personal-loan.test.ts and personal-loan-iof.test.ts.

test('a link shows the instalment, and the CSV has every month', async ({ page }) => {
  await page.goto(sample.href)
  await expect(resultRegion(page).getByText('Parcela mensal (12x)')).toBeVisible()
  await expect(resultRegion(page).getByText(money(example.figures.payment)).first()).toBeVisible()
  await expect(resultRegion(page).getByRole('table').getByRole('row')).toHaveCount(1 + 12 + 1)
  const csv = await downloadCsv(page)
  expect(csv.name).toBe('emprestimo-pessoal-12-meses.csv')
  expectSchedule(csv.lines, {
    months: 12,
    firstRow: '1;885,62;94,89;790,73;9209,27',
    principal: 10000,
  })
})

test('typed without IOF, Calcular shows the instalment and writes the inputs to the address', async ({
  page,
}) => {
  await page.goto(routeOf('personal-loan'))
  await typeInto(page, 'Valor do empréstimo (R$)', '10.000')
  await page.getByLabel('A taxa é', { exact: true }).selectOption('ano')
  await typeInto(page, 'Taxa de juros (% ao ano)', '12')
  await page.getByLabel('Prazo em', { exact: true }).selectOption('anos')
  await typeInto(page, 'Prazo (anos)', '1')
  await page
    .getByLabel('Incluir o IOF (financiado no empréstimo)', { exact: true })
    .setChecked(false, { force: true })
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(resultRegion(page).getByText(money(example.figures.payment)).first()).toBeVisible()
  await expect(page).toHaveURL(`${sample.href}&iof=nao`)
})

test.describe('on a 360 × 740 phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })

  test('R$ 10.000 at 2,5% a.m. in 12 months with IOF financed, CET 40,26% ao ano', async ({
    page,
  }) => {
    await page.goto(routeOf('personal-loan'))
    await typeInto(page, 'Valor do empréstimo (R$)', '10.000')
    await typeInto(page, 'Taxa de juros (% ao mês)', '2,5')
    await typeInto(page, 'Prazo (meses)', '12')
    await expect(page.getByRole('switch', { name: /Incluir o IOF/ })).toBeChecked()
    await typeInto(page, 'Data da liberação do dinheiro', '05/01/2026')
    await page.getByRole('button', { name: 'Calcular' }).click()

    const main = resultRegion(page).getByText(brl('R$ 995,46'), { exact: true }).first()
    await expect(main).toBeVisible()
    await expectInSight(main)
    await expect(line(page, 'IOF financiado')).toHaveText(brl('R$ 211,19'))
    await expect(line(page, 'Valor financiado (com IOF)')).toHaveText(brl('R$ 10.211,19'))
    await expect(line(page, 'CET (custo efetivo total)')).toHaveText('40,26% ao ano')
    const table = resultRegion(page).getByRole('region', { name: /IOF de cada parcela/ })
    await expect(table.getByRole('columnheader', { name: 'IOF (R$)' })).toBeVisible()

    const csv = await downloadCsv(page)
    expect(csv.name).toBe('emprestimo-pessoal-12-meses-com-iof.csv')
    expect(csv.lines).toHaveLength(1 + 12 + 1)
    // Month 1: 740,18 × 0,0082% × 31 days = 1,8815.
    expect(csv.lines[1]).toBe('1;995,46;255,28;740,18;1,8815;9471,01')
    expect(csv.lines.at(-1)).toBe('Total;11945,53;1734,34;10211,19;172,3831;')

    const search = new URL(page.url()).search
    expect(search).toBe('?valor=10000&taxa=2.5&prazo=12&iof=sim&liberacao=2026-01-05')
    await page.goto(`${routeOf('personal-loan')}${search}`)
    await expect(line(page, 'CET (custo efetivo total)')).toHaveText('40,26% ao ano')

    // Turned off, the loan is the plain Price table of what was asked: 974,87. (Once the link's
    // result has come into view, as a person waits for the page to stop before a tap.)
    await waitForScrollToSettle(page)
    await page.getByRole('switch', { name: /Incluir o IOF/ }).click({ force: true })
    await page.getByRole('button', { name: 'Calcular' }).click()
    await expect(
      resultRegion(page).getByText(brl('R$ 974,87'), { exact: true }).first(),
    ).toBeVisible()
    await expect(line(page, 'CET (custo efetivo total)')).toHaveCount(0)
    expect(new URL(page.url()).searchParams.get('iof')).toBe('nao')
  })
})
