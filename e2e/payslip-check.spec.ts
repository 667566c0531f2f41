import { expectInSight } from './support/in-sight.ts'
import { brl, brlPattern, headline, resultRegion } from './support/result.ts'
import { routeOf } from './support/routes.ts'
import { atSampleToday } from './support/sample-today.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

// Confira seu holerite as a person on a phone uses it: the payslip typed key by key at 360 × 740,
// Calcular, the verdict table in sight and without sideways scrolling (docs/legal/checks.md).

test.use({ viewport: { width: 360, height: 740 } })

test.beforeEach(async ({ page }) => {
  // The default "Tabela de <ano>" is the visitor's year: fix the clock so it is 2026.
  await atSampleToday(page)
})

test('holerite: six lines typed key by key, the verdict of each in sight, no sideways scroll', async ({
  page,
}) => {
  await page.goto(routeOf('payslip-check'))
  await typeInto(page, 'Salário-base mensal (R$)', '3500')
  await typeInto(page, 'Mês do holerite', '04/2026')
  await typeInto(page, 'Horas extras a 50% (horas)', '8')
  const lines: Record<string, string> = {
    'Horas extras pagas (R$)': '190,91',
    'DSR pago (R$)': '0',
    'INSS descontado (R$)': '490',
    'IRRF descontado (R$)': '0',
    'Vale-transporte descontado (R$)': '210',
    'FGTS depositado (R$)': '280',
  }
  for (const [label, amount] of Object.entries(lines)) await typeInto(page, label, amount)
  await expect(page.getByLabel('INSS descontado (R$)')).toHaveValue('490,00')
  await page.getByRole('button', { name: 'Calcular' }).click()

  // docs/legal/checks.md: INSS at 14% flat on 3.500,00 against 337,24 by slices on 3.738,64; DSR 47,73 missing;
  // FGTS 8% of 3.738,64 = 299,09.
  const balance = headline(page, 'Diferença a seu favor')
  await expect(balance).toHaveText(brlPattern('219,58'))
  await expectInSight(balance)
  const table = resultRegion(page).getByRole('table', { name: 'Holerite de abril de 2026' })
  await expect(table.getByRole('row')).toHaveCount(7)
  const row = (name: string) =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) })
  await expect(row('INSS')).toContainText(brl('descontado a mais R$ 152,76'))
  await expect(row('DSR sobre horas extras')).toContainText(brl('pago a menos R$ 47,73'))
  await expect(row('FGTS (depósito)')).toContainText(brl('pago a menos R$ 19,09'))
  await expect(row('Horas extras')).toContainText('confere')
  await row('INSS').scrollIntoViewIfNeeded()
  await expectInSight(row('INSS').getByText(/^descontado a mais/))

  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width, 'the page scrolls sideways').toBeLessThanOrEqual(360)

  // Each row opens its rule.
  await row('INSS').getByText('A regra').click()
  await expect(row('INSS').getByText(/faixas progressivas/)).toBeVisible()
})

// "Mais linhas do holerite" (docs/legal/payslip-lines.md): a payslip of April 2026 with its
// adicional, faltas, salário-família and adiantamento, every line paid as the law says.

test('holerite with the extra lines: twelve lines paid exactly as due, each "confere", the verdict in sight, no sideways scroll', async ({
  page,
}) => {
  await page.goto(routeOf('payslip-check'))
  await typeInto(page, 'Salário-base mensal (R$)', '1700')
  await typeInto(page, 'Mês do holerite', '04/2026')
  await typeInto(page, 'Vale-transporte (% do salário)', '6')
  await typeInto(page, 'Horas extras a 50% (horas)', '2')
  await page.locator('summary', { hasText: 'Mais linhas do holerite' }).click()
  await page.getByLabel('Insalubridade', { exact: true }).selectOption({
    label: 'Grau médio (20% do mínimo)',
  })
  await typeInto(page, 'Faltas sem justificativa (dias)', '1')
  await typeInto(page, 'Semanas com falta', '1')
  await typeInto(page, 'Filhos até 14 anos', '2')
  await typeInto(page, 'Adiantamento (% do salário)', '40')
  // docs/legal/payslip-lines.md, 2026: insalubridade médio 20% × 1.621,00 = 324,20; the hour
  // (1.700,00 + 324,20) ÷ 220 × 1,5 × 2 = 27,60, DSR 27,60 ÷ 24 × 6 = 6,90; a falta and its
  // week 1.700,00 ÷ 30 = 56,67 each; remuneração 1.945,36 ≤ 1.980,38, so 2 × 67,54 = 135,08 of
  // salário-família; INSS 150,77 by slices; IRRF 0; VT 6% = 102,00; adiantamento 40% = 680,00;
  // líquido 1.945,36 + 135,08 − 150,77 − 102,00 − 680,00 = 1.147,67; FGTS 8% = 155,63.
  const paid: Record<string, string> = {
    'Insalubridade paga (R$)': '324,20',
    'Horas extras pagas (R$)': '27,60',
    'DSR pago (R$)': '6,90',
    'Salário-família pago (R$)': '135,08',
    'Faltas descontadas (R$)': '56,67',
    'DSR das faltas descontado (R$)': '56,67',
    'INSS descontado (R$)': '150,77',
    'IRRF descontado (R$)': '0',
    'Vale-transporte descontado (R$)': '102',
    'Adiantamento descontado (R$)': '680',
    'Líquido recebido (R$)': '1.147,67',
    'FGTS depositado (R$)': '155,63',
  }
  for (const [label, amount] of Object.entries(paid)) await typeInto(page, label, amount)
  await page.getByRole('button', { name: 'Calcular' }).click()

  const balance = headline(page, 'Diferença a seu favor')
  await expect(balance).toHaveText(brl('R$ 0,00'))
  await expectInSight(balance)
  await expect(resultRegion(page).getByText('Todas as linhas conferem')).toBeVisible()
  const table = resultRegion(page).getByRole('table', { name: 'Holerite de abril de 2026' })
  await expect(table.getByRole('row')).toHaveCount(1 + Object.keys(paid).length)
  for (const name of [
    'Adicional de insalubridade',
    'Horas extras',
    'DSR sobre horas extras',
    'Salário-família',
    'Faltas',
    'DSR perdido pelas faltas',
    'INSS',
    'IRRF',
    'Vale-transporte',
    'Adiantamento',
    'Líquido',
    'FGTS (depósito)',
  ]) {
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
    await expect(row, name).toContainText('confere')
    await expect(row, name).not.toContainText('não confere')
  }

  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width, 'the page scrolls sideways').toBeLessThanOrEqual(360)
})

test('holerite: a negative number of children is refused beside the field', async ({ page }) => {
  await page.goto(routeOf('payslip-check'))
  await typeInto(page, 'Salário-base mensal (R$)', '1700')
  await typeInto(page, 'Mês do holerite', '04/2026')
  await page.locator('summary', { hasText: 'Mais linhas do holerite' }).click()
  const filhos = await typeInto(page, 'Filhos até 14 anos', '-1')
  await typeInto(page, 'Líquido recebido (R$)', '1.500')
  await page.getByRole('button', { name: 'Calcular' }).click()

  await expect(filhos).toHaveAttribute('aria-invalid', 'true')
  await expect(filhos).toHaveAccessibleDescription(/O número de filhos não pode ser negativo\./)
  const message = page.locator(`[id="${(await filhos.getAttribute('aria-describedby')) ?? ''}"]`)
  await expect(message).toHaveText(/não pode ser negativo/)
  await expectInSight(message)
  await expect(headline(page, 'Diferença a seu favor')).toHaveCount(0)
})
