import type { Page } from '@playwright/test'

import { line, resultRegion } from './support/result.ts'
import { routeOf } from './support/routes.ts'
import { atSampleToday } from './support/sample-today.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

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

for (const timezoneId of ZONES) {
  test.describe(timezoneId, () => {
    test.use({ timezoneId })

    test('business days count each holiday on its own weekday, in both tabs', async ({ page }) => {
      await atSampleToday(page)
      await page.goto(`${routeOf('date')}?modo=diferenca&inicio=2026-11-01&fim=2026-11-30`)
      const businessDays = line(page, 'Dias úteis no período')
      // Finados (Monday 02/11) and Consciência Negra (Friday 20/11): 21 weekdays less 2.
      await expect(businessDays).toHaveText('19')

      // Finados 2024 on a Saturday takes no weekday away.
      await typeInto(panel(page), 'Data inicial', '26/10/2024')
      await typeInto(panel(page), 'Data final', '04/11/2024')
      await panel(page).getByRole('button', { name: 'Calcular' }).click()
      await expect(businessDays).toHaveText('6')
      await expect(page).toHaveURL(/inicio=2024-10-26&fim=2024-11-04/)

      // Independência 2026 on a Monday: Saturday to Tuesday holds one business day.
      await typeInto(panel(page), 'Data inicial', '05/09/2026')
      await typeInto(panel(page), 'Data final', '08/09/2026')
      await panel(page).getByRole('button', { name: 'Calcular' }).click()
      await expect(businessDays).toHaveText('1')

      // The same dates the other way round: a negative result, said in words, not a swap.
      await typeInto(panel(page), 'Data inicial', '08/09/2026')
      await typeInto(panel(page), 'Data final', '05/09/2026')
      await panel(page).getByRole('button', { name: 'Calcular' }).click()
      await expect(resultRegion(page).getByText('−3 dias', { exact: true })).toBeVisible()
      await expect(resultRegion(page).getByText(/A data final é anterior à inicial/)).toBeVisible()
      await expect(businessDays).toHaveText('1')

      // Adicionar: one business day after Friday 30/10/2026 skips Finados, a Monday.
      await page.getByRole('tab', { name: 'Adicionar dias úteis' }).click()
      await typeInto(panel(page), 'Data de partida', '30/10/2026')
      await typeInto(panel(page), 'Dias úteis', '1')
      await panel(page).getByRole('button', { name: 'Calcular' }).click()
      await expect(resultRegion(page).getByText('terça-feira, 3 de novembro de 2026')).toBeVisible()
      const skipped = resultRegion(page).getByRole('table').getByRole('row').nth(1)
      await expect(skipped).toContainText('02/11/2026')
      await expect(skipped).toContainText('segunda-feira')
      await expect(skipped).toContainText('Finados')

      // From Friday 01/11/2024, Finados on the Saturday changes nothing: Monday, nothing skipped.
      await typeInto(panel(page), 'Data de partida', '01/11/2024')
      await panel(page).getByRole('button', { name: 'Calcular' }).click()
      await expect(
        resultRegion(page).getByText('segunda-feira, 4 de novembro de 2024'),
      ).toBeVisible()
      await expect(resultRegion(page).getByRole('table')).toHaveCount(0)
    })
  })
}
