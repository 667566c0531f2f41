import { axeViolations } from './support/axe.ts'

import { routeOf } from './support/routes.ts'
import { expect, test } from './support/test.ts'

test('two calculations appear in the history, one reopens with its result, and it clears', async ({
  page,
}) => {
  // axe over the whole page with a dialog open: well above the default on a busy machine.
  test.setTimeout(60_000)
  await page.goto(routeOf('percentage'))
  await page.getByLabel('Porcentagem (%)').pressSequentially('15')
  await page.getByLabel('De quanto (valor)').pressSequentially('200')
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(page.getByRole('region', { name: 'Resultado' })).toContainText('30')

  await page.goto(routeOf('simple'))
  await expect(page.getByRole('button', { name: 'mais' })).toBeVisible()
  await page.keyboard.type('12+7=')
  await expect(page.getByRole('status', { name: 'Visor' })).toHaveText('19')

  await page.goto('/?calc=history')
  const dialog = page.getByRole('dialog', { name: 'Histórico de Cálculos' })
  const entries = dialog.getByRole('list', { name: 'Últimos cálculos' }).getByRole('listitem')
  await expect(entries).toHaveCount(2)
  await expect(entries.nth(0)).toContainText('12 + 7')
  await expect(entries.nth(0)).toContainText('19')
  await expect(entries.nth(1)).toContainText('15% de 200')
  await expect(entries.nth(1)).toContainText('30')

  await entries.nth(1).getByRole('link').click()
  await expect(page).toHaveURL(`${routeOf('percentage')}?modo=de&pct=15&valor=200`)
  await expect(page.getByRole('region', { name: 'Resultado' })).toContainText('15% de 200')
  await expect(page.getByRole('region', { name: 'Resultado' })).toContainText('30')

  await page.goto('/?calc=history')
  await expect(entries).toHaveCount(2)
  // Clearing asks first; Cancelar keeps everything and gives focus back to the button.
  const clear = dialog.getByRole('button', { name: 'Limpar histórico' })
  await clear.click()
  const confirm = page.getByRole('alertdialog', { name: 'Limpar o histórico?' })
  await expect(confirm).toBeVisible()
  await expect(confirm).toContainText('Os 2 cálculos guardados neste navegador serão apagados.')
  await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused()
  await expect(confirm).toHaveCSS('opacity', '1')
  expect(await axeViolations(page)).toEqual([])
  await confirm.getByRole('button', { name: 'Cancelar' }).click()
  await expect(confirm).toBeHidden()
  await expect(entries).toHaveCount(2)
  await expect(clear).toBeFocused()

  // Escape closes only the question, not the history behind it.
  await clear.click()
  await page.keyboard.press('Escape')
  await expect(confirm).toBeHidden()
  await expect(dialog).toBeVisible()
  await expect(entries).toHaveCount(2)

  await clear.click()
  await confirm.getByRole('button', { name: 'Apagar histórico' }).click()
  await expect(confirm).toBeHidden()
  await expect(entries).toHaveCount(0)
  await expect(dialog.getByText('Nenhum cálculo por aqui ainda.')).toBeVisible()
  await expect(dialog).toBeVisible()
})
