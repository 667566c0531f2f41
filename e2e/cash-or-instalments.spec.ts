import { expectInSight, waitForScrollToSettle } from './support/in-sight.ts'
import { brl, line, resultRegion } from './support/result.ts'
import { routeOf } from './support/routes.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })

test('1.800 or 12 × 170 with the first at purchase, typed on a phone', async ({ page }) => {
  await page.goto(routeOf('cash-or-instalments'))
  await typeInto(page, 'Preço à vista (R$)', '1.800')
  await typeInto(page, 'Parcela (R$)', '170')
  await typeInto(page, 'Número de parcelas', '12')
  await typeInto(page, 'Rendimento do dinheiro (% ao mês)', '1')
  await page.getByText('Primeira parcela no ato da compra', { exact: true }).tap()
  await page.getByRole('button', { name: 'Calcular' }).tap()

  // docs/legal/cash-or-instalments.md: with the first at purchase, 2,36% a.m. (32,33% a.a.);
  // the instalments are worth 1.932,50 today at 1% a.m., so cash costs 132,50 less.
  // The main figure; "Como calculamos" repeats it once its steps have loaded.
  const figure = resultRegion(page).getByText(brl('R$ 132,50'), { exact: true }).first()
  await expectInSight(figure)
  await expect(
    resultRegion(page).getByText('Pagar à vista sai mais barato, em dinheiro de hoje'),
  ).toBeVisible()
  await expect(line(page, 'Juros escondidos no parcelado')).toHaveText('2,36% ao mês')
  await expect(line(page, 'Parcelas em dinheiro de hoje')).toHaveText(brl('R$ 1.932,50'))
  await expect(page).toHaveURL(/\?avista=1800&parcela=170&parcelas=12&entrada=sim&rendimento=1$/)

  // Instalments adding up to less than the cash price: a warning at the field, and a result.
  await typeInto(page, 'Preço à vista (R$)', '2.100')
  await expect(page.getByText(/menos que o preço à vista: a taxa é negativa/)).toBeVisible()
  await page.getByRole('button', { name: 'Calcular' }).tap()
  await waitForScrollToSettle(page)
  await expect(resultRegion(page).getByText(/os juros são negativos/)).toBeVisible()
})
