import type { Locator } from '@playwright/test'

import { example } from '../src/catalogue/calculators/severance-check/example.ts'
import { example as labourExample } from '../src/catalogue/calculators/labor/example.ts'
import { brl, shortDate } from '../src/catalogue/example-text.ts'
import { exampleHref } from '../src/catalogue/sample-link.ts'
import { expectInSight } from './support/in-sight.ts'
import { headline, resultRegion } from './support/result.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

// Confira sua rescisão as a person on a phone uses it: the rescisão and the TRCT lines of the
// site's worked example typed key by key at 360 × 740 (docs/legal/checks.md "Rescisão (TRCT)":
// aviso of 30 + 3 × 4 days and a 13º of 12/12 paid short, paid after the 10 days of CLT art. 477
// §6º, so the §8º fine of one salary is owed), Calcular, the verdict of each line where it is on
// the screen, and the labour calculator's link that brings the rescisão's values here.

test.use({ viewport: { width: 360, height: 740 } })

const { path, query: q, figures: f } = example

/** Text as the page writes it, the non-breaking space after `R$` included: a string would be
 * matched with its white space folded, a pattern is matched as it is. */
const exactly = (text: string): RegExp => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))

/** `2026-12-04` as a person types it into a pt-BR date field. */
const typed = (iso: string) => iso.split('-').reverse().join('/')

/** What pressSequentially types for an amount: `833,33`, `2000`. */
const keys = (amount: number) => String(amount).replace('.', ',')

/** Whether `below` starts under the bottom of `above` on the page. */
async function expectBelow(below: Locator, above: Locator) {
  const top = await below.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
  const bottom = await above.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY)
  expect(top, 'the verdict is below the form').toBeGreaterThan(bottom)
}

test.beforeEach(async ({ page }) => {
  // A day after the payment, so none of the example's dates is in the future.
  await page.clock.setFixedTime(new Date('2026-12-10T12:00:00-03:00'))
})

test('TRCT typed key by key: each line judged in sight, the short aviso and 13º, the art. 477 fine, the link from the calculator', async ({
  page,
}) => {
  await page.goto(path)
  const calcular = page.getByRole('button', { name: 'Calcular' })

  await test.step('the rescisão and the TRCT as paid, typed key by key', async () => {
    await typeInto(page, 'Último salário bruto mensal (R$)', keys(q.salario))
    await expect(page.getByLabel('Motivo da saída')).toHaveValue(q.motivo)
    await expect(page.getByLabel('Aviso prévio', { exact: true })).toHaveValue(q.aviso)
    await typeInto(page, 'Data de admissão', typed(q.admissao))
    await typeInto(page, 'Data de demissão', typed(q.demissao))
    await typeInto(page, 'Saldo de salário pago (R$)', keys(q.pagoSaldo))
    await typeInto(page, 'Aviso prévio indenizado pago (R$)', keys(q.pagoAviso))
    await typeInto(page, '13º salário pago (R$)', keys(q.pago13))
    await typeInto(page, 'Férias proporcionais pagas (R$)', keys(q.pagoFeriasProporcionais))
    await typeInto(page, '1/3 de férias pago (R$)', keys(q.pagoTerco))
    await typeInto(page, 'Data do pagamento', typed(q.dataPagamento))
    await expect(page.getByLabel('1/3 de férias pago (R$)')).toHaveValue('833,33')
    await calcular.click()
  })

  const result = resultRegion(page)
  const table = result.getByRole('table', { name: 'Linhas do TRCT' })
  const row = (name: string) =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) })

  await test.step('the balance in sight: aviso and 13º short, and the fine', async () => {
    const balance = headline(result, 'Diferença a seu favor')
    await expect(balance).toHaveText(exactly(brl(f.balance)))
    await expectInSight(balance)
    await expect(result.getByText('3 linhas não conferem')).toBeVisible()
  })

  await test.step('each line’s verdict where it is on the screen, below the form', async () => {
    const verdicts: [string, string][] = [
      ['Saldo de salário', 'confere'],
      ['Aviso prévio indenizado', `pago a menos ${brl(f.notice - q.pagoAviso)}`],
      ['13º salário', `pago a menos ${brl(f.thirteenth - q.pago13)}`],
      ['Férias proporcionais', 'confere'],
      ['1/3 de férias', 'confere'],
      ['Multa por atraso (art. 477)', `pago a menos ${brl(f.fine)}`],
    ]
    await expect(table.getByRole('row')).toHaveCount(verdicts.length + 1)
    for (const [name, verdict] of verdicts) {
      const words = row(name).getByText(exactly(verdict))
      await words.scrollIntoViewIfNeeded()
      await expectInSight(words, `${name}: ${verdict}`)
      await expectBelow(words, calcular)
    }
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width, 'the page scrolls sideways').toBeLessThanOrEqual(360)
  })

  await test.step('the wrong aviso: what was paid, what is due, and the rule', async () => {
    const aviso = row('Aviso prévio indenizado')
    await expect(aviso).toContainText(exactly(`Pago${brl(q.pagoAviso)}`))
    await expect(aviso).toContainText(exactly(`Devido${brl(f.notice)}`))
    await aviso.getByText('A regra').click()
    await expect(aviso.getByText(/Lei 12\.506\/2011/)).toBeVisible()
  })

  await test.step('paid late: the deadline, the fine, the two years to claim', async () => {
    // The item: its term, its value and its hint, in the box the term stands in.
    const item = (term: string) =>
      result.getByRole('term').filter({ hasText: term }).locator('xpath=..')
    await expect(item('Prazo para pagar')).toContainText(shortDate(f.deadline))
    await expect(item('Prazo para pagar')).toContainText(
      `Pago em ${shortDate(q.dataPagamento)}, com atraso`,
    )
    await expect(item('Prazo para reclamar na Justiça')).toContainText(shortDate(f.claimDeadline))
  })

  await test.step('the labour calculator’s "Conferir com meu TRCT" brings the rescisão here', async () => {
    const { salario, admissao, demissao, motivo, aviso } = q
    await page.goto(
      exampleHref(labourExample.path, {
        modo: 'rescisao',
        salario,
        admissao,
        demissao,
        motivo,
        aviso,
      }),
    )
    const link = resultRegion(page).getByRole('link', { name: 'Conferir com meu TRCT' })
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${path}\\?.*salario=${salario}&admissao=${admissao}`))
    await expect(page).toHaveURL(new RegExp(`demissao=${demissao}&motivo=${motivo}&aviso=${aviso}`))
    await expect(page.getByLabel('Último salário bruto mensal (R$)')).toHaveValue('3.000,00')
    await expect(page.getByLabel('Data de admissão')).toHaveValue(admissao)
    await expect(page.getByLabel('Data de demissão')).toHaveValue(demissao)
    await expect(page.getByLabel('Motivo da saída')).toHaveValue(motivo)
    await typeInto(page, 'Aviso prévio indenizado pago (R$)', keys(q.pagoAviso))
    await page.getByRole('button', { name: 'Calcular' }).click()
    const shortAviso = resultRegion(page)
      .getByRole('table', { name: 'Linhas do TRCT' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Aviso prévio indenizado' }) })
    await expect(shortAviso).toContainText(exactly(`pago a menos ${brl(f.notice - q.pagoAviso)}`))
  })
})
