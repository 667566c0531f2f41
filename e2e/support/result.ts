import type { Locator, Page } from '@playwright/test'

/** The calculator's result, as a screen reader names it. */
export const resultRegion = (page: Page): Locator => page.getByRole('region', { name: 'Resultado' })

/** The figure a result card shows in large: the line right under its heading. */
export const figureUnder = (heading: Locator): Locator =>
  heading.locator('xpath=following-sibling::p[1]')

/** Money as Intl writes it in pt-BR: `brl('R$ 1.234,56')` puts the non-breaking space after R$. */
export const brl = (text: string): string => text.replaceAll('R$ ', 'R$\u00a0')

/** An amount after `R$` and any space, as a pattern: `brlPattern('4.185,16')`. */
export const brlPattern = (amount: string): RegExp =>
  new RegExp(`R\\$\\s${amount.replace(/\./g, '\\.')}`)
