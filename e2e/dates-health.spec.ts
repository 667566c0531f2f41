import type { Page } from '@playwright/test'

import { typeDate, typeMonth } from './support/dates.ts'
import { expectInSight } from './support/in-sight.ts'
import { resultRegion } from './support/result.ts'
import { expect, test } from './support/test.ts'

/** Sunday 22/11/2026, noon in Brasília: "today" for every screen that reads it. */
const TODAY = new Date('2026-11-22T12:00:00-03:00')

const panel = (page: Page) => page.getByRole('tabpanel')

/** 09:00 in Brasília, the countdown's "now". Epoch ms: a Date would be re-read in another zone. */
const NINE = Date.parse('2026-11-22T09:00:00-03:00')

test.describe('date', () => {
  test('a Diferença link shows the difference at once', async ({ page }) => {
    await page.goto('/calculadora-datas?modo=diferenca&inicio=2024-01-01&fim=2024-12-31')
    await expect(resultRegion(page).getByText('365 dias', { exact: true })).toBeVisible()
    await expect(resultRegion(page).getByText('11 meses, 30 dias')).toBeVisible()
  })

  test('an Adicionar link lists the skipped holiday; Calcular updates the address', async ({
    page,
  }) => {
    await page.goto('/calculadora-datas?modo=adicionar&data=2026-03-31&dias=5')
    await expect(page.getByRole('tab', { name: 'Adicionar dias úteis' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(page.getByText('quarta-feira, 8 de abril de 2026').first()).toBeVisible()
    const row = page.getByRole('table').getByRole('row').nth(1)
    await expect(row).toContainText('03/04/2026')
    await expect(row).toContainText('sexta-feira')
    await expect(row).toContainText('Paixão de Cristo (Sexta-feira Santa)')

    await panel(page).getByRole('textbox', { name: 'Dias úteis' }).fill('-1')
    // The switch's checkbox is visually hidden; people press its label.
    await panel(page).getByText('Considerar feriados nacionais').click()
    await expect(
      panel(page).getByRole('switch', { name: 'Considerar feriados nacionais' }),
    ).not.toBeChecked()
    await panel(page).getByRole('button', { name: 'Calcular' }).click()
    await expect(page.getByText('segunda-feira, 30 de março de 2026').first()).toBeVisible()
    await expect(page).toHaveURL(
      /\?modo=adicionar&data=2026-03-31&dias=-1&feriados=nao&facultativos=nao$/,
    )
  })

  test('the home modal honours the same parameters', async ({ page }) => {
    await page.goto('/?calc=date&modo=adicionar&data=2026-02-13&dias=1&facultativos=sim')
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByText('quarta-feira, 18 de fevereiro de 2026').first()).toBeVisible()
    await expect(dialog.getByRole('table')).toContainText('Carnaval (terça-feira)')
  })
})

test.describe('payday', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('a month typed on a phone: the 5th business day, the banking one, the year', async ({
    page,
  }) => {
    await page.clock.setFixedTime(TODAY)
    await page.goto('/calculadora-quinto-dia-util')
    // An empty month is this month: November 2026, Finados on Monday 02/11.
    await page.getByRole('button', { name: 'Calcular' }).click()
    const main = resultRegion(page).getByText('sábado, 7 de novembro de 2026')
    await expectInSight(main)
    await expect(resultRegion(page).getByText('02/11/2026: feriado: Finados')).toBeVisible()

    await typeMonth(page.getByLabel('Mês do pagamento'), '04/2026')
    await page.getByText('Contar o sábado como dia útil', { exact: true }).click()
    await page.getByRole('button', { name: 'Calcular' }).click()
    await expectInSight(resultRegion(page).getByText('quarta-feira, 8 de abril de 2026'))
    await expect(page).toHaveURL(/\?mes=2026-04&sabado=nao$/)
    const table = page.getByRole('table')
    await expect(table.getByRole('row', { name: /Abril/ })).toContainText('07/04')
    await expect(table.getByRole('row', { name: /Abril/ })).toContainText('08/04')
  })
})

test.describe('pregnancy', () => {
  test('a link shows due date, weeks and the week bar; Calcular updates the address', async ({
    page,
  }) => {
    await page.clock.setFixedTime(TODAY)
    await page.goto('/calculadora-gravidez?dum=2026-07-05')
    await expect(resultRegion(page).getByText('11 de abril de 2027')).toBeVisible()
    await expect(resultRegion(page).getByText('20 semanas e 0 dias')).toBeVisible()
    await expect(resultRegion(page).getByText('2º trimestre')).toBeVisible()
    const bar = page.getByRole('progressbar')
    await expect(bar).toHaveAttribute('aria-valuenow', '20')
    await expect(bar).toHaveAccessibleName(/20 de 40 semanas/)

    await page.getByLabel('Primeiro dia da última menstruação (DUM)').fill('2026-08-14')
    await page.getByRole('button', { name: 'Calcular' }).click()
    await expect(resultRegion(page).getByText('14 semanas e 2 dias')).toBeVisible()
    await expect(page).toHaveURL(/\?dum=2026-08-14$/)
  })
})

test.describe('ovulation', () => {
  test('a link shows "Passou" and the next three cycles; Calcular updates the address', async ({
    page,
  }) => {
    await page.clock.setFixedTime(TODAY)
    await page.goto('/calculadora-ovulacao?dum=2026-11-05')
    await expect(resultRegion(page).getByText('Passou', { exact: true }).first()).toBeVisible()
    const cycles = resultRegion(page).getByRole('listitem')
    await expect(cycles).toHaveCount(3)
    await expect(cycles.nth(1)).toContainText('17 de dezembro de 2026 (em 25 dias)')

    await page.getByLabel('Duração do ciclo (dias)').fill('35')
    await page.getByRole('button', { name: 'Calcular' }).click()
    await expect(page).toHaveURL(/\?dum=2026-11-05&ciclo=35$/)
    await expect(resultRegion(page).getByText('Faltam 4 dias')).toBeVisible()
  })
})

test.describe('age', () => {
  test('a link shows the age on today’s date; Calcular updates the address', async ({ page }) => {
    await page.clock.setFixedTime(TODAY)
    await page.goto('/calculadora-idade?nascimento=1990-05-15')
    await expect(resultRegion(page).getByText('36 anos, 6 meses, 7 dias')).toBeVisible()
    await expect(
      resultRegion(page).getByText('Faltam 174 dias para completar 37 anos'),
    ).toBeVisible()

    await typeDate(page.getByLabel('Data de referência (opcional)'), '01/03/2025')
    await typeDate(page.getByLabel('Data de nascimento'), '29/02/2000')
    await page.getByRole('button', { name: 'Calcular' }).click()
    await expect(resultRegion(page).getByText('25 anos, 0 meses, 1 dia')).toBeVisible()
    await expect(resultRegion(page).getByText(/completa ano em 28 de fevereiro/)).toBeVisible()
    await expect(page).toHaveURL(/\?nascimento=2000-02-29&ref=2025-03-01$/)
  })
})

// The clock is installed only after the screen has loaded: Playwright's fake Date constructor
// returns plain Dates, so a `UTCDate` subclass (@date-fns/utc) defined while it is installed would
// read local fields, and Brasília time would be off by 3 hours. Real browsers are unaffected.
test.describe('countdown', () => {
  test('a link ticks down to the expired state', async ({ page }) => {
    await page.goto('/contador-regressivo?data=2030-01-01&hora=00:00')
    await expect(
      page.getByText('terça-feira, 1 de janeiro de 2030 às 00:00', { exact: true }),
    ).toBeVisible()
    const timer = page.getByRole('timer')
    await expect(timer).toHaveAccessibleName(/^Faltam \d+ dias, \d+ h, \d+ min e \d+ s$/)
    await expect(page).toHaveURL(/\?data=2030-01-01&hora=00(:|%3A)00$/)

    // Two minutes before the target; the running interval resyncs to the new time.
    await page.clock.install({ time: Date.parse('2029-12-31T23:58:00-03:00') })
    await expect(timer).toHaveAccessibleName(/^Faltam 0 dias, 0 h, (2 min e 0 s|1 min e \d+ s)$/)
    await expect(page.getByText('Tempo Expirado!', { exact: true })).toHaveCount(0)
    await page.clock.runFor(121_000)
    await expect(page.getByText('Tempo Expirado!', { exact: true })).toBeVisible()
    await expect(page.getByText('O prazo definido já passou.', { exact: true })).toBeVisible()
    await expect(timer).toHaveAccessibleName('Tempo Expirado! O prazo definido já passou.')
    await expect(timer).toContainText('00')
    await expect(page.getByRole('status').filter({ hasText: 'Tempo Expirado!' })).toBeAttached()
  })

  test('Calcular starts the countdown, ticks, and writes data and hora to the address', async ({
    page,
  }) => {
    await page.goto('/contador-regressivo')
    await expect(page.getByLabel('Data do evento')).toBeVisible()
    await page.clock.install({ time: NINE - 1000 })
    await page.clock.pauseAt(NINE)
    await page.getByLabel('Data do evento').fill('2026-12-31')
    await page.getByLabel('Hora (horário de Brasília)').fill('23:59')
    await page.getByRole('button', { name: 'Calcular' }).click()
    await expect(
      page.getByText('quinta-feira, 31 de dezembro de 2026 às 23:59', { exact: true }),
    ).toBeVisible()
    const timer = page.getByRole('timer')
    await expect(timer).toHaveAccessibleName('Faltam 39 dias, 14 h, 59 min e 0 s')
    await expect(page).toHaveURL(/\?data=2026-12-31&hora=23%3A59$/)
    await page.clock.runFor(2000)
    await expect(timer).toHaveAccessibleName('Faltam 39 dias, 14 h, 58 min e 58 s')
  })
})

test.describe('fuel', () => {
  test('a Consumo link shows km/L and costs', async ({ page }) => {
    await page.goto('/calculadora-combustivel?modo=consumo&distancia=450&litros=37.5&preco=5.899')
    // The card's figures, first: the Como calculamos steps below repeat them once loaded.
    await expect(resultRegion(page).getByText('12 km/L').first()).toBeVisible()
    await expect(resultRegion(page).getByText('R$ 221,21').first()).toBeVisible()
    await expect(resultRegion(page).getByText('R$ 0,492').first()).toBeVisible()
  })

  test('a Viagem link states the 70% assumption', async ({ page }) => {
    await page.goto(
      '/calculadora-combustivel?modo=viagem&distancia=700&consumo=10&gasolina=6&etanol=4',
    )
    await expect(page.getByText('Etanol sai mais barato').first()).toBeVisible()
    await expect(page.getByText('R$ 420,00').first()).toBeVisible()
    await expect(page.getByText('R$ 400,00').first()).toBeVisible()
    await expect(page.getByText(/com etanol o carro faz 70% dos km\/L/)).toBeVisible()
  })

  test('Comparar: a link, then Calcular updates the address', async ({ page }) => {
    await page.goto(
      '/calculadora-combustivel?modo=comparar&gasolina=6&etanol=4.19&consumoGasolina=12',
    )
    await expect(page.getByText('Etanol compensa', { exact: true })).toBeVisible()
    await expect(page.getByText('69,83%').first()).toBeVisible()
    await panel(page).getByLabel('Preço do etanol (R$/L)').fill('4,5')
    await panel(page).getByRole('button', { name: 'Calcular' }).click()
    await expect(page.getByText('Gasolina compensa', { exact: true })).toBeVisible()
    await expect(page).toHaveURL(/\?modo=comparar&gasolina=6&etanol=4\.5&consumoGasolina=12$/)
  })
})
