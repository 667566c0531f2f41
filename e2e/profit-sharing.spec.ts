import { expectInSight } from './support/in-sight.ts'
import { brl, headline, line, resultRegion } from './support/result.ts'
import { routeOf } from './support/routes.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

test.use({ viewport: { width: 360, height: 740 } })

// Lei 10.101/2000 art. 3º §§5º e 7º (docs/legal/profit-sharing.md): 2026, 5.000,00 paid earlier and
// 6.000,00 now → 11.000 × 15% − 1.360,25 = 289,75 withheld on the second payment.
test('a second PLR typed on a phone: taxed on the year’s sum, the net in view', async ({
  page,
}) => {
  await page.goto(routeOf('profit-sharing'))
  await typeInto(page, 'Valor bruto da PLR (R$)', '6.000,00')
  await typeInto(page, 'Data do pagamento', '10/09/2026')
  await typeInto(page, 'PLR já recebida no ano (R$, opcional)', '5.000,00')
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expectInSight(headline(page))
  await expect(headline(page)).toHaveText(brl('R$ 5.710,25'))
  await expect(line(resultRegion(page), 'IRRF retido')).toHaveText(brl('R$ 289,75'))
})

test('a payment before the first table known is refused, saying so', async ({ page }) => {
  await page.goto(routeOf('profit-sharing'))
  await typeInto(page, 'Valor bruto da PLR (R$)', '9.000,00')
  await typeInto(page, 'Data do pagamento', '15/01/2024')
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(page.getByText(/Não temos a tabela da PLR antes de 01\/02\/2024/)).toBeVisible()
  await expect(page.getByLabel('Data do pagamento', { exact: true })).toBeFocused()
})
