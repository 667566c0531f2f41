import { readFile } from 'node:fs/promises'

import type { Page } from '@playwright/test'

import { expectInSight, waitForScrollToSettle } from './support/in-sight.ts'
import { brl, resultRegion } from './support/result.ts'
import { expect, test } from './support/test.ts'

// Financing with preço, entrada, income and an extra payment, and the personal loan with IOF and
// CET, as a person does it on a phone: typed key by key at 360 × 740, the result in view after
// Calcular, and the address reproducing it. Figures: src/lib/financing/financing-purchase.test.ts
// and src/lib/personal-loan/personal-loan-iof.test.ts (legal-tables worked examples).

/** The value beside a result item's label. */
const item = (page: Page, label: string) =>
  resultRegion(page)
    .locator('dt', { hasText: label })
    .first()
    .locator('xpath=following-sibling::dd[1]')

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })

test('financiamento: preço 500.000, entrada 100.000, 360 months at 0,9%, income and an extra payment', async ({
  page,
}) => {
  await page.goto('/calculadora-financiamento')
  await page.getByLabel('Preço do bem (R$)').pressSequentially('500.000')
  await page.getByLabel('Entrada (R$)').pressSequentially('100.000')
  await page.getByLabel('Prazo (meses)').pressSequentially('360')
  await page.getByLabel('Taxa de juros (% ao mês)').pressSequentially('0,9')
  await page.getByLabel('Renda mensal (R$, opcional)').pressSequentially('15.000')
  await page.getByText('Amortização extra (opcional)').click()
  await page.getByLabel('Valor extra (R$)').pressSequentially('50.000')
  await page.getByLabel('Junto com a parcela nº').pressSequentially('24')
  await expect(page.getByLabel('Preço do bem (R$)')).toHaveValue('500.000,00')
  await page.getByRole('button', { name: 'Calcular' }).click()

  // 400.000 × 0,9% ÷ (1 − 1,009^−360) = 3.748,97; 3.748,97 ÷ 15.000 = 24,99%.
  const main = resultRegion(page).getByText(brl('R$ 3.748,97'), { exact: true }).first()
  await expect(main).toBeVisible()
  await expectInSight(main)
  await expect(item(page, 'Valor financiado')).toHaveText(brl('R$ 400.000,00'))
  await expect(item(page, 'Parcela em relação à renda')).toHaveText('24,99%')
  const options = resultRegion(page).getByRole('region', {
    name: 'Amortização extra: prazo × parcela',
  })
  await expect(options.getByRole('heading', { name: 'Reduzir o prazo Escolhido' })).toBeVisible()
  await expect(options).toContainText('137 meses')
  await expect(options).toContainText(brl('R$ 466.494,60'))
  await expect(options).toContainText(brl('R$ 3.275,65'))
  const table = resultRegion(page).getByRole('region', { name: /reduzindo o prazo/ })
  await expect(table.getByRole('columnheader', { name: 'Amortização extra (R$)' })).toBeVisible()
  await expect(table.locator('tbody tr')).toHaveCount(223)
  await expect(table.locator('tbody tr').nth(23)).toContainText('50.000,00')

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    resultRegion(page).getByRole('button', { name: 'Baixar CSV' }).click(),
  ])
  const lines = (await readFile(await download.path())).subarray(3).toString('utf8')
  const rows = lines.trimEnd().split('\r\n')
  expect(rows[0]).toBe(
    'Mês;Parcela (R$);Juros (R$);Amortização (R$);Amortização extra (R$);Saldo devedor (R$)',
  )
  expect(rows).toHaveLength(1 + 223 + 1)
  expect(rows.at(-2)).toMatch(/^223;.*;0,00$/)

  // The address reproduces it.
  const search = new URL(page.url()).search
  expect(search).toBe(
    '?preco=500000&entrada=100000&prazo=360&taxa=0.9&sistema=price&renda=15000&extra=50000&extraMes=24&extraRepetir=nao&extraModo=prazo',
  )
  await page.goto(`/calculadora-financiamento${search}`)
  await expect(page.getByLabel('Entrada (R$)')).toHaveValue(/^100\.000(,00)?$/)
  await expect(page.getByLabel('Junto com a parcela nº')).toBeVisible()
  await expect(
    resultRegion(page).getByText(brl('R$ 3.748,97'), { exact: true }).first(),
  ).toBeVisible()
})

test('financiamento: an old link with valor still gives its result, with the price filled', async ({
  page,
}) => {
  await page.goto('/calculadora-financiamento?valor=200000&prazo=240&taxa=1&sistema=price')
  await expect(resultRegion(page).getByText(brl('R$ 2.202,17')).first()).toBeVisible()
  await expect(page.getByLabel('Preço do bem (R$)')).toHaveValue(/^200\.000(,00)?$/)
  await expect(page.getByText('Valor extra (R$)')).toBeHidden()
})

test('empréstimo: R$ 10.000 at 2,5% a.m. in 12 months with IOF financed, CET 40,26% ao ano', async ({
  page,
}) => {
  await page.goto('/calculadora-emprestimo-pessoal')
  await page.getByLabel('Valor do empréstimo (R$)').pressSequentially('10.000')
  await page.getByLabel('Taxa de juros (% ao mês)').pressSequentially('2,5')
  await page.getByLabel('Prazo (meses)').pressSequentially('12')
  await expect(page.getByRole('switch', { name: /Incluir o IOF/ })).toBeChecked()
  await page.getByLabel('Data da liberação do dinheiro').fill('2026-01-05')
  await page.getByRole('button', { name: 'Calcular' }).click()

  const main = resultRegion(page).getByText(brl('R$ 995,46'), { exact: true }).first()
  await expect(main).toBeVisible()
  await expectInSight(main)
  await expect(item(page, 'IOF financiado')).toHaveText(brl('R$ 211,19'))
  await expect(item(page, 'Valor financiado (com IOF)')).toHaveText(brl('R$ 10.211,19'))
  await expect(item(page, 'CET (custo efetivo total)')).toHaveText('40,26% ao ano')
  const table = resultRegion(page).getByRole('region', { name: /IOF de cada parcela/ })
  await expect(table.getByRole('columnheader', { name: 'IOF (R$)' })).toBeVisible()

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    resultRegion(page).getByRole('button', { name: 'Baixar CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('emprestimo-pessoal-12-meses-com-iof.csv')
  const rows = (await readFile(await download.path()))
    .subarray(3)
    .toString('utf8')
    .trimEnd()
    .split('\r\n')
  expect(rows).toHaveLength(1 + 12 + 1)
  // Month 1: 740,18 × 0,0082% × 31 days = 1,8815.
  expect(rows[1]).toBe('1;995,46;255,28;740,18;1,8815;9471,01')
  expect(rows.at(-1)).toBe('Total;11945,53;1734,34;10211,19;172,3831;')

  const search = new URL(page.url()).search
  expect(search).toBe('?valor=10000&taxa=2.5&prazo=12&iof=sim&liberacao=2026-01-05')
  await page.goto(`/calculadora-emprestimo-pessoal${search}`)
  await expect(item(page, 'CET (custo efetivo total)')).toHaveText('40,26% ao ano')

  // Turned off, the loan is the plain Price table of what was asked: 974,87. (Once the link's
  // result has come into view, as a person waits for the page to stop before a tap.)
  await waitForScrollToSettle(page)
  await page.getByRole('switch', { name: /Incluir o IOF/ }).click({ force: true })
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(
    resultRegion(page).getByText(brl('R$ 974,87'), { exact: true }).first(),
  ).toBeVisible()
  await expect(item(page, 'CET (custo efetivo total)')).toHaveCount(0)
  expect(new URL(page.url()).searchParams.get('iof')).toBe('nao')
})

test('à vista ou parcelado: 1.800 or 12 × 170 with the first at purchase, typed on a phone', async ({
  page,
}) => {
  await page.goto('/calculadora-a-vista-ou-parcelado')
  await page.getByLabel('Preço à vista (R$)').pressSequentially('1.800')
  await page.getByLabel('Parcela (R$)').pressSequentially('170')
  await page.getByLabel('Número de parcelas').pressSequentially('12')
  await page.getByLabel('Rendimento do dinheiro (% ao mês)').pressSequentially('1')
  await page.getByText('Primeira parcela no ato da compra', { exact: true }).tap()
  await page.getByRole('button', { name: 'Calcular' }).tap()

  // legal-tables §6.2: with the first at purchase, 2,36% a.m. (32,33% a.a.); the instalments are
  // worth 1.932,50 today at 1% a.m., so cash costs 132,50 less.
  // The main figure; "Como calculamos" repeats it once its steps have loaded.
  const figure = resultRegion(page).getByText(brl('R$ 132,50'), { exact: true }).first()
  await expectInSight(figure)
  await expect(
    resultRegion(page).getByText('Pagar à vista sai mais barato, em dinheiro de hoje'),
  ).toBeVisible()
  await expect(item(page, 'Juros escondidos no parcelado')).toHaveText('2,36% ao mês')
  await expect(item(page, 'Parcelas em dinheiro de hoje')).toHaveText(brl('R$ 1.932,50'))
  await expect(page).toHaveURL(/\?avista=1800&parcela=170&parcelas=12&entrada=sim&rendimento=1$/)

  // Instalments adding up to less than the cash price: a warning at the field, and a result.
  await page.getByLabel('Preço à vista (R$)').fill('')
  await page.getByLabel('Preço à vista (R$)').pressSequentially('2.100')
  await expect(page.getByText(/menos que o preço à vista: a taxa é negativa/)).toBeVisible()
  await page.getByRole('button', { name: 'Calcular' }).tap()
  await waitForScrollToSettle(page)
  await expect(resultRegion(page).getByText(/os juros são negativos/)).toBeVisible()
})
