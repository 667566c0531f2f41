import type { Page } from '@playwright/test'

import { expectInSight } from './support/in-sight.ts'
import { typeDate } from './support/dates.ts'
import { brlPattern, figureUnder, resultRegion } from './support/result.ts'
import { expect, test } from './support/test.ts'

// The rescisão motivos on a 360 × 740 phone, typed key by key, with the worked examples of
// docs/legal/labour.md ("Rescisão by motivo"): the figures, the payment deadline, the link to the
// seguro-desemprego calculator, and the result in view after Calcular.

test.use({ viewport: { width: 360, height: 740 } })

const verbas = (page: Page) => resultRegion(page).getByRole('table', { name: /Verbas da rescisão/ })
const headline = (page: Page) =>
  figureUnder(resultRegion(page).getByRole('heading', { name: 'Líquido a receber da empresa' }))

async function typeMoney(page: Page, label: string, text: string) {
  const field = page.getByLabel(label, { exact: true })
  await field.click()
  await field.pressSequentially(text)
  await field.blur()
}

test('contrato a prazo encerrado antes pela empresa (CLT art. 479): figures, deadline, seguro link, in view', async ({
  page,
}) => {
  await page.goto('/calculadora-trabalhista')
  await expect(page.getByLabel('Fim combinado do contrato')).toHaveCount(0)
  await typeMoney(page, 'Último salário bruto mensal (R$)', '3.000,00')
  await expect(page.getByLabel('Último salário bruto mensal (R$)')).toHaveValue('3.000,00')
  await page.getByLabel('Motivo da saída').selectOption('antecipada-empregador')
  await expect(page.getByLabel('Aviso prévio', { exact: true })).toHaveCount(0)
  await typeDate(page.getByLabel('Data de admissão'), '01/02/2026')
  await typeDate(page.getByLabel('Data de demissão'), '15/05/2026')
  await typeDate(page.getByLabel('Fim combinado do contrato'), '31/07/2026')
  await page.getByRole('button', { name: 'Calcular' }).click()

  await expect(headline(page)).toHaveText(brlPattern('7.495,83'))
  await expectInSight(headline(page))
  const table = verbas(page)
  await expect(
    table.getByRole('row', { name: /Indenização do art. 479: metade de 77 dias/ }),
  ).toContainText(brlPattern('3.850,00'))
  await expect(table.getByRole('row', { name: /Multa do FGTS/ })).toContainText(
    brlPattern('416,00'),
  )
  await expect(table.getByRole('row', { name: /Total a receber/ })).toContainText(
    brlPattern('8.951,83'),
  )
  await expect(
    resultRegion(page).getByRole('term').filter({ hasText: 'Prazo para a empresa pagar' }),
  ).toBeVisible()
  await expect(resultRegion(page).getByText('25/05/2026', { exact: true })).toBeVisible()
  const seguro = resultRegion(page).getByRole('link', { name: 'Calcular o seguro-desemprego' })
  await expect(seguro).toHaveAttribute(
    'href',
    '/calculadora-seguro-desemprego?s1=3000&s2=3000&s3=3000&meses=4&motivo=antecipada-empregador&demissao=2026-05-15',
  )
  await expect(page).toHaveURL(/motivo=antecipada-empregador&.*fimContrato=2026-07-31/)

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await page.screenshot({
      path: `test-results/rescisao-479-360-${colorScheme}.png`,
      fullPage: true,
    })
  }
})

test('culpa recíproca with the 13º advance and férias em dobro, typed key by key', async ({
  page,
}) => {
  await page.goto('/calculadora-trabalhista')
  await typeMoney(page, 'Último salário bruto mensal (R$)', '3.000,00')
  await page.getByLabel('Motivo da saída').selectOption('culpa-reciproca')
  await typeDate(page.getByLabel('Data de admissão'), '10/03/2023')
  await typeDate(page.getByLabel('Data de demissão'), '20/11/2026')
  await page.getByLabel('Férias vencidas (dias)').pressSequentially('30')
  // The switch's input is visually hidden; a person taps its label.
  await page.getByText('Fora do prazo de concessão (pagas em dobro)').click()
  await expect(page.getByRole('switch', { name: /Fora do prazo de concessão/ })).toBeChecked()
  await typeMoney(page, '1ª parcela do 13º já paga (R$)', '1.375,00')
  await page.getByRole('button', { name: 'Calcular' }).click()

  // docs/legal/labour.md: culpa recíproca gross 6.825,00; + 30 days vencidas 3.000,00 and their
  // double 3.000,00, 1/3 (1.125 + 6.000) ÷ 3 = 2.375,00 → gross 14.825,00; INSS 258,82; the
  // advance 1.375,00 → net 13.191,18.
  await expect(headline(page)).toHaveText(brlPattern('13.191,18'))
  await expectInSight(headline(page))
  const table = verbas(page)
  await expect(table.getByRole('row', { name: /13º salário proporcional: 11\/12/ })).toContainText(
    brlPattern('1.375,00'),
  )
  await expect(
    table.getByRole('row', { name: /Dobra das férias vencidas: 30 dias/ }),
  ).toContainText(brlPattern('3.000,00'))
  await expect(table.getByRole('row', { name: /Adiantamento do 13º/ })).toContainText(
    brlPattern('1.375,00'),
  )
  await expect(table.getByRole('row', { name: /Multa do FGTS/ })).toContainText('20%')
  await expect(resultRegion(page).getByText('Sem direito', { exact: true })).toBeVisible()
  await expect(resultRegion(page).getByText('30/11/2026', { exact: true })).toBeVisible()

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await page.screenshot({
      path: `test-results/rescisao-culpa-360-${colorScheme}.png`,
      fullPage: true,
    })
  }
})

test('legal-tables §1.2 in a rescisão: the 13º of R$ 5.500,00 in 2026 (11 avos + the aviso’s) withholds 190,47 once', async ({
  page,
}) => {
  // 3 full years on 20/11/2026: aviso of 39 days to 29/12, so the 13º is 12/12 = 5.500,00, one
  // payment: INSS 571,51; simplified discount 607,20; tax 436,79 − reduction 246,32 = 190,47.
  await page.goto(
    '/calculadora-trabalhista?modo=rescisao&salario=5500&admissao=2023-03-10&demissao=2026-11-20&motivo=sem-justa-causa&aviso=indenizado&ano=2026',
  )
  const table = verbas(page)
  await expect(table.getByRole('row', { name: /13º salário proporcional: 12\/12/ })).toContainText(
    brlPattern('5.500,00'),
  )
  const irrf = table.getByRole('row', { name: /IRRF sobre o 13º/ })
  await expect(irrf).toContainText(brlPattern('190,47'))
  await expect(irrf).toContainText('dedução mais vantajosa')
})

test('pedido de demissão, aviso not worked: the resignation’s avisos, one salary deducted, said beside the figure in view', async ({
  page,
}) => {
  await page.goto('/calculadora-trabalhista')
  await typeMoney(page, 'Último salário bruto mensal (R$)', '3.000,00')
  await page.getByLabel('Motivo da saída').selectOption('pedido-demissao')
  const aviso = page.getByLabel('Aviso prévio', { exact: true })
  await expect(aviso).toHaveValue('trabalhado')
  await expect(aviso.getByRole('option')).toHaveText([
    'Trabalhado pelo empregado',
    'Não trabalhado (descontado)',
    'Dispensado pela empresa (sem desconto)',
  ])
  await aviso.selectOption('nao-cumprido')
  await typeDate(page.getByLabel('Data de admissão'), '10/03/2022')
  await typeDate(page.getByLabel('Data de demissão'), '20/11/2026')
  await page.getByRole('button', { name: 'Calcular' }).click()

  // docs/legal/labour.md: a resignation from 10/03/2022 to 20/11/2026, aviso not worked: one
  // salary, R$ 3.000,00, deducted (CLT art. 487 §2º).
  await expect(headline(page)).toHaveText(brlPattern('4.037,79'))
  await expectInSight(headline(page))
  const note = resultRegion(page).getByText(/^Aviso prévio não trabalhado:/)
  await expect(note).toContainText(brlPattern('3.000,00'))
  await expectInSight(note)
  await expect(verbas(page).getByRole('row', { name: /Aviso prévio não cumprido/ })).toContainText(
    brlPattern('3.000,00'),
  )
  await expect(page).toHaveURL(/motivo=pedido-demissao&aviso=nao-cumprido/)
  await page.screenshot({ path: 'test-results/rescisao-pedido-nao-trabalhado-360.png' })
})

test('a one-day contract dismissed without cause: seguro-desemprego does not meet the carência', async ({
  page,
}) => {
  await page.goto(
    '/calculadora-trabalhista?salario=3000&admissao=2026-11-20&demissao=2026-11-20&motivo=sem-justa-causa&aviso=indenizado&ano=2026',
  )
  await expect(headline(page)).toBeVisible()
  const seguro = resultRegion(page)
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: /^Seguro-desemprego/ }) })
  await expect(seguro).toContainText('Não cumpre a carência')
  await expect(seguro).toContainText('Com menos de 15 dias neste contrato')
})

test('acordo typed key by key: the FGTS to withdraw says it is 80% of the balance plus the 20% fine', async ({
  page,
}) => {
  await page.goto('/calculadora-trabalhista')
  await typeMoney(page, 'Último salário bruto mensal (R$)', '3.000,00')
  await page.getByLabel('Motivo da saída').selectOption('acordo')
  await typeDate(page.getByLabel('Data de admissão'), '10/03/2023')
  await typeDate(page.getByLabel('Data de demissão'), '20/11/2026')
  await page.getByLabel('Aviso prévio', { exact: true }).selectOption('indenizado')
  await page.getByRole('button', { name: 'Calcular' }).click()

  // docs/legal/labour.md, acordo: FGTS balance 11.700 (estimated), 80% withdrawn 9.360, fine
  // 20% 2.340: together the balance, which the label and its hint say.
  await expectInSight(headline(page))
  const item = resultRegion(page)
    .locator('dl > div')
    .filter({ hasText: 'FGTS a sacar: 80% do saldo + multa de 20% (estimado)' })
  await expect(item.locator('dd')).toHaveText(brlPattern('11.700,00'))
  await expect(item).toContainText(/R\$\s9\.360,00 do saldo \(80%\) e R\$\s2\.340,00 de multa/)
  await expect(item).toContainText('os outros 20% do saldo ficam na conta do FGTS')
  await item.scrollIntoViewIfNeeded()
  await expectInSight(item)
})

test('a result edited after Calcular is marked out of date until Calcular, beside its figure', async ({
  page,
}) => {
  await page.goto('/calculadora-trabalhista')
  await typeMoney(page, 'Último salário bruto mensal (R$)', '3.000,00')
  await typeDate(page.getByLabel('Data de admissão'), '10/03/2023')
  await typeDate(page.getByLabel('Data de demissão'), '20/11/2026')
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(headline(page)).toHaveText(brlPattern('[\\d.]+,\\d{2}'))
  const before = await headline(page).textContent()
  const stale = resultRegion(page).getByText(
    'Resultado desatualizado: toque em Calcular para refazer a conta.',
  )
  await expect(stale).toHaveCount(0)

  await typeDate(page.getByLabel('Data de demissão'), '19/11/2026')
  await expect(stale).toBeVisible()
  await expect(page.getByRole('region', { name: 'Resultado desatualizado' })).toBeVisible()
  // The old figure stays under the line, not shared as the fields' result.
  await expect(headline(page)).toHaveText(before ?? '')
  const line = await stale.boundingBox()
  const heading = await resultRegion(page)
    .getByRole('heading', { name: 'Líquido a receber da empresa' })
    .boundingBox()
  expect(line && heading && line.y + line.height <= heading.y).toBe(true)
  await expect(
    resultRegion(page).getByRole('button', { name: 'Compartilhar resultado' }),
  ).toBeDisabled()
  await page.screenshot({ path: 'test-results/rescisao-stale-360.png', fullPage: true })

  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(stale).toHaveCount(0)
  await expect(
    resultRegion(page).getByRole('button', { name: 'Compartilhar resultado' }),
  ).toBeEnabled()
  await expect(page).toHaveURL(/demissao=2026-11-19/)
})

test('an admission in 1900, typed key by key, is refused at the field with the range', async ({
  page,
}) => {
  await page.goto('/calculadora-trabalhista')
  await typeMoney(page, 'Último salário bruto mensal (R$)', '3.000,00')
  const admissao = page.getByLabel('Data de admissão')
  await typeDate(admissao, '01/01/1900')
  await typeDate(page.getByLabel('Data de demissão'), '20/11/2026')
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(admissao).toHaveAccessibleDescription(/Informe uma data a partir de 01\/01\/1960\./)
  await expect(admissao).toBeFocused()
  await expect(resultRegion(page).getByRole('heading')).toHaveCount(0)
})
