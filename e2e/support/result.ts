import type { Locator, Page } from '@playwright/test'

/** The calculator's result, as a screen reader names it. */
export const resultRegion = (page: Page): Locator => page.getByRole('region', { name: 'Resultado' })

/** Where a result is looked for: a page's result, or a given box (a tab's panel, a dialog). */
const within = (scope: Page | Locator): Locator => ('goto' in scope ? resultRegion(scope) : scope)

/** The figure a result card shows in large: the line right under its heading. */
export const figureUnder = (heading: Locator): Locator =>
  heading.locator('xpath=following-sibling::p[1]')

/**
 * The card's main figure: the line under its heading, the one named (exactly, or a pattern), or
 * the first card's. A figure the card shows may be repeated in "Como calculamos" below it; this
 * is the card's own.
 */
export const headline = (scope: Page | Locator, heading?: string | RegExp): Locator =>
  figureUnder(
    heading === undefined
      ? within(scope).getByRole('heading', { level: 2 }).first()
      : within(scope).getByRole('heading', { name: heading, exact: typeof heading === 'string' }),
  )

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/**
 * The value of a line of the result card (its `<dd>`), found by the words its label begins with,
 * as a person reads it: the label's hint (under it, in the same `<dt>`) and "Como calculamos"
 * (after the lines) are not matched. `.locator('..')` is the whole line, hint and all.
 */
export const line = (scope: Page | Locator, label: string): Locator =>
  within(scope)
    .getByRole('term')
    .filter({ hasText: new RegExp(`^\\s*${escape(label)}`) })
    .first()
    .locator('xpath=following-sibling::dd[1]')

/** Money as Intl writes it in pt-BR: `brl('R$ 1.234,56')` puts the non-breaking space after R$. */
export const brl = (text: string): string => text.replaceAll('R$ ', 'R$\u00a0')

/** An amount after `R$` and any space, as a pattern: `brlPattern('4.185,16')`. */
export const brlPattern = (amount: string): RegExp =>
  new RegExp(`R\\$\\s${amount.replace(/\./g, '\\.')}`)
