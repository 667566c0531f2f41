import { act, render, screen, within } from '@testing-library/react'
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

describe('history view (docs/decisions.md §6)', () => {
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
    const confirm = screen.getByRole('alertdialog', { name: 'Limpar o histórico?' })
    expect(confirm).toHaveAccessibleDescription(
      'Os 2 cálculos guardados neste navegador serão apagados. Não é possível desfazer.',
    )
    await user.click(within(confirm).getByRole('button', { name: 'Apagar histórico' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(screen.queryAllByRole('link')).toHaveLength(0)
    expect(screen.getByText('Nenhum cálculo por aqui ainda.').parentElement).toHaveFocus()
  })

  it('asks before clearing: Cancelar (focused first) and Escape keep every entry', async () => {
    const user = userEvent.setup()
    renderHistory()
    act(() =>
      addHistoryEntry({ id: 'bmi', inputs: 'x', result: 'y', href: '/calculadora-imc', at: 1 }),
    )
    const clear = screen.getByRole('button', { name: 'Limpar histórico' })
    await user.click(clear)
    const confirm = screen.getByRole('alertdialog', { name: 'Limpar o histórico?' })
    expect(confirm).toHaveAccessibleDescription(
      'O cálculo guardado neste navegador será apagado. Não é possível desfazer.',
    )
    expect(within(confirm).getByRole('button', { name: 'Cancelar' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(screen.getAllByRole('link')).toHaveLength(1)
    expect(clear).toHaveFocus()

    await user.click(clear)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(screen.getAllByRole('link')).toHaveLength(1)
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
