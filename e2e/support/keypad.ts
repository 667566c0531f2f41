import type { Page } from '@playwright/test'

import { runAxe } from './axe.ts'
import { expect } from './test.ts'

/** A keypad calculator's display, as a screen reader names it. */
export const display = (page: Page) => page.getByRole('status', { name: 'Visor' })

/**
 * Every key's accessible name contains its visible text (WCAG 2.5.3). An experimental axe rule,
 * so not among the WCAG tags the a11y spec runs: asked for by name.
 */
export async function expectKeysNamedByTheirText(page: Page): Promise<void> {
  const { violations, passes, incomplete } = await runAxe(page, (axe) =>
    axe.withRules(['label-content-name-mismatch']),
  )
  expect(violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([])
  // The rule did look at the keys: words pass; lone symbols (÷, C) it leaves to a person.
  expect([...passes, ...incomplete].flatMap((p) => p.nodes).length).toBeGreaterThanOrEqual(10)
}
