import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { example } from '@/catalogue/calculators/fgts-check/example.ts'
import type { IsoDate } from '@/lib/core/calendar-date.ts'
import { checkFgts } from '@/lib/fgts-check/fgts-check.ts'
import { value } from '@/test/outcome-value.ts'
import { exampleHref, SAMPLE_TODAY } from '@/catalogue/sample-link.ts'
import { brlText } from '@/test/money-text.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'
import { result } from '@/test/result.ts'

import { fgtsBirthdayHref } from './fgts-birthday-href.ts'
import FgtsCheck from './fgts-check.tsx'

const { path, query: q, figures: f } = example
/** The first result waits for the formulas and the table's chunk. */
const wait = { timeout: 10_000 }

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(SAMPLE_TODAY))
})
afterEach(() => {
  vi.useRealTimers()
})

describe('Confira seu FGTS screen', () => {
  it('a link with the contract computes on load: six months without deposit (docs/legal/fgts.md)', async () => {
    renderCalculator(<FgtsCheck />, { url: exampleHref(path, q) })
    const heading = await screen.findByRole('heading', { name: 'Depósitos que faltam' }, wait)
    expect(heading.nextElementSibling).toHaveTextContent(brlText(f.owed))
    const table = screen.getByRole('table')
    expect(within(table).getByRole('row', { name: /^jun\/2026/ })).toHaveTextContent('sem depósito')
    // No deposit in the extract, no balance to carry: the person types theirs there.
    expect(
      screen.getByRole('link', { name: 'Quanto posso sacar no saque-aniversário?' }),
    ).toHaveAttribute('href', '/calculadora-saque-aniversario')
  })

  it('the extract typed line by line: the missing and the short months, and an unreadable line beside the box', async () => {
    const user = userEvent.setup()
    renderCalculator(<FgtsCheck />, { url: exampleHref(path, q) })
    await screen.findByRole('heading', { name: 'Depósitos que faltam' }, wait)
    const box = screen.getByLabelText('Depósitos do extrato do FGTS')
    await user.type(
      box,
      '05/2026 276,00{Enter}06/2026 200,00{Enter}oi{Enter}08/2026 276{Enter}09/2026 276{Enter}10/2026 276',
    )
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    const region = await result()
    const missing = within(region).getByText('Meses sem depósito').closest('div')
    expect(missing).toHaveTextContent('julho de 2026')
    expect(within(region).getByText('Meses com depósito menor').closest('div')).toHaveTextContent(
      'junho de 2026',
    )
    expect(await screen.findByText(/Linha 3 .*não encontramos um mês e um valor/)).toBeVisible()
    expect(
      screen.getByRole('heading', { name: 'Depósitos que faltam' }).nextElementSibling,
    ).toHaveTextContent(brlText(76 + 276))
    // The saque-aniversário opens with the balance these deposits give, with their interest.
    const { actualBalance } = value(
      checkFgts({
        ...q,
        extrato: '05/2026 276,00\n06/2026 200,00\noi\n08/2026 276\n09/2026 276\n10/2026 276',
        today: SAMPLE_TODAY.slice(0, 10) as IsoDate,
      }),
    )
    expect(actualBalance).toBeGreaterThan(276 * 4)
    expect(
      within(region).getByRole('link', { name: 'Quanto posso sacar no saque-aniversário?' }),
    ).toHaveAttribute('href', fgtsBirthdayHref(actualBalance))
    expect(fgtsBirthdayHref(actualBalance)).toBe(
      `/calculadora-saque-aniversario?saldo=${String(actualBalance)}`,
    )
  })

  it('an end before the start is refused beside its field', async () => {
    renderCalculator(<FgtsCheck />, { url: exampleHref(path, { ...q, fim: '2026-01' }) })
    expect(
      await screen.findByText('O mês final deve ser o inicial ou depois dele.', {}, wait),
    ).toBeVisible()
  })

  it('says the extract never leaves the browser', () => {
    renderCalculator(<FgtsCheck />, { url: path })
    expect(screen.getByText(/O extrato que você cola fica só no seu navegador/)).toBeVisible()
  })
})
