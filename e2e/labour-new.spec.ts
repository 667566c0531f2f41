import type { Locator, Page } from '@playwright/test'

import { expectInSight } from './support/in-sight.ts'
import { typeDate } from './support/dates.ts'
import { brlPattern, figureUnder, resultRegion } from './support/result.ts'
import { expect, test } from './support/test.ts'

// Férias and seguro-desemprego as a person on a phone uses them: typed key by key at 360 × 740,
// Calcular, the headline in sight and the figures of the legal reference's worked examples
// (docs/legal/vacation.md, docs/legal/unemployment.md), then the link they share.

test.use({ viewport: { width: 360, height: 740 } })

test.beforeEach(async ({ page }) => {
  // The default "Tabela de <ano>" is the visitor's year: fix the clock so it is 2026.
  await page.clock.setFixedTime(new Date('2026-11-22T12:00:00-03:00'))
})

/** The figure under the result card's heading. */
const headline = (page: Page, name: string | RegExp): Locator =>
  figureUnder(resultRegion(page).getByRole('heading', { name }))
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
/** A line of the card: the label's row, its value beside it ("Como calculamos" comes after). */
const line = (page: Page, label: string) =>
  resultRegion(page)
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${escape(label)}`) }) })
    .first()

/** Each line of the card holds its amount. */
async function expectLines(page: Page, amounts: Record<string, string>) {
  for (const [label, amount] of Object.entries(amounts))
    await expect(line(page, label)).toContainText(brlPattern(amount))
}

test('férias: F1 and F2 typed key by key, the headline in sight, then the shared link', async ({
  page,
}) => {
  await page.goto('/calculadora-ferias')
  await expect(page.getByLabel('Ano da tabela')).toHaveValue('2026')
  await page.getByLabel('Salário bruto mensal (R$)').pressSequentially('4500')
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

test('férias: a Friday start gets the payment date and the art. 134 §3º message', async ({
  page,
}) => {
  await page.goto('/calculadora-ferias?salario=4500&inicio=2026-11-27&ano=2026')
  await expect(headline(page, 'Férias líquidas')).toHaveText(brlPattern('4.973,39'))
  await expect(line(page, 'Pagar até')).toContainText('25/11/2026')
  await expect(resultRegion(page).getByRole('note')).toContainText('art. 134 §3º')
})

test('seguro-desemprego: the full example typed key by key, the filing window, then not entitled', async ({
  page,
}) => {
  await page.goto('/calculadora-seguro-desemprego')
  for (const label of [
    'Último salário (R$)',
    'Penúltimo salário (R$)',
    'Antepenúltimo salário (R$)',
  ])
    await page.getByLabel(label, { exact: true }).pressSequentially('3000')
  await page.getByLabel('Meses trabalhados nos últimos 36').pressSequentially('20')
  await page.getByLabel('Meses com salário nos últimos 18').pressSequentially('18')
  await typeDate(page.getByLabel('Data da demissão'), '20/11/2026')
  await page.getByRole('button', { name: 'Calcular' }).click()

  // 2026, average 3.000: 1.777,74 + 0,5 × 777,83 = 2.166,66; 4 parcelas = 8.666,64.
  const parcela = headline(page, '4 parcelas de')
  await expect(parcela).toHaveText(brlPattern('2.166,66'))
  await expectInSight(parcela)
  await expect(line(page, 'Total a receber')).toContainText(brlPattern('8.666,64'))
  await expect(line(page, 'Prazo para pedir')).toContainText('27/11/2026 a 20/03/2027')
  const shared = page.url()
  expect(shared).toContain('demissao=2026-11-20')

  await page.getByLabel('Motivo da saída').selectOption('pedido-demissao')
  await page.getByRole('button', { name: 'Calcular' }).click()
  const none = headline(page, 'Seguro-desemprego')
  await expect(none).toHaveText('Sem direito')
  await expectInSight(none)
  await expect(resultRegion(page)).toContainText('Quem pede demissão não tem direito')

  await page.goto(shared)
  await expect(parcela).toHaveText(brlPattern('2.166,66'))
  await expectInSight(parcela)
})

test('seguro-desemprego: the carência window (legal-tables §3.2) and the closed deadline, verdict in sight', async ({
  page,
}) => {
  await page.goto('/calculadora-seguro-desemprego')
  for (const label of [
    'Último salário (R$)',
    'Penúltimo salário (R$)',
    'Antepenúltimo salário (R$)',
  ])
    await page.getByLabel(label, { exact: true }).pressSequentially('3000')
  // 1st request, 20 months in 36 but only 10 in the last 18: not entitled (needs 12 of 18).
  await page.getByLabel('Meses trabalhados nos últimos 36').pressSequentially('20')
  await page.getByLabel('Meses com salário nos últimos 18').pressSequentially('10')
  await page.getByRole('button', { name: 'Calcular' }).click()
  const verdict = headline(page, 'Seguro-desemprego')
  await expect(verdict).toHaveText('Sem direito')
  await expectInSight(verdict)
  await expect(resultRegion(page)).toContainText('pelo menos 12 dos 18 meses antes da demissão')
  await expect(resultRegion(page)).not.toContainText('parcelas de')
  await page.screenshot({ path: 'test-results/seguro-carencia-360.png' })

  // 12 of the last 18 gives the right; dismissed 01/02/2026 and checked on 22/11/2026, the window
  // to ask closed on 01/06/2026 (120 days): no instalment, and the reason.
  const window18 = page.getByLabel('Meses com salário nos últimos 18')
  await window18.fill('')
  await window18.pressSequentially('12')
  await typeDate(page.getByLabel('Data da demissão'), '01/02/2026')
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(verdict).toHaveText('Prazo encerrado')
  await expectInSight(verdict)
  await expect(resultRegion(page)).toContainText('O prazo para pedir terminou em 01/06/2026')
  await expect(resultRegion(page)).toContainText('o pedido já não pode ser feito')
  await expect(resultRegion(page)).not.toContainText('parcelas de')
})
