import { expectInSight } from './support/in-sight.ts'
import { brlPattern, headline, line, resultRegion } from './support/result.ts'
import { routeOf } from './support/routes.ts'
import { atSampleToday } from './support/sample-today.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

// Seguro-desemprego as a person on a phone uses it: typed key by key at 360 × 740, Calcular, the
// verdict in sight and the figures of the worked examples of docs/legal/unemployment.md, then
// the link it shares.

test.use({ viewport: { width: 360, height: 740 } })

test.beforeEach(async ({ page }) => {
  // The default "Tabela de <ano>" and the filing window are the visitor's: fix the clock.
  await atSampleToday(page)
})

test('the full example typed key by key, the filing window, then not entitled', async ({
  page,
}) => {
  await page.goto(routeOf('unemployment'))
  for (const label of [
    'Último salário (R$)',
    'Penúltimo salário (R$)',
    'Antepenúltimo salário (R$)',
  ])
    await typeInto(page, label, '3000')
  await typeInto(page, 'Meses trabalhados nos últimos 36', '20')
  await typeInto(page, 'Meses com salário nos últimos 18', '18')
  await typeInto(page, 'Data da demissão', '20/11/2026')
  await page.getByRole('button', { name: 'Calcular' }).click()

  // 2026, average 3.000: 1.777,74 + 0,5 × 777,83 = 2.166,66; 4 parcelas = 8.666,64.
  const parcela = headline(page, /^4 parcelas de/)
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

test('the carência window (docs/legal/unemployment.md) and the closed deadline, verdict in sight', async ({
  page,
}) => {
  await page.goto(routeOf('unemployment'))
  for (const label of [
    'Último salário (R$)',
    'Penúltimo salário (R$)',
    'Antepenúltimo salário (R$)',
  ])
    await typeInto(page, label, '3000')
  // 1st request, 20 months in 36 but only 10 in the last 18: not entitled (needs 12 of 18).
  await typeInto(page, 'Meses trabalhados nos últimos 36', '20')
  await typeInto(page, 'Meses com salário nos últimos 18', '10')
  await page.getByRole('button', { name: 'Calcular' }).click()
  const verdict = headline(page, 'Seguro-desemprego')
  await expect(verdict).toHaveText('Sem direito')
  await expectInSight(verdict)
  await expect(resultRegion(page)).toContainText('pelo menos 12 dos 18 meses antes da demissão')
  await expect(resultRegion(page)).not.toContainText('parcelas de')
  await page.screenshot({ path: 'test-results/seguro-carencia-360.png' })

  // 12 of the last 18 gives the right; dismissed 01/02/2026 and checked on 22/11/2026, the window
  // to ask closed on 01/06/2026 (120 days): no instalment, and the reason.
  await typeInto(page, 'Meses com salário nos últimos 18', '12')
  await typeInto(page, 'Data da demissão', '01/02/2026')
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(verdict).toHaveText('Prazo encerrado')
  await expectInSight(verdict)
  await expect(resultRegion(page)).toContainText('O prazo para pedir terminou em 01/06/2026')
  await expect(resultRegion(page)).toContainText('o pedido já não pode ser feito')
  await expect(resultRegion(page)).not.toContainText('parcelas de')
})
