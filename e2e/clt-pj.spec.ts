import { expectInSight } from './support/in-sight.ts'
import { brlPattern, resultRegion } from './support/result.ts'
import { routeOf } from './support/routes.ts'
import { atSampleToday } from './support/sample-today.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })

test.beforeEach(async ({ page }) => {
  // The default "Tabela de <ano>" is the visitor's year: fix the clock so it is 2026.
  await atSampleToday(page)
})

test('typed on a phone, the worked example of docs/legal/clt-pj.md comes into view, side by side, and its link reopens it', async ({
  page,
}) => {
  await page.goto(routeOf('clt-pj'))
  await expect(page.getByLabel('Ano da tabela')).toHaveValue('2026')
  await typeInto(page, 'Salário bruto CLT (R$ por mês)', '10.000')
  await typeInto(page, 'Faturamento PJ (R$ por mês)', '15.000,00')
  await typeInto(page, 'Contador e custos fixos do PJ (R$ por mês)', '300')
  await page.getByRole('button', { name: 'Calcular' }).click()

  // CLT R$ 10.000: 109.834,02 a year, 9.152,84 a month; PJ R$ 15.000 by Anexo III: 13.338,00.
  const heading = resultRegion(page).getByRole('heading', {
    name: 'Diferença por mês a favor do PJ',
  })
  await expectInSight(heading)
  await expectInSight(resultRegion(page).getByText(brlPattern('4.185,16')).first())
  await expect(
    resultRegion(page).getByText(/^PJ rende R\$\s4\.185,16 a mais por mês\./),
  ).toBeVisible()
  const clt = resultRegion(page).getByRole('region', { name: 'CLT' })
  const pj = resultRegion(page).getByRole('region', { name: 'PJ, Anexo III' })
  await expect(clt).toContainText(brlPattern('9.152,84'))
  await expect(clt).toContainText(brlPattern('109.834,02'))
  await expect(pj).toContainText(brlPattern('13.338,00'))
  await expect(pj).toContainText(brlPattern('160.056,00'))
  // Side by side on 360 px, and nothing wider than the screen.
  const [cltBox, pjBox] = [await clt.boundingBox(), await pj.boundingBox()]
  expect(cltBox && pjBox && Math.abs(cltBox.y - pjBox.y) < 1 && cltBox.x < pjBox.x).toBe(true)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await expect(resultRegion(page).getByText(brlPattern('10.396,87')).first()).toBeVisible()

  // "Como calculamos" names the Fator R and the 2026 reduction on the pró-labore.
  await resultRegion(page).getByText('Como calculamos').click()
  await expect(resultRegion(page).getByText('Fator R', { exact: true })).toBeVisible()
  await expect(
    resultRegion(page).getByText('Redução da Lei 15.270/2025 do pró-labore', { exact: true }),
  ).toBeVisible()

  // The address holds the inputs; opened afresh, it fills the form and shows the same result.
  await expect(page).toHaveURL(/salario=10000/)
  await expect(page).toHaveURL(/faturamento=15000/)
  await expect(page).toHaveURL(/contador=300/)
  const link = page.url()
  await page.goto(link)
  await expect(page.getByLabel('Salário bruto CLT (R$ por mês)')).toHaveValue('10.000,00')
  await expect(page.getByLabel('Faturamento PJ (R$ por mês)')).toHaveValue('15.000,00')
  await expect(page.getByLabel('Contador e custos fixos do PJ (R$ por mês)')).toHaveValue('300,00')
  await expectInSight(heading)
  await expect(resultRegion(page).getByRole('region', { name: 'PJ, Anexo III' })).toContainText(
    brlPattern('13.338,00'),
  )
})
