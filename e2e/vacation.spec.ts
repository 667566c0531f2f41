import type { Page } from '@playwright/test'

import { example } from '../src/catalogue/calculators/vacation/example.ts'
import { expectInSight } from './support/in-sight.ts'
import { brlPattern, headline, line, resultRegion } from './support/result.ts'
import { linkTo, routeOf } from './support/routes.ts'
import { atSampleToday } from './support/sample-today.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

// Férias as a person on a phone uses them: typed key by key at 360 × 740, Calcular, the headline
// in sight and the figures of the worked examples of docs/legal/vacation.md, then the link they
// share.

test.use({ viewport: { width: 360, height: 740 } })

test.beforeEach(async ({ page }) => {
  // The default "Tabela de <ano>" is the visitor's year: fix the clock so it is 2026.
  await atSampleToday(page)
})

/** Each line of the card holds its amount. */
async function expectLines(page: Page, amounts: Record<string, string>) {
  for (const [label, amount] of Object.entries(amounts))
    await expect(line(page, label)).toContainText(brlPattern(amount))
}

test('F1 and F2 typed key by key, the headline in sight, then the shared link', async ({
  page,
}) => {
  await page.goto(routeOf('vacation'))
  await expect(page.getByLabel('Ano da tabela')).toHaveValue('2026')
  await typeInto(page, 'Salário bruto mensal (R$)', '4500')
  await expect(page.getByLabel('Salário bruto mensal (R$)')).toHaveValue('4.500')
  await page.getByRole('button', { name: 'Calcular' }).click()

  // F1, 2026: 4.500 + 1.500; INSS 641,51; IRRF 564,85 − 179,75 = 385,10; net 4.973,39.
  const net = headline(page, 'Férias líquidas')
  await expect(net).toHaveText(brlPattern('4.973,39'))
  await expectInSight(net)
  await expectLines(page, {
    '1/3 constitucional': '1.500,00',
    INSS: '641,51',
    IRRF: '385,10',
    'Redução da Lei 15.270/2025': '179,75',
  })

  // F2, 2025, selling 10 days: abono 1.500 + 500 out of the INSS; IRRF 200,39; net 5.426,20.
  await page.getByRole('switch', { name: /Vender 1\/3/ }).check({ force: true })
  await page.getByLabel('Ano da tabela').selectOption('2025')
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(net).toHaveText(brlPattern('5.426,20'))
  await expectInSight(net)
  await expectLines(page, {
    'Abono pecuniário: 10 dias': '1.500,00',
    '1/3 sobre o abono': '500,00',
    INSS: '373,41',
    IRRF: '200,39',
  })
  await expect(page).toHaveURL(/\?salario=4500&vender=sim&adiantamento13=nao&ano=2025$/)

  // The link shares the inputs: opened afresh, it shows the same result, in sight.
  await page.goto(page.url())
  await expect(net).toHaveText(brlPattern('5.426,20'))
  await expectInSight(net)
  await expect(page.getByRole('switch', { name: /Vender 1\/3/ })).toBeChecked()
})

test('a Friday start gets the payment date and the art. 134 §3º message', async ({ page }) => {
  await page.goto(linkTo('vacation', { ...example.query, inicio: '2026-11-27' }))
  await expect(headline(page, 'Férias líquidas')).toHaveText(brlPattern('4.973,39'))
  await expect(line(page, 'Pagar até')).toContainText('25/11/2026')
  await expect(resultRegion(page).getByRole('note')).toContainText('art. 134 §3º')
})
