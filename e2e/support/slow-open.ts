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

/** Resolves once `<html data-hydrated>` marks the page's content hydrated. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
}
