import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { renderCalculator } from '@/test/render-calculator.tsx'

import CountdownCalculator from './countdown.tsx'

const EXPIRED = 'Tempo Expirado! O prazo definido já passou.'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
  // Sunday 22/11/2026, 09:00 in Brasília.
  vi.setSystemTime(new Date('2026-11-22T09:00:00-03:00'))
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** The four boxes, e.g. ['32', '15', '00', '00']. */
function units(): string[] {
  const timer = screen.getByRole('timer')
  return within(timer)
    .getAllByText(/^\d+$/)
    .map((el) => el.textContent ?? '')
}

function setHidden(hidden: boolean) {
  vi.spyOn(document, 'hidden', 'get').mockReturnValue(hidden)
  document.dispatchEvent(new Event('visibilitychange'))
}

describe('Countdown screen', () => {
  it('counts down to Christmas midnight and writes the target to the address', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderCalculator(<CountdownCalculator />)
    await user.type(screen.getByLabelText('Data do evento'), '2026-12-25')
    await user.clear(screen.getByLabelText('Hora (horário de Brasília)'))
    await user.type(screen.getByLabelText('Hora (horário de Brasília)'), '00:00')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(
      await screen.findByText('sexta-feira, 25 de dezembro de 2026 às 00:00'),
    ).toBeInTheDocument()
    expect(units()).toEqual(['32', '15', '00', '00'])
    expect(window.location.search).toBe('?data=2026-12-25&hora=00%3A00')
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(units()).toEqual(['32', '14', '59', '59'])
  })

  it('ticks every second, announces only the start, then reaches the expired state', async () => {
    renderCalculator(<CountdownCalculator />, {
      url: '/contador-regressivo?data=2026-11-22&hora=09:01',
    })
    expect(await screen.findByRole('timer')).toBeInTheDocument()
    expect(units()).toEqual(['0', '00', '01', '00'])
    const status = screen.getByRole('status')
    const started = status.textContent
    expect(started).toMatch(/^Contagem iniciada até domingo, 22 de novembro de 2026 às 09:01/)
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(units()).toEqual(['0', '00', '00', '59'])
    // The live region does not follow the seconds.
    expect(status).toHaveTextContent(started ?? '')
    act(() => {
      vi.advanceTimersByTime(59_000)
    })
    expect(units()).toEqual(['0', '00', '00', '00'])
    expect(screen.getByText('Tempo Expirado!')).toBeInTheDocument()
    expect(screen.getByText('O prazo definido já passou.')).toBeInTheDocument()
    expect(status).toHaveTextContent(EXPIRED)
    // Expired: the interval is gone.
    expect(vi.getTimerCount()).toBe(0)
  })

  it('a past target is expired at once, with all zeros', async () => {
    renderCalculator(<CountdownCalculator />, {
      url: '/contador-regressivo?data=2026-01-01&hora=00:00',
    })
    expect(await screen.findByText('Tempo Expirado!')).toBeInTheDocument()
    expect(units()).toEqual(['0', '00', '00', '00'])
    expect(screen.getByRole('status')).toHaveTextContent(EXPIRED)
  })

  it('pauses while the tab is hidden and resyncs on return', async () => {
    renderCalculator(<CountdownCalculator />, {
      url: '/contador-regressivo?data=2026-11-22&hora=10:00',
    })
    expect(await screen.findByRole('timer')).toBeInTheDocument()
    expect(units()).toEqual(['0', '01', '00', '00'])
    act(() => setHidden(true))
    expect(vi.getTimerCount()).toBe(0)
    act(() => {
      vi.advanceTimersByTime(10_000)
    })
    expect(units()).toEqual(['0', '01', '00', '00'])
    act(() => setHidden(false))
    expect(units()).toEqual(['0', '00', '59', '50'])
    expect(vi.getTimerCount()).toBe(1)
  })

  it('clears its interval on unmount', async () => {
    const { unmount } = renderCalculator(<CountdownCalculator />, {
      url: '/contador-regressivo?data=2026-11-22&hora=10:00',
    })
    expect(await screen.findByRole('timer')).toBeInTheDocument()
    expect(vi.getTimerCount()).toBe(1)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('asks for the date beside the field, and Limpar clears everything', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderCalculator(<CountdownCalculator />, {
      url: '/contador-regressivo?data=2026-11-22&hora=10:00',
    })
    expect(await screen.findByRole('timer')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Limpar' }))
    expect(screen.queryByRole('timer')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Data do evento')).toHaveValue('')
    expect(window.location.search).toBe('')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    const data = screen.getByLabelText('Data do evento')
    expect(data).toHaveAccessibleDescription('Informe a data do evento.')
    expect(data).toHaveFocus()
  })
})
