import type { Locator, Page } from '@playwright/test'

import { axeViolations } from './support/axe.ts'
import { brl, resultRegion } from './support/result.ts'
import { expect, test } from './support/test.ts'

// amendments-3 §6, "Results people keep": every result prints (or saves as PDF) with its inputs,
// result, "Como calculamos", date and address; copies as a short text; compares with a second
// scenario, both in one link (`b.<param>`).

const SALARY = '/calculadora-salario?modo=liquido&bruto=6000&dependentes=0&ano=2026'
const SALARY_NET = brl('R$ 4.973,39') // worked example, Lei 15.270/2025 tables of 2026
const LOAN =
  '/calculadora-emprestimo-pessoal?valor=10000&taxa=12&taxaPeriodo=ano&prazo=1&unidade=anos'
const LOAN_PAYMENT = brl('R$ 885,62') // worked example (Price, 12 × 0,9489% a.m.)

test.beforeEach(async ({ page }) => {
  // The print dialog is the browser's; the test sees only that it was asked for.
  await page.addInitScript(() => {
    const printed = { count: 0 }
    Object.defineProperty(window, '__printed', { value: printed })
    window.print = () => {
      printed.count++
    }
  })
})

const printedCount = (page: Page) =>
  page.evaluate(() => (window as unknown as { __printed: { count: number } }).__printed.count)

/** How many lines the element's text is laid out on. */
const linesOf = (element: Locator) =>
  element.evaluate((el) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size
  })

async function expectPrinted(page: Page, field: string, typed: string, figure: string) {
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByLabel(field)).toBeVisible()
  await expect(page.getByLabel(field)).toHaveValue(typed)
  const shown = resultRegion(page).getByText(figure, { exact: true }).first()
  await expect(shown).toBeVisible()
  expect(await linesOf(shown), 'the figure on one line').toBe(1)
  // "Como calculamos" prints open: its steps are on paper.
  const steps = page.locator('details').filter({ hasText: 'Como calculamos' })
  await expect(steps.getByRole('listitem').first()).toBeVisible()
  // No navigation, no buttons.
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('contentinfo')).toBeHidden()
  await expect(page.getByRole('link', { name: 'Voltar' })).toBeHidden()
  for (const name of ['Calcular', 'Compartilhar resultado', 'Imprimir / salvar PDF'])
    await expect(page.getByRole('button', { name, exact: true })).toBeHidden()
}

test('Imprimir prints the inputs, the result, the steps open, the date and the address', async ({
  page,
}) => {
  await page.goto(SALARY)
  await expect(resultRegion(page)).toContainText(SALARY_NET)
  await page.getByRole('button', { name: 'Imprimir / salvar PDF' }).click()
  await expect.poll(() => printedCount(page)).toBe(1)
  await expectPrinted(page, 'Salário bruto mensal (R$)', '6.000,00', SALARY_NET)
  const stamp = page.getByText(/^Simulação feita em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} em /)
  await expect(stamp).toBeVisible()
  await expect(stamp).toContainText(page.url())
  // On screen the stamp is for paper only.
  await page.emulateMedia({ media: 'screen' })
  await expect(stamp).toBeHidden()
})

test('the browser’s own Imprimir prints a loan the same way, steps open', async ({ page }) => {
  await page.goto(LOAN)
  await expect(resultRegion(page)).toContainText(LOAN_PAYMENT)
  await expectPrinted(page, 'Valor do empréstimo (R$)', '10.000,00', LOAN_PAYMENT)
})

test('Copiar resumo copies name, inputs as typed, figures and the link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  // A desktop without the native share sheet: the summary goes to the clipboard.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true })
  })
  await page.goto(SALARY)
  await expect(resultRegion(page)).toContainText(SALARY_NET)
  await page.getByRole('button', { name: 'Copiar resumo' }).click()
  await expect(page.getByText('Resumo copiado!', { exact: true })).toBeVisible()
  const text = await page.evaluate(() => navigator.clipboard.readText())
  const lines = text.split('\n')
  expect(lines[0]).toBe(await page.getByRole('heading', { level: 1 }).textContent())
  expect(lines).toContain('• Salário bruto mensal (R$): 6.000,00')
  expect(lines).toContain('• Dependentes para o IR: 0')
  expect(text).toContain(SALARY_NET)
  expect(lines.at(-1)).toBe(page.url())
})

test('Comparar keeps the first result, shows both in one link that survives a reload', async ({
  page,
}) => {
  await page.goto(SALARY)
  await expect(resultRegion(page)).toContainText(SALARY_NET)
  // Reachable and named from the keyboard, after the share button.
  await expect(page.getByRole('button', { name: 'Imprimir / salvar PDF' })).toBeVisible()
  await page.getByRole('button', { name: 'Compartilhar resultado' }).focus()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Imprimir / salvar PDF' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Copiar resumo' })).toBeFocused()
  await page.keyboard.press('Tab')
  const compare = page.getByRole('button', { name: 'Comparar com outro cenário' })
  await expect(compare).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(resultRegion(page)).toContainText('Cenário A guardado')

  const gross = page.getByLabel('Salário bruto mensal (R$)')
  await gross.clear()
  await gross.pressSequentially('5000')
  await page.getByRole('button', { name: 'Calcular' }).click()

  const table = page.getByRole('region', { name: 'Comparação de cenários' }).getByRole('table')
  // The header, then each figure: its name, A and B side by side, the difference under them.
  const main = table.getByRole('row').nth(2)
  const by = table.getByRole('row').nth(3)
  await expect(main.getByRole('cell').nth(0)).toHaveText(SALARY_NET)
  await expect(by).toHaveText(/^Diferença \(B − A\): −R\$\u00a0\d/)
  await expect(main).toBeInViewport()
  const second = (await main.getByRole('cell').nth(1).textContent()) ?? ''
  expect(second).toMatch(/^R\$\u00a04\.\d{3},\d{2}$/)
  await expect(resultRegion(page)).toContainText(
    'Salário bruto mensal (R$): A 6.000,00, B 5.000,00',
  )
  // Said once, in one line.
  await expect(page.getByRole('status').filter({ hasText: 'Comparação de cenários' })).toHaveText(
    `Comparação de cenários. ${await table.getByRole('row').nth(1).textContent()}: cenário A ${SALARY_NET}, cenário B ${second}, diferença ${(await by.textContent())?.replace('Diferença (B − A): ', '')}.`,
  )

  // One link: the first scenario as before, the second's difference under b.
  const url = new URL(page.url())
  expect(url.searchParams.get('bruto')).toBe('6000')
  expect(url.searchParams.get('b.bruto')).toBe('5000')

  await page.reload()
  await expect(main).toContainText(SALARY_NET)
  await expect(main).toContainText(second)
  await expect(page.getByLabel('Salário bruto mensal (R$)')).toHaveValue('5.000,00')

  // Ending the comparison leaves the link on the result shown.
  await page.getByRole('button', { name: 'Encerrar comparação' }).click()
  await expect(table).toBeHidden()
  await expect.poll(() => new URL(page.url()).searchParams.get('b.bruto')).toBeNull()
  expect(new URL(page.url()).searchParams.get('bruto')).toBe('5000')
})

test('a comparison reopens from the history; axe finds nothing in it', async ({ page }) => {
  test.setTimeout(60_000)
  await page.goto(`${LOAN}&b.valor=20000`)
  const table = page.getByRole('region', { name: 'Comparação de cenários' }).getByRole('table')
  await expect(table.getByRole('row').nth(2)).toHaveText(`${LOAN_PAYMENT}${brl('R$ 1.771,24')}`)
  await expect(table.getByRole('row').nth(3)).toHaveText(brl('Diferença (B − A): +R$ 885,62'))

  expect(await axeViolations(page, '[aria-label="Calculadora"]')).toEqual([])

  await page.goto('/?calc=history')
  const dialog = page.getByRole('dialog', { name: 'Histórico de Cálculos' })
  await dialog.getByRole('list', { name: 'Últimos cálculos' }).getByRole('link').first().click()
  await expect(table.getByRole('row').nth(2)).toHaveText(`${LOAN_PAYMENT}${brl('R$ 1.771,24')}`)
  await expect(table.getByRole('row').nth(3)).toHaveText(brl('Diferença (B − A): +R$ 885,62'))
})
