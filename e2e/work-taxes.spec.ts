import type { Page } from '@playwright/test'

import { decimal } from '../src/catalogue/example-text.ts'
import { example as laborExample } from '../src/catalogue/calculators/labor/example.ts'
import { figureUnder } from './support/result.ts'
import { expect, test } from './support/test.ts'

// Money is written with a non-breaking space after R$; match any space.
const brl = (amount: string) => new RegExp(`R\\$\\s${amount.replace(/\./g, '\\.')}`)
// A figure the card shows may appear again in "Como calculamos" (collapsed, after it): `.first()`
// is the card's own.
const result = (page: Page) => page.getByRole('region', { name: 'Resultado' })

test.beforeEach(async ({ page }) => {
  // The default "Tabela de <ano>" is the visitor's year: fix the clock so it is 2026.
  await page.clock.setFixedTime(new Date('2026-11-22T12:00:00-03:00'))
})

test.describe('salary', () => {
  test('the same gross salary gives three different nets under the 2024, 2025 and 2026 tables', async ({
    page,
  }) => {
    const nets: Record<string, string> = {
      '2024': '4.768,36',
      '2025': '4.787,77',
      '2026': '4.973,39',
    }
    for (const [ano, net] of Object.entries(nets)) {
      await page.goto(`/calculadora-salario?modo=liquido&bruto=6000&dependentes=0&ano=${ano}`)
      const payslip = result(page).getByRole('table', { name: 'Contracheque do mês' })
      await expect(payslip.getByRole('row', { name: /Líquido a receber/ })).toContainText(brl(net))
      await expect(page.getByLabel('Ano da tabela')).toHaveValue(ano)
    }
    expect(new Set(Object.values(nets)).size).toBe(3)
    // Only 2026 has the Lei 15.270/2025 reduction (docs/legal/inss-irrf.md: 6.000 → IRRF 385,10).
    await expect(
      result(page).getByRole('term').filter({ hasText: 'Redução da Lei 15.270/2025' }),
    ).toBeVisible()
    await expect(result(page).getByText(/^− R\$\s179,75$/)).toBeVisible()
    await expect(result(page).getByRole('row', { name: /^IRRF/ })).toContainText(brl('385,10'))
  })

  test('Calcular writes the inputs, with the current year table, into the address', async ({
    page,
  }) => {
    await page.goto('/calculadora-salario')
    await expect(page.getByLabel('Ano da tabela')).toHaveValue('2026')
    await page.getByLabel('Salário bruto mensal (R$)').fill('6000')
    await page.getByLabel('Vale-transporte: custo mensal (R$)').fill('200')
    await page.getByRole('button', { name: 'Calcular' }).click()
    await expect(result(page).getByText('Salário líquido', { exact: true }).first()).toBeVisible()
    await expect(page).toHaveURL(/\?modo=liquido&bruto=6000&vt=200&ano=2026$/)
  })

  test('the 13º link shows both instalments with their due dates', async ({ page }) => {
    await page.goto('/calculadora-salario?modo=decimo-terceiro&salario=6000&meses=12&ano=2026')
    await expect(page.getByRole('tab', { name: '13º Salário' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    const parcels = result(page).getByRole('table', { name: /Parcelas do 13º/ })
    await expect(parcels.getByRole('row', { name: /1ª parcela/ })).toContainText('30/11/2026')
    await expect(parcels.getByRole('row', { name: /1ª parcela/ })).toContainText(brl('3.000,00'))
    await expect(parcels.getByRole('row', { name: /2ª parcela/ })).toContainText('20/12/2026')
    await expect(parcels.getByRole('row', { name: /2ª parcela/ })).toContainText(brl('1.973,39'))
  })

  test('the Por Hora link shows the hourly value', async ({ page }) => {
    await page.goto('/calculadora-salario?modo=hora&salario=3000&horas=220')
    await expect(result(page).getByText(brl('13,64')).first()).toBeVisible()
  })
})

test.describe('labor', () => {
  test('a rescisão link lists each entitlement with its rule', async ({ page }) => {
    await page.goto(
      '/calculadora-trabalhista?modo=rescisao&salario=3000&admissao=2022-03-10&demissao=2026-11-20&motivo=sem-justa-causa&aviso=indenizado&ano=2026',
    )
    const table = result(page).getByRole('table', { name: /Verbas da rescisão/ })
    const aviso = table.getByRole('row', { name: /Aviso prévio: 42 dias/ })
    await expect(aviso).toContainText('Lei 12.506/2011')
    await expect(aviso).toContainText(brl('4.200,00'))
    await expect(table.getByRole('row', { name: /Multa do FGTS/ })).toContainText(brl('6.032,00'))
    await expect(table.getByRole('row', { name: /Total a receber/ })).toContainText(
      brl(decimal(laborExample.figures.total, 2, 2)),
    )
    await expect(result(page).getByText(/Convenção ou acordo coletivo/)).toBeVisible()
  })

  test('a resignation pays no FGTS, and Calcular updates the address', async ({ page }) => {
    await page.goto('/calculadora-trabalhista')
    await page.getByLabel('Último salário bruto mensal (R$)').fill('3000')
    await page.getByLabel('Data de admissão').fill('2022-03-10')
    await page.getByLabel('Data de demissão').fill('2026-11-20')
    await page.getByLabel('Motivo da saída').selectOption('pedido-demissao')
    await page.getByLabel('Aviso prévio', { exact: true }).selectOption('trabalhado')
    await page.getByRole('button', { name: 'Calcular' }).click()
    const table = result(page).getByRole('table', { name: /Verbas da rescisão/ })
    await expect(table.getByRole('row', { name: /13º salário proporcional: 11\/12/ })).toBeVisible()
    await expect(table.getByRole('row', { name: /Saque do FGTS/ })).toHaveCount(0)
    await expect(page).toHaveURL(
      /\?modo=rescisao&salario=3000&admissao=2022-03-10&demissao=2026-11-20&motivo=pedido-demissao&aviso=trabalhado&ano=2026$/,
    )
  })
})

test.describe('tax', () => {
  test('a MEI link shows the DAS of the year and the share of the limit', async ({ page }) => {
    await page.goto(
      '/calculadora-impostos-mei?faturamento=5000&regime=mei&atividade=ambos&ano=2026',
    )
    await expect(result(page).getByText(brl('87,05')).first()).toBeVisible()
    await expect(result(page).getByText('74,07%')).toBeVisible()
  })

  // The MEI limit is the year's (LC 123/2006 art. 18-A §1º): the worked examples of
  // docs/legal/mei-simples.md, typed key by key on a phone, the figure checked where it is.
  for (const { name, month, year, figure, note } of [
    {
      name: 'a seasonal month of R$ 8.000,00 in a year of R$ 60.000,00 pays only the DAS',
      month: '8.000,00',
      year: '60.000,00',
      figure: { heading: 'DAS mensal do MEI', value: '86,05' },
      note: /o que conta é o total do ano/,
    },
    {
      name: 'a year of R$ 88.000,00 pays 6% on the R$ 7.000,00 of excess in January 2027',
      month: '7.000,00',
      year: '88.000,00',
      figure: { heading: 'DAS sobre o excesso: serviços (6%)', value: '420,00' },
      note: /continua MEI até 31\/12\/2026/,
    },
  ]) {
    test(`MEI: ${name}`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 })
      await page.goto('/calculadora-impostos-mei')
      await page.getByLabel('Faturamento do mês (R$)').pressSequentially(month)
      await page.getByLabel('Atividade do MEI').selectOption('servicos')
      await page.getByLabel('Faturamento no ano (opcional)').pressSequentially(year)
      await expect(page.getByLabel('Ano da tabela')).toHaveValue('2026')
      await page.getByRole('button', { name: 'Calcular' }).click()
      const value =
        figure.heading === 'DAS mensal do MEI'
          ? figureUnder(result(page).getByRole('heading', { name: figure.heading }))
          : result(page)
              .getByRole('term')
              .filter({ hasText: figure.heading })
              .locator('xpath=following-sibling::dd[1]')
      await expect(value).toHaveText(brl(figure.value))
      await expect(value).toBeInViewport()
      await expect(page.getByLabel('Faturamento do mês (R$)')).not.toHaveAttribute('aria-invalid')
      await expect(result(page).getByText(note)).toBeVisible()
      await expect(page).toHaveURL(/faturamentoAnual=/)
    })
  }

  test('MEI above 20% of the limit: excluded back to January, the Simples filled in', async ({
    page,
  }) => {
    await page.goto(
      '/calculadora-impostos-mei?faturamento=8000&regime=mei&atividade=servicos&faturamentoAnual=100000&ano=2026',
    )
    await expect(result(page).getByText(brl('19.000,00')).first()).toBeVisible()
    await result(page).getByRole('button', { name: 'Simular no Simples Nacional' }).click()
    // RBT12 100.000 → Anexo III, 1ª faixa, 6% × 8.000 (LC 123/2006, Anexo III).
    await expect(result(page).getByText(brl('480,00')).first()).toBeVisible()
    await expect(page).toHaveURL(/regime=simples.*anexo=3&rbt12=100000/)
  })

  test('Simples: a link and Calcular, with the address updated', async ({ page }) => {
    await page.goto('/calculadora-impostos-mei?faturamento=30000&regime=simples&anexo=3&ano=2026')
    await expect(result(page).getByText(brl('2.580,00')).first()).toBeVisible()
    await page.getByLabel('Anexo do Simples Nacional').selectOption('1')
    await page.getByLabel('Receita dos últimos 12 meses (RBT12, R$)').fill('1000000')
    await page.getByRole('button', { name: 'Calcular' }).click()
    // Anexo I, 4ª faixa: (1.000.000 × 10,7% − 22.500) ÷ 1.000.000 = 8,45% × 30.000
    await expect(result(page).getByText(brl('2.535,00')).first()).toBeVisible()
    await expect(page).toHaveURL(
      /\?faturamento=30000&regime=simples&atividade=comercio&anexo=1&rbt12=1000000&ano=2026$/,
    )
  })

  test('the home modal honours the same parameters', async ({ page }) => {
    await page.goto('/?calc=tax&faturamento=5000&regime=mei&atividade=servicos&ano=2025')
    await expect(page.getByRole('dialog').getByText(brl('80,90')).first()).toBeVisible()
  })
})
