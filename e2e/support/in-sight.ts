import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Waits until the box is wholly between the sticky header and the bottom of the screen, where a
 * person looks after Calcular (the page may still be scrolling smoothly to it).
 */
export async function expectInSight(page: Page, box: Locator): Promise<void> {
  const viewport = page.viewportSize()
  expect(viewport).toBeTruthy()
  const height = viewport?.height ?? 0
  await expect
    .poll(async () => {
      const rect = await box.boundingBox()
      const header = await page.locator('header').boundingBox()
      if (!rect || !header) return 'not on the page'
      if (rect.y < header.y + header.height - 1) return `under the header (y ${rect.y})`
      if (rect.y + rect.height > height + 1) return `below the screen (y ${rect.y})`
      return 'in sight'
    })
    .toBe('in sight')
}
