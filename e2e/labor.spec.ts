import type { Page } from '@playwright/test'

import { example, sample } from '../src/catalogue/calculators/labor/example.ts'
import { decimal } from '../src/catalogue/example-text.ts'
import { expectAccessibleInBothSchemes } from './support/axe.ts'
import { expectInSight } from './support/in-sight.ts'
import { brl, brlPattern, headline, line, resultRegion } from './support/result.ts'
import { linkTo, routeOf } from './support/routes.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

// The labour calculator. Rescisão by motivo on a 360 × 740 phone, typed key by key, with the
// worked examples of docs/legal/labour.md ("Rescisão by motivo"): the figures, the payment
// deadline, the link to the seguro-desemprego calculator, and the result in view after Calcular.
// Then horas extras: the hour from the salary, 50% and 100% lines, the DSR of a month with
// holidays (docs/legal/labour.md), and the links of before.

test.use({ viewport: { width: 360, height: 740 } })

const verbas = (page: Page) => resultRegion(page).getByRole('table', { name: /Verbas da rescisão/ })
const net = (page: Page) => headline(page, 'Líquido a receber da empresa')

test('contrato a prazo encerrado antes pela empresa (CLT art. 479): figures, deadline, seguro link, in view', async ({
  page,
}) => {
  await page.goto(routeOf('labor'))
  await expect(page.getByLabel('Fim combinado do contrato')).toHaveCount(0)
  await typeInto(page, 'Último salário bruto mensal (R$)', '3.000,00')
  await expect(page.getByLabel('Último salário bruto mensal (R$)')).toHaveValue('3.000,00')
  await page.getByLabel('Motivo da saída').selectOption('antecipada-empregador')
  await expect(page.getByLabel('Aviso prévio', { exact: true })).toHaveCount(0)
  await typeInto(page, 'Data de admissão', '01/02/2026')
  await typeInto(page, 'Data de demissão', '15/05/2026')
  await typeInto(page, 'Fim combinado do contrato', '31/07/2026')
  await page.getByRole('button', { name: 'Calcular' }).click()

  await expect(net(page)).toHaveText(brlPattern('7.495,83'))
  await expectInSight(net(page))
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
    `${routeOf('unemployment')}?s1=3000&s2=3000&s3=3000&meses=4&motivo=antecipada-empregador&demissao=2026-05-15`,
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
  await page.goto(routeOf('labor'))
  await typeInto(page, 'Último salário bruto mensal (R$)', '3.000,00')
  await page.getByLabel('Motivo da saída').selectOption('culpa-reciproca')
  await typeInto(page, 'Data de admissão', '10/03/2023')
  await typeInto(page, 'Data de demissão', '20/11/2026')
  await typeInto(page, 'Férias vencidas (dias)', '30')
  // The switch's input is visually hidden; a person taps its label.
  await page.getByText('Fora do prazo de concessão (pagas em dobro)').click()
  await expect(page.getByRole('switch', { name: /Fora do prazo de concessão/ })).toBeChecked()
  await typeInto(page, '1ª parcela do 13º já paga (R$)', '1.375,00')
  await page.getByRole('button', { name: 'Calcular' }).click()

  // docs/legal/labour.md: culpa recíproca gross 6.825,00; + 30 days vencidas 3.000,00 and their
  // double 3.000,00, 1/3 (1.125 + 6.000) ÷ 3 = 2.375,00 → gross 14.825,00; INSS 258,82; the
  // advance 1.375,00 → net 13.191,18.
  await expect(net(page)).toHaveText(brlPattern('13.191,18'))
  await expectInSight(net(page))
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

test('the 13º in a rescisão: the 13º of R$ 5.500,00 in 2026 (11 avos + the aviso’s) withholds 190,47 once', async ({
  page,
}) => {
  // 3 full years on 20/11/2026: aviso of 39 days to 29/12, so the 13º is 12/12 = 5.500,00, one
  // payment: INSS 571,51; simplified discount 607,20; tax 436,79 − reduction 246,32 = 190,47.
  await page.goto(linkTo('labor', { ...example.query, salario: 5500, admissao: '2023-03-10' }))
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
  await page.goto(routeOf('labor'))
  await typeInto(page, 'Último salário bruto mensal (R$)', '3.000,00')
  await page.getByLabel('Motivo da saída').selectOption('pedido-demissao')
  const aviso = page.getByLabel('Aviso prévio', { exact: true })
  await expect(aviso).toHaveValue('trabalhado')
  await expect(aviso.getByRole('option')).toHaveText([
    'Trabalhado pelo empregado',
    'Não trabalhado (descontado)',
    'Dispensado pela empresa (sem desconto)',
  ])
  await aviso.selectOption('nao-cumprido')
  await typeInto(page, 'Data de admissão', '10/03/2022')
  await typeInto(page, 'Data de demissão', '20/11/2026')
  await page.getByRole('button', { name: 'Calcular' }).click()

  // docs/legal/labour.md: a resignation from 10/03/2022 to 20/11/2026, aviso not worked: one
  // salary, R$ 3.000,00, deducted (CLT art. 487 §2º).
  await expect(net(page)).toHaveText(brlPattern('4.037,79'))
  await expectInSight(net(page))
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
  await page.goto(linkTo('labor', { ...example.query, admissao: '2026-11-20' }))
  await expect(net(page)).toBeVisible()
  // The whole line: its verdict, and the reason under its label.
  const seguro = line(page, 'Seguro-desemprego').locator('..')
  await expect(seguro).toContainText('Não cumpre a carência')
  await expect(seguro).toContainText('Com menos de 15 dias neste contrato')
})

test('acordo typed key by key: the FGTS to withdraw says it is 80% of the balance plus the 20% fine', async ({
  page,
}) => {
  await page.goto(routeOf('labor'))
  await typeInto(page, 'Último salário bruto mensal (R$)', '3.000,00')
  await page.getByLabel('Motivo da saída').selectOption('acordo')
  await typeInto(page, 'Data de admissão', '10/03/2023')
  await typeInto(page, 'Data de demissão', '20/11/2026')
  await page.getByLabel('Aviso prévio', { exact: true }).selectOption('indenizado')
  await page.getByRole('button', { name: 'Calcular' }).click()

  // docs/legal/labour.md, acordo: FGTS balance 11.700 (estimated), 80% withdrawn 9.360, fine
  // 20% 2.340: together the balance, which the label and its hint say.
  await expectInSight(net(page))
  const value = line(page, 'FGTS a sacar: 80% do saldo + multa de 20% (estimado)')
  await expect(value).toHaveText(brlPattern('11.700,00'))
  const item = value.locator('..')
  await expect(item).toContainText(/R\$\s9\.360,00 do saldo \(80%\) e R\$\s2\.340,00 de multa/)
  await expect(item).toContainText('os outros 20% do saldo ficam na conta do FGTS')
  await item.scrollIntoViewIfNeeded()
  await expectInSight(item)
})

test('a result edited after Calcular is marked out of date until Calcular, beside its figure', async ({
  page,
}) => {
  await page.goto(routeOf('labor'))
  await typeInto(page, 'Último salário bruto mensal (R$)', '3.000,00')
  await typeInto(page, 'Data de admissão', '10/03/2023')
  await typeInto(page, 'Data de demissão', '20/11/2026')
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(net(page)).toHaveText(brlPattern('[\\d.]+,\\d{2}'))
  const before = await net(page).textContent()
  const stale = resultRegion(page).getByText(
    'Resultado desatualizado: toque em Calcular para refazer a conta.',
  )
  await expect(stale).toHaveCount(0)

  await typeInto(page, 'Data de demissão', '19/11/2026')
  await expect(stale).toBeVisible()
  await expect(page.getByRole('region', { name: 'Resultado desatualizado' })).toBeVisible()
  // The old figure stays under the line, not shared as the fields' result.
  await expect(net(page)).toHaveText(before ?? '')
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
  await page.goto(routeOf('labor'))
  await typeInto(page, 'Último salário bruto mensal (R$)', '3.000,00')
  const admissao = await typeInto(page, 'Data de admissão', '01/01/1900')
  await typeInto(page, 'Data de demissão', '20/11/2026')
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(admissao).toHaveAccessibleDescription(/Informe uma data a partir de 01\/01\/1960\./)
  await expect(admissao).toBeFocused()
  await expect(resultRegion(page).getByRole('heading')).toHaveCount(0)
})

test('a rescisão link lists each entitlement with its rule', async ({ page }) => {
  await page.goto(sample.href)
  const table = resultRegion(page).getByRole('table', { name: /Verbas da rescisão/ })
  const aviso = table.getByRole('row', { name: /Aviso prévio: 42 dias/ })
  await expect(aviso).toContainText('Lei 12.506/2011')
  await expect(aviso).toContainText(brlPattern('4.200,00'))
  await expect(table.getByRole('row', { name: /Multa do FGTS/ })).toContainText(
    brlPattern('6.032,00'),
  )
  await expect(table.getByRole('row', { name: /Total a receber/ })).toContainText(
    brlPattern(decimal(example.figures.total, 2, 2)),
  )
  await expect(resultRegion(page).getByText(/Convenção ou acordo coletivo/)).toBeVisible()
})

test('a resignation pays no FGTS, and Calcular updates the address', async ({ page }) => {
  await page.goto(routeOf('labor'))
  await typeInto(page, 'Último salário bruto mensal (R$)', '3000')
  await typeInto(page, 'Data de admissão', '10/03/2022')
  await typeInto(page, 'Data de demissão', '20/11/2026')
  await page.getByLabel('Motivo da saída').selectOption('pedido-demissao')
  await page.getByLabel('Aviso prévio', { exact: true }).selectOption('trabalhado')
  await page.getByRole('button', { name: 'Calcular' }).click()
  const table = resultRegion(page).getByRole('table', { name: /Verbas da rescisão/ })
  await expect(table.getByRole('row', { name: /13º salário proporcional: 11\/12/ })).toBeVisible()
  await expect(table.getByRole('row', { name: /Saque do FGTS/ })).toHaveCount(0)
  await expect(page).toHaveURL(
    /\?modo=rescisao&salario=3000&admissao=2022-03-10&demissao=2026-11-20&motivo=pedido-demissao&aviso=trabalhado&ano=2026$/,
  )
})

test.describe('horas extras', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })

  test('salário 3.000, 220 h, 10 h at 50% and 4 h at 100% in April 2026: lines, DSR and the total in view', async ({
    page,
  }) => {
    await page.goto(`${routeOf('labor')}?modo=horas-extras`)
    await expect(page.getByRole('radio', { name: 'Salário mensal' })).toBeChecked()
    await typeInto(page, 'Salário mensal (R$)', '3000')
    // The jornada left empty is 220 h, as its placeholder says, and stays out of the link.
    await expect(page.getByLabel('Jornada mensal')).toHaveAttribute('placeholder', '220')
    await typeInto(page, 'Horas extras a 50%', '10')
    await typeInto(page, 'Horas extras a 100%', '4')
    await typeInto(page, 'Mês das horas, para o DSR (opcional)', '04/2026')
    await page.getByRole('button', { name: 'Calcular' }).click()

    const main = headline(page, 'Total das horas extras com DSR')
    await expect(main).toHaveText(brl('R$ 392,05'))
    await expectInSight(main)
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
      `${routeOf('labor')}?modo=horas-extras&salario=3000&jornada=220&horas50=10&noturno=sim&mes=2025-11&feriadosLocais=1`,
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
      `${routeOf('labor')}?modo=horas-extras&valorHora=20&horas=10&adicional=50&noturno=sim`,
    )
    await expect(page.getByRole('radio', { name: 'Valor da hora' })).toBeChecked()
    await expect(line(page, 'Horas extras com adicional de 50%')).toContainText(brl('R$ 411,48'))
    // The paid hours are in the line's hint, under its label.
    await expect(line(page, 'Horas extras com adicional de 50%').locator('..')).toContainText(
      '11,43 h',
    )
    // The switch's checkbox is visually hidden; people press its label.
    await page.getByText('Horas noturnas (22h às 5h)').click()
    await typeInto(page, 'Adicional dessas horas (%)', '100')
    await page.getByRole('button', { name: 'Calcular' }).click()
    await expect(line(page, 'Total das horas extras')).toContainText(brl('R$ 400,00'))
    await expect(page).toHaveURL(
      /\?modo=horas-extras&valorHora=20&horas=10&adicional=100&noturno=nao$/,
    )
  })
})
