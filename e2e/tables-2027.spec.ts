import type { Page } from '@playwright/test'

import { typeDate, typeMonth } from './support/dates.ts'
import { expectInSight } from './support/in-sight.ts'
import { headline, resultRegion } from './support/result.ts'
import { routeOf } from './support/routes.ts'
import { expect, test } from './support/test.ts'

// 2027 on day one (docs/legal/calendar-of-acts.md): with the clock on 06/01/2027, before the
// decree of the minimum wage and the portarias of January, the salary, rescisão, férias,
// seguro-desemprego, CLT × PJ, holerite, TRCT and MEI pages default to the latest table, compute, and say beside the
// result which of the year's tables are not yet published and which year's stand in. In 2028,
// with no table of its own, the same, with 2028 named. Typed key by key on a 360 × 740 phone.

test.use({ viewport: { width: 360, height: 740 } })

async function type(page: Page, label: string, text: string) {
  const field = page.getByLabel(label, { exact: true })
  await field.click()
  await field.pressSequentially(text)
}

const note = (page: Page) =>
  resultRegion(page).getByRole('note').filter({ hasText: 'ainda não publicad' })

const CLOCKS = [
  { year: 2027, at: '2027-01-06T10:00:00-03:00', table: '2027', dismissal: '05/01/2027' },
  { year: 2028, at: '2028-01-10T10:00:00-03:00', table: '2027', dismissal: '05/01/2028' },
] as const

for (const clock of CLOCKS) {
  test.describe(`clock on ${clock.at.slice(0, 10)}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.clock.setFixedTime(new Date(clock.at))
    })

    test('salário líquido: the latest table by default, the INSS bands named as pending', async ({
      page,
    }) => {
      await page.goto(routeOf('salary'))
      await type(page, 'Salário bruto mensal (R$)', '4.000')
      await expect(page.getByLabel('Ano da tabela')).toHaveValue(clock.table)
      await page.getByRole('button', { name: 'Calcular' }).click()
      await expect(note(page)).toHaveText(
        `Faixas do INSS de ${String(clock.year)} ainda não publicadas: usamos as de 2026.`,
      )
      await expectInSight(note(page))
      await expect(resultRegion(page).getByText(`Tabela de ${clock.table}`).first()).toBeVisible()
    })

    test('rescisão: the dismissal’s year, INSS pending', async ({ page }) => {
      await page.goto(routeOf('labor'))
      await type(page, 'Último salário bruto mensal (R$)', '3.000,00')
      await typeDate(page.getByLabel('Data de admissão'), '10/03/2024')
      await typeDate(page.getByLabel('Data de demissão'), clock.dismissal)
      await page.getByRole('button', { name: 'Calcular' }).click()
      await expect(note(page).first()).toContainText(
        `Faixas do INSS de ${String(clock.year)} ainda não publicadas: usamos as de 2026`,
      )
      await expectInSight(note(page).first())
    })

    test('férias: INSS pending', async ({ page }) => {
      await page.goto(routeOf('vacation'))
      await type(page, 'Salário bruto mensal (R$)', '3.000')
      await typeDate(page.getByLabel('Início das férias'), `20/01/${String(clock.year)}`)
      await page.getByRole('button', { name: 'Calcular' }).click()
      await expect(note(page).first()).toContainText(
        `Faixas do INSS de ${String(clock.year)} ainda não publicadas: usamos as de 2026`,
      )
      await expectInSight(resultRegion(page).getByRole('heading', { name: 'Férias líquidas' }))
    })

    test('seguro-desemprego: the bands and the minimum wage pending', async ({ page }) => {
      await page.goto(routeOf('unemployment'))
      await type(page, 'Último salário (R$)', '3.000')
      await type(page, 'Penúltimo salário (R$)', '3.000')
      await type(page, 'Antepenúltimo salário (R$)', '3.000')
      await type(page, 'Meses trabalhados nos últimos 36', '20')
      await page.getByRole('button', { name: 'Calcular' }).click()
      await expect(note(page).first()).toContainText(
        `Faixas do seguro-desemprego de ${String(clock.year)} ainda não publicadas: usamos as de 2026; salário mínimo de ${String(clock.year)} ainda não publicado: usamos o de 2026`,
      )
    })

    test('CLT × PJ: the INSS bands and the minimum wage of Anexo V’s pró-labore pending', async ({
      page,
    }) => {
      await page.goto(routeOf('clt-pj'))
      await type(page, 'Salário bruto CLT (R$ por mês)', '10.000')
      await type(page, 'Faturamento PJ (R$ por mês)', '15.000')
      await expect(page.getByLabel('Ano da tabela')).toHaveValue(clock.table)
      await page.getByRole('button', { name: 'Calcular' }).click()
      const y = String(clock.year)
      await expect(note(page)).toHaveText(
        `Faixas do INSS de ${y} ainda não publicadas: usamos as de 2026; salário mínimo de ${y} ainda não publicado: usamos o de 2026.`,
      )
      // The worked example's figures (docs/legal/clt-pj.md): PJ ahead, its figure in sight.
      await expectInSight(headline(page, 'Diferença por mês a favor do PJ'))
    })

    test('holerite: the month’s INSS bands pending', async ({ page }) => {
      await page.goto(routeOf('payslip-check'))
      await type(page, 'Salário-base mensal (R$)', '3500')
      await typeMonth(page.getByLabel('Mês do holerite'), `01/${String(clock.year)}`)
      await type(page, 'INSS descontado (R$)', '308,60')
      await page.getByRole('button', { name: 'Calcular' }).click()
      await expect(note(page)).toHaveText(
        `Faixas do INSS de ${String(clock.year)} ainda não publicadas: usamos as de 2026.`,
      )
      await expectInSight(note(page))
    })

    test('TRCT: the dismissal’s INSS bands pending, as the rescisão', async ({ page }) => {
      await page.goto(routeOf('severance-check'))
      await type(page, 'Último salário bruto mensal (R$)', '3.000,00')
      await typeDate(page.getByLabel('Data de admissão'), '10/03/2024')
      await typeDate(page.getByLabel('Data de demissão'), clock.dismissal)
      await type(page, 'Líquido recebido (R$)', '1.000,00')
      await page.getByRole('button', { name: 'Calcular' }).click()
      // Right under the balance, which is what must be in sight; the note may be just below it.
      await expect(note(page)).toHaveText(
        `Faixas do INSS de ${String(clock.year)} ainda não publicadas: usamos as de 2026.`,
      )
      await expectInSight(headline(page, 'Diferença a seu favor'))
    })

    test('MEI: the DAS, which follows the minimum wage, pending', async ({ page }) => {
      await page.goto(routeOf('tax'))
      await type(page, 'Faturamento do mês (R$)', '5.000')
      await expect(page.getByLabel('Ano da tabela')).toHaveValue(clock.table)
      await page.getByRole('button', { name: 'Calcular' }).click()
      await expect(note(page).first()).toContainText(
        `DAS do MEI de ${String(clock.year)} (segue o salário mínimo) ainda não publicado: usamos o de 2026`,
      )
      await expectInSight(note(page).first())
    })
  })
}

test('on 22/11/2026 nothing is pending', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-22T12:00:00-03:00'))
  await page.goto(routeOf('salary'))
  await type(page, 'Salário bruto mensal (R$)', '4.000')
  await expect(page.getByLabel('Ano da tabela')).toHaveValue('2026')
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(resultRegion(page).getByText('Tabela de 2026').first()).toBeVisible()
  await expect(note(page)).toHaveCount(0)
})
