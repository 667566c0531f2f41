import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, useLocation } from 'react-router-dom'

import { App } from './app.tsx'

function Address() {
  const location = useLocation()
  return <output data-testid="address">{location.pathname + location.search}</output>
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <App />
      <Address />
    </MemoryRouter>,
  )
}

// A test id: the address is not something a user reads, and an open modal hides the page.
const address = () => screen.getByTestId('address')

describe('home modal', () => {
  it('opens the calculator named by ?calc= and closing removes it from the address', async () => {
    const user = userEvent.setup()
    renderAt('/?calc=bmi&altura=170&peso=65')

    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Calculadora de IMC' },
      { timeout: 15_000 },
    )
    expect(dialog).toBeInTheDocument()
    // The head's sentence loads with the dialog (src/app/home/modal-seo.tsx).
    await waitFor(() => expect(document.title).toBe('Calculadora de IMC | Calculadoras Grátis'), {
      timeout: 10_000,
    })

    await user.click(screen.getByRole('button', { name: 'Fechar' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    // The calculator's own parameters go with it.
    expect(address()).toHaveTextContent(/^\/$/)
    await waitFor(() => expect(document.title).toMatch(/^Calculadoras Grátis/))
  })

  it('ignores an unknown id', async () => {
    renderAt('/?calc=nao-existe')
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('the history card sets calc=history, and closing returns to the plain home', async () => {
    const user = userEvent.setup()
    renderAt('/')

    // The full grid hydrates from its own chunk, after the first screen.
    await user.click(
      await screen.findByRole('link', { name: /Histórico de Cálculos/ }, { timeout: 10_000 }),
    )

    expect(
      await screen.findByRole('dialog', { name: 'Histórico de Cálculos' }, { timeout: 15_000 }),
    ).toBeInTheDocument()
    expect(address()).toHaveTextContent('/?calc=history')

    await user.keyboard('{Escape}')

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(address()).toHaveTextContent(/^\/$/)
  })

  it('a card with a route navigates to its page', async () => {
    const user = userEvent.setup()
    renderAt('/')
    await user.click(await screen.findByRole('link', { name: /Calculadora de Gorjeta/ }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Calculadora de Gorjeta' }),
    ).toBeInTheDocument()
    expect(address()).toHaveTextContent('/calculadora-gorjeta')
  })
})
