import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { example, sample } from '@/catalogue/calculators/pregnancy/example.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'

import PregnancyCalculator from './pregnancy.tsx'

// "Today" is Sunday 22/11/2026 in Brasília for every test; only Date is faked, so user-event's
// own timers still run.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-22T12:00:00-03:00'))
})
afterEach(() => {
  vi.useRealTimers()
})

describe('Pregnancy screen', () => {
  it('shows the due date, gestational age, trimester and the week bar (Naegele, 280 days)', async () => {
    const user = userEvent.setup()
    renderCalculator(<PregnancyCalculator />)
    // The worked example of the "Como usar" steps (src/catalogue/calculators/pregnancy/example.ts).
    await user.type(
      screen.getByLabelText('Primeiro dia da última menstruação (DUM)'),
      example.query.dum,
    )
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    // 05/07/2026 + 280 days = 11/04/2027; 140 days elapsed = 20 weeks, 50%.
    expect(await screen.findByText(sample.expected)).toBeInTheDocument()
    expect(screen.getByText('20 semanas e 0 dias')).toBeInTheDocument()
    expect(screen.getByText('2º trimestre')).toBeInTheDocument()
    expect(screen.getByText('140 dias')).toBeInTheDocument()
    const bar = screen.getByRole('progressbar', { name: /20 de 40 semanas/ })
    expect(bar).toHaveAttribute('aria-valuenow', '20')
    expect(bar).toHaveAttribute('aria-valuemin', '0')
    expect(bar).toHaveAttribute('aria-valuemax', '40')
    expect(screen.getByText('Regra de Naegele: DUM + 280 dias (40 semanas).')).toBeInTheDocument()
    expect(screen.getByText(/estimativa baseada numa gestação de 40 semanas/)).toBeInTheDocument()
    expect(window.location.search).toBe('?dum=2026-07-05')
  })

  it('100 days: 14 weeks and 2 days is already the 2º trimester (docs/decisions.md §3)', async () => {
    renderCalculator(<PregnancyCalculator />, { url: '/calculadora-gravidez?dum=2026-08-14' })
    expect(await screen.findByText('14 semanas e 2 dias')).toBeInTheDocument()
    expect(screen.getByText('2º trimestre')).toBeInTheDocument()
    expect(screen.getByText('35,7% dos 280 dias')).toBeInTheDocument()
  })

  it('rejects a DUM in the future beside the field and focuses it', async () => {
    const user = userEvent.setup()
    renderCalculator(<PregnancyCalculator />)
    const dum = screen.getByLabelText('Primeiro dia da última menstruação (DUM)')
    await user.type(dum, '2026-11-23')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(dum).toHaveAttribute('aria-invalid', 'true')
    expect(dum).toHaveAccessibleDescription(
      'A data da última menstruação não pode estar no futuro.',
    )
    expect(dum).toHaveFocus()
    expect(screen.queryByText('Data provável do parto')).not.toBeInTheDocument()
  })

  it('asks for the date when it is empty', async () => {
    const user = userEvent.setup()
    renderCalculator(<PregnancyCalculator />)
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(
      screen.getByLabelText('Primeiro dia da última menstruação (DUM)'),
    ).toHaveAccessibleDescription('Informe a data do primeiro dia da última menstruação.')
  })

  it('computes from a link and clears with Limpar', async () => {
    const user = userEvent.setup()
    renderCalculator(<PregnancyCalculator />, { url: '/calculadora-gravidez?dum=2026-11-22' })
    expect(await screen.findByText('29 de agosto de 2027')).toBeInTheDocument()
    expect(screen.getByText('1º trimestre')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Limpar' }))
    expect(screen.getByLabelText('Primeiro dia da última menstruação (DUM)')).toHaveValue('')
    expect(screen.queryByText('Data provável do parto')).not.toBeInTheDocument()
    expect(window.location.search).toBe('')
  })
})
