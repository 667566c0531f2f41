import type { Page } from '@playwright/test'

import { typeDate } from './support/dates.ts'
import { hydrated, onSlowPhone, openSlowly } from './support/slow-open.ts'
import { routeOf } from './support/routes.ts'
import { expect, test } from './support/test.ts'

// A person on a slow phone starts typing as soon as the form appears: the prerendered form takes
// keys before the app's code has arrived (README, "How a page loads"). What they typed then, and
// while the page hydrates, must stay in the fields and be what Calcular uses.

type Step =
  { label: RegExp; keys: string; shown: string | RegExp } | { label: RegExp; option: string }

type Screen = {
  route: string
  /** Typed before the app's code is let through, then the rest while and after it hydrates. */
  early: Step[]
  late: Step[]
  expected: string
}

const screens: Screen[] = [
  {
    route: routeOf('retirement'),
    early: [
      { label: /Idade atual/, keys: '30', shown: '30' },
      { label: /Idade para se aposentar/, keys: '60', shown: '60' },
      { label: /Patrimônio atual/, keys: '10000', shown: /^10\.000(,00)?$/ },
    ],
    late: [
      { label: /Aporte mensal/, keys: '500', shown: /^500(,00)?$/ },
      { label: /Rentabilidade esperada/, keys: '8', shown: '8' },
      { label: /Meta de patrimônio/, keys: '1000000', shown: /^1\.000\.000(,00)?$/ },
    ],
    expected: 'R$\u00a0804.901,86',
  },
  {
    // Selects too: the period of the rate and of the term are picked before hydration.
    route: routeOf('compound'),
    early: [
      { label: /Valor inicial/, keys: '1000', shown: /^1\.000(,00)?$/ },
      { label: /A taxa é/, option: 'ano' },
      { label: /Período em/, option: 'anos' },
      { label: /Aporte mensal/, keys: '100', shown: /^100(,00)?$/ },
    ],
    late: [
      { label: /Taxa de juros/, keys: '12', shown: '12' },
      { label: /^Período \(/, keys: '10', shown: '10' },
    ],
    expected: 'R$\u00a025.298,85',
  },
]

async function perform(page: Page, steps: Step[]) {
  const box = page.getByRole('region', { name: 'Calculadora' })
  for (const step of steps) {
    const control = box.getByLabel(step.label).first()
    if ('option' in step) await control.selectOption(step.option)
    else await control.pressSequentially(step.keys)
  }
}

for (const screen of screens) {
  test(`${screen.route}: what is typed before and during hydration stays and calculates`, async ({
    page,
  }) => {
    const release = await openSlowly(page, screen.route)
    await perform(page, screen.early)
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
    release()
    await perform(page, screen.late)
    await hydrated(page)

    const box = page.getByRole('region', { name: 'Calculadora' })
    const typed = [...screen.early, ...screen.late].filter((s) => 'keys' in s)
    // A render after hydration (the next key, here Enter's) once put the empty state back.
    for (const step of typed)
      await expect(box.getByLabel(step.label).first()).toHaveValue(step.shown)
    await box.getByLabel(typed.at(-1)!.label).first().press('Enter')
    const result = box.getByText(screen.expected).first()
    await expect(result).toBeVisible(onSlowPhone)
    await expect(box.getByText(/^Informe/)).toHaveCount(0)
    for (const step of typed)
      await expect(box.getByLabel(step.label).first()).toHaveValue(step.shown)
    for (const step of screen.early.filter((s) => 'option' in s))
      await expect(box.getByLabel(step.label).first()).toHaveValue(step.option)
  })
}

test(`${routeOf('retirement')}: what is typed before hydration stays with a theme of the visitor`, async ({
  page,
}) => {
  // The visitor's theme differs from the prerender's (system, light): it arrives right after
  // hydration, and React once answered it by rendering the still-loading screen afresh.
  await page.emulateMedia({ colorScheme: 'dark' })
  const [screen] = screens
  const release = await openSlowly(page, screen!.route)
  await perform(page, screen!.early)
  release()
  await hydrated(page)
  const box = page.getByRole('region', { name: 'Calculadora' })
  for (const step of screen!.early.filter((s) => 'keys' in s))
    await expect(box.getByLabel(step.label).first()).toHaveValue(step.shown)
})

test(`${routeOf('labor')}: dates typed before hydration stay and choose the table year`, async ({
  page,
}) => {
  const release = await openSlowly(page, routeOf('labor'))
  const tab = page.getByRole('tabpanel')
  const salary = tab.getByLabel(/Último salário bruto/)
  await salary.pressSequentially('3000')
  await typeDate(tab.getByLabel('Data de admissão'), '10/03/2022')
  await typeDate(tab.getByLabel('Data de demissão'), '20/11/2025')
  release()
  await hydrated(page)

  // The year follows the dismissal date, as it does when the date is typed later.
  await expect(tab.getByLabel('Ano da tabela')).toHaveValue('2025')
  await salary.press('Enter')
  await expect(tab.getByText(/Dispensa sem justa causa · Tabela de 2025/)).toBeVisible(onSlowPhone)
  await expect(tab.getByText(/^Informe/)).toHaveCount(0)
  await expect(salary).toHaveValue('3.000,00')
  await expect(tab.getByLabel('Data de admissão')).toHaveValue('2022-03-10')
  await expect(tab.getByLabel('Data de demissão')).toHaveValue('2025-11-20')
})

test(`${routeOf('labor')}: a date half typed before hydration is finished after it`, async ({
  page,
}) => {
  const release = await openSlowly(page, routeOf('labor'))
  const admission = page.getByRole('tabpanel').getByLabel('Data de admissão')
  // The day and the month: the field's value is still empty, its parts are not.
  await admission.focus()
  await page.keyboard.type('1003')
  await expect(admission).toHaveValue('')
  release()
  await hydrated(page)
  // The year, in the same field, without leaving it (React hydrating it once emptied the parts).
  await page.keyboard.type('2022')
  await expect(admission).toHaveValue('2022-03-10')
})

test(`${routeOf('payslip-check')}: a month half typed before hydration is finished after it`, async ({
  page,
}) => {
  const release = await openSlowly(page, routeOf('payslip-check'))
  const month = page.getByLabel('Mês do holerite', { exact: true })
  await month.focus()
  await page.keyboard.type('04')
  release()
  await hydrated(page)
  await page.keyboard.press('ArrowRight')
  await page.keyboard.type('2026')
  await expect(month).toHaveValue('2026-04')
})

test(`${routeOf('retirement')}: Enter pressed before hydration calculates once the page can`, async ({
  page,
}) => {
  const [screen] = screens
  const release = await openSlowly(page, screen!.route)
  await perform(page, [...screen!.early, ...screen!.late])
  const last = page.getByRole('region', { name: 'Calculadora' }).getByLabel(/Meta de patrimônio/)
  // The browser would submit the form itself: the page reloaded with the texts in its address.
  await last.press('Enter')
  await page.waitForTimeout(300)
  expect(new URL(page.url()).search).toBe('')
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
  release()
  // Nothing more pressed: the held submit calculates once the page is hydrated and the formulas
  // have come, which on this phone takes longer than an ordinary wait.
  await hydrated(page)
  const box = page.getByRole('region', { name: 'Calculadora' })
  await expect(box.getByText(screen!.expected).first()).toBeVisible(onSlowPhone)
  await expect(box.getByText(/^Informe/)).toHaveCount(0)
  await expect(last).toHaveValue(/^1\.000\.000(,00)?$/)
  // The one result counts once in the history.
  await page.goto('/?calc=history')
  const history = page.getByRole('dialog', { name: 'Histórico de Cálculos' })
  await expect(
    history.getByRole('list', { name: 'Últimos cálculos' }).getByRole('listitem'),
  ).toHaveCount(1)
})

test(`${routeOf('retirement')}: keys typed in the very task that ends hydration stay`, async ({
  page,
}) => {
  const [screen] = screens
  const typed = { idade: '30', idadeAposentadoria: '60', patrimonio: '10000', meta: '1000000' }
  // Inside the page, the instant `<html data-hydrated>` appears (a microtask of the task that
  // set it), the fields are typed key by key with the events a keyboard sends; nothing of React's
  // can run in between, so whatever it still had to do after hydration comes after these keys.
  await page.addInitScript((keys: Record<string, string>) => {
    // The document, not <html>: this runs before the parser has made the <html> element.
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.hydrated !== 'true') return
      observer.disconnect()
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
      for (const [name, text] of Object.entries(keys)) {
        const input = document.querySelector<HTMLInputElement>(`main input[name="${name}"]`)!
        input.focus()
        for (const key of text) {
          setValue.call(input, input.value + key)
          input.dispatchEvent(
            new InputEvent('input', { bubbles: true, data: key, inputType: 'insertText' }),
          )
        }
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })
  }, typed)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.goto(screen!.route)

  const box = page.getByRole('region', { name: 'Calculadora' })
  await expect(box.getByLabel(/Idade atual/)).toHaveValue('30')
  // Left for the next field: rounded by its blur, as any field the person leaves.
  await expect(box.getByLabel(/Patrimônio atual/)).toHaveValue('10.000,00')
  await expect(box.getByLabel(/Meta de patrimônio/)).toHaveValue('1.000.000')
  // The rest typed by Playwright, then Enter: what was typed in that task is still there.
  await perform(
    page,
    screen!.late.filter((s) => !/Meta/.test(String(s.label))),
  )
  await box.getByLabel(/Rentabilidade esperada/).press('Enter')
  await expect(box.getByText(screen!.expected).first()).toBeVisible()
  await expect(box.getByText(/^Informe/)).toHaveCount(0)
  await expect(box.getByLabel(/Idade atual/)).toHaveValue('30')
  await expect(box.getByLabel(/Idade para se aposentar/)).toHaveValue('60')
  await expect(box.getByLabel(/Patrimônio atual/)).toHaveValue('10.000,00')
  await expect(box.getByLabel(/Meta de patrimônio/)).toHaveValue('1.000.000,00')
})
