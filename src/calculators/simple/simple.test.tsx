import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { readHistory } from '@/providers/history-store.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'

import SimpleCalculator from './simple.tsx'

const display = () => screen.getByRole('status', { name: 'Visor' })

describe('Simple calculator screen', () => {
  beforeEach(() => localStorage.clear())

  it('adds by clicking the spoken-name buttons and keeps the line in the history', async () => {
    const user = userEvent.setup()
    renderCalculator(<SimpleCalculator />)
    await user.click(screen.getByRole('button', { name: '1' }))
    await user.click(screen.getByRole('button', { name: '2' }))
    await user.click(screen.getByRole('button', { name: '+ (mais)' }))
    await user.click(screen.getByRole('button', { name: '7' }))
    await user.click(screen.getByRole('button', { name: '= (igual)' }))
    expect(display()).toHaveTextContent('19')
    const tape = screen.getByRole('list', { name: 'Últimas contas' })
    expect(within(tape).getByText(/12 \+ 7 =/)).toBeInTheDocument()
    expect(readHistory()[0]).toMatchObject({ id: 'simple', inputs: '12 + 7', result: '19' })
  })

  it('types on the physical keyboard: 12+7 Enter, and 0.1+0.2= shows 0,3', async () => {
    const user = userEvent.setup()
    renderCalculator(<SimpleCalculator />)
    await user.keyboard('12+7{Enter}')
    expect(display()).toHaveTextContent('19')
    await user.keyboard('{Escape}0.1+0,2=')
    expect(display()).toHaveTextContent(/^0,3$/)
  })

  it('chains operations left to right, shows the pending operation and formats pt-BR', async () => {
    const user = userEvent.setup()
    renderCalculator(<SimpleCalculator />)
    await user.keyboard('2+3*')
    expect(display()).toHaveTextContent('5')
    expect(screen.getByText('5 ×')).toBeInTheDocument()
    await user.keyboard('4=')
    expect(display()).toHaveTextContent('20')
    await user.keyboard('*1000=')
    expect(display()).toHaveTextContent('20.000')
    await user.keyboard('{Escape}1,5')
    expect(display()).toHaveTextContent('1,5')
    await user.keyboard('{Backspace}')
    expect(display()).toHaveTextContent('1,')
  })

  it('% works as on a phone: 200 + 10% = 220', async () => {
    const user = userEvent.setup()
    renderCalculator(<SimpleCalculator />)
    await user.keyboard('200+10%')
    expect(display()).toHaveTextContent('20')
    await user.keyboard('=')
    expect(display()).toHaveTextContent('220')
  })

  it('says it cannot divide by zero, never 0, and C starts again', async () => {
    const user = userEvent.setup()
    renderCalculator(<SimpleCalculator />)
    await user.keyboard('5/0=')
    expect(display()).toHaveTextContent('Não é possível dividir por zero')
    await user.click(screen.getByRole('button', { name: 'C (limpar tudo)' }))
    expect(display()).toHaveTextContent(/^0$/)
  })

  it('switches to pt-BR scientific notation for huge results', async () => {
    const user = userEvent.setup()
    renderCalculator(<SimpleCalculator />)
    await user.keyboard('999999999999999*999999999999999=')
    expect(display()).toHaveTextContent(/^9,99999999999998 × 10²⁹$/)
    await user.keyboard('99999999*99999999=')
    expect(display()).toHaveTextContent(/^9,9999998 × 10¹⁵$/)
  })

  it('takes ^ from the keyboard as a power', async () => {
    const user = userEvent.setup()
    renderCalculator(<SimpleCalculator />)
    await user.keyboard('2^10=')
    expect(display()).toHaveTextContent(/^1\.024$/)
    expect(screen.getByRole('list', { name: 'Últimas contas' })).toHaveTextContent('2 ^ 10 = 1.024')
  })

  it('keeps the last 5 lines and Limpar histórico empties them; Delete is CE', async () => {
    const user = userEvent.setup()
    renderCalculator(<SimpleCalculator />)
    for (let i = 1; i <= 6; i++) await user.keyboard(`${i}+1=`)
    const tape = screen.getByRole('list', { name: 'Últimas contas' })
    expect(within(tape).getAllByRole('listitem')).toHaveLength(5)
    expect(within(tape).queryByText(/^1 \+ 1 =/)).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Limpar histórico' }))
    expect(screen.queryByRole('list', { name: 'Últimas contas' })).not.toBeInTheDocument()
    await user.keyboard('9+8{Delete}')
    expect(display()).toHaveTextContent(/^0$/)
    await user.keyboard('1=')
    expect(display()).toHaveTextContent('10')
  })

  it('leaves typing in a field and Ctrl shortcuts alone', async () => {
    const user = userEvent.setup()
    renderCalculator(
      <>
        <input aria-label="Outro campo" />
        <SimpleCalculator />
      </>,
    )
    await user.click(screen.getByLabelText('Outro campo'))
    await user.keyboard('123')
    expect(display()).toHaveTextContent(/^0$/)
    await user.click(document.body)
    await user.keyboard('{Control>}4{/Control}')
    expect(display()).toHaveTextContent(/^0$/)
  })
})
