import { example } from '../src/catalogue/calculators/fgts-birthday/example.ts'
import { brl, shortDate } from '../src/catalogue/example-text.ts'
import { expectInSight } from './support/in-sight.ts'
import { headline, line, resultRegion } from './support/result.ts'
import { atSampleToday } from './support/sample-today.ts'
import { expect, test } from './support/test.ts'
import { typeInto } from './support/typing.ts'

// Saque-aniversário on a phone (docs/legal/fgts.md, worked examples): a balance of 16.000,00,
// born in June, 18.500,00 of the contract's deposits, typed key by key at 360 × 740; the
// withdrawal in sight, its window, and what each modality withdraws on a dismissal.

test.use({ viewport: { width: 360, height: 740 } })

const { path, query: q, figures: f } = example

test('typed at 360 px: 3.500,00 from June to August 2027, 23.400,00 against 7.400,00 on a dismissal', async ({
  page,
}) => {
  await atSampleToday(page)
  await page.goto(path)
  await typeInto(page, 'Saldo do FGTS (R$)', String(q.saldo))
  await typeInto(page, 'Mês do aniversário (1 a 12)', String(q.mesNascimento))
  await typeInto(
    page,
    'Depósitos do contrato atual, com juros (R$, opcional)',
    String(q.depositosContrato),
  )
  await page.getByRole('button', { name: 'Calcular' }).click()

  const result = resultRegion(page)
  const withdrawal = headline(result, 'Saque-aniversário')
  await expect(withdrawal).toHaveText(brl(f.withdrawal))
  await expectInSight(withdrawal)
  await expect(result).toContainText(`De ${shortDate(f.windowStart)} a ${shortDate(f.windowEnd)}`)
  await expect(line(result, 'Demitido sem justa causa, no saque-rescisão')).toHaveText(
    brl(f.rescisao),
  )
  await expect(line(result, 'Demitido sem justa causa, no saque-aniversário')).toHaveText(
    brl(f.fine),
  )
  await expect(page).toHaveURL(/saldo=16000&mesNascimento=6&depositosContrato=18500/)
})
