import type { Locator, Page } from '@playwright/test'

import { expectInSight } from './support/in-sight.ts'
import { brl, figureUnder, resultRegion } from './support/result.ts'
import { expect, test } from './support/test.ts'

// Compound interest's goal seeking as a person on a phone does it: 360 × 740, every number typed
// key by key, the answer checked where it is on screen, the month-by-month table and its CSV, and
// the shared link that brings the same result back. Figures: numpy-financial pmt(0.008, 360, 0,
// 1e6) = −481,5997… (src/lib/compound/compound-plan.test.ts).

/** The main figure: the line under the result card's heading. */
function mainFigure(page: Page): Locator {
  return figureUnder(resultRegion(page).getByRole('heading').first())
}

async function type(page: Page, label: string, text: string) {
  const field = page.getByLabel(label, { exact: true })
  await field.click()
  await field.pressSequentially(text)
}

test('a goal of 1.000.000 typed key by key: the deposit in view, every month in the table and the CSV, the link brings it back', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/calculadora-juros-compostos')
  await page.getByLabel('Quero descobrir', { exact: true }).selectOption('aporte')
  await type(page, 'Meta: valor que quero alcançar (R$)', '1.000.000')
  await expect(page.getByLabel('Meta: valor que quero alcançar (R$)', { exact: true })).toHaveValue(
    '1.000.000',
  )
  await type(page, 'Taxa de juros (% ao mês)', '0,8')
  await page.getByLabel('Período em', { exact: true }).selectOption('anos')
  await type(page, 'Período (anos)', '30')
  await type(page, 'Inflação esperada (% ao ano)', '4')
  await page.getByRole('button', { name: 'Calcular' }).click()

  const figure = mainFigure(page)
  await expect(figure).toHaveText(brl('R$ 481,60'))
  await expect(
    resultRegion(page).getByRole('heading', {
      name: brl('Aporte mensal para R$ 1.000.000,00 em 30 anos'),
    }),
  ).toBeVisible()
  // Wholly on screen, not under the sticky header either.
  await expectInSight(figure)
  // The plan found, and the goal in today's money: 1.000.000,61 ÷ 1,04^30 (Python decimal).
  const items = resultRegion(page).locator('dl')
  await expect(items).toContainText(brl('Total investidoR$ 173.376,00'))
  await expect(items).toContainText(brl('Valor finalR$ 1.000.000,61'))
  await expect(items).toContainText(
    brl('Valor final em dinheiro de hojeDescontada a inflação de 4% ao anoR$ 308.318,86'),
  )

  // Month by month: 360 rows on screen in the end, and 360 lines in the CSV.
  await resultRegion(page).getByRole('button', { name: 'Por mês' }).click()
  await expect(resultRegion(page).getByRole('button', { name: 'Por mês' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  const months = page.getByRole('region', { name: 'Evolução mês a mês' })
  await expect(months.locator('tbody tr').first()).toHaveText(/^1\s*0,00\s*481,60\s*0,00\s*481,60$/)
  await expect(months.locator('tbody tr')).toHaveCount(360)
  const download = page.waitForEvent('download')
  await resultRegion(page).getByRole('button', { name: 'Baixar CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('juros-compostos-360-meses.csv')
  let text = ''
  for await (const chunk of await file.createReadStream()) text += String(chunk)
  const lines = text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
  expect(lines).toHaveLength(1 + 360)
  expect(lines[0]).toBe(
    'Mês;Juros no mês (R$);Total aportado (R$);Juros acumulados (R$);Saldo (R$)',
  )
  expect(lines[360]).toMatch(/^360;[\d,]+;173376,00;[\d,]+;100000[0-9],\d\d$/)

  // The address carries the plan; opened again, it gives the same answer, in view.
  await page.getByRole('button', { name: 'Calcular' }).click()
  const url = page.url()
  expect(new URL(url).search).toBe(
    '?taxa=0.8&periodo=30&unidade=anos&resolver=aporte&meta=1000000&inflacao=4&tabela=mes',
  )
  await page.goto('about:blank', { waitUntil: 'load' })
  await page.goto(url)
  await expect(page.getByLabel('Quero descobrir', { exact: true })).toHaveValue('aporte')
  await expect(mainFigure(page)).toHaveText(brl('R$ 481,60'))
  await expectInSight(mainFigure(page))
  await expect(
    page.getByRole('region', { name: 'Evolução mês a mês' }).locator('tbody tr').first(),
  ).toBeVisible()
})

test('old links keep their result; a term or a rate out of reach says what to change', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto(
    '/calculadora-juros-compostos?inicial=1000&aporte=100&taxa=12&taxaPeriodo=ano&periodo=10&unidade=anos',
  )
  await expect(mainFigure(page)).toHaveText(brl('R$ 25.298,85'))
  await expect(page.getByLabel('Quero descobrir', { exact: true })).toHaveValue('')
  await expect(page.getByRole('region', { name: 'Evolução ano a ano' })).toBeVisible()

  await page.goto('/calculadora-juros-compostos?aporte=1&taxa=0&resolver=prazo&meta=1000000')
  const meta = page.getByLabel('Meta: valor que quero alcançar (R$)', { exact: true })
  await expect(meta).toHaveAccessibleDescription(
    'Com esses valores a meta não é alcançada nem em 100 anos. Aumente o aporte mensal, a taxa ou o valor inicial.',
  )
  await expect(resultRegion(page)).toBeHidden()
})
