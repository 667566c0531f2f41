import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'

import { CalculatorCatalogue } from './calculator-catalogue.tsx'

function renderCatalogue() {
  return render(
    <MemoryRouter>
      <CalculatorCatalogue />
    </MemoryRouter>,
  )
}

describe('CalculatorCatalogue', () => {
  it('shows every calculator, grouped by category, before any search', () => {
    renderCatalogue()
    expect(screen.getAllByRole('link')).toHaveLength(28)
    expect(screen.getByRole('heading', { name: 'Financeiro' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Saúde' })).toBeInTheDocument()
  })

  it('narrows the cards as the user types, ignoring accents and case', async () => {
    const user = userEvent.setup()
    renderCatalogue()
    await user.type(screen.getByRole('searchbox', { name: 'Buscar calculadora' }), 'SALARIO')

    expect(
      await screen.findByRole('link', { name: /Calculadora de Salário Líquido/ }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Calculadora de IMC/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Saúde' })).not.toBeInTheDocument()
  })

  it('finds a calculator by a keyword written without its accent', async () => {
    const user = userEvent.setup()
    renderCatalogue()
    await user.type(screen.getByRole('searchbox', { name: 'Buscar calculadora' }), 'cientifica')
    expect(await screen.findByRole('link', { name: /Calculadora Científica/ })).toBeInTheDocument()
  })

  it('says so when nothing matches, and the clear button brings the grid back', async () => {
    const user = userEvent.setup()
    renderCatalogue()
    await user.type(screen.getByRole('searchbox', { name: 'Buscar calculadora' }), 'xyzwq')

    expect(
      await screen.findByText('Nenhuma calculadora encontrada para “xyzwq”.'),
    ).toBeInTheDocument()
    expect(screen.queryAllByRole('link')).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Limpar busca' }))
    expect(await screen.findAllByRole('link')).toHaveLength(28)
  })
})
