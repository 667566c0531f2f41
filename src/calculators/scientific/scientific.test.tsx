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
    await user.click(key('sen (seno)'))
    await user.click(key('3'))
    await user.click(key('0'))
    expect(display()).toHaveTextContent('sen(30')
    await user.click(key('= (igual)'))
    expect(display()).toHaveTextContent(/^0,5$/)
    expect(screen.getByText('sen(30 =')).toBeInTheDocument()
    // After a result a function applies to it; C starts a new entry that the function opens.
    await user.keyboard('{Escape}')
    await user.click(key('cos (cosseno)'))
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
    await user.click(key('± (trocar sinal)'))
    await user.click(key('x² (ao quadrado)'))
    await user.keyboard('=')
    expect(display()).toHaveTextContent(/^25$/)
    await user.click(key('1/x (inverso)'))
    await user.keyboard('=')
    expect(display()).toHaveTextContent(/^0,04$/)
    await user.keyboard('*100=')
    expect(display()).toHaveTextContent(/^4$/)
  })

  it('applies every one-number function to the number on the display', async () => {
    const user = userEvent.setup()
    renderCalculator(<ScientificCalculator />)
    await user.keyboard('9')
    await user.click(key('√ (raiz quadrada)'))
    expect(display()).toHaveTextContent(/^√\(9\)$/)
    await user.keyboard('=')
    expect(display()).toHaveTextContent(/^3$/)
    await user.keyboard('{Escape}0')
    await user.click(key('1/x (inverso)'))
    expect(display()).toHaveTextContent(/^1\/\(0\)$/)
    await user.keyboard('=')
    expect(display()).toHaveTextContent('Não é possível dividir por zero')
    await user.keyboard('4')
    await user.click(key('x² (ao quadrado)'))
    await user.keyboard('=')
    expect(display()).toHaveTextContent(/^16$/)
    // On the number being typed after an operator, and on a negative number as a whole.
    await user.keyboard('{Escape}2+9')
    await user.click(key('√ (raiz quadrada)'))
    await user.keyboard('=')
    expect(display()).toHaveTextContent(/^5$/)
    await user.keyboard('{Escape}')
    await user.click(key('± (trocar sinal)'))
    await user.keyboard('5')
    await user.click(key('x² (ao quadrado)'))
    await user.keyboard('=')
    expect(display()).toHaveTextContent(/^25$/)
    // On a result: 5! = 120, then log of it.
    await user.keyboard('{Escape}5')
    await user.click(key('n! (fatorial)'))
    await user.keyboard('=')
    expect(display()).toHaveTextContent(/^120$/)
    await user.click(key('√ (raiz quadrada)'))
    expect(display()).toHaveTextContent(/^√\(120\)$/)
    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('button', { name: /DEG/ }))
    await user.keyboard('30')
    await user.click(key('sen (seno)'))
    expect(display()).toHaveTextContent(/^sen\(30\)$/)
    await user.keyboard('=')
    expect(display()).toHaveTextContent(/^0,5$/)
    // With nothing typed, x² and n! have no number to apply to and do nothing.
    await user.keyboard('{Escape}')
    await user.click(key('x² (ao quadrado)'))
    expect(display()).toHaveTextContent(/^0$/)
  })

  it('names each key by what it shows, then what it does (WCAG 2.5.3)', () => {
    renderCalculator(<ScientificCalculator />)
    for (const button of screen.getAllByRole('button')) {
      const name = button.getAttribute('aria-label')
      if (name !== null && button.textContent)
        expect(name.startsWith(button.textContent)).toBe(true)
    }
  })

  it('has √, n!, π, logs and inverse functions with spoken names', async () => {
    const user = userEvent.setup()
    renderCalculator(<ScientificCalculator />)
    await user.click(key('√ (raiz quadrada)'))
    await user.keyboard('81=')
    expect(display()).toHaveTextContent(/^9$/)
    await user.keyboard('5')
    await user.click(key('n! (fatorial)'))
    await user.keyboard('=')
    expect(display()).toHaveTextContent(/^120$/)
    await user.keyboard('{Escape}')
    await user.click(key('log (logaritmo na base 10)'))
    await user.keyboard('1000=')
    expect(display()).toHaveTextContent(/^3$/)
    await user.keyboard('{Escape}')
    await user.click(key('ln (logaritmo natural)'))
    await user.click(key('e (número de Euler)'))
    await user.keyboard('=')
    expect(display()).toHaveTextContent(/^1$/)
    await user.click(screen.getByRole('button', { name: /DEG/ }))
    await user.keyboard('{Escape}')
    await user.click(key('sen⁻¹ (arco seno)'))
    await user.keyboard('1=')
    expect(display()).toHaveTextContent(/^90$/)
    await user.click(key('π (pi)'))
    expect(display()).toHaveTextContent('π')
  })

  it('shows the errors in words, never NaN', async () => {
    const user = userEvent.setup()
    renderCalculator(<ScientificCalculator />)
    await user.keyboard('1/0=')
    expect(display()).toHaveTextContent('Não é possível dividir por zero')
    await user.click(key('√ (raiz quadrada)'))
    await user.keyboard('-4=')
    expect(display()).toHaveTextContent('Entrada inválida')
    await user.keyboard('2.5!=')
    expect(display()).toHaveTextContent('Entrada inválida')
    expect(display()).not.toHaveTextContent(/NaN|Infinity/)
  })

  it('Backspace removes a whole function, Delete the number typed, Escape everything', async () => {
    const user = userEvent.setup()
    renderCalculator(<ScientificCalculator />)
    await user.click(key('sen (seno)'))
    await user.keyboard('{Backspace}')
    expect(display()).toHaveTextContent(/^0$/)
    await user.keyboard('12+345{Delete}')
    expect(display()).toHaveTextContent(/^12\+$/)
    await user.keyboard('{Escape}')
    expect(display()).toHaveTextContent(/^0$/)
  })
})
