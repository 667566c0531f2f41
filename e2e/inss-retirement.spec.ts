import type { Page } from '@playwright/test'

import { example } from '../src/catalogue/calculators/inss-retirement/example.ts'
import { expectInSight } from './support/in-sight.ts'
import { brlPattern, headline, line, resultRegion } from './support/result.ts'
import { routeOf } from './support/routes.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

// Aposentadoria pelo INSS as a person on a phone uses it: typed key by key at 360 × 740,
// Calcular, the earliest date and its value in sight (docs/legal/inss-retirement.md, example 1).

test.use({ viewport: { width: 360, height: 740 } })

/** Example 1 typed key by key, then Calcular. */
async function calculateExample1(page: Page) {
  await page.goto(routeOf('inss-retirement'))
  await page.getByLabel('Sexo').selectOption('m')
  await typeInto(page, 'Data de nascimento', '10/03/1966')
  await typeInto(page, 'Primeira contribuição ao INSS', '11/04/1985')
  await typeInto(page, 'Média dos salários de contribuição (R$)', '4800')
  await typeInto(page, 'Data da simulação', '20/11/2026')
  await page.getByRole('button', { name: 'Calcular', exact: true }).click()
}

test('example 1 typed key by key: the pedágio de 50% first, its value in sight', async ({
  page,
}) => {
  await calculateExample1(page)

  const date = headline(page, /Já cumprida: Pedágio de 50%/)
  await expect(date).toHaveText('24/06/2020')
  await expectInSight(date)
  const value = resultRegion(page).getByText(brlPattern('4.755,84')).first()
  await expectInSight(value)
  await expect(resultRegion(page)).toContainText('Paga mais hoje')
  await expect(line(page, 'Na data do início')).toHaveText('60 anos, 8 meses e 10 dias de idade')
  expect(page.url()).toContain(`nascimento=${example.query.nascimento}`)
})

test('a first contribution before 14 years of age is refused beside its field', async ({
  page,
}) => {
  await page.goto(routeOf('inss-retirement'))
  await page.getByLabel('Sexo').selectOption('f')
  await typeInto(page, 'Data de nascimento', '10/05/1980')
  await typeInto(page, 'Primeira contribuição ao INSS', '01/01/1990')
  await page.getByRole('button', { name: 'Calcular', exact: true }).click()
  const field = page.getByLabel('Primeira contribuição ao INSS')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(
    page.getByText(
      'Antes dos 14 anos não há contribuição ao INSS: informe uma data a partir de 10/05/1994.',
    ),
  ).toBeVisible()
  await expect(resultRegion(page).getByRole('heading', { level: 2 })).toHaveCount(0)
})

test('at 360 × 740 every rule reads without scrolling sideways, card by card', async ({ page }) => {
  await calculateExample1(page)

  const rules = resultRegion(page).getByRole('list', { name: 'Todas as regras' })
  await expect(rules.getByRole('listitem')).toHaveCount(5)
  await expect(rules.getByRole('listitem').first()).toContainText('Cumprida em')
  const widths = await rules.evaluate((el) => ({
    block: { scroll: el.scrollWidth, client: el.clientWidth },
    cards: Array.from(el.children, (card) => card.scrollWidth - card.clientWidth),
    right: el.getBoundingClientRect().right,
    page: {
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    },
  }))
  expect(widths.block.scroll).toBeLessThanOrEqual(widths.block.client)
  expect(widths.cards.every((extra) => extra <= 0)).toBe(true)
  expect(widths.right).toBeLessThanOrEqual(widths.page.client)
  expect(widths.page.scroll).toBeLessThanOrEqual(widths.page.client)
})
