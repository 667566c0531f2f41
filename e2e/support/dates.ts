import type { Locator } from '@playwright/test'

import { expect } from './test.ts'

/**
 * Types a date into a date field digit by digit, as a Brazilian does: `'10/03/2022'` is typed
 * 1 0 0 3 2 0 2 2 (each full part moves on to the next by itself, so the slashes are not typed),
 * then the field must hold 2022-03-10.
 *
 * Chromium lays the parts out in the order of its own interface language, not the page's: the
 * suite starts it in Portuguese (playwright.config.ts), which takes Debian's `chromium-l10n`.
 */
export async function typeDate(field: Locator, date: string): Promise<void> {
  const [dd, mm, yyyy] = date.split('/')
  // Out of the field and back: focus lands on its first part, whatever was typed before.
  await field.blur()
  await field.focus()
  await field.pressSequentially(`${dd}${mm}${yyyy}`)
  await expect(
    field,
    'the day comes first in a pt-BR date field (mm/dd/aaaa: is chromium-l10n installed?)',
  ).toHaveValue(`${yyyy}-${mm}-${dd}`)
}

/**
 * Types a month into a month field (`<input type="month">`, "abril de 2026" in pt-BR) as a person
 * does on a computer: the month's number, → to the year, the year; `'04/2026'` → 2026-04.
 */
export async function typeMonth(field: Locator, month: string): Promise<void> {
  const [mm, yyyy] = month.split('/')
  await field.blur()
  await field.focus()
  await field.pressSequentially(mm ?? '')
  await field.press('ArrowRight')
  await field.pressSequentially(yyyy ?? '')
  await expect(field).toHaveValue(`${yyyy}-${mm}`)
}
