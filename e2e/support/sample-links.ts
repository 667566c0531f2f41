import { expect, type Page } from '@playwright/test'

import { routedEntries } from '../../src/catalogue/catalogue.ts'
import { SAMPLE_TODAY, sampleLinks, type SampleLink } from '../../src/catalogue/sample-links.ts'

/** The links themselves are data, read by the unit tests too: src/catalogue/sample-links.ts. */
export type { SampleLink }

/** Every routed calculator with its sample; a route missing from the table fails loudly. */
export const routesWithSamples = routedEntries.map((entry) => {
  const sample = (sampleLinks as Partial<Record<string, SampleLink>>)[entry.id]
  if (!sample) throw new Error(`src/catalogue/sample-links.ts has no link for ${entry.id}`)
  return { entry, sample }
})

/** Opens the sample and waits for its result. */
export async function openSample(page: Page, sample: SampleLink): Promise<void> {
  if (sample.fixedToday) await page.clock.setFixedTime(SAMPLE_TODAY)
  await page.goto(sample.href)
  if (sample.keys) {
    // Keyboard calculators listen on the window once their chunk has rendered the keypad.
    await page.getByRole('group', { name: 'Teclado' }).waitFor()
    for (const key of sample.keys) await page.keyboard.press(key)
  }
  // In the calculator's own box: the "Como usar" steps beside it quote example figures too.
  await expect(page.getByRole('region', { name: 'Calculadora' })).toContainText(sample.expected)
}
