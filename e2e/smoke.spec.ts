import { expect, test } from './support/test.ts'

test('the home page answers with its heading', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
