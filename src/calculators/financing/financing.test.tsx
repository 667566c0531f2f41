import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { renderCalculator } from '@/test/render-calculator.tsx'

import FinancingCalculator from './financing.tsx'

// Testing Library folds the non-breaking space Intl puts after "R$" into a plain space.
function result() {
  return within(screen.getByRole('region', { name: 'Resultado' }))
}

// The collapsed "Como calculamos" list repeats the card's figures; a person reads them there only
// after opening it, so the card's checks look outside it.
const outsideSteps = { ignore: 'script, style, details > ol *' }

describe('Financing screen', () => {
  it('Price: the last instalment states its real difference, in reais when it is reais', async () => {
    renderCalculator(<FinancingCalculator />, {
      url: '/calculadora-financiamento?valor=250000&prazo=360&taxa=0.9&sistema=price',
    })
    // Rounding the fixed instalment to the cent, carried 360 months at 0,9%, leaves R$ 12,72.
    expect(
      await screen.findByText('R$ 12,72 a mais, resíduo do arredondamento da parcela'),
    ).toBeInTheDocument()
    expect(screen.queryByText(/centavos/)).not.toBeInTheDocument()
  })

  it('SAC of the library example: R$ 100.000 at 1% a.m. in 10 months', async () => {
    const user = userEvent.setup()
    renderCalculator(<FinancingCalculator />)
    await user.type(screen.getByLabelText('Valor a financiar (R$)'), '100.000')
    await user.type(screen.getByLabelText('Prazo (meses)'), '10')
    await user.type(screen.getByLabelText('Taxa de juros (% ao mês)'), '1')
    await user.selectOptions(screen.getByLabelText('Sistema de amortização'), 'sac')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))

    // Spec §9: amortização 10.000, juros P·i·(n+1)/2 = 5.500, parcelas 11.000 → 10.100.
    expect(await screen.findByText('Primeira parcela (SAC)', outsideSteps)).toBeInTheDocument()
    const r = result()
    expect(r.getAllByText('R$ 11.000,00', outsideSteps).length).toBeGreaterThan(0)
    expect(r.getByText('Amortização mensal', outsideSteps).nextElementSibling).toHaveTextContent(
      'R$ 10.000,00',
    )
    expect(r.getByText(/SAC: amortização constante/, outsideSteps)).toBeInTheDocument()
    expect(window.location.search).toBe('?valor=100000&prazo=10&taxa=1&sistema=sac')

    // Price beside it: 100000·0,01/(1 − 1,01^−10) = 10.558,21.
    expect(r.getByRole('heading', { name: 'Price × SAC' })).toBeInTheDocument()
    const price = r.getByRole('heading', { name: 'Tabela Price' }).parentElement
    expect(price).toHaveTextContent(/Parcela inicial\s*R\$\s10\.558,21/)
    expect(price).not.toHaveTextContent('Escolhido')
    expect(r.getByRole('heading', { name: 'SAC Escolhido' })).toBeInTheDocument()

    // The table: header, 10 months, totals; the last month ends the balance at zero.
    const table = r.getByRole('table')
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(12)
    expect(rows[1]).toHaveTextContent(/^1\s*11\.000,001\.000,0010\.000,0090\.000,00$/)
    expect(rows[10]).toHaveTextContent(/^10\s*10\.100,00100,0010\.000,000,00$/)
    expect(rows[11]).toHaveTextContent(/^Total\s*105\.500,005\.500,00100\.000,00$/)
    expect(r.getByRole('button', { name: 'Baixar CSV' })).toBeInTheDocument()
  })

  it('Price from a link, compared with SAC, with the 240-month table', async () => {
    renderCalculator(<FinancingCalculator />, {
      url: '/calculadora-financiamento?valor=200000&prazo=240&taxa=1&sistema=price',
    })
    expect(await screen.findByText('Parcela fixa (240x)', outsideSteps)).toBeInTheDocument()
    const r = result()
    expect(r.getAllByText('R$ 2.202,17', outsideSteps).length).toBeGreaterThan(0)
    expect(
      r.getByText(/Taxa de 1% ao mês, equivalente a 12,68% ao ano/, outsideSteps),
    ).toBeInTheDocument()
    // Σ juros of the rounded rows, and the difference of the two systems' totals.
    expect(r.getAllByText('R$ 328.523,57', outsideSteps).length).toBeGreaterThan(0)
    expect(r.getAllByText('R$ 87.522,63 a menos no SAC', outsideSteps)).toHaveLength(2)
    // The first rows come with the result, the rest a step per frame after it.
    const table = r.getByRole('table')
    await waitFor(() => expect(table.querySelectorAll('tbody tr')).toHaveLength(240), {
      timeout: 10_000,
    })
    expect(within(table).getAllByRole('row')).toHaveLength(242)
    // Money read from a link is written back as the field shows it: 200.000 or 200.000,00.
    expect(screen.getByLabelText<HTMLInputElement>('Valor a financiar (R$)').value).toMatch(
      /^200\.000(,00)?$/,
    )
  })

  it('explains invalid input beside the field and shows no result', async () => {
    const user = userEvent.setup()
    renderCalculator(<FinancingCalculator />)
    await user.type(screen.getByLabelText('Valor a financiar (R$)'), '50.000')
    await user.type(screen.getByLabelText('Prazo (meses)'), '601')
    await user.type(screen.getByLabelText('Taxa de juros (% ao mês)'), '1')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    const prazo = screen.getByLabelText('Prazo (meses)')
    expect(prazo).toHaveAttribute('aria-invalid', 'true')
    expect(prazo).toHaveAccessibleDescription('O prazo máximo é de 600 meses (50 anos).')
    expect(prazo).toHaveFocus()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('Limpar clears inputs, result and address', async () => {
    const user = userEvent.setup()
    renderCalculator(<FinancingCalculator />, {
      url: '/calculadora-financiamento?valor=1000&prazo=2&taxa=0',
    })
    expect(await screen.findByText('Parcela fixa (2x)', outsideSteps)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Limpar' }))
    expect(screen.getByLabelText('Valor a financiar (R$)')).toHaveValue('')
    expect(screen.getByLabelText('Sistema de amortização')).toHaveValue('price')
    expect(screen.queryByText('Parcela fixa (2x)', outsideSteps)).not.toBeInTheDocument()
    expect(window.location.search).toBe('')
  })
})
