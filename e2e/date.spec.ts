import { example, sample } from '../src/catalogue/calculators/date/example.ts'
import { decimal } from '../src/catalogue/example-text.ts'
import { resultRegion } from './support/result.ts'
import { routeOf } from './support/routes.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

// Business days across the time zones: business-days-timezones.spec.ts.

test('a Diferença link shows the difference at once', async ({ page }) => {
  await page.goto(sample.href)
  const days = `${decimal(example.figures.totalDays)} dias`
  await expect(resultRegion(page).getByText(days, { exact: true })).toBeVisible()
  await expect(resultRegion(page).getByText('11 meses, 30 dias')).toBeVisible()
})

test('an Adicionar link lists the skipped holiday; Calcular updates the address', async ({
  page,
}) => {
  await page.goto(`${routeOf('date')}?modo=adicionar&data=2026-03-31&dias=5`)
  await expect(page.getByRole('tab', { name: 'Adicionar dias úteis' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(page.getByText('quarta-feira, 8 de abril de 2026').first()).toBeVisible()
  const row = page.getByRole('table').getByRole('row').nth(1)
  await expect(row).toContainText('03/04/2026')
  await expect(row).toContainText('sexta-feira')
  await expect(row).toContainText('Paixão de Cristo (Sexta-feira Santa)')

  const panel = page.getByRole('tabpanel')
  await typeInto(panel, 'Dias úteis', '-1')
  // The switch's checkbox is visually hidden; people press its label.
  await panel.getByText('Considerar feriados nacionais').click()
  await expect(
    panel.getByRole('switch', { name: 'Considerar feriados nacionais' }),
  ).not.toBeChecked()
  await panel.getByRole('button', { name: 'Calcular' }).click()
  await expect(page.getByText('segunda-feira, 30 de março de 2026').first()).toBeVisible()
  await expect(page).toHaveURL(
    /\?modo=adicionar&data=2026-03-31&dias=-1&feriados=nao&facultativos=nao$/,
  )
})

test('the home modal honours the same parameters', async ({ page }) => {
  await page.goto('/?calc=date&modo=adicionar&data=2026-02-13&dias=1&facultativos=sim')
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('quarta-feira, 18 de fevereiro de 2026').first()).toBeVisible()
  await expect(dialog.getByRole('table')).toContainText('Carnaval (terça-feira)')
})
