import { sample } from '../src/catalogue/calculators/countdown/example.ts'
import { routeOf } from './support/routes.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

/** 09:00 in Brasília, the countdown's "now". Epoch ms: a Date would be re-read in another zone. */
const NINE = Date.parse('2026-11-22T09:00:00-03:00')

// The clock is installed only after the screen has loaded: Playwright's fake Date constructor
// returns plain Dates, so a `UTCDate` subclass (@date-fns/utc) defined while it is installed would
// read local fields, and Brasília time would be off by 3 hours. Real browsers are unaffected.

test('a link ticks down to the expired state', async ({ page }) => {
  await page.goto(sample.href)
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
  await page.goto(routeOf('countdown'))
  await expect(page.getByLabel('Data do evento')).toBeVisible()
  await page.clock.install({ time: NINE - 1000 })
  await page.clock.pauseAt(NINE)
  await typeInto(page, 'Data do evento', '31/12/2026')
  await typeInto(page, 'Hora (horário de Brasília)', '23:59')
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
