import { typeMonth } from './support/dates.ts'
import { expectInSight } from './support/in-sight.ts'
import { resultRegion } from './support/result.ts'
import { linkTo, routeOf } from './support/routes.ts'
import { expect, test } from './support/test.ts'

// Inflação by the real index between two months (docs/legal/official-series.md): the IPCA of 01/2024 to
// 12/2024, both months included, is IBGE's IPCA of 2024, 4,83% (docs/legal/official-series.md).

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })

test('typed key by key: R$ 1.000 by the IPCA of 2024 is R$ 1.048,31, in view and dated', async ({
  page,
}) => {
  await page.goto(routeOf('inflation'))
  await page.getByLabel('Valor hoje (R$)').pressSequentially('1.000')
  await page.getByLabel('Inflação', { exact: true }).selectOption('ipca')
  await typeMonth(page.getByLabel('Mês inicial'), '01/2024')
  await typeMonth(page.getByLabel('Mês final'), '12/2024')
  await page.getByRole('button', { name: 'Calcular' }).click()

  const heading = resultRegion(page).getByRole('heading', {
    name: 'Valor corrigido pelo IPCA de janeiro de 2024 a dezembro de 2024',
  })
  await expectInSight(heading)
  await expectInSight(resultRegion(page).getByText('R$ 1.048,31', { exact: true }).first())
  await expect(resultRegion(page)).toContainText('4,83%')
  await expect(resultRegion(page)).toContainText('dados até setembro de 2026, IBGE')
  await expect(page).toHaveURL(
    /\/calculadora-inflacao\?valor=1000&indice=ipca&inicio=2024-01&fim=2024-12$/,
  )

  // "Como calculamos" shows the months used.
  await resultRegion(page).getByText('Como calculamos', { exact: true }).click()
  await expect(resultRegion(page).locator('details ol')).toContainText('dez/2024')
})

test('a month past the data names the last month available', async ({ page }) => {
  await page.goto(
    linkTo('inflation', { valor: '1000', indice: 'igpm', inicio: '2026-01', fim: '2026-12' }),
  )
  await expect(page.getByLabel('Mês final')).toHaveAccessibleDescription(
    /outubro de 2026 ainda não está nos dados do site \(dados até setembro de 2026\)/,
  )
})
