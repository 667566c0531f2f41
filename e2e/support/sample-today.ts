import type { Page } from '@playwright/test'

import { SAMPLE_TODAY } from '../../src/catalogue/sample-link.ts'

/**
 * "Today" for the specs, the day the catalogue's date-dependent samples were computed for:
 * Sunday 22/11/2026, noon in Brasília. Screens that read the clock (a table's year, an age, a
 * pregnancy's week) give the figures the specs state only on that day.
 */
export const TODAY = new Date(SAMPLE_TODAY)

/** The same day as a person types it in a date field (day first). */
export const TODAY_TYPED = '22/11/2026'

/** Fixes the page's clock on the sample day, before it loads. */
export async function atSampleToday(page: Page): Promise<void> {
  await page.clock.setFixedTime(TODAY)
}
