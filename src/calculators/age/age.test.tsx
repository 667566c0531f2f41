import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { example, sample } from '@/catalogue/calculators/age/example.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'

import AgeCalculator from './age.tsx'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-22T12:00:00-03:00'))
})
afterEach(() => {
  vi.useRealTimers()
})

function item(label: string) {
  return screen.getByText(label).closest('div')
}

describe('Age screen', () => {
  it('shows every count on today’s date (22/11/2026)', async () => {
    const user = userEvent.setup()
    renderCalculator(<AgeCalculator />)
    // The worked example of the "Como usar" steps (src/catalogue/calculators/age/example.ts), whose
    // reference date is today here.
    await user.type(screen.getByLabelText('Data de nascimento'), example.query.nascimento)
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(await screen.findByText(sample.expected)).toBeInTheDocument()
    expect(item('Total de meses')).toHaveTextContent('438')
    expect(item('Total de semanas')).toHaveTextContent('1.905')
    expect(item('Total de dias')).toHaveTextContent('13.340')
    expect(item('Total de horas')).toHaveTextContent('320.160')
    expect(item('Total de minutos')).toHaveTextContent('19.209.600')
    expect(screen.getByText('sábado, 15 de maio de 2027')).toBeInTheDocument()
    expect(screen.getByText('Faltam 174 dias para completar 37 anos')).toBeInTheDocument()
    // One life expectancy, the one the share is of (IBGE's 76,6 years).
    expect(item('Vida vivida')).toHaveTextContent('47,68%')
    expect(item('Vida vivida')).toHaveTextContent(/76,6 anos \(IBGE/)
    expect(screen.queryByText(/80 anos/)).not.toBeInTheDocument()
    expect(window.location.search).toBe('?nascimento=1990-05-15')
  })

  it('explains 29 February birthdays (born 29/02/2000, on 01/03/2025)', async () => {
    renderCalculator(<AgeCalculator />, {
      url: '/calculadora-idade?nascimento=2000-02-29&ref=2025-03-01',
    })
    expect(await screen.findByText('25 anos, 0 meses, 1 dia')).toBeInTheDocument()
    expect(screen.getByText('sábado, 28 de fevereiro de 2026')).toBeInTheDocument()
    expect(screen.getByText('Faltam 364 dias para completar 26 anos')).toBeInTheDocument()
    expect(screen.getByText(/completa ano em 28 de fevereiro nos anos que não são/)).toBeVisible()
  })

  it('on the birthday itself', async () => {
    renderCalculator(<AgeCalculator />, { url: '/calculadora-idade?nascimento=2000-11-22' })
    expect(await screen.findByText('26 anos, 0 meses, 0 dias')).toBeInTheDocument()
    expect(screen.getByText('Hoje! 26 anos. Parabéns!')).toBeInTheDocument()
  })

  it('says "1 ano", never "1 anos"', async () => {
    renderCalculator(<AgeCalculator />, { url: '/calculadora-idade?nascimento=2026-01-01' })
    expect(await screen.findByText('0 anos, 10 meses, 21 dias')).toBeInTheDocument()
    expect(screen.getByText('Faltam 40 dias para completar 1 ano')).toBeInTheDocument()
  })

  it('rejects a birth date after today and focuses it', async () => {
    const user = userEvent.setup()
    renderCalculator(<AgeCalculator />)
    const nascimento = screen.getByLabelText('Data de nascimento')
    await user.type(nascimento, '2027-01-01')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(nascimento).toHaveAttribute('aria-invalid', 'true')
    expect(nascimento).toHaveAccessibleDescription(
      'A data de nascimento não pode ser depois de hoje nem da data de referência.',
    )
    expect(nascimento).toHaveFocus()
  })

  it('clears inputs, result and address with Limpar', async () => {
    const user = userEvent.setup()
    renderCalculator(<AgeCalculator />, { url: '/calculadora-idade?nascimento=1990-05-15' })
    expect(await screen.findByText(sample.expected)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Limpar' }))
    expect(screen.getByLabelText('Data de nascimento')).toHaveValue('')
    expect(screen.queryByText('Próximo aniversário')).not.toBeInTheDocument()
    expect(window.location.search).toBe('')
  })
})
