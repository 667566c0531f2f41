import { example, sample } from '../src/catalogue/calculators/tip/example.ts'
import { brl } from '../src/catalogue/example-text.ts'
import { resultRegion } from './support/result.ts'
import { routeOf } from './support/routes.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

test('a link splits the bill; Calcular updates the address', async ({ page }) => {
  // Several page loads in one test: on a busy shared machine 30 s is not always enough.
  test.slow()
  await page.goto(sample.href)
  const { perPerson, rest, share, shares } = example.figures
  await expect(resultRegion(page)).toContainText(brl(perPerson))
  await expect(resultRegion(page)).toContainText(
    `${example.query.pessoas - shares} pessoa paga ${brl(rest)} e ${shares} pagam ${brl(share)}.`,
  )
  await typeInto(page, 'Número de pessoas', '4')
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(resultRegion(page)).toContainText('R$ 27,50')
  await expect(page).toHaveURL(/\?conta=100&pessoas=4&modo=percentual&gorjeta=10$/)

  await page.goto(`${routeOf('tip')}?conta=80&modo=valor&gorjeta=12`)
  await expect(page.getByRole('tab', { name: 'Valor' })).toHaveAttribute('aria-selected', 'true')
  await expect(resultRegion(page)).toContainText('R$ 12,00 (15,00%)')
})

test('the quick buttons compute at once once a bill is typed', async ({ page }) => {
  await page.goto(routeOf('tip'))
  await typeInto(page, 'Valor da conta (R$)', '200')
  await page.getByRole('button', { name: '15%', exact: true }).click()
  await expect(resultRegion(page)).toContainText('R$ 230,00')
  await expect(page.getByRole('button', { name: '15%', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(page).toHaveURL(/\?conta=200&pessoas=1&modo=percentual&gorjeta=15$/)
  await page.getByRole('button', { name: '5%', exact: true }).click()
  await expect(resultRegion(page)).toContainText('R$ 210,00')
  await expect(page).toHaveURL(/gorjeta=5$/)
})

test('the home modal honours the same parameters', async ({ page }) => {
  await page.goto('/?calc=tip&conta=100&pessoas=2')
  const dialog = page.getByRole('dialog', { name: 'Calculadora de Gorjeta' })
  await expect(dialog.getByRole('region', { name: 'Resultado' })).toContainText('R$ 55,00')
})
