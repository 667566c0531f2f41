import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, useLocation } from 'react-router-dom'

import { catalogue } from '@/catalogue/catalogue.ts'
import { categories } from '@/catalogue/categories.ts'

import { AllCalculators } from './all-calculators.tsx'
import { CalculatorCatalogue } from './calculator-catalogue.tsx'

function Location() {
  const { pathname, search } = useLocation()
  return <output aria-label="Endereço">{pathname + search}</output>
}

function renderCatalogue() {
  return render(
    <MemoryRouter>
      <CalculatorCatalogue />
      <AllCalculators />
      <Location />
    </MemoryRouter>,
  )
}

const searchbox = () => screen.getByRole('searchbox', { name: 'Buscar calculadora' })
const popular = () => screen.queryByRole('region', { name: 'Mais usadas' })
const allCalculators = () => screen.getByRole('region', { name: 'Todas as calculadoras' })
// The results' chunk, with the search words and sentences, loads when the box is first used.
const results = () =>
  screen.findByRole('list', { name: 'Resultados da busca' }, { timeout: 10_000 })

describe('CalculatorCatalogue', () => {
  it('shows the most used calculators, then every calculator grouped by category', async () => {
    renderCatalogue()
    const tiles = within(popular()!).getAllByRole('link')
    expect(tiles.map((tile) => [tile.textContent, tile.getAttribute('href')])).toEqual([
      ['Salário líquido', '/calculadora-salario'],
      ['Rescisão', '/calculadora-trabalhista?modo=rescisao'],
      ['Férias', '/calculadora-ferias'],
      ['Financiamento', '/calculadora-financiamento'],
      ['Juros compostos', '/calculadora-juros-compostos'],
      ['Porcentagem', '/calculadora-porcentagem'],
      ['IMC', '/calculadora-imc'],
      ['Horas extras', '/calculadora-trabalhista?modo=horas-extras'],
    ])
    // Rendered afresh, the cards wait for their sentences' chunk (card-description.tsx).
    const cards = () =>
      within(allCalculators())
        .queryAllByRole('link')
        .filter((link) => !link.getAttribute('href')?.startsWith('#'))
    await waitFor(() => expect(cards()).toHaveLength(catalogue.length), { timeout: 10_000 })
    expect(cards()[0]).toHaveTextContent(/Simule financiamentos/)
    const jumps = within(screen.getByRole('navigation', { name: 'Categorias' })).getAllByRole(
      'link',
    )
    expect(jumps.map((link) => link.getAttribute('href'))).toEqual(
      categories.map((category) => `#cat-${category.id}`),
    )
    expect(screen.getByRole('heading', { name: 'Financeiro' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Saúde' })).toBeInTheDocument()
  })

  it('typing "juros" key by key ranks juros compostos, financiamento, empréstimo, parcelas', async () => {
    const user = userEvent.setup()
    renderCatalogue()
    await user.type(searchbox(), 'juros')

    const found = within(await results()).getAllByRole('link')
    expect(found.slice(0, 4).map((link) => link.getAttribute('href'))).toEqual([
      '/calculadora-juros-compostos',
      '/calculadora-financiamento',
      '/calculadora-emprestimo-pessoal',
      '/calculadora-parcelas',
    ])
    // The results take the tiles' place; the full list stays below.
    expect(popular()).not.toBeInTheDocument()
    // Rendered afresh, the cards wait for their sentences' chunk (card-description.tsx).
    const cards = () =>
      within(allCalculators())
        .queryAllByRole('link')
        .filter((link) => !link.getAttribute('href')?.startsWith('#'))
    await waitFor(() => expect(cards()).toHaveLength(catalogue.length), { timeout: 10_000 })
    expect(cards()[0]).toHaveTextContent(/Simule financiamentos/)
    const jumps = within(screen.getByRole('navigation', { name: 'Categorias' })).getAllByRole(
      'link',
    )
    expect(jumps.map((link) => link.getAttribute('href'))).toEqual(
      categories.map((category) => `#cat-${category.id}`),
    )
    expect(await screen.findByText(`${found.length} calculadoras encontradas`)).toBeInTheDocument()
  })

  it('ignores accents and case, and opens a tab directly', async () => {
    const user = userEvent.setup()
    renderCatalogue()
    await user.type(searchbox(), 'DECIMO TERCEIRO')
    const [best] = within(await results()).getAllByRole('link')
    expect(best).toHaveAccessibleName(/^13º salário/)
    expect(best).toHaveAttribute('href', '/calculadora-salario?modo=decimo-terceiro')
  })

  it('"ferias" opens the férias calculator, no longer its stand-in in the rescisão', async () => {
    const user = userEvent.setup()
    renderCatalogue()
    await user.type(searchbox(), 'ferias')
    const [best] = within(await results()).getAllByRole('link')
    expect(best).toHaveAccessibleName(/^Calculadora de Férias/)
    expect(best).toHaveAttribute('href', '/calculadora-ferias')
  })

  it('Enter (the keyboard search key) opens the best match', async () => {
    const user = userEvent.setup()
    renderCatalogue()
    await user.type(searchbox(), 'regra de 3')
    await results()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('status', { name: 'Endereço' })).toHaveTextContent(
      '/calculadora-educacional?modo=regra-de-tres',
    )
  })

  it('says so when nothing matches, and the clear button brings the tiles back', async () => {
    const user = userEvent.setup()
    renderCatalogue()
    await user.type(searchbox(), 'xyzwq')

    expect(
      await screen.findByText('Nenhuma calculadora encontrada para “xyzwq”.'),
    ).toBeInTheDocument()
    expect(popular()).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Limpar busca' }))
    expect(await screen.findByRole('region', { name: 'Mais usadas' })).toBeInTheDocument()
    expect(screen.queryByText(/Nenhuma calculadora encontrada/)).not.toBeInTheDocument()
  })
})
