import { example } from '../src/catalogue/calculators/rent/example.ts'
import { brl, fixedPercent } from '../src/catalogue/example-text.ts'
import { expectInSight } from './support/in-sight.ts'
import { headline, line } from './support/result.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

// Reajuste de aluguel in the home page's dialog on a 360 × 740 phone: the worked example
// (example.ts: R$ 2.000,00 in July 2025 by the IGP-M, docs/legal/official-series.md) typed key
// by key, the new rent in view inside the dialog. Its page, typed: official-series.spec.ts.

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })

test('in the home dialog, the worked example typed key by key: the new rent in view', async ({
  page,
}) => {
  await page.goto('/?calc=rent')
  const dialog = page.getByRole('dialog')
  await typeInto(dialog, 'Aluguel atual (R$)', '2.000')
  await typeInto(dialog, 'Mês do reajuste', '07/2025')
  await dialog.getByLabel('Índice do contrato', { exact: true }).selectOption(example.query.indice)
  await dialog.getByRole('button', { name: 'Calcular' }).click()

  const result = dialog.getByRole('region', { name: 'Resultado' })
  const figure = headline(result)
  await expect(figure).toHaveText(brl(example.figures.adjusted))
  await expectInSight(figure)
  await expect(line(result, 'Reajuste')).toHaveText(fixedPercent(example.figures.percent))
})
