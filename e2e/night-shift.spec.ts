import { expectInSight } from './support/in-sight.ts'
import { brl, headline, line, resultRegion } from './support/result.ts'
import { routeOf } from './support/routes.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

test.use({ viewport: { width: 360, height: 740 } })

// CLT art. 73 and Súmula 60 TST (docs/legal/night-shift.md): April 2026, 22 nights 22:00–05:00
// on 2.640,00 → 176 night hours, 422,40, DSR 105,60; to 06:00 the extended hour adds 60,34.
test('a shift typed on a phone: the premium with its DSR in view, then the hour after 05:00', async ({
  page,
}) => {
  await page.goto(routeOf('night-shift'))
  await typeInto(page, 'Salário mensal (R$)', '2.640,00')
  await typeInto(page, 'Entrada', '22:00')
  await typeInto(page, 'Saída', '05:00')
  await typeInto(page, 'Noites trabalhadas no mês', '22')
  await typeInto(page, 'Mês, para o DSR (opcional)', '04/2026')
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expectInSight(headline(page))
  await expect(headline(page)).toHaveText(brl('R$ 528,00'))
  await expect(line(resultRegion(page), 'Adicional no mês')).toHaveText(brl('R$ 422,40'))
  await expect(line(resultRegion(page), 'Horas noturnas no mês')).toHaveText('176 h')

  await typeInto(page, 'Saída', '06:00')
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(line(resultRegion(page), 'Adicional no mês')).toHaveText(brl('R$ 482,74'))
  await expectInSight(headline(page))
})

test('an exit equal to the entry is refused beside the field', async ({ page }) => {
  await page.goto(routeOf('night-shift'))
  await typeInto(page, 'Salário mensal (R$)', '2.640,00')
  await typeInto(page, 'Entrada', '22:00')
  await typeInto(page, 'Saída', '22:00')
  await typeInto(page, 'Noites trabalhadas no mês', '22')
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(page.getByText('A saída deve ser diferente da entrada.')).toBeVisible()
  await expect(page.getByLabel('Saída', { exact: true })).toBeFocused()
})
