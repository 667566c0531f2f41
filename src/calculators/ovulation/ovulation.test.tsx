import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { renderCalculator } from '@/test/render-calculator.tsx'

import OvulationCalculator from './ovulation.tsx'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-22T12:00:00-03:00'))
})
afterEach(() => {
  vi.useRealTimers()
})

describe('Ovulation screen', () => {
  it('DUM 17 days ago: this cycle’s ovulation "Passou", then the next two cycles', async () => {
    const user = userEvent.setup()
    renderCalculator(<OvulationCalculator />)
    await user.type(screen.getByLabelText('Primeiro dia da última menstruação'), '2026-11-05')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    // Defaults 28/14: ovulation 05/11 + 14 = 19/11, window 14/11 to 20/11, next period 03/12.
    const main = await screen.findByText('Ovulação estimada neste ciclo')
    expect(main.nextElementSibling).toHaveTextContent('19 de novembro de 2026')
    expect(screen.getAllByText('Passou')[0]).toBeInTheDocument()
    expect(
      screen.getAllByText('14 de novembro de 2026 a 20 de novembro de 2026')[0],
    ).toBeInTheDocument()
    const cycles = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(cycles).toHaveLength(3)
    expect(cycles[1]).toHaveTextContent('17 de dezembro de 2026 (em 25 dias)')
    expect(cycles[2]).toHaveTextContent('14 de janeiro de 2027 (em 53 dias)')
    expect(cycles[2]).toHaveTextContent('28 de janeiro de 2027')
    expect(screen.getByText(/não é um método contraceptivo/)).toBeInTheDocument()
    expect(window.location.search).toBe('?dum=2026-11-05')
  })

  it('explains an out-of-range cycle beside the field and focuses it', async () => {
    const user = userEvent.setup()
    renderCalculator(<OvulationCalculator />)
    await user.type(screen.getByLabelText('Primeiro dia da última menstruação'), '2026-11-05')
    const ciclo = screen.getByLabelText('Duração do ciclo (dias)')
    await user.type(ciclo, '50')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(ciclo).toHaveAttribute('aria-invalid', 'true')
    expect(ciclo).toHaveAccessibleDescription('O ciclo deve ter de 21 a 45 dias.')
    expect(ciclo).toHaveFocus()
  })

  it('rejects a DUM in the future', async () => {
    const user = userEvent.setup()
    renderCalculator(<OvulationCalculator />)
    const dum = screen.getByLabelText('Primeiro dia da última menstruação')
    await user.type(dum, '2026-12-01')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(dum).toHaveAccessibleDescription(
      'A data da última menstruação não pode estar no futuro.',
    )
  })

  it('computes from a link with ciclo and lutea, and clears with Limpar', async () => {
    const user = userEvent.setup()
    renderCalculator(<OvulationCalculator />, {
      url: '/calculadora-ovulacao?dum=2026-11-22&ciclo=30&lutea=12',
    })
    // 22/11 + 30 − 12 = 10/12, in 18 days.
    const main = await screen.findByText('Ovulação estimada neste ciclo')
    expect(main.nextElementSibling).toHaveTextContent('10 de dezembro de 2026')
    expect(screen.getByText('Faltam 18 dias')).toBeInTheDocument()
    expect(screen.getByLabelText('Duração do ciclo (dias)')).toHaveValue('30')
    await user.click(screen.getByRole('button', { name: 'Limpar' }))
    expect(screen.getByLabelText('Duração do ciclo (dias)')).toHaveValue('')
    expect(screen.queryByText('Próximos 3 ciclos')).not.toBeInTheDocument()
    expect(window.location.search).toBe('')
  })
})
