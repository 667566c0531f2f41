import { expectInSight, waitForScrollToSettle } from './support/in-sight.ts'
import { typeDate } from './support/dates.ts'
import { brl, figureUnder, line, resultRegion } from './support/result.ts'
import { routeOf } from './support/routes.ts'
import { expect, test } from './support/test.ts'

// Multa e juros de atraso as a person does it on a phone: the value typed key by key at
// 360 × 740, the dates day first, Calcular, and the total in view. Figures: the worked example of
// docs/legal/late-payment.md (its worked example: January and February 2025 at the Taxa Legal,
// 0,589427% + 0,902209% = 1,491636%; IPCA 0,16% and 1,31%).

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })

test('multa e juros de atraso: R$ 1.000,00 due 31/12/2024, paid 28/02/2025, typed on a phone', async ({
  page,
}) => {
  await page.goto(routeOf('late-payment'))
  const valor = page.getByLabel('Valor da conta ou prestação (R$)')
  await valor.pressSequentially('1.000')
  await expect(valor).toHaveValue('1.000')
  await typeDate(page.getByLabel('Vencimento'), '31/12/2024')
  await typeDate(page.getByLabel('Data do pagamento'), '28/02/2025')
  await page.getByRole('button', { name: 'Calcular' }).click()

  const heading = resultRegion(page).getByText('Total a pagar em 28/02/2025')
  const total = figureUnder(heading)
  await expect(total).toHaveText(brl('R$ 1.049,86'))
  await waitForScrollToSettle(page)
  await expectInSight(total)
  await expect(resultRegion(page)).toContainText(brl('R$ 15,14'))
  await expect(resultRegion(page)).toContainText('Taxa Legal: dados até')
  await expect(page).toHaveURL(
    /\?valor=1000&vencimento=2024-12-31&pagamento=2025-02-28&correcao=ipca&tipo=outro$/,
  )

  // "Como calculamos" lists the monthly figures used and ends on the total.
  await resultRegion(page).getByText('Como calculamos', { exact: true }).click()
  const steps = resultRegion(page).locator('details').filter({ hasText: 'Como calculamos' })
  await expect(steps).toContainText('jan/2025 0,16%')
  await expect(steps).toContainText('Taxa Legal de fev/2025')
  await expect(steps).toContainText('0,902209%')
  await expect(steps.getByRole('listitem').last()).toContainText(brl('R$ 1.049,86'))

  // Without the correction: the Taxa Legal example itself, R$ 14,92 of interest.
  // The switch's checkbox is visually hidden; people press its label.
  await page.getByText('Corrigir pelo IPCA', { exact: true }).click()
  await expect(page.getByRole('switch', { name: 'Corrigir pelo IPCA' })).not.toBeChecked()
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(total).toHaveText(brl('R$ 1.034,92'))
  await expectInSight(total)
})

test('multa e juros de atraso: paid on the due date is no delay, said at the field', async ({
  page,
}) => {
  await page.goto(routeOf('late-payment'))
  await page.getByLabel('Valor da conta ou prestação (R$)').pressSequentially('500')
  await typeDate(page.getByLabel('Vencimento'), '10/03/2025')
  await typeDate(page.getByLabel('Data do pagamento'), '10/03/2025')
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(page.getByText(/Pago até o vencimento não tem atraso/)).toBeVisible()
  await expect(page.getByLabel('Data do pagamento')).toBeFocused()
})

test('multa e juros de atraso: a payment day April does not have is said at the field, not read as today', async ({
  page,
}) => {
  // The date box shows 31/04/2025 but the browser hands the page no value for it; empty, the
  // payment date means today, so without a word the result was today's (docs/decisions.md §2).
  await page.goto(routeOf('late-payment'))
  await page.getByLabel('Valor da conta ou prestação (R$)').pressSequentially('500')
  await typeDate(page.getByLabel('Vencimento'), '10/03/2025')
  const pagamento = page.getByLabel('Data do pagamento')
  await pagamento.focus()
  await pagamento.pressSequentially('31042025')
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(pagamento).toHaveAccessibleDescription(/Informe uma data válida/)
  await expect(pagamento).toBeFocused()
  await expect(resultRegion(page).getByRole('heading')).toHaveCount(0)

  // The day the person meant: the message goes and the result is for that day.
  await typeDate(pagamento, '30/04/2025')
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(resultRegion(page).getByText('Total a pagar em 30/04/2025')).toBeVisible()
})

test('multa e juros de atraso: a condomínio fee, R$ 800,00 due 05/03/2024, paid 28/11/2026, typed on a phone', async ({
  page,
}) => {
  // Código Civil art. 1.336 §1º: 1% a month when the convention is silent, on the value corrected
  // by the IPCA from September 2024 (docs/legal/late-payment.md, the condomínio example).
  await page.goto(routeOf('late-payment'))
  await page.getByLabel('O que é a dívida').selectOption({ label: 'Condomínio' })
  await expect(
    page.getByLabel('Juros do contrato (% ao mês, opcional)'),
  ).toHaveAccessibleDescription(/1% ao mês.*art\. 1\.336 §1º/)
  const valor = page.getByLabel('Valor da conta ou prestação (R$)')
  await valor.pressSequentially('800')
  await expect(valor).toHaveValue('800')
  await typeDate(page.getByLabel('Vencimento'), '05/03/2024')
  await typeDate(page.getByLabel('Data do pagamento'), '28/11/2026')
  await page.getByRole('button', { name: 'Calcular' }).click()

  const total = figureUnder(resultRegion(page).getByText('Total a pagar em 28/11/2026'))
  await expect(total).toHaveText(brl('R$ 1.189,37'))
  await waitForScrollToSettle(page)
  await expectInSight(total)
  await expect(line(resultRegion(page), 'Juros de mora')).toHaveText(brl('R$ 289,62'))
  await expect(resultRegion(page)).toContainText('Código Civil, art. 1.336 §1º')
  await expect(page).toHaveURL(/tipo=condominio/)
})
