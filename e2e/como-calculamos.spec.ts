import type { Locator, Page } from '@playwright/test'

import { example as laborExample } from '../src/catalogue/calculators/labor/example.ts'
import { formatMoney } from '../src/utils/format.ts'
import { expectAccessibleInBothSchemes } from './support/axe.ts'
import { expectNoSplitValue } from './support/split-values.ts'
import { routeOf } from './support/routes.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

// "Como calculamos" (docs/como-calculamos.md) in Chromium: the collapsed section opens from the
// keyboard, reads as a list whose last step is the figure the card shows, keeps every number on
// one line on a 360 px phone, and axe finds nothing with it open, in the light and dark theme.

/** Opens the section as a person with a keyboard does: from the share button, Shift+Tab, Enter. */
async function openWithKeyboard(page: Page, result: Locator): Promise<Locator> {
  const details = result.locator('details', {
    has: page.locator('summary', { hasText: 'Como calculamos' }),
  })
  const summary = details.locator('summary')
  await expect(details).not.toHaveAttribute('open')
  await result.getByRole('button', { name: /Compartilhar/ }).focus()
  await page.keyboard.press('Shift+Tab')
  await expect(summary).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(details).toHaveAttribute('open')
  return details
}

test.describe('labour and tax', () => {
  const cases = [
    {
      name: 'salário líquido (docs/legal/inss-irrf.md 2026 example, gross 6.000)',
      href: `${routeOf('salary')}?modo=liquido&bruto=6000&dependentes=0&ano=2026`,
      first: 'INSS, faixa 1',
      last: 'Salário líquido',
      main: 'R$\u00a04.973,39',
    },
    {
      name: '13º salário',
      href: `${routeOf('salary')}?modo=decimo-terceiro&salario=6000&meses=12&ano=2026`,
      first: '13º salário bruto',
      last: '13º salário líquido',
      main: 'R$\u00a04.973,39',
    },
    {
      name: 'salário bruto a partir do líquido (docs/legal/inss-irrf.md, net 5.500,00 in 2026)',
      href: `${routeOf('salary')}?modo=bruto&liquido=5500&ano=2026`,
      first: 'Salário bruto procurado',
      last: 'Salário bruto',
      main: 'R$\u00a07.073,95',
    },
    {
      name: 'rescisão',
      href: `${routeOf('labor')}?modo=rescisao&salario=3000&admissao=2022-03-10&demissao=2026-11-20&motivo=sem-justa-causa&aviso=indenizado&ano=2026`,
      first: 'Saldo de salário',
      last: 'Total a receber',
      main: formatMoney(laborExample.figures.total),
    },
    {
      name: 'horas extras',
      href: `${routeOf('labor')}?modo=horas-extras&valorHora=20&horas=7&adicional=50&noturno=sim`,
      first: 'Hora com adicional noturno',
      last: 'Total das horas extras',
      main: 'R$\u00a0288,00',
    },
    {
      name: 'MEI',
      href: `${routeOf('tax')}?faturamento=5000&regime=mei&atividade=ambos&ano=2026`,
      first: 'Limite de faturamento do ano',
      last: 'DAS mensal do MEI',
      main: 'R$\u00a087,05',
    },
    {
      name: 'férias (docs/legal/vacation.md 2026 example, R$ 4.500)',
      href: `${routeOf('vacation')}?salario=4500&ano=2026`,
      first: 'Dias de férias pelas faltas',
      last: 'Líquido',
      main: 'R$\u00a04.973,39',
    },
    {
      name: 'seguro-desemprego (docs/legal/unemployment.md, 3 × R$ 3.000, 20 meses)',
      href: `${routeOf('unemployment')}?s1=3000&s2=3000&s3=3000&meses=20&meses18=18&solicitacao=1&motivo=sem-justa-causa&ano=2026`,
      first: 'Média dos três últimos salários',
      last: 'Total a receber',
      main: 'R$\u00a08.666,64',
    },
    {
      name: 'Simples Nacional',
      href: `${routeOf('tax')}?faturamento=100000&regime=simples&anexo=1&rbt12=1000000&ano=2026`,
      first: 'Receita bruta dos últimos 12 meses (RBT12)',
      last: 'DAS do mês',
      main: 'R$\u00a08.450,00',
    },
    {
      name: 'CLT × PJ',
      href: `${routeOf('clt-pj')}?salario=10000&faturamento=15000&contador=300&ano=2026`,
      first: 'CLT: líquido de um mês',
      last: 'Diferença por mês a favor do PJ',
      main: 'R$\u00a04.185,16',
    },
    {
      name: 'IRPF anual (docs/legal/income-tax.md E5, AC 2026)',
      href: `${routeOf('income-tax')}?ano=2026&rendimentos=75000&inss=8200&irrf=2400&dependentes=1&saude=3000`,
      first: 'Dedução por dependentes',
      last: 'Imposto a pagar',
      main: 'R$\u00a01.933,73',
    },
  ]

  for (const c of cases) {
    test(`${c.name}: opens from the keyboard, lists the steps to the result, axe-clean`, async ({
      page,
    }) => {
      test.setTimeout(60_000)
      await page.setViewportSize({ width: 360, height: 740 })
      await page.goto(c.href)
      const result = page.getByRole('region', { name: 'Resultado' })
      await expect(result.getByText(c.main).first()).toBeVisible()

      const details = await openWithKeyboard(page, result)
      const steps = details.getByRole('list').getByRole('listitem')
      await expect(steps.first()).toContainText(c.first)
      await expect(steps.last()).toContainText(c.last)
      // The last step ends on the figure the card shows in large.
      await expect(steps.last()).toContainText(`= ${c.main}`)

      // A phone shows the whole section without sideways scrolling, numbers whole.
      expect(await details.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true)
      await expectNoSplitValue(details.getByRole('list'))

      await expectAccessibleInBothSchemes(page, c.name, 'details')
    })
  }
})

test.describe('everyday money, typed key by key', () => {
  // docs/como-calculamos.md, "Gorjeta, lucro, desconto e ROI" and "Combustível": the catalogue's
  // worked examples.
  const cases = [
    {
      name: 'gorjeta (R$ 100, 3 pessoas, 10%; CLT art. 457 §3º)',
      path: routeOf('tip'),
      typed: [
        ['Valor da conta (R$)', '100'],
        ['Número de pessoas', '3'],
      ],
      first: 'Gorjeta',
      last: 'Total por pessoa',
      main: 'R$\u00a036,67',
    },
    {
      name: 'lucro (custo R$ 60, margem 40%: markup 66,67%)',
      path: routeOf('profit'),
      typed: [
        ['Custo do produto (R$)', '60'],
        ['Margem de lucro (% do preço de venda)', '40'],
      ],
      first: 'Markup sobre o custo',
      last: 'Preço de venda',
      main: 'R$\u00a0100,00',
    },
    {
      name: 'desconto (15% de R$ 200)',
      path: routeOf('discount'),
      typed: [
        ['Preço original (R$)', '200'],
        ['Desconto (%)', '15'],
      ],
      first: 'Desconto em reais',
      last: 'Preço final',
      main: 'R$\u00a0170,00',
    },
    {
      name: 'combustível, Consumo (450 km, 37,5 L a R$ 5,899)',
      path: routeOf('fuel'),
      typed: [
        ['Distância percorrida (km)', '450'],
        ['Litros abastecidos (L)', '37,5'],
        ['Preço do litro (R$)', '5,899'],
      ],
      first: 'Custo total',
      last: 'Consumo médio',
      // The card writes a plain space; the step a no-break one: both read as a space.
      main: '12 km/L',
    },
  ] as const

  for (const c of cases) {
    test(`${c.name}: Calcular, then the steps open from the keyboard and end on the figure shown`, async ({
      page,
    }) => {
      test.setTimeout(60_000)
      await page.setViewportSize({ width: 360, height: 740 })
      await page.goto(c.path)
      // A field with a starting value (one person) is replaced, as a person selecting it does.
      for (const [label, keys] of c.typed) await typeInto(page, label, keys)
      await page.getByRole('button', { name: 'Calcular' }).click()
      const result = page.getByRole('region', { name: 'Resultado' })
      const main = result.getByText(c.main, { exact: true }).first()
      await expect(main).toBeInViewport()

      const details = await openWithKeyboard(page, result)
      const list = details.getByRole('list')
      const steps = list.getByRole('listitem')
      await expect(steps.first()).toContainText(c.first)
      await expect(steps.last()).toContainText(c.last)
      await expect(steps.last()).toContainText(`= ${c.main}`)
      // Under the figure it explains, inside a phone's width, every number whole.
      expect((await list.boundingBox())!.y).toBeGreaterThan((await main.boundingBox())!.y)
      expect(await details.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true)
      await expectNoSplitValue(list)

      await expectAccessibleInBothSchemes(page, c.name, 'details')
    })
  }
})
