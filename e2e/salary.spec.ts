import type { Page } from '@playwright/test'

import { expectAccessibleInBothSchemes, expectScheme } from './support/axe.ts'
import { expectInSight } from './support/in-sight.ts'
import { brl, brlPattern, headline } from './support/result.ts'
import { linkTo, routeOf } from './support/routes.ts'
import { atSampleToday } from './support/sample-today.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

// The salary screen as a person on a 360 × 740 phone uses it: typed key by key, the result
// brought into view after Calcular, and the address it writes opening the same result. Worked
// examples of docs/legal/inss-irrf.md (pensão alimentícia; bruto a partir do líquido).

const PHONE = { width: 360, height: 740 }

test.use({ viewport: PHONE })

test.beforeEach(async ({ page }) => {
  // The default "Tabela de <ano>" is the visitor's year: fix the clock so it is 2026.
  await atSampleToday(page)
})

const panel = (page: Page) => page.getByRole('tabpanel')
const result = (page: Page) => panel(page).getByRole('region', { name: 'Resultado' })

/** The card's main figure, under its heading: on screen, both. */
async function expectMainFigure(page: Page, heading: string, value: string) {
  await expectInSight(result(page).getByRole('heading', { name: heading, exact: true }))
  const figure = headline(result(page), heading)
  await expect(figure).toHaveText(value)
  await expectInSight(figure)
}

test('Líquido with pensão (2026, 6.500,00, 1 dependent, 1.000,00): typed, in view, and the link round-trips', async ({
  page,
}) => {
  await page.goto(routeOf('salary'))
  await typeInto(page, 'Salário bruto mensal (R$)', '6.500')
  await typeInto(page, 'Dependentes para o IR', '1')
  await typeInto(page, 'Pensão judicial ou por escritura pública (R$)', '1.000')
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
  await page.goto(routeOf('salary'))
  await page.getByRole('tab', { name: 'Bruto a partir do líquido' }).click()
  await typeInto(panel(page), 'Salário líquido desejado (R$)', '4.515')
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
  await page.goto(linkTo('salary', { modo: 'bruto', liquido: 3000, pensao: 300, ano: 2025 }))
  const payslip = result(page).getByRole('table', { name: 'Contracheque com esse bruto' })
  await expect(payslip.getByRole('row', { name: /Líquido a receber/ })).toContainText(
    brl('R$ 3.000,00'),
  )
  await expect(payslip.getByRole('row', { name: /Pensão alimentícia/ })).toContainText(
    brl('R$ 300,00'),
  )
})

test('13º (2026, 5.000,00): typed, no tax with the simplified discount, "Como calculamos" names it (docs/legal/inss-irrf.md)', async ({
  page,
}) => {
  await page.goto(routeOf('salary'))
  await page.getByRole('tab', { name: '13º Salário' }).click()
  await typeInto(panel(page), 'Salário bruto mensal (R$)', '5.000')
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

test('13º (2025, 3.100,00) from a link: 4,80 of IRRF is withheld, with the reason (docs/legal/inss-irrf.md)', async ({
  page,
}) => {
  await page.goto(
    linkTo('salary', { modo: 'decimo-terceiro', salario: 3100, meses: 12, ano: 2025 }),
  )
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

// The year's tables, the address Calcular writes, the 13º's instalments and the hourly value.

test('the same gross salary gives three different nets under the 2024, 2025 and 2026 tables', async ({
  page,
}) => {
  const nets: Record<string, string> = {
    '2024': '4.768,36',
    '2025': '4.787,77',
    '2026': '4.973,39',
  }
  for (const [ano, net] of Object.entries(nets)) {
    await page.goto(linkTo('salary', { modo: 'liquido', bruto: 6000, dependentes: 0, ano }))
    const payslip = result(page).getByRole('table', { name: 'Contracheque do mês' })
    await expect(payslip.getByRole('row', { name: /Líquido a receber/ })).toContainText(
      brlPattern(net),
    )
    await expect(page.getByLabel('Ano da tabela')).toHaveValue(ano)
  }
  expect(new Set(Object.values(nets)).size).toBe(3)
  // Only 2026 has the Lei 15.270/2025 reduction (docs/legal/inss-irrf.md: 6.000 → IRRF 385,10).
  await expect(
    result(page).getByRole('term').filter({ hasText: 'Redução da Lei 15.270/2025' }),
  ).toBeVisible()
  await expect(result(page).getByText(/^− R\$\s179,75$/)).toBeVisible()
  await expect(result(page).getByRole('row', { name: /^IRRF/ })).toContainText(brlPattern('385,10'))
})

test('Calcular writes the inputs, with the current year table, into the address', async ({
  page,
}) => {
  await page.goto(routeOf('salary'))
  await expect(page.getByLabel('Ano da tabela')).toHaveValue('2026')
  await typeInto(page, 'Salário bruto mensal (R$)', '6000')
  await typeInto(page, 'Vale-transporte: custo mensal (R$)', '200')
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(result(page).getByText('Salário líquido', { exact: true }).first()).toBeVisible()
  await expect(page).toHaveURL(/\?modo=liquido&bruto=6000&vt=200&ano=2026$/)
})

test('the 13º link shows both instalments with their due dates', async ({ page }) => {
  await page.goto(
    linkTo('salary', { modo: 'decimo-terceiro', salario: 6000, meses: 12, ano: 2026 }),
  )
  await expect(page.getByRole('tab', { name: '13º Salário' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  const parcels = result(page).getByRole('table', { name: /Parcelas do 13º/ })
  await expect(parcels.getByRole('row', { name: /1ª parcela/ })).toContainText('30/11/2026')
  await expect(parcels.getByRole('row', { name: /1ª parcela/ })).toContainText(
    brlPattern('3.000,00'),
  )
  await expect(parcels.getByRole('row', { name: /2ª parcela/ })).toContainText('20/12/2026')
  await expect(parcels.getByRole('row', { name: /2ª parcela/ })).toContainText(
    brlPattern('1.973,39'),
  )
})

test('the Por Hora link shows the hourly value', async ({ page }) => {
  await page.goto(linkTo('salary', { modo: 'hora', salario: 3000, horas: 220 }))
  await expect(result(page).getByText(brlPattern('13,64')).first()).toBeVisible()
})

// "Mais linhas do holerite" (docs/legal/payslip-lines.md): the full payslip of April 2026.

/**
 * Each amount of the payslip table as it is drawn (on a phone, beside its label; from `sm` up, in
 * its own cell): none is clipped, none runs past the table's box. The amounts' texts.
 */
async function drawnAmounts(page: Page, caption: string): Promise<string[]> {
  const table = result(page).getByRole('table', { name: caption })
  return table.evaluate((t) => {
    const box = (t.parentElement ?? t).getBoundingClientRect()
    return Array.from(t.querySelectorAll('tr'))
      .map((row) => {
        const beside = row.querySelector<HTMLElement>('th span[aria-hidden]')
        const cell = row.querySelector('td')
        return beside && getComputedStyle(beside).display !== 'none' ? beside : cell
      })
      .filter((el): el is HTMLElement => el !== null)
      .map((el) => {
        const rect = el.getBoundingClientRect()
        const clipped =
          el.scrollWidth > el.clientWidth || rect.left < box.left || rect.right > box.right + 0.5
        return `${el.textContent ?? ''}${clipped ? ' (clipped)' : ''}`
      })
  })
}

test('Mais linhas do holerite (abril de 2026: 3.000,00, periculosidade, comissões 265,91): typed at 360 px, net 3.835,90 in view, every amount whole', async ({
  page,
}) => {
  await page.goto(routeOf('salary'))
  await typeInto(page, 'Salário bruto mensal (R$)', '3000')
  await expect(page.getByLabel('Ano da tabela')).toHaveValue('2026')
  await page.locator('summary', { hasText: 'Mais linhas do holerite' }).click()
  await typeInto(page, 'Mês do holerite', '04/2026')
  // The switch's checkbox is visually hidden; people press its label.
  await page.getByText('Periculosidade (30% do salário)', { exact: true }).click()
  await expect(page.getByRole('switch', { name: /Periculosidade/ })).toBeChecked()
  // The screen has no overtime field: 265,91 of comissões bear the same DSR (÷ 24 dias úteis × 6
  // domingos e feriados) as the doc's 10 horas extras of 265,91, so the payslip is the same.
  await typeInto(page, 'Comissões do mês (R$)', '265,91')
  await page.getByRole('button', { name: 'Calcular' }).click()

  // docs/legal/payslip-lines.md: remuneração 4.232,39; INSS 396,49; IRRF 0,00 (the 2026
  // reduction); FGTS 338,59; líquido 3.835,90.
  await expectMainFigure(page, 'Salário líquido', brl('R$ 3.835,90'))
  const payslip = result(page).getByRole('table', { name: 'Contracheque do mês' })
  const row = (name: RegExp) => payslip.getByRole('row', { name })
  await expect(row(/^Salário-base/)).toContainText(brl('R$ 3.000,00'))
  await expect(row(/^Adicional de periculosidade/)).toContainText(brl('R$ 900,00'))
  await expect(row(/^Comissões/)).toContainText(brl('R$ 265,91'))
  await expect(row(/^DSR sobre comissões/)).toContainText(brl('R$ 66,48'))
  await expect(row(/^Total de proventos/)).toContainText(brl('R$ 4.232,39'))
  await expect(row(/^INSS/)).toContainText(brl('R$ 396,49'))
  await expect(row(/^IRRF/)).toContainText(brl('R$ 0,00'))
  await expect(row(/^Líquido a receber/)).toContainText(brl('R$ 3.835,90'))
  await expect(row(/^Base do INSS/)).toContainText(brl('R$ 4.232,39'))
  await expect(row(/^FGTS do mês/)).toContainText(brl('R$ 338,59'))

  const amounts = await drawnAmounts(page, 'Contracheque do mês')
  expect(amounts.length).toBeGreaterThanOrEqual(12)
  for (const amount of amounts) expect(amount).toMatch(/^(− )?(R\$\s[\d.]+,\d\d|[\d,]+%)$/)
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width, 'the page scrolls sideways').toBeLessThanOrEqual(360)

  // The form with its extra lines open, and the payslip, light and dark, to look at.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await expectScheme(page, colorScheme)
    const form = page.locator('details', { hasText: 'Mais linhas do holerite' })
    await form.screenshot({ path: `test-results/salary-extras-form-360-${colorScheme}.png` })
    await payslip.screenshot({ path: `test-results/salary-extras-360-${colorScheme}.png` })
  }
})

test('Mais linhas do holerite: more faltas than the dias úteis of April 2026 are refused beside the field', async ({
  page,
}) => {
  await page.goto(routeOf('salary'))
  await typeInto(page, 'Salário bruto mensal (R$)', '3000')
  await page.locator('summary', { hasText: 'Mais linhas do holerite' }).click()
  await typeInto(page, 'Mês do holerite', '04/2026')
  const faltas = await typeInto(page, 'Faltas sem justificativa (dias)', '25')
  await page.getByRole('button', { name: 'Calcular' }).click()

  // April 2026 has 24 dias úteis, Saturdays counted (docs/legal/payslip-lines.md).
  await expect(faltas).toHaveAttribute('aria-invalid', 'true')
  await expect(faltas).toHaveAccessibleDescription(
    /Mais faltas que dias úteis no mês: informe no máximo 24\./,
  )
  const message = page.locator(`[id="${(await faltas.getAttribute('aria-describedby')) ?? ''}"]`)
  await expect(message).toHaveText(/Mais faltas que dias úteis/)
  await expectInSight(message)
  await expect(result(page).getByRole('heading', { name: 'Salário líquido' })).toHaveCount(0)
})
