import { expect, test } from './support/test.ts'

test('two calculations appear in the history, one reopens with its result, and it clears', async ({
  page,
}) => {
  await page.goto('/calculadora-porcentagem')
  await page.getByLabel('Porcentagem (%)').fill('15')
  await page.getByLabel('De quanto (valor)').fill('200')
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(page.getByRole('region', { name: 'Resultado' })).toContainText('30')

  await page.goto('/calculadora-simples')
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
  await expect(page).toHaveURL(/\/calculadora-porcentagem\?modo=de&pct=15&valor=200$/)
  await expect(page.getByRole('region', { name: 'Resultado' })).toContainText('15% de 200')
  await expect(page.getByRole('region', { name: 'Resultado' })).toContainText('30')

  await page.goto('/?calc=history')
  await expect(entries).toHaveCount(2)
  await dialog.getByRole('button', { name: 'Limpar histórico' }).click()
  await expect(entries).toHaveCount(0)
  await expect(dialog.getByText('Nenhum cálculo por aqui ainda.')).toBeVisible()
})
