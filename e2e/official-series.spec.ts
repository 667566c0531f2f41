import { readFile } from 'node:fs/promises'

import { expectAccessibleInBothSchemes } from './support/axe.ts'
import { typeMonth } from './support/dates.ts'
import { expectInSight } from './support/in-sight.ts'
import { brl, line, resultRegion } from './support/result.ts'
import { linkTo, routeOf } from './support/routes.ts'
import { expectNoSplitValue } from './support/split-values.ts'
import { expect, test } from './support/test.ts'

// Correção monetária and reajuste de aluguel on the shipped official series, as a person does it
// on a phone: typed key by key at 360 × 740, the result in view after Calcular. Figures:
// docs/legal/official-series.md (IPCA of 2024, IBGE 4,83%) and docs/legal/rent.md (IGP-M to
// June 2025, FGV 4,39%), tested in src/lib/correction/correction.test.ts and src/lib/rent/rent.test.ts.

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })

test('correção monetária: R$ 1.000,00 by the IPCA from 01/2024 to 12/2024 is R$ 1.048,31 (4,83%)', async ({
  page,
}) => {
  await page.goto(routeOf('correction'))
  await page.getByLabel('Valor a corrigir (R$)').pressSequentially('1.000')
  await expect(page.getByLabel('Valor a corrigir (R$)')).toHaveValue(/^1\.000(,00)?$/)
  await page.getByLabel('Índice', { exact: true }).selectOption('ipca')
  await typeMonth(page.getByLabel('Mês inicial'), '01/2024')
  await typeMonth(page.getByLabel('Mês final'), '12/2024')
  await page.getByRole('button', { name: 'Calcular' }).click()

  const main = resultRegion(page).getByText(brl('R$ 1.048,31'), { exact: true }).first()
  await expect(main).toBeVisible()
  await expectInSight(main)
  await expect(line(page, 'Variação acumulada')).toHaveText('4,83%')
  await expect(line(page, 'Fator de correção')).toHaveText('1,048313')
  await expect(resultRegion(page)).toContainText(/Dados do IPCA até \S+ de \d{4}, IBGE\./)

  const table = resultRegion(page).getByRole('region', { name: 'IPCA mês a mês' })
  await expect(table.locator('tbody tr')).toHaveCount(12)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    resultRegion(page).getByRole('button', { name: 'Baixar CSV' }).click(),
  ])
  const rows = (await readFile(await download.path()))
    .subarray(3)
    .toString('utf8')
    .trimEnd()
    .split('\r\n')
  expect(rows[0]).toBe('Mês;IPCA (%);Fator acumulado;Valor corrigido (R$)')
  expect(rows).toHaveLength(13)
  expect(rows.at(-1)).toBe('12/2024;0,5200;1,0483129579;1048,31')

  expect(new URL(page.url()).search).toBe('?valor=1000&inicio=2024-01&fim=2024-12&indice=ipca')
})

test('correção monetária: a final month past the data names the last month available', async ({
  page,
}) => {
  await page.goto(routeOf('correction'))
  await page.getByLabel('Valor a corrigir (R$)').pressSequentially('500')
  await typeMonth(page.getByLabel('Mês inicial'), '01/2026')
  await typeMonth(page.getByLabel('Mês final'), '12/2030')
  await page.getByRole('button', { name: 'Calcular' }).click()
  const field = page.getByLabel('Mês final')
  await expect(field).toHaveAccessibleDescription(
    /^O índice de \S+ de 2026 ainda não está nos dados do site \(dados até \S+ de 2026\)/,
  )
  await expect(field).toBeFocused()
})

test('reajuste de aluguel: R$ 2.000,00 in July 2025 by the IGP-M becomes R$ 2.087,87 (4,39%)', async ({
  page,
}) => {
  await page.goto(routeOf('rent'))
  await page.getByLabel('Aluguel atual (R$)').pressSequentially('2.000')
  await expect(page.getByLabel('Aluguel atual (R$)')).toHaveValue(/^2\.000(,00)?$/)
  await typeMonth(page.getByLabel('Mês do reajuste'), '07/2025')
  await page.getByRole('button', { name: 'Calcular' }).click()

  const main = resultRegion(page).getByText(brl('R$ 2.087,87'), { exact: true }).first()
  await expect(main).toBeVisible()
  await expectInSight(main)
  await expect(line(page, 'Reajuste')).toHaveText('4,39%')
  const table = resultRegion(page).getByRole('region', { name: 'IGP-M mês a mês' })
  await expect(table.locator('tbody tr')).toHaveCount(12)
  await expect(table.locator('tbody tr').first()).toContainText('jul/2024')
  await expect(table.locator('tbody tr').last()).toContainText('jun/2025')
  expect(new URL(page.url()).search).toBe('?aluguel=2000&mes=2025-07&indice=igpm')
})

test('correção monetária over several years: "Como calculamos" has a step per year and ends on the figure shown', async ({
  page,
}) => {
  test.setTimeout(60_000)
  // R$ 1.000,00 by the IPCA from 01/2023 to 12/2024: 1,046211… × 1,048313… (IBGE 4,62% and 4,83%).
  await page.goto(
    linkTo('correction', { valor: '1000', inicio: '2023-01', fim: '2024-12', indice: 'ipca' }),
  )
  const result = resultRegion(page)
  const main = result.getByText(brl('R$ 1.096,76'), { exact: true }).first()
  await expect(main).toBeVisible()
  const details = result.locator('details', {
    has: page.locator('summary', { hasText: 'Como calculamos' }),
  })
  // The steps load after the figure (their own chunk): Shift+Tab reaches them once they show.
  await expect(details.locator('summary')).toBeVisible()
  await result.getByRole('button', { name: /Compartilhar/ }).focus()
  await page.keyboard.press('Shift+Tab')
  await expect(details.locator('summary')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(details).toHaveAttribute('open')
  const steps = details.getByRole('list').getByRole('listitem')
  await expect(steps).toHaveCount(4)
  await expect(steps.nth(0)).toContainText('Fator acumulado até dez/2023')
  await expect(steps.nth(1)).toContainText('Fator acumulado até dez/2024')
  await expect(steps.last()).toContainText(`= ${brl('R$ 1.096,76')}`)
  expect(await details.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true)
  await expectNoSplitValue(details.getByRole('list'))
  await expectAccessibleInBothSchemes(page, 'correção monetária, Como calculamos', 'details')
})

for (const [path, label, hint] of [
  [routeOf('correction'), 'Índice', /Dados do IPCA até \S+ de \d{4}, IBGE\. CDI: em breve\./],
  [routeOf('rent'), 'Índice do contrato', /Dados do IGP-M até \S+ de \d{4}, FGV\./],
] as const) {
  test(`${path}: "Dados até" is in the first HTML and hydration keeps it, without an error`, async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    const response = await page.goto(path)
    expect(await response?.text()).toMatch(hint)
    await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(hint)
    expect(errors, 'console errors (a hydration mismatch is one)').toEqual([])
  })
}
