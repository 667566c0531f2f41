import type { Page } from '@playwright/test'

import { typeDate as typeDateInto } from './support/dates.ts'
import { resultRegion } from './support/result.ts'
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

const panel = (page: Page) => page.getByRole('tabpanel')

/** The value of a result row, found by its label as a person reads it. */
const row = (page: Page, label: string) =>
  resultRegion(page)
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: label }) })

/** A date of the visible tab typed digit by digit, day first, as a person does. */
const typeDate = (page: Page, label: string, date: string) =>
  typeDateInto(panel(page).getByLabel(label, { exact: true }), date)

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
      await typeDate(page, 'Data inicial', '26/10/2024')
      await typeDate(page, 'Data final', '04/11/2024')
      await panel(page).getByRole('button', { name: 'Calcular' }).click()
      await expect(businessDays).toHaveText('6')
      await expect(page).toHaveURL(/inicio=2024-10-26&fim=2024-11-04/)

      // Independência 2026 on a Monday: Saturday to Tuesday holds one business day.
      await typeDate(page, 'Data inicial', '05/09/2026')
      await typeDate(page, 'Data final', '08/09/2026')
      await panel(page).getByRole('button', { name: 'Calcular' }).click()
      await expect(businessDays).toHaveText('1')

      // The same dates the other way round: a negative result, said in words, not a swap.
      await typeDate(page, 'Data inicial', '08/09/2026')
      await typeDate(page, 'Data final', '05/09/2026')
      await panel(page).getByRole('button', { name: 'Calcular' }).click()
      await expect(resultRegion(page).getByText('−3 dias', { exact: true })).toBeVisible()
      await expect(resultRegion(page).getByText(/A data final é anterior à inicial/)).toBeVisible()
      await expect(businessDays).toHaveText('1')

      // Adicionar: one business day after Friday 30/10/2026 skips Finados, a Monday.
      await page.getByRole('tab', { name: 'Adicionar dias úteis' }).click()
      await typeDate(page, 'Data de partida', '30/10/2026')
      await panel(page).getByRole('textbox', { name: 'Dias úteis' }).pressSequentially('1')
      await panel(page).getByRole('button', { name: 'Calcular' }).click()
      await expect(resultRegion(page).getByText('terça-feira, 3 de novembro de 2026')).toBeVisible()
      const skipped = resultRegion(page).getByRole('table').getByRole('row').nth(1)
      await expect(skipped).toContainText('02/11/2026')
      await expect(skipped).toContainText('segunda-feira')
      await expect(skipped).toContainText('Finados')

      // From Friday 01/11/2024, Finados on the Saturday changes nothing: Monday, nothing skipped.
      await typeDate(page, 'Data de partida', '01/11/2024')
      await panel(page).getByRole('button', { name: 'Calcular' }).click()
      await expect(
        resultRegion(page).getByText('segunda-feira, 4 de novembro de 2024'),
      ).toBeVisible()
      await expect(resultRegion(page).getByRole('table')).toHaveCount(0)
    })
  })
}
