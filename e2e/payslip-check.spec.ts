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
