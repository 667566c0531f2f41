import type { Page } from '@playwright/test'

import { expectAccessibleInBothSchemes } from './support/axe.ts'
import { expectInSight } from './support/in-sight.ts'
import { brl, figureUnder, resultRegion } from './support/result.ts'
import { expect, test } from './support/test.ts'

// Horas extras on a 360 × 740 phone, typed key by key: the hour from the salary, 50% and 100%
// lines, the DSR of a month with holidays (docs/legal/labour.md), and the links of before.

/** A line of the result card, by its label (the term's own text, before its hint). */
const line = (page: Page, label: string) =>
  resultRegion(page).locator(`xpath=.//dl/div[dt[normalize-space(text()[1])="${label}"]]`)

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })

test('salário 3.000, 220 h, 10 h at 50% and 4 h at 100% in April 2026: lines, DSR and the total in view', async ({
  page,
}) => {
  await page.goto('/calculadora-trabalhista?modo=horas-extras')
  await expect(page.getByRole('radio', { name: 'Salário mensal' })).toBeChecked()
  await page.getByLabel('Salário mensal (R$)').pressSequentially('3000')
  // The jornada left empty is 220 h, as its placeholder says, and stays out of the link.
  await expect(page.getByLabel('Jornada mensal')).toHaveAttribute('placeholder', '220')
  await page.getByLabel('Horas extras a 50%').pressSequentially('10')
  await page.getByLabel('Horas extras a 100%').pressSequentially('4')
  // The month picker's segments take digits: the month, → to the year, the year.
  const month = page.getByLabel('Mês das horas, para o DSR (opcional)')
  await month.focus()
  await month.pressSequentially('04')
  await month.press('ArrowRight')
  await month.pressSequentially('2026')
  await expect(month).toHaveValue('2026-04')
  await page.getByRole('button', { name: 'Calcular' }).click()

  const main = resultRegion(page).getByRole('heading', { name: 'Total das horas extras com DSR' })
  await expect(figureUnder(main)).toHaveText(brl('R$ 392,05'))
  await expectInSight(figureUnder(main))
  await expect(line(page, 'Valor da hora normal')).toContainText(brl('R$ 13,64'))
  await expect(line(page, 'Horas extras a 50%')).toContainText(brl('R$ 204,55'))
  await expect(line(page, 'Horas extras a 100%')).toContainText(brl('R$ 109,09'))
  await expect(line(page, 'Total das horas extras')).toContainText(brl('R$ 313,64'))
  await expect(line(page, 'DSR de abril de 2026')).toContainText(brl('R$ 78,41'))
  await expect(line(page, 'Total com DSR')).toContainText(brl('R$ 392,05'))
  const restDays = resultRegion(page).getByRole('list', {
    name: 'Domingos e feriados de abril de 2026',
  })
  await expect(restDays.getByRole('listitem')).toHaveCount(6)
  await expect(restDays).toContainText('03/04 sexta-feira, Paixão de Cristo (Sexta-feira Santa)')
  await expect(restDays).toContainText('21/04 terça-feira, Tiradentes')
  await expect(page).toHaveURL(
    /\?modo=horas-extras&salario=3000&horas50=10&horas100=4&noturno=nao&mes=2026-04$/,
  )
})

test('shared links: the new parameters with night hours, and a link of before that still gives its figures', async ({
  page,
}) => {
  await page.goto(
    '/calculadora-trabalhista?modo=horas-extras&salario=3000&jornada=220&horas50=10&noturno=sim&mes=2025-11&feriadosLocais=1',
  )
  await expect(page.getByRole('tab', { name: 'Horas Extras' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  // 10 clock hours = 11,43 paid; 3.000 ÷ 220 × 1,2 × 1,5 × 11,43 = 280,55; November 2025 has
  // 7 rest days and a local holiday: 280,55 ÷ 22 × 8 = 102,02.
  await expect(line(page, 'Horas extras a 50%')).toContainText(brl('R$ 280,55'))
  await expect(line(page, 'DSR de novembro de 2025')).toContainText(brl('R$ 102,02'))
  await expect(line(page, 'Total com DSR')).toContainText(brl('R$ 382,57'))
  await expectInSight(resultRegion(page).getByRole('heading').first())
  // The suite's axe pass opens the labour page on the rescisão; this tab is checked here, with
  // its result and the list of rest days, in both themes.
  await expectAccessibleInBothSchemes(page, 'horas extras')
  await page.emulateMedia({ colorScheme: 'light' })

  await page.goto(
    '/calculadora-trabalhista?modo=horas-extras&valorHora=20&horas=10&adicional=50&noturno=sim',
  )
  await expect(page.getByRole('radio', { name: 'Valor da hora' })).toBeChecked()
  await expect(line(page, 'Horas extras com adicional de 50%')).toContainText(brl('R$ 411,48'))
  await expect(line(page, 'Horas extras com adicional de 50%')).toContainText('11,43 h')
  // The switch's checkbox is visually hidden; people press its label.
  await page.getByText('Horas noturnas (22h às 5h)').click()
  const adicional = page.getByLabel('Adicional dessas horas (%)')
  await adicional.clear()
  await adicional.pressSequentially('100')
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(line(page, 'Total das horas extras')).toContainText(brl('R$ 400,00'))
  await expect(page).toHaveURL(
    /\?modo=horas-extras&valorHora=20&horas=10&adicional=100&noturno=nao$/,
  )
})
