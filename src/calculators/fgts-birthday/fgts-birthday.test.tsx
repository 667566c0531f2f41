import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { example } from '@/catalogue/calculators/fgts-birthday/example.ts'
import { exampleHref, SAMPLE_TODAY } from '@/catalogue/sample-link.ts'
import { brlText } from '@/test/money-text.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'
import { result } from '@/test/result.ts'
import { formatDate } from '@/utils/format.ts'

import FgtsBirthday from './fgts-birthday.tsx'

const { path, query: q, figures: f } = example
const wait = { timeout: 10_000 }

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(SAMPLE_TODAY))
})
afterEach(() => {
  vi.useRealTimers()
})

describe('Saque-aniversário screen', () => {
  it('a link computes on load: the withdrawal, its window and the dismissal by modality (docs/legal/fgts.md)', async () => {
    renderCalculator(<FgtsBirthday />, { url: exampleHref(path, q) })
    const heading = await screen.findByRole('heading', { name: 'Saque-aniversário' }, wait)
    expect(heading.nextElementSibling).toHaveTextContent(brlText(f.withdrawal))
    const region = await result()
    expect(region).toHaveTextContent(formatDate(f.windowStart))
    expect(
      screen.getByText('Demitido sem justa causa, no saque-rescisão').closest('div'),
    ).toHaveTextContent(brlText(f.rescisao))
    expect(
      screen.getByText('Demitido sem justa causa, no saque-aniversário').closest('div'),
    ).toHaveTextContent(brlText(f.fine))
  })

  it('typed: 800,00 in June gives 370,00', async () => {
    const user = userEvent.setup()
    renderCalculator(<FgtsBirthday />, { url: path })
    await user.type(screen.getByLabelText('Saldo do FGTS (R$)'), '800')
    await user.type(screen.getByLabelText('Mês do aniversário (1 a 12)'), '6')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    await result()
    expect(
      screen.getByRole('heading', { name: 'Saque-aniversário' }).nextElementSibling,
    ).toHaveTextContent(brlText(370))
  })

  it('a birth month of 13 is refused beside its field', async () => {
    renderCalculator(<FgtsBirthday />, { url: exampleHref(path, { ...q, mesNascimento: 13 }) })
    expect(
      await screen.findByText('O mês de nascimento vai de 1 (janeiro) a 12 (dezembro).', {}, wait),
    ).toBeVisible()
    expect(screen.getByLabelText('Mês do aniversário (1 a 12)')).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  })
  it('the bank’s rate is read as a Brazilian types it, and a rate above 100% a month is refused beside it', async () => {
    const user = userEvent.setup()
    renderCalculator(<FgtsBirthday />, { url: exampleHref(path, q) })
    await result()
    const rate = screen.getByLabelText('Juros da antecipação pelo banco (% ao mês, opcional)')
    await user.type(rate, '1.234,5')
    expect(screen.getByText('A taxa vai até 100% ao mês.')).toBeVisible()
    expect(rate).toHaveAttribute('aria-invalid', 'true')
    await user.clear(rate)
    await user.type(rate, '1,79')
    expect(screen.queryByText('A taxa vai até 100% ao mês.')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(await screen.findByText(/Você recebe R\$/, {}, wait)).toBeVisible()
  })
})
