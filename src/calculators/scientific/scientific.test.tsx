import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { readHistory } from '@/providers/history-store.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'

import ScientificCalculator from './scientific.tsx'

const display = () => screen.getByRole('status', { name: 'Visor' })
const key = (name: string) => screen.getByRole('button', { name })

describe('Scientific calculator screen', () => {
  beforeEach(() => localStorage.clear())

  it('starts in RAD; in DEG sen 30 = 0,5 and cos 90 = 0, by clicking', async () => {
    const user = userEvent.setup()
    renderCalculator(<ScientificCalculator />)
    expect(screen.getByRole('button', { name: /RAD/ })).toHaveAttribute('aria-pressed', 'true')
    await user.click(screen.getByRole('button', { name: /DEG/ }))
    expect(screen.getByRole('button', { name: /DEG/ })).toHaveAttribute('aria-pressed', 'true')
    await user.click(key('seno'))
    await user.click(key('3'))
    await user.click(key('0'))
    expect(display()).toHaveTextContent('sen(30')
    await user.click(key('igual'))
    expect(display()).toHaveTextContent(/^0,5$/)
    expect(screen.getByText('sen(30 =')).toBeInTheDocument()
    await user.click(key('cosseno'))
    await user.keyboard('90=')
    expect(display()).toHaveTextContent(/^0$/)
    expect(readHistory()[0]).toMatchObject({
      id: 'scientific',
      inputs: 'cos(90 (DEG)',
      result: '0',
    })
  })

  it('types on the keyboard with implicit multiplication, powers and parentheses', async () => {
    const user = userEvent.setup()
    renderCalculator(<ScientificCalculator />)
    await user.keyboard('2(3+4)^2{Enter}')
    expect(display()).toHaveTextContent(/^98$/)
    await user.keyboard('{Escape}0.1+0,2=')
    expect(display()).toHaveTextContent(/^0,3$/)
  })

  it('continues from a result with an operator, x², 1/x and ±', async () => {
    const user = userEvent.setup()
    renderCalculator(<ScientificCalculator />)
    await user.keyboard('5=')
    await user.click(key('trocar sinal'))
    await user.click(key('ao quadrado'))
    await user.keyboard('=')
    expect(display()).toHaveTextContent(/^25$/)
    await user.click(key('inverso'))
    await user.keyboard('=')
    expect(display()).toHaveTextContent(/^0,04$/)
    await user.keyboard('*100=')
    expect(display()).toHaveTextContent(/^4$/)
  })

  it('has √, n!, π, logs and inverse functions with spoken names', async () => {
    const user = userEvent.setup()
    renderCalculator(<ScientificCalculator />)
    await user.click(key('raiz quadrada'))
    await user.keyboard('81=')
    expect(display()).toHaveTextContent(/^9$/)
    await user.keyboard('5')
    await user.click(key('fatorial'))
    await user.keyboard('=')
    expect(display()).toHaveTextContent(/^120$/)
    await user.click(key('logaritmo na base 10'))
    await user.keyboard('1000=')
    expect(display()).toHaveTextContent(/^3$/)
    await user.click(key('logaritmo natural'))
    await user.click(key('número de Euler'))
    await user.keyboard('=')
    expect(display()).toHaveTextContent(/^1$/)
    await user.click(screen.getByRole('button', { name: /DEG/ }))
    await user.click(key('arco seno'))
    await user.keyboard('1=')
    expect(display()).toHaveTextContent(/^90$/)
    await user.click(key('pi'))
    expect(display()).toHaveTextContent('π')
  })

  it('shows the errors in words, never NaN', async () => {
    const user = userEvent.setup()
    renderCalculator(<ScientificCalculator />)
    await user.keyboard('1/0=')
    expect(display()).toHaveTextContent('Não é possível dividir por zero')
    await user.click(key('raiz quadrada'))
    await user.keyboard('-4=')
    expect(display()).toHaveTextContent('Entrada inválida')
    await user.keyboard('2.5!=')
    expect(display()).toHaveTextContent('Entrada inválida')
    expect(display()).not.toHaveTextContent(/NaN|Infinity/)
  })

  it('Backspace removes a whole function, Delete the number typed, Escape everything', async () => {
    const user = userEvent.setup()
    renderCalculator(<ScientificCalculator />)
    await user.click(key('seno'))
    await user.keyboard('{Backspace}')
    expect(display()).toHaveTextContent(/^0$/)
    await user.keyboard('12+345{Delete}')
    expect(display()).toHaveTextContent(/^12\+$/)
    await user.keyboard('{Escape}')
    expect(display()).toHaveTextContent(/^0$/)
  })
})
