import type { Page } from '@playwright/test'

import { test } from './test.ts'

/**
 * Opens the route as on a cheap phone's first visit: its CPU slowed down (six times unless told)
 * and the app's code held back, as on a slow network, until the returned function lets it come.
 * The prerendered form is on screen and takes keys meanwhile (README, "How a page loads").
 */
export async function openSlowly(page: Page, route: string, cpuRate = 6): Promise<() => void> {
  test.slow()
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate })
  let release = () => {}
  const codeMayCome = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (request) => {
    await codeMayCome
    await request.continue()
  })
  // Its own waitUntil: the fixture's goto would wait for hydration.
  await page.goto(route, { waitUntil: 'domcontentloaded' })
  return release
}

/**
 * How long to wait, on that phone, for what its code does after it comes: hydrating, fetching the
 * formulas and drawing a result. With the CPU slowed six times on a machine already busy with
 * other runs, that took up to about 15 s where an ordinary page takes 2; `test.slow()` gives the
 * test three times its time, and this gives each of those waits three times the usual 10 s.
 */
export const onSlowPhone = { timeout: 30_000 }

/** Resolves once `<html data-hydrated>` marks the page's content hydrated. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
}
