import type { Page } from '@playwright/test'

import { expect } from './test.ts'

/** Waits until the calculator's lazily loaded screen replaced its loading state. */
export async function waitForScreen(page: Page): Promise<void> {
  const box = page.getByRole('region', { name: 'Calculadora' })
  await expect(box.getByText('Carregando calculadora…')).toHaveCount(0)
  await expect(box.getByRole('button').first()).toBeVisible()
}
