import { render, screen } from '@testing-library/react'

import { CalculatorErrorBoundary } from '@/components/layout/calculator-error-boundary.tsx'

import { AppErrorBoundary } from './app-error-boundary.tsx'

function Broken(): never {
  throw new Error('boom')
}

describe('error boundaries', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('a page that throws shows a pt-BR error page with a way home, not a blank screen', () => {
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    )
    expect(
      screen.getByRole('heading', { level: 1, name: 'Algo deu errado nesta página' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('button', { name: 'Recarregar a página' })).toBeInTheDocument()
  })

  it('a calculator that fails to load keeps the page and offers to try again', () => {
    render(
      <main>
        <h1>Calculadora de IMC</h1>
        <CalculatorErrorBoundary>
          <Broken />
        </CalculatorErrorBoundary>
      </main>,
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Calculadora de IMC')
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar esta calculadora.',
    )
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument()
  })
})
