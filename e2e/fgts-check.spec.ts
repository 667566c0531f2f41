import { example } from '../src/catalogue/calculators/fgts-check/example.ts'
import { brl } from '../src/catalogue/example-text.ts'
import { typeMonth } from './support/dates.ts'
import { expectInSight } from './support/in-sight.ts'
import { headline, line, resultRegion } from './support/result.ts'
import { atSampleToday } from './support/sample-today.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

// Confira seu FGTS as a person on a phone uses it (docs/legal/fgts.md): the contract typed key
// by key at 360 × 740, twelve lines of the FGTS extract typed into the box (fourteen months, two
// without a deposit), Calcular, and the missing months where they are on the screen, with no
// sideways scrolling.

test.use({ viewport: { width: 360, height: 740 } })

const { path } = example

/** March 2025 to April 2026 at 3.450,00, 13º left out: 276,00 a month, due on day 20 or before. */
const MONTHS = [
  '03/2025',
  '04/2025',
  '05/2025',
  '06/2025',
  '07/2025',
  // 08/2025 missing
  '09/2025',
  '10/2025',
  '11/2025',
  '12/2025',
  // 01/2026 missing
  '02/2026',
  '03/2026',
  '04/2026',
]

test('twelve extract lines typed at 360 px: the two missing months in sight, 552,00 owed', async ({
  page,
}) => {
  await atSampleToday(page)
  await page.goto(path)

  await test.step('the contract and the extract, key by key', async () => {
    await typeInto(page, 'Salário mensal (R$)', '3450')
    await typeMonth(page.getByLabel('Primeiro mês', { exact: true }), '03/2025')
    await typeMonth(page.getByLabel('Último mês', { exact: true }), '04/2026')
    const box = page.getByLabel('Depósitos do extrato do FGTS')
    await box.pressSequentially(MONTHS.map((m) => `${m} R$ 276,00`).join('\n'))
    await expect(box).toHaveValue(/04\/2026 R\$ 276,00$/)
    await page.getByRole('switch', { name: /Incluir o 13º/ }).uncheck({ force: true })
    await page.getByRole('button', { name: 'Calcular' }).click()
  })

  const result = resultRegion(page)
  await test.step('what is owed and which months, in sight', async () => {
    const owed = headline(result, 'Depósitos que faltam')
    await expect(owed).toHaveText(brl(552))
    await expectInSight(owed)
    const missing = line(result, 'Meses sem depósito')
    await expect(missing).toHaveText('agosto de 2025, janeiro de 2026')
    await missing.scrollIntoViewIfNeeded()
    await expectInSight(missing)
    const row = result.getByRole('row', { name: /^jan\/2026/ })
    await row.scrollIntoViewIfNeeded()
    await expect(row).toContainText('sem depósito')
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width, 'the page scrolls sideways').toBeLessThanOrEqual(360)
  })

  await test.step('the extract is in no address', async () => {
    expect(page.url()).not.toContain('276')
  })
})
