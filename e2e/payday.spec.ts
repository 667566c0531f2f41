import { expectInSight } from './support/in-sight.ts'
import { line, resultRegion } from './support/result.ts'
import { routeOf } from './support/routes.ts'
import { atSampleToday } from './support/sample-today.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

test.use({ viewport: { width: 360, height: 740 } })

test('a month typed on a phone: the 5th business day, the banking one, the year', async ({
  page,
}) => {
  await atSampleToday(page)
  await page.goto(routeOf('payday'))
  // An empty month is this month: November 2026, Finados on Monday 02/11.
  await page.getByRole('button', { name: 'Calcular' }).click()
  const main = resultRegion(page).getByText('sábado, 7 de novembro de 2026')
  await expectInSight(main)
  await expect(resultRegion(page).getByText('02/11/2026: feriado: Finados')).toBeVisible()

  await typeInto(page, 'Mês do pagamento', '04/2026')
  await page.getByText('Contar o sábado como dia útil', { exact: true }).click()
  await page.getByRole('button', { name: 'Calcular' }).click()
  // The banking count asked for: the CLT deadline still leads (CLT art. 459 §1º), the banking
  // day beside it, never as a later deadline.
  await expect(page).toHaveURL(/\?mes=2026-04&sabado=nao$/)
  await expectInSight(resultRegion(page).getByText('terça-feira, 7 de abril de 2026'))
  await expect(line(resultRegion(page), 'Dia útil bancário (sem sábado)')).toHaveText('08/04/2026')
  const table = page.getByRole('table')
  await expect(table.getByRole('row', { name: /Abril/ })).toContainText('07/04')
  await expect(table.getByRole('row', { name: /Abril/ })).toContainText('08/04')
})
