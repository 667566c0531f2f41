import type { Locator, Page } from '@playwright/test'

import { typeDate, typeMonth } from './dates.ts'

/**
 * Types into a field key by key as a person does (`pressSequentially`, never `fill`): focused,
 * what it held cleared, then the keys. Either the field itself, or its label in a page or a box
 * (`typeInto(page, 'Prazo (meses)', '360')`, the label matched exactly). Date and month fields
 * take the text as a person writes it, `'20/11/2026'` and `'04/2026'` (`./dates.ts`); a time
 * field `'23:59'`. Returns the field.
 */
export async function typeInto(field: Locator, text: string): Promise<Locator>
export async function typeInto(scope: Page | Locator, label: string, text: string): Promise<Locator>
export async function typeInto(
  target: Page | Locator,
  labelOrText: string,
  text?: string,
): Promise<Locator> {
  const field =
    text === undefined ? (target as Locator) : target.getByLabel(labelOrText, { exact: true })
  const keys = text ?? labelOrText
  const type = await field.getAttribute('type')
  if (type === 'date') await typeDate(field, keys)
  else if (type === 'month') await typeMonth(field, keys)
  else {
    await field.focus()
    if (type !== 'time') await field.clear()
    await field.pressSequentially(type === 'time' ? keys.replace(':', '') : keys)
  }
  return field
}
