import type { Locator, Page } from '@playwright/test'

import { expectAccessibleInBothSchemes } from './support/axe.ts'
import { expectNoSplitValue } from './support/split-values.ts'
import { brl } from './support/result.ts'
import { routeOf } from './support/routes.ts'
import { expect, test } from './support/test.ts'

// "Como calculamos" in a real browser: the collapsed list of steps under a result, opened with
// the keyboard, read at phone width without a number broken across lines, and checked by axe
// open, in the light and the dark theme. Expected figures are the formula library's sourced
// examples (src/lib/*-steps.test.ts).

/** axe on the open section in both themes (the long amortization table has its own checks). */
const expectAccessible = (page: Page, name: string) =>
  expectAccessibleInBothSchemes(page, name, 'section[aria-label="Resultado"] details')

/** Each step's text, in order. */
async function stepTexts(list: Locator): Promise<string[]> {
  return (await list.getByRole('listitem').allInnerTexts()).map((t) =>
    t.replace(/[ \t\r\n]+/g, ' '),
  )
}

test.describe('money', () => {
  test('financing: typed, opened with the keyboard, Price steps to the cent, phone width, axe in both themes', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(routeOf('financing'))
    await page.getByLabel('Preço do bem (R$)', { exact: true }).pressSequentially('200000')
    await page.getByLabel('Prazo (meses)', { exact: true }).pressSequentially('360')
    await page.getByLabel('Taxa de juros (% ao mês)', { exact: true }).pressSequentially('1')
    await page.getByRole('button', { name: 'Calcular' }).click()

    const result = page.getByRole('region', { name: 'Resultado' })
    const summary = result.locator('summary', { hasText: 'Como calculamos' })
    await expect(summary).toBeVisible()
    const list = result.locator('details ol')
    await expect(list).toBeHidden()

    // Keyboard: focus the disclosure and press Enter, as a person tabbing to it does.
    await summary.focus()
    await page.keyboard.press('Enter')
    await expect(list).toBeVisible()
    const steps = await stepTexts(list)
    expect(steps[0]).toContain(brl('R$ 200.000,00 × 1,00% ÷ (1 − (1 + 1,00%)^−360) = R$ 2.057,23'))
    expect(steps.at(-2)).toContain(
      brl('R$ 2.057,23 × 359\u00a0parcelas + última parcela R$ 2.040,88 = R$ 740.586,45'),
    )
    expect(steps.at(-1)).toContain(brl('R$ 740.586,45 − R$ 200.000,00 = R$ 540.586,45'))

    // Below the figures it explains, inside the card, no sideways scrolling on a phone.
    const main = result.getByText(brl('R$ 2.057,23'), { exact: true }).first()
    expect((await list.boundingBox())!.y).toBeGreaterThan((await main.boundingBox())!.y)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await expectNoSplitValue(list)

    await expectAccessible(page, 'financing')

    // Enter again closes it.
    await summary.focus()
    await page.keyboard.press('Enter')
    await expect(list).toBeHidden()
  })

  test('compound interest and consórcio from links: the steps end at the card figures, axe in both themes', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width: 360, height: 740 })
    const cases = [
      {
        name: 'compound',
        url: `${routeOf('compound')}?inicial=1000&aporte=100&taxa=12&taxaPeriodo=ano&periodo=10&unidade=anos`,
        first: '10\u00a0anos × 12 = 120\u00a0meses',
        last: brl('R$ 25.298,85 − R$ 13.000,00 = R$ 12.298,85'),
      },
      {
        name: 'consortium',
        url: `${routeOf('consortium')}?credito=100000&grupo=100&taxaAdm=15&fundoReserva=2`,
        first: brl('R$ 100.000,00 × 15,00% = R$ 15.000,00'),
        last: '1 ÷ 100 = 1,00%',
      },
    ]
    for (const c of cases) {
      await page.emulateMedia({ colorScheme: 'light' })
      await page.goto(c.url)
      const result = page.getByRole('region', { name: 'Resultado' })
      await result.getByText('Como calculamos', { exact: true }).click()
      const list = result.locator('details ol')
      await expect(list).toBeVisible()
      const steps = await stepTexts(list)
      expect(steps[0]).toContain(c.first)
      expect(steps.at(-1)).toContain(c.last)
      await expectNoSplitValue(list)
      await expectAccessible(page, c.name)
    }
  })
})
