import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'

import { addHistoryEntry } from '@/providers/history-store.ts'

import HistoryView from './history.tsx'

function renderHistory() {
  return render(
    <MemoryRouter>
      <HistoryView />
    </MemoryRouter>,
  )
}

describe('history view (amendments §6)', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => vi.restoreAllMocks())

  it('explains what will appear when empty', () => {
    renderHistory()
    expect(screen.getByText('Nenhum cálculo por aqui ainda.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Limpar histórico' })).toBeDisabled()
  })

  it('lists results newest first, each reopening its calculator, and clears them', async () => {
    const user = userEvent.setup()
    renderHistory()
    act(() => {
      addHistoryEntry({
        id: 'bmi',
        inputs: '170 cm, 72,5 kg',
        result: 'IMC 25,09 (Sobrepeso)',
        href: '/calculadora-imc?altura=170&peso=72.5',
        at: 1,
      })
      addHistoryEntry({
        id: 'tip',
        inputs: 'Conta R$ 100,00',
        result: 'R$ 110,00',
        href: '/calculadora-gorjeta?conta=100',
        at: 2,
      })
    })
    const links = screen.getAllByRole('link')
    expect(links).toHaveLength(2)
    expect(links[0]).toHaveAttribute('href', '/calculadora-gorjeta?conta=100')
    expect(links[1]).toHaveAccessibleName(/IMC.*170 cm, 72,5 kg.*IMC 25,09 \(Sobrepeso\).*Reabrir/)
    await user.click(screen.getByRole('button', { name: 'Limpar histórico' }))
    expect(screen.queryAllByRole('link')).toHaveLength(0)
  })

  it('stops recording with the switch', async () => {
    const user = userEvent.setup()
    renderHistory()
    await user.click(screen.getByRole('switch', { name: 'Guardar novos cálculos' }))
    act(() =>
      addHistoryEntry({ id: 'bmi', inputs: 'x', result: 'y', href: '/calculadora-imc', at: 1 }),
    )
    expect(screen.queryAllByRole('link')).toHaveLength(0)
    expect(screen.getByText(/A gravação está desligada/)).toBeInTheDocument()
  })

  it('says history is off when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked')
    })
    renderHistory()
    expect(screen.getByText(/O histórico está desativado/)).toBeInTheDocument()
  })
})
