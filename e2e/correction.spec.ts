import { example } from '../src/catalogue/calculators/correction/example.ts'
import { brl, fixedPercent } from '../src/catalogue/example-text.ts'
import { expectInSight } from './support/in-sight.ts'
import { headline, line } from './support/result.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

// Correção monetária in the home page's dialog on a 360 × 740 phone: the worked example
// (example.ts: R$ 1.000,00 by the IPCA of 2024, docs/legal/official-series.md) typed key by key,
// the corrected value in view inside the dialog. Its page, typed, the months past the data and
// the steps per year: official-series.spec.ts.

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })

test('in the home dialog, the worked example typed key by key: the corrected value in view', async ({
  page,
}) => {
  await page.goto('/?calc=correction')
  const dialog = page.getByRole('dialog')
  await typeInto(dialog, 'Valor a corrigir (R$)', '1.000')
  await dialog.getByLabel('Índice', { exact: true }).selectOption(example.query.indice)
  await typeInto(dialog, 'Mês inicial', '01/2024')
  await typeInto(dialog, 'Mês final', '12/2024')
  await dialog.getByRole('button', { name: 'Calcular' }).click()

  const result = dialog.getByRole('region', { name: 'Resultado' })
  const figure = headline(result)
  await expect(figure).toHaveText(brl(example.figures.corrected))
  await expectInSight(figure)
  await expect(line(result, 'Variação acumulada')).toHaveText(fixedPercent(example.figures.percent))
})
