import { example } from '../src/catalogue/calculators/bmi/example.ts'
import { decimal } from '../src/catalogue/example-text.ts'
import { expectInSight } from './support/in-sight.ts'
import { headline, resultRegion } from './support/result.ts'
import { routeOf } from './support/routes.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

// The BMI as a person on a phone does it: the worked example its "Como usar" quotes
// (example.ts) typed key by key at 360 × 740, Calcular, the figure in view.

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })

test('the worked example typed key by key: the BMI and its category in view, the address written', async ({
  page,
}) => {
  await page.goto(routeOf('bmi'))
  await typeInto(page, 'Altura (cm)', String(example.query.altura))
  await typeInto(page, 'Peso (kg)', String(example.query.peso))
  await page.getByRole('button', { name: 'Calcular' }).click()
  const figure = headline(page, 'Seu IMC')
  await expect(figure).toHaveText(decimal(example.figures.bmi, 2, 2))
  await expectInSight(figure)
  await expect(resultRegion(page)).toContainText(example.figures.category)
  await expect(page).toHaveURL(/\?altura=175&peso=70$/)
})
