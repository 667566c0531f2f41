import type { Page } from '@playwright/test'

/**
 * Collects what a page reports going wrong: uncaught errors and console errors. Returns the live
 * list; a test asserts it is empty at the end.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`)
  })
  return errors
}
