import type { Locator, Page } from '@playwright/test'

import { expectAccessibleInBothSchemes } from './support/axe.ts'
import { expectInSight } from './support/in-sight.ts'
import { brl, figureUnder } from './support/result.ts'
import { expect, test } from './support/test.ts'

// The salary screen as a person on a 360 × 740 phone uses it: typed key by key, the result
// brought into view after Calcular, and the address it writes opening the same result. Worked
// examples of docs/legal/inss-irrf.md (pensão alimentícia; bruto a partir do líquido).

const PHONE = { width: 360, height: 740 }

test.use({ viewport: PHONE })

test.beforeEach(async ({ page }) => {
  // The default "Tabela de <ano>" is the visitor's year: fix the clock so it is 2026.
  await page.clock.setFixedTime(new Date('2026-11-22T12:00:00-03:00'))
})

const panel = (page: Page) => page.getByRole('tabpanel')
const result = (page: Page) => panel(page).getByRole('region', { name: 'Resultado' })

async function type(field: Locator, text: string) {
  await field.click()
  await field.pressSequentially(text)
}

/** The card's main figure: the line under its heading, which must be on screen. */
async function expectMainFigure(page: Page, heading: string, value: string) {
  const title = result(page).getByRole('heading', { name: heading, exact: true })
  await expectInSight(title)
  const figure = figureUnder(title)
  await expect(figure).toHaveText(value)
  await expectInSight(figure)
}

test('Líquido with pensão (2026, 6.500,00, 1 dependent, 1.000,00): typed, in view, and the link round-trips', async ({
  page,
}) => {
  await page.goto('/calculadora-salario')
  await type(page.getByLabel('Salário bruto mensal (R$)'), '6.500')
  await type(page.getByLabel('Dependentes para o IR'), '1')
  await type(page.getByLabel('Pensão judicial ou por escritura pública (R$)'), '1.000')
  await expect(page.getByLabel('Ano da tabela')).toHaveValue('2026')
  await page.getByRole('button', { name: 'Calcular' }).click()

  // INSS 711,51; base 6.500 − 1.901,10 (legal deductions with the pensão) = 4.598,90;
  // tax 359,26 − reduction on the gross 113,18 = IRRF 246,08; net after the pensão 4.542,41.
  await expectMainFigure(page, 'Salário líquido', brl('R$ 4.542,41'))
  const payslip = result(page).getByRole('table', { name: 'Contracheque do mês' })
  await expect(payslip.getByRole('row', { name: /^IRRF/ })).toContainText(brl('R$ 246,08'))
  await expect(payslip.getByRole('row', { name: /Pensão alimentícia/ })).toContainText(
    brl('R$ 1.000,00'),
  )
  await expect(
    result(page).getByText(/deduções legais \(INSS, dependentes e pensão\)/),
  ).toBeVisible()
  await expect(
    result(page).getByText(/Você passa a pagar R\$\s113,18 a menos por mês/),
  ).toBeVisible()
  await expect(page).toHaveURL(/\?modo=liquido&bruto=6500&dependentes=1&pensao=1000&ano=2026$/)

  // The employer's cost is there, collapsed; open, it fits the phone and axe finds nothing.
  const cost = result(page).locator('details', { hasText: 'Custo para a empresa' })
  await expect(cost).not.toHaveAttribute('open')
  await cost.locator('summary').click()
  await expect(cost.getByText('Empresa do lucro presumido ou real')).toBeVisible()
  // 6.500 × (1 + 20% + 2% + 5,8% + 8%) = 8.827,00 a month
  await expect(cost.getByText(brl('R$ 8.827,00'))).toBeVisible()
  expect(await cost.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true)
  await expectAccessibleInBothSchemes(page, 'custo para a empresa', 'details')

  // The shared link opens the same result, with the form filled.
  await page.goto(page.url())
  await expectMainFigure(page, 'Salário líquido', brl('R$ 4.542,41'))
  await expect(page.getByLabel('Pensão judicial ou por escritura pública (R$)')).toHaveValue(
    '1.000,00',
  )
})

test('Bruto a partir do líquido (2026, net 4.515,00): typed, the waiver explained, and the link round-trips', async ({
  page,
}) => {
  await page.goto('/calculadora-salario')
  await page.getByRole('tab', { name: 'Bruto a partir do líquido' }).click()
  await type(panel(page).getByLabel('Salário líquido desejado (R$)'), '4.515')
  await expect(panel(page).getByLabel('Ano da tabela')).toHaveValue('2026')
  await panel(page).getByRole('button', { name: 'Calcular' }).click()

  // The smallest gross: 5.019,20 (IRRF 6,87 computed, not withheld); 5.032,89 gives it too.
  await expectMainFigure(page, 'Salário bruto necessário', brl('R$ 5.019,20'))
  await expect(result(page).getByText(/IRRF de R\$\s6,87 dispensado de retenção/)).toBeVisible()
  await expect(result(page).getByText(/Um salário bruto maior, R\$\s5\.032,89/)).toBeVisible()
  await expect(page).toHaveURL(/\?modo=bruto&liquido=4515&ano=2026$/)

  await page.goto(page.url())
  await expect(page.getByRole('tab', { name: 'Bruto a partir do líquido' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expectMainFigure(page, 'Salário bruto necessário', brl('R$ 5.019,20'))
})

test('Bruto with pensão from a link (2025, net 3.000,00, pensão 300,00): the payslip leaves exactly the net', async ({
  page,
}) => {
  await page.goto('/calculadora-salario?modo=bruto&liquido=3000&pensao=300&ano=2025')
  const payslip = result(page).getByRole('table', { name: 'Contracheque com esse bruto' })
  await expect(payslip.getByRole('row', { name: /Líquido a receber/ })).toContainText(
    brl('R$ 3.000,00'),
  )
  await expect(payslip.getByRole('row', { name: /Pensão alimentícia/ })).toContainText(
    brl('R$ 300,00'),
  )
})

test('13º (2026, 5.000,00): typed, no tax with the simplified discount, "Como calculamos" names it (legal-tables §1.2)', async ({
  page,
}) => {
  await page.goto('/calculadora-salario')
  await page.getByRole('tab', { name: '13º Salário' }).click()
  await type(panel(page).getByLabel('Salário bruto mensal (R$)'), '5.000')
  await expect(panel(page).getByLabel('Ano da tabela')).toHaveValue('2026')
  await panel(page).getByRole('button', { name: 'Calcular' }).click()

  // INSS 501,51; the simplified discount 607,20 beats it: base 4.392,80, tax 312,89, all of it
  // taken by the Lei 15.270/2025 reduction (Lei 9.250/1995 art. 3º-A §3º): IRRF 0, net 4.498,49.
  await expectMainFigure(page, '13º salário líquido (as duas parcelas)', brl('R$ 4.498,49'))
  const payslip = result(page).getByRole('table', { name: 'Descontos do 13º salário' })
  await expect(payslip.getByRole('row', { name: /IRRF sobre o 13º/ })).toContainText(brl('R$ 0,00'))
  await expect(result(page).getByText(/Desconto simplificado, mais vantajoso/)).toBeVisible()
  await expect(page).toHaveURL(/\?modo=decimo-terceiro&salario=5000&meses=12&ano=2026$/)

  const steps = result(page).locator('details', {
    has: page.locator('summary', { hasText: 'Como calculamos' }),
  })
  await steps.locator('summary').click()
  const used = steps.getByRole('listitem').filter({ hasText: 'Dedução usada sobre o 13º' })
  await expect(used).toContainText(brl('R$ 607,20'))
  await expect(used).toContainText('Usado o desconto simplificado')
  await expect(used).toContainText('Lei 9.250/1995, art. 4º §2º')
  await expect(
    steps.getByRole('listitem').filter({ hasText: 'IRRF sobre o 13º' }).last(),
  ).toContainText(`= ${brl('R$ 0,00')}`)
  await page.screenshot({ path: 'test-results/salary-13-5000-360.png', fullPage: true })
})

test('13º (2025, 3.100,00) from a link: 4,80 of IRRF is withheld, with the reason (legal-tables §1.2)', async ({
  page,
}) => {
  await page.goto('/calculadora-salario?modo=decimo-terceiro&salario=3100&meses=12&ano=2025')
  await expectMainFigure(page, '13º salário líquido (as duas parcelas)', brl('R$ 2.829,79'))
  const payslip = result(page).getByRole('table', { name: 'Descontos do 13º salário' })
  await expect(payslip.getByRole('row', { name: /IRRF sobre o 13º/ })).toContainText(brl('R$ 4,80'))
  await expect(
    result(page)
      .getByText(/Lei 9\.430\/1996, art\. 67/)
      .first(),
  ).toBeVisible()
  await expect(result(page).getByText(/não é retido/)).toHaveCount(0)
})
