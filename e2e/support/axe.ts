import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { waitForScrollToSettle } from './in-sight.ts'
import { expect } from './test.ts'

/** The WCAG 2.0, 2.1 and 2.2 A/AA rules. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export const SCHEMES = ['light', 'dark'] as const
export type Scheme = (typeof SCHEMES)[number]

/**
 * axe's results once the page has stopped scrolling: during the smooth scroll to a result, the
 * sticky header passes over what scrolls under it, and axe would measure a target it covers (a
 * `<summary>` once failed `target-size` that way). `configure` picks the rules (the WCAG tags
 * when left out) and the part of the page.
 */
export async function runAxe(page: Page, configure?: (axe: AxeBuilder) => AxeBuilder) {
  await waitForScrollToSettle(page)
  // A click scrolls its target just into view, which can leave the next control under the
  // sticky header: at the top of the page the header covers nothing, and axe measures every
  // target as a person sees it once scrolled to it.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await waitForScrollToSettle(page)
  const axe = new AxeBuilder({ page })
  return (configure ? configure(axe) : axe.withTags(WCAG_TAGS)).analyze()
}

/** axe's WCAG findings on the page, or only inside `within` (a CSS selector), one line each. */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  const { violations } = await runAxe(page, (axe) => {
    const tagged = axe.withTags(WCAG_TAGS)
    return within ? tagged.include(within) : tagged
  })
  return violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1] ?? ''}`)
        .join('\n'),
  )
}

/** The theme class the app sets for the emulated scheme, so axe measures the right colours. */
export async function expectScheme(page: Page, scheme: Scheme): Promise<void> {
  const html = page.locator('html')
  if (scheme === 'dark') await expect(html).toHaveClass(/\bdark\b/)
  else await expect(html).not.toHaveClass(/\bdark\b/)
}

/**
 * axe finds nothing in the light and the dark theme (theme "sistema" follows the emulated scheme
 * live, as it follows the phone's), on the page or inside `within`. Leaves the page dark.
 */
export async function expectAccessibleInBothSchemes(
  page: Page,
  what: string,
  within?: string,
): Promise<void> {
  for (const colorScheme of SCHEMES) {
    await page.emulateMedia({ colorScheme })
    await expectScheme(page, colorScheme)
    expect(await axeViolations(page, within), `${what}, ${colorScheme}`).toEqual([])
  }
}
