import { example, sample } from '../src/catalogue/calculators/tax/example.ts'
import { brl } from '../src/catalogue/example-text.ts'
import { expectInSight } from './support/in-sight.ts'
import { brlPattern, headline, line, resultRegion } from './support/result.ts'
import { routeOf } from './support/routes.ts'
import { atSampleToday } from './support/sample-today.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

// MEI and Simples Nacional: the worked example (example.ts) by link, the year's limit
// (docs/legal/mei-simples.md) typed key by key on a phone, the Simples by link and Calcular.

test.beforeEach(async ({ page }) => {
  // The default "Tabela de <ano>" is the visitor's year: fix the clock so it is 2026.
  await atSampleToday(page)
})

test('a MEI link shows the DAS of the year and the share of the limit', async ({ page }) => {
  await page.goto(sample.href)
  await expect(headline(page, 'DAS mensal do MEI')).toHaveText(brl(example.figures.das))
  await expect(resultRegion(page).getByText('74,07%')).toBeVisible()
})

// The MEI limit is the year's (LC 123/2006 art. 18-A §1º): the worked examples of
// docs/legal/mei-simples.md, typed key by key on a phone, the figure checked where it is.
for (const { name, month, year, figure, note } of [
  {
    name: 'a seasonal month of R$ 8.000,00 in a year of R$ 60.000,00 pays only the DAS',
    month: '8.000,00',
    year: '60.000,00',
    figure: { heading: 'DAS mensal do MEI', value: '86,05' },
    note: /o que conta é o total do ano/,
  },
  {
    name: 'a year of R$ 88.000,00 pays 6% on the R$ 7.000,00 of excess in January 2027',
    month: '7.000,00',
    year: '88.000,00',
    figure: { line: 'DAS sobre o excesso: serviços (6%)', value: '420,00' },
    note: /continua MEI até 31\/12\/2026/,
  },
]) {
  test(`MEI: ${name}`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(routeOf('tax'))
    await typeInto(page, 'Faturamento do mês (R$)', month)
    await page.getByLabel('Atividade do MEI').selectOption('servicos')
    await typeInto(page, 'Faturamento no ano (opcional)', year)
    await expect(page.getByLabel('Ano da tabela')).toHaveValue('2026')
    await page.getByRole('button', { name: 'Calcular' }).click()
    const value = 'heading' in figure ? headline(page, figure.heading) : line(page, figure.line)
    await expect(value).toHaveText(brlPattern(figure.value))
    await expectInSight(value)
    await expect(page.getByLabel('Faturamento do mês (R$)')).not.toHaveAttribute('aria-invalid')
    await expect(resultRegion(page).getByText(note)).toBeVisible()
    await expect(page).toHaveURL(/faturamentoAnual=/)
  })
}

test('MEI above 20% of the limit: excluded back to January, the Simples filled in', async ({
  page,
}) => {
  await page.goto(
    `${routeOf('tax')}?faturamento=8000&regime=mei&atividade=servicos&faturamentoAnual=100000&ano=2026`,
  )
  await expect(resultRegion(page).getByText(brlPattern('19.000,00')).first()).toBeVisible()
  await resultRegion(page).getByRole('button', { name: 'Simular no Simples Nacional' }).click()
  // RBT12 100.000 → Anexo III, 1ª faixa, 6% × 8.000 (LC 123/2006, Anexo III).
  await expect(resultRegion(page).getByText(brlPattern('480,00')).first()).toBeVisible()
  await expect(page).toHaveURL(/regime=simples.*anexo=3&rbt12=100000/)
})

test('Simples: a link and Calcular, with the address updated', async ({ page }) => {
  await page.goto(`${routeOf('tax')}?faturamento=30000&regime=simples&anexo=3&ano=2026`)
  await expect(resultRegion(page).getByText(brlPattern('2.580,00')).first()).toBeVisible()
  await page.getByLabel('Anexo do Simples Nacional').selectOption('1')
  await typeInto(page, 'Receita dos últimos 12 meses (RBT12, R$)', '1000000')
  await page.getByRole('button', { name: 'Calcular' }).click()
  // Anexo I, 4ª faixa: (1.000.000 × 10,7% − 22.500) ÷ 1.000.000 = 8,45% × 30.000
  await expect(resultRegion(page).getByText(brlPattern('2.535,00')).first()).toBeVisible()
  await expect(page).toHaveURL(
    /\?faturamento=30000&regime=simples&atividade=comercio&anexo=1&rbt12=1000000&ano=2026$/,
  )
})

test('the home modal honours the same parameters', async ({ page }) => {
  await page.goto('/?calc=tax&faturamento=5000&regime=mei&atividade=servicos&ano=2025')
  await expect(page.getByRole('dialog').getByText(brlPattern('80,90')).first()).toBeVisible()
})
