import type { Page } from '@playwright/test'

import { expectInSight } from './support/in-sight.ts'
import { brlPattern, headline, line, resultRegion } from './support/result.ts'
import { linkTo, routeOf } from './support/routes.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

// The annual IRPF as a person on a phone uses it: typed key by key at 360 × 740, Calcular, the
// balance, both models and the verdict in sight, with the figures of the worked examples of
// docs/legal/income-tax.md, then the link it shares and the salary fill.

test.use({ viewport: { width: 360, height: 740 } })

/** Scrolls the result's heading to just under the sticky header, as a person reading on does. */
async function readFromTop(page: Page) {
  await resultRegion(page)
    .getByRole('heading', { level: 2 })
    .first()
    .evaluate((heading) => {
      const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0
      window.scrollBy({
        top: heading.getBoundingClientRect().top - header - 8,
        behavior: 'instant',
      })
    })
}

test('E5 (AC 2026) typed key by key: pay 1.933,73, both models and the verdict in sight', async ({
  page,
}) => {
  await page.goto(routeOf('income-tax'))
  await expect(page.getByLabel('Ano-calendário')).toHaveValue('2026')
  await typeInto(page, 'Rendimentos tributáveis no ano (R$)', '75000')
  await expect(page.getByLabel('Rendimentos tributáveis no ano (R$)')).toHaveValue('75.000')
  await typeInto(page, 'INSS pago no ano (R$)', '8200')
  await typeInto(page, 'Imposto retido na fonte (R$)', '2400')
  await typeInto(page, 'Dependentes', '1')
  await typeInto(page, 'Despesas médicas (R$)', '3000')
  await page.getByRole('button', { name: 'Calcular' }).click()

  await expect(resultRegion(page).getByRole('heading', { level: 2 }).first()).toHaveText(
    'IRPF 2026: imposto a pagar',
  )
  const balance = headline(page)
  await expect(balance).toHaveText(brlPattern('1.933,73'))
  await expectInSight(balance)
  // Calcular brings the balance into sight; reading on, the person scrolls the card's top to the
  // top of the screen: the verdict and both models are on that one screen.
  await readFromTop(page)
  const verdict = resultRegion(page).getByText(/^Melhor: declaração simplificada/)
  await expect(verdict).toHaveText(/Melhor: declaração simplificada, R\$\s419,35 a menos/)
  await expectInSight(verdict)
  const simplified = line(page, 'Declaração simplificada')
  const complete = line(page, 'Declaração completa')
  await expect(simplified).toContainText(brlPattern('4.333,73'))
  await expect(complete).toContainText(brlPattern('4.753,08'))
  await expectInSight(simplified)
  await expectInSight(complete)
  await expectInSight(balance)
  await expect(line(page, 'Alíquota efetiva')).toContainText('5,78%')
  expect(new URL(page.url()).search).toBe(
    '?ano=2026&rendimentos=75000&inss=8200&irrf=2400&dependentes=1&saude=3000',
  )
})

test('E2 (AC 2025) from its link: the complete model wins, refund 4.992,57', async ({ page }) => {
  await page.goto(
    linkTo('income-tax', {
      ano: '2025',
      rendimentos: '90000',
      inss: '9500',
      irrf: '9800',
      dependentes: '2',
      saude: '8000',
      educacaoDependentes: '2500;2500',
      pgbl: '6000',
    }),
  )
  const balance = headline(page)
  await expect(balance).toHaveText(brlPattern('4.992,57'))
  await expectInSight(balance)
  const verdict = resultRegion(page).getByText(/^Melhor: declaração completa/)
  await expect(verdict).toHaveText(/R\$\s4\.481,35 a menos que a simplificada/)
  await expectInSight(verdict)
  await expect(line(page, 'Declaração completa')).toContainText(brlPattern('4.807,43'))
  await expect(line(page, 'Declaração simplificada')).toContainText(brlPattern('9.288,78'))
  await expect(line(page, 'Declaração simplificada').locator('..')).toContainText(
    'Desconto no limite',
  )
})

test('withholding above the income: the message at the field, typed key by key', async ({
  page,
}) => {
  await page.goto(routeOf('income-tax'))
  await typeInto(page, 'Rendimentos tributáveis no ano (R$)', '30000')
  await typeInto(page, 'Imposto retido na fonte (R$)', '40000')
  await page.getByRole('button', { name: 'Calcular' }).click()
  const irrf = page.getByLabel('Imposto retido na fonte (R$)')
  await expect(irrf).toHaveAttribute('aria-invalid', 'true')
  await expect(irrf).toHaveAccessibleDescription(/não pode passar dos rendimentos/)
  await expect(irrf).toBeFocused()
})

test('Preencher a partir do salário at 360 × 740, typed key by key: the page stays 360 px wide, a dependant typed after the fill counts, the result in view', async ({
  page,
}) => {
  await page.goto(routeOf('income-tax'))
  await page.getByText('Preencher a partir do salário', { exact: true }).click()
  const noSideways = () => page.evaluate(() => document.documentElement.scrollWidth)
  expect(await noSideways()).toBeLessThanOrEqual(360)
  await typeInto(page, 'Salário bruto mensal (R$)', '6000')
  await page.getByRole('button', { name: 'Preencher rendimentos, INSS e IRRF' }).click()
  await expect(page.getByLabel('Rendimentos tributáveis no ano (R$)')).toHaveValue('72.000,00')
  await expect(page.getByLabel('INSS pago no ano (R$)')).toHaveValue('7.698,12')
  await expect(page.getByLabel('Imposto retido na fonte (R$)')).toHaveValue('4.621,20')
  // The dependant typed after the fill changes what was withheld (12 × 332,97, 2026 table).
  await typeInto(page, 'Dependentes', '1')
  await expect(page.getByLabel('Imposto retido na fonte (R$)')).toHaveValue('3.995,64')
  await page.getByRole('button', { name: 'Calcular' }).click()
  const balance = headline(page)
  await expect(resultRegion(page).getByRole('heading', { level: 2 }).first()).toHaveText(
    /IRPF 2026/,
  )
  await expectInSight(balance)
  const box = await balance.boundingBox()
  // In view and not at the bottom edge: the heading and the figure in the upper part.
  expect(box?.y ?? 740).toBeLessThan(500)
  expect(await noSideways()).toBeLessThanOrEqual(360)
})

test('education per person: one child’s school above the cap deducts 3.561,50, typed key by key', async ({
  page,
}) => {
  await page.goto(routeOf('income-tax'))
  await typeInto(page, 'Rendimentos tributáveis no ano (R$)', '100000')
  await typeInto(page, 'Dependentes', '2')
  await typeInto(page, 'Educação do dependente 1 (R$)', '7123')
  await expect(page.getByLabel('Educação do dependente 1 (R$)')).toHaveAccessibleDescription(
    /Acima do limite/,
  )
  await page.getByRole('button', { name: 'Calcular' }).click()
  const note = resultRegion(page).getByText(/^Educação limitada a/)
  await expect(note).toContainText('1 pessoa passou do limite')
  await expect(note).toContainText(brlPattern('3.561,50'))
  expect(new URL(page.url()).searchParams.get('educacaoDependentes')).toBe('7123')
})
