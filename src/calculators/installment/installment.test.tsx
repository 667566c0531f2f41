import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { example } from '@/catalogue/calculators/installment/example.ts'
import { exampleHref } from '@/catalogue/sample-link.ts'
import { brlText } from '@/test/money-text.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'
import { result } from '@/test/result.ts'

import InstallmentCalculator from './installment.tsx'

// Testing Library folds the non-breaking space Intl puts after "R$" into a plain space.

// The collapsed "Como calculamos" list repeats the card's figures; a person reads them there only
// after opening it, so the card's checks look outside it.
const outsideSteps = { ignore: 'script, style, details > ol *' }

const { query: q, figures: f } = example

describe('Installment screen', () => {
  it('docs/decisions.md §3, the worked example: R$ 1.000 in 10 at 2% a.m. is R$ 111,33 (rate divided by 100 once)', async () => {
    const user = userEvent.setup()
    renderCalculator(<InstallmentCalculator />)
    await user.type(screen.getByLabelText('Valor da compra (R$)'), '1.000')
    await user.type(screen.getByLabelText('Número de parcelas'), String(q.parcelas))
    await user.type(screen.getByLabelText('Taxa de juros (% ao mês)'), String(q.taxa))
    await user.click(screen.getByRole('button', { name: 'Calcular' }))

    expect(await screen.findByText('Valor da parcela (10x)', outsideSteps)).toBeInTheDocument()
    const r = within(await result())
    expect(r.getByText(brlText(f.installment), outsideSteps)).toBeInTheDocument()
    // The last row absorbs the rounding: 111,28; Σ juros 113,25.
    expect(r.getByText('Última parcela', outsideSteps).nextElementSibling).toHaveTextContent(
      'R$ 111,28',
    )
    expect(r.getByText('Total de juros', outsideSteps).nextElementSibling).toHaveTextContent(
      'R$ 113,25',
    )
    expect(r.getByText('Total pago', outsideSteps).nextElementSibling).toHaveTextContent(
      'R$ 1.113,25',
    )
    expect(r.getByText(/Tabela Price com 2% ao mês/, outsideSteps)).toBeInTheDocument()
    expect(window.location.search).toBe(exampleHref('', q))

    // The table follows the figures a frame later.
    const rows = within(await r.findByRole('table')).getAllByRole('row')
    expect(rows).toHaveLength(1 + 10 + 1)
    expect(rows[10]).toHaveTextContent(/^10\s*111,282,18109,100,00$/)
    expect(rows[11]).toHaveTextContent(/^Total\s*1\.113,25113,251\.000,00$/)
  })

  it('rate 0 divides evenly, from a link', async () => {
    renderCalculator(<InstallmentCalculator />, {
      url: '/calculadora-parcelas?valor=1200&parcelas=12&taxa=0',
    })
    expect(await screen.findByText('R$ 100,00', outsideSteps)).toBeInTheDocument()
    expect(
      screen.getByText('Sem juros: o valor é dividido igualmente em 12 parcelas.', outsideSteps),
    ).toBeInTheDocument()
    expect(
      within(await result()).getByText('Total de juros', outsideSteps).nextElementSibling,
    ).toHaveTextContent('R$ 0,00')
  })

  it('explains a missing rate beside the field', async () => {
    const user = userEvent.setup()
    renderCalculator(<InstallmentCalculator />)
    await user.type(screen.getByLabelText('Valor da compra (R$)'), '500')
    await user.type(screen.getByLabelText('Número de parcelas'), '5')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    const taxa = screen.getByLabelText('Taxa de juros (% ao mês)')
    expect(taxa).toHaveAttribute('aria-invalid', 'true')
    expect(taxa).toHaveAccessibleDescription('Informe a taxa de juros ao mês (0 para sem juros).')
    expect(taxa).toHaveFocus()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('Limpar clears inputs and result', async () => {
    const user = userEvent.setup()
    renderCalculator(<InstallmentCalculator />, {
      url: '/calculadora-parcelas?valor=1000&parcelas=10&taxa=2',
    })
    expect(await screen.findByText('R$ 111,33', outsideSteps)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Limpar' }))
    expect(screen.getByLabelText('Número de parcelas')).toHaveValue('')
    expect(screen.queryByText('R$ 111,33', outsideSteps)).not.toBeInTheDocument()
    expect(window.location.search).toBe('')
  })
})
