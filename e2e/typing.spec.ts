import type { Locator, Page } from '@playwright/test'

import { collectPageErrors } from './support/page-errors.ts'
import { routeOf, type RoutedId } from './support/routes.ts'
import { routesWithSamples } from './support/sample-links.ts'
import { waitForScreen } from './support/screen.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

// A person on a phone types numbers key by key, the Brazilian way. Every number field of every
// calculator (each tab of it) gets the same set, typed with real key presses: the field must
// show exactly what was typed, leave it as the same number when the person moves on (money with
// its cents), and a minus sign is never dropped: where a negative makes no sense it stays and
// the field says why.

/** What is typed, and the amount a Brazilian means by it. */
const BRAZILIAN: readonly (readonly [string, number, string])[] = [
  // typed, amount, the money field once left
  ['1.500.000', 1_500_000, '1.500.000,00'],
  ['1.000.000,00', 1_000_000, '1.000.000,00'],
  ['2.499,9', 2_499.9, '2.499,90'],
  ['0,9', 0.9, '0,90'],
  ['12.345,67', 12_345.67, '12.345,67'],
]

/** Fields where a negative is a real value: a conversion, deflation, a rule of three, a
 * variation, business days counted backwards. Every other number field must refuse `-10`
 * with a message. */
const NEGATIVE_ALLOWED: Partial<Record<RoutedId, readonly string[]>> = {
  converter: ['valor'],
  inflation: ['inflacao'],
  // An IPCA below zero (deflation) is a value: the real yield still computes.
  'fixed-income': ['ipca'],
  education: ['a', 'b', 'c', 'valor', 'total'],
  percentage: ['valor', 'de', 'para'],
  date: ['dias'],
}

/** `1.234,5` as a number (the field's own pt-BR text). */
function readBrazilian(text: string): number {
  return Number(text.replace(/\./g, '').replace(',', '.'))
}

/** Types the whole set into one field and checks it after each value; returns it empty. */
async function checkField(field: Locator, id: RoutedId, name: string) {
  // Money fields carry `R$` before the number (a fuel price per litre is a measure in R$/L).
  const money = await field.evaluate((el) => el.previousElementSibling?.textContent === 'R$')
  for (const [typed, amount, moneyText] of BRAZILIAN) {
    await typeInto(field, typed)
    await expect(field, `${name}: ${typed} while typing`).toHaveValue(typed)
    await field.blur()
    const left = await field.inputValue()
    if (money) expect(left, `${name}: ${typed} once left`).toBe(moneyText)
    // Other fields round to their own precision (a height to 0,1 cm), in sight.
    else expect(readBrazilian(left), `${name}: ${typed} once left (${left})`).toBeCloseTo(amount, 1)
  }
  await typeInto(field, '-10')
  await expect(field, `${name}: -10`).toHaveValue('-10')
  // Where a negative makes no sense the field says so at once, before Calcular (in its own
  // words: "Informe pelo menos 1 mês trabalhado."). Elsewhere -10 is a value (the converter
  // still refuses a negative length, once it computes).
  if (!NEGATIVE_ALLOWED[id]?.includes(name)) {
    await expect(field, `${name}: -10 is explained`).toHaveAttribute('aria-invalid', 'true')
    await expect(field, `${name}: -10 is explained`).toHaveAccessibleDescription(/\S/)
  }
  await field.clear()
}

/** The visible number fields of the calculator, by name (money, measures, rates, counts). */
function numberFieldNames(page: Page): Promise<string[]> {
  return page
    .getByRole('region', { name: 'Calculadora' })
    .locator('input[inputmode="decimal"], input[inputmode="numeric"]')
    .evaluateAll((inputs) =>
      inputs.filter((el) => el.checkVisibility()).map((el) => (el as HTMLInputElement).name),
    )
}

/** Whether the calculator answered: a result, or a message beside a field. */
function answered(page: Page): Promise<boolean> {
  return page.getByRole('region', { name: 'Calculadora' }).evaluate((box) => {
    // The result is said by its status line (role="status"), a message by role="alert".
    const spoken = Array.from(
      box.querySelectorAll('[aria-live], [role="alert"], [role="status"]'),
    ).some((el) => (el.textContent ?? '').trim() !== '')
    return spoken || box.querySelector('[aria-invalid="true"]') !== null
  })
}

const withFields = routesWithSamples.filter(({ sample }) => !sample.keys)

for (const { entry, sample } of withFields) {
  test(`${entry.route}: number fields typed key by key, and a link with negatives`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const errors = collectPageErrors(page)
    await page.goto(entry.route)
    await waitForScreen(page)
    const box = page.getByRole('region', { name: 'Calculadora' })
    const tabs = box.getByRole('tab')
    const tabCount = await tabs.count()
    for (let t = 0; t < Math.max(tabCount, 1); t++) {
      if (tabCount > 0) await tabs.nth(t).click()
      for (const name of await numberFieldNames(page)) {
        const field = box.locator(`input[name="${name}"]`).locator('visible=true')
        await checkField(field, entry.id, name)
      }
    }
    expect(errors).toEqual([])

    // A link whose every number is -10 fills the form and answers as Calcular would.
    const url = new URL(sample.href, 'http://x')
    const numbers = [...url.searchParams].filter(([, value]) => /^-?\d+(\.\d+)?$/.test(value))
    for (const [key] of numbers) url.searchParams.set(key, '-10')
    if (numbers.length === 0) return
    await page.goto(`${url.pathname}${url.search}`)
    await waitForScreen(page)
    await expect.poll(() => answered(page), url.search).toBe(true)
  })
}

test.describe('the amounts typed are the amounts computed', () => {
  test('meta de vendas: R$ 1.500.000 at a ticket of R$ 2.499,90 needs 601 sales', async ({
    page,
  }) => {
    await page.goto(routeOf('sales'))
    await waitForScreen(page)
    await page.getByLabel('Meta de faturamento no mês (R$)').pressSequentially('1.500.000')
    await page.getByLabel('Ticket médio (R$)').pressSequentially('2.499,9')
    await page.getByRole('button', { name: 'Calcular' }).click()
    // 1.500.000 ÷ 2.499,90 = 600,02…, rounded up: 601 sales.
    await expect(page.getByRole('region', { name: 'Resultado' })).toContainText('601 vendas')
    await expect(page.getByLabel('Meta de faturamento no mês (R$)')).toHaveValue('1.500.000,00')
    expect(page.url()).toContain('meta=1500000&ticket=2499.9')
  })

  test('financiamento: R$ 1.500.000 over 360 months at 0,9% a.m. (Price)', async ({ page }) => {
    await page.goto(routeOf('financing'))
    await waitForScreen(page)
    await page.getByLabel('Preço do bem (R$)').pressSequentially('1.500.000')
    await page.getByLabel('Prazo (meses)').pressSequentially('360')
    await page.getByLabel('Taxa de juros (% ao mês)').pressSequentially('0,9')
    await page.getByRole('button', { name: 'Calcular' }).click()
    // PMT = 1.500.000 × 0,009 ÷ (1 − 1,009^−360) = 14.058,63.
    await expect(page.getByRole('region', { name: 'Resultado' })).toContainText('R$\u00a014.058,63')
  })

  test('aposentadoria: a goal of R$ 1.000.000,00 typed key by key is not "reached"', async ({
    page,
  }) => {
    await page.goto(
      `${routeOf('retirement')}?idade=30&idadeAposentadoria=60&patrimonio=10000&aporte=500&rentabilidade=8`,
    )
    await waitForScreen(page)
    const meta = page.getByLabel('Meta de patrimônio (R$)')
    await meta.pressSequentially('1.000.000,00')
    await page.getByRole('button', { name: 'Calcular' }).click()
    const result = page.getByRole('region', { name: 'Resultado' })
    await expect(result).toContainText('R$\u00a0804.901,86')
    await expect(result).toContainText('Meta não alcançada')
    await expect(meta).toHaveValue('1.000.000,00')
  })

  test('a rate above 15% ao mês computes, with a warning beside it', async ({ page }) => {
    await page.goto(`${routeOf('installment')}?valor=1000&parcelas=10&taxa=2`)
    await waitForScreen(page)
    const taxa = await typeInto(page, 'Taxa de juros (% ao mês)', '20')
    await expect(taxa).toHaveAccessibleDescription(/^Acima de 15% ao mês: confira a taxa\./)
    await page.getByRole('button', { name: 'Calcular' }).click()
    await expect(page.getByRole('region', { name: 'Resultado' })).toContainText('R$')
    await expect(taxa).not.toHaveAttribute('aria-invalid', 'true')
  })
})

test.describe('links with invalid values show the message Calcular would', () => {
  // A month above R$ 6.750 is no error (LC 123 art. 18-A: the limit is the year's); a year below
  // its own month is.
  test('MEI year below its month', async ({ page }) => {
    await page.goto(
      `${routeOf('tax')}?regime=mei&faturamento=7000&faturamentoAnual=5000&atividade=comercio&ano=2026`,
    )
    await waitForScreen(page)
    const field = page.getByRole('textbox', { name: 'Faturamento no ano (opcional)' })
    await expect(field).toHaveValue('5.000,00')
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(/menor que o do mês/)
    await expect(field).not.toBeFocused()
    await expect(
      page.getByRole('textbox', { name: 'Faturamento do mês (R$)' }),
    ).not.toHaveAttribute('aria-invalid', 'true')
  })

  test('percentage variation from 0', async ({ page }) => {
    await page.goto(`${routeOf('percentage')}?modo=variacao&de=0&para=100`)
    await waitForScreen(page)
    const field = page.getByRole('textbox', { name: 'Valor inicial' })
    await expect(field).toHaveValue('0')
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription('O valor inicial não pode ser zero.')
  })
})
