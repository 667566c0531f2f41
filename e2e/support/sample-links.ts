import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import type { Page } from '@playwright/test'

import { routedEntries } from '../../src/catalogue/catalogue.ts'
import type { SampleLink } from '../../src/catalogue/sample-link.ts'
import { atSampleToday } from './sample-today.ts'
import { expect } from './test.ts'

/** The links themselves are data, read by the unit tests too: each calculator's example.ts. */
export type { SampleLink }

/**
 * Every routed calculator with its sample (`src/catalogue/calculators/<id>/example.ts`), read by
 * path: Playwright has no `import.meta.glob`. A route without the file fails loudly.
 */
export const routesWithSamples = await Promise.all(
  routedEntries.map(async (entry) => {
    const url = new URL(`../../src/catalogue/calculators/${entry.id}/example.ts`, import.meta.url)
    if (!existsSync(fileURLToPath(url)))
      throw new Error(`src/catalogue/calculators/${entry.id}/example.ts is missing`)
    const { sample } = (await import(url.href)) as { sample: SampleLink }
    return { entry, sample }
  }),
)

/** Opens the sample and waits for its result. */
export async function openSample(page: Page, sample: SampleLink): Promise<void> {
  if (sample.fixedToday) await atSampleToday(page)
  await page.goto(sample.href)
  if (sample.keys) {
    // Keyboard calculators listen on the window once their chunk has rendered the keypad.
    await page.getByRole('group', { name: 'Teclado' }).waitFor()
    for (const key of sample.keys) await page.keyboard.press(key)
  }
  // In the calculator's own box: the "Como usar" steps beside it quote example figures too.
  await expect(page.getByRole('region', { name: 'Calculadora' })).toContainText(sample.expected)
}
