import type { Page } from '@playwright/test'

import { expect, test } from './support/test.ts'

/**
 * Business days in each Brazilian time zone and in UTC: Brasília (−3), Amazonas (−4), Fernando
 * de Noronha (−2). One visit per zone covers both tabs, by link and typed key by key.
 *
 * The page's clock is replaced before it loads (Playwright's clock, like a clock-spoofing
 * extension, makes `new Date()` return plain `Date`s), which is when a `Date`-based count once
 * read each holiday's weekday a day early west of UTC: Finados 2026, a Monday, as a Sunday, and
 * Finados 2024, a Saturday, as a Friday. Weekdays: Python's `datetime`; holidays: Lei 662/1949.
 */

const ZONES = ['America/Sao_Paulo', 'America/Manaus', 'America/Noronha', 'UTC'] as const

const result = (page: Page) => page.getByRole('region', { name: 'Resultado' })
const panel = (page: Page) => page.getByRole('tabpanel')

/** The value of a result row, found by its label as a person reads it. */
const row = (page: Page, label: string) =>
  result(page)
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: label }) })

/**
 * A date typed digit by digit as a person does. Chromium orders the segments of a date field by
 * the browser's own language, not the page's (day first on a Brazilian phone, month first in
 * an English build), so the order is read once by typing a known date.
 */
async function typeDate(page: Page, label: string, ddmmyyyy: string) {
  const field = panel(page).getByLabel(label, { exact: true })
  const typeFromStart = async (digits: string) => {
    await field.blur()
    // Focus lands on the first segment; each full segment moves on to the next.
    await field.focus()
    await field.pressSequentially(digits)
  }
  await typeFromStart('01022000')
  const dayFirst = (await field.inputValue()) === '2000-02-01'
  const [dd, mm, yyyy] = [ddmmyyyy.slice(0, 2), ddmmyyyy.slice(2, 4), ddmmyyyy.slice(4)]
  await typeFromStart(dayFirst ? dd + mm + yyyy : mm + dd + yyyy)
  await expect(field).toHaveValue(`${yyyy}-${mm}-${dd}`)
}

for (const timezoneId of ZONES) {
  test.describe(timezoneId, () => {
    test.use({ timezoneId })

    test('business days count each holiday on its own weekday, in both tabs', async ({ page }) => {
      await page.clock.setFixedTime(new Date('2026-11-22T12:00:00-03:00'))
      await page.goto('/calculadora-datas?modo=diferenca&inicio=2026-11-01&fim=2026-11-30')
      const businessDays = row(page, 'Dias úteis no período').getByRole('definition')
      // Finados (Monday 02/11) and Consciência Negra (Friday 20/11): 21 weekdays less 2.
      await expect(businessDays).toHaveText('19')

      // Finados 2024 on a Saturday takes no weekday away.
      await typeDate(page, 'Data inicial', '26102024')
      await typeDate(page, 'Data final', '04112024')
      await panel(page).getByRole('button', { name: 'Calcular' }).click()
      await expect(businessDays).toHaveText('6')
      await expect(page).toHaveURL(/inicio=2024-10-26&fim=2024-11-04/)

      // Independência 2026 on a Monday: Saturday to Tuesday holds one business day.
      await typeDate(page, 'Data inicial', '05092026')
      await typeDate(page, 'Data final', '08092026')
      await panel(page).getByRole('button', { name: 'Calcular' }).click()
      await expect(businessDays).toHaveText('1')

      // The same dates the other way round: a negative result, said in words, not a swap.
      await typeDate(page, 'Data inicial', '08092026')
      await typeDate(page, 'Data final', '05092026')
      await panel(page).getByRole('button', { name: 'Calcular' }).click()
      await expect(result(page).getByText('−3 dias', { exact: true })).toBeVisible()
      await expect(result(page).getByText(/A data final é anterior à inicial/)).toBeVisible()
      await expect(businessDays).toHaveText('1')

      // Adicionar: one business day after Friday 30/10/2026 skips Finados, a Monday.
      await page.getByRole('tab', { name: 'Adicionar dias úteis' }).click()
      await typeDate(page, 'Data de partida', '30102026')
      await panel(page).getByRole('textbox', { name: 'Dias úteis' }).pressSequentially('1')
      await panel(page).getByRole('button', { name: 'Calcular' }).click()
      await expect(result(page).getByText('terça-feira, 3 de novembro de 2026')).toBeVisible()
      const skipped = result(page).getByRole('table').getByRole('row').nth(1)
      await expect(skipped).toContainText('02/11/2026')
      await expect(skipped).toContainText('segunda-feira')
      await expect(skipped).toContainText('Finados')

      // From Friday 01/11/2024, Finados on the Saturday changes nothing: Monday, nothing skipped.
      await typeDate(page, 'Data de partida', '01112024')
      await panel(page).getByRole('button', { name: 'Calcular' }).click()
      await expect(result(page).getByText('segunda-feira, 4 de novembro de 2024')).toBeVisible()
      await expect(result(page).getByRole('table')).toHaveCount(0)
    })
  })
}
