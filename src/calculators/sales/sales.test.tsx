import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { renderCalculator } from '@/test/render-calculator.tsx'

import SalesCalculator from './sales.tsx'

// getByText collapses whitespace, so Intl's non-breaking space after R$ reads as a plain one.
describe('Sales target screen', () => {
  it('shows the sales needed per month, week and day', async () => {
    const user = userEvent.setup()
    renderCalculator(<SalesCalculator />)
    await user.type(screen.getByLabelText('Meta de faturamento no mês (R$)'), '50000')
    await user.type(screen.getByLabelText('Ticket médio (R$)'), '250')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    // 50.000 / 250 = 200; ⌈200 / 30⌉ = 7 per day; 200 / 4 = 50 per week
    expect(await screen.findByText('200 vendas')).toBeInTheDocument()
    expect(screen.getByText('50 vendas')).toBeInTheDocument()
    expect(screen.getByText('7 vendas')).toBeInTheDocument()
    expect(screen.getByText('R$ 50.000,00')).toBeInTheDocument()
    expect(screen.getByText(/arredondado para cima/)).toBeInTheDocument()
    expect(window.location.search).toBe('?meta=50000&ticket=250')
  })

  it('rounds up in decimal: 1,10 at 0,10 is 11 sales, not 12', async () => {
    const user = userEvent.setup()
    renderCalculator(<SalesCalculator />, { url: '/meta-vendas?meta=1.1&ticket=0.1' })
    expect(await screen.findByText('11 vendas')).toBeInTheDocument()
    // ⌈11 / 4⌉ = 3 per week, ⌈11 / 30⌉ = 1 per day
    expect(screen.getByText('3 vendas')).toBeInTheDocument()
    expect(screen.getByText('1 venda')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Limpar' }))
    expect(screen.getByLabelText('Ticket médio (R$)')).toHaveValue('')
    expect(screen.queryByText('11 vendas')).not.toBeInTheDocument()
    expect(window.location.search).toBe('')
  })

  it('asks for the average ticket beside the field', async () => {
    const user = userEvent.setup()
    renderCalculator(<SalesCalculator />)
    await user.type(screen.getByLabelText('Meta de faturamento no mês (R$)'), '10000')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    const ticket = screen.getByLabelText('Ticket médio (R$)')
    expect(ticket).toHaveAttribute('aria-invalid', 'true')
    expect(ticket).toHaveAccessibleDescription(
      'Informe o ticket médio (valor médio de cada venda).',
    )
    expect(ticket).toHaveFocus()
    expect(screen.queryByText('Vendas necessárias no mês')).not.toBeInTheDocument()
  })
})
