import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { renderCalculator } from '@/test/render-calculator.tsx'

import BmiCalculator from './bmi.tsx'

describe('BMI screen', () => {
  it('shows the IMC, its class and the healthy range (WHO classes)', async () => {
    const user = userEvent.setup()
    renderCalculator(<BmiCalculator />)
    await user.type(screen.getByLabelText('Altura (cm)'), '170')
    await user.type(screen.getByLabelText('Peso (kg)'), '72,5')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    // 72,5 / 1,70² = 25,086… → 25,09, Sobrepeso
    expect(await screen.findByText('25,09')).toBeInTheDocument()
    expect(screen.getByText('Sobrepeso')).toBeInTheDocument()
    expect(window.location.search).toBe('?altura=170&peso=72.5')
  })

  it('explains a missing field beside it and focuses it', async () => {
    const user = userEvent.setup()
    renderCalculator(<BmiCalculator />)
    await user.type(screen.getByLabelText('Peso (kg)'), '70')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    const altura = screen.getByLabelText('Altura (cm)')
    expect(altura).toHaveAttribute('aria-invalid', 'true')
    expect(altura).toHaveAccessibleDescription('Informe a altura em centímetros.')
    expect(altura).toHaveFocus()
    expect(screen.queryByText('Seu IMC')).not.toBeInTheDocument()
  })

  it('computes at once from a link and clears everything with Limpar', async () => {
    const user = userEvent.setup()
    renderCalculator(<BmiCalculator />, { url: '/calculadora-imc?altura=180&peso=81' })
    expect(await screen.findByText('25,00')).toBeInTheDocument()
    expect(screen.getByLabelText('Altura (cm)')).toHaveValue('180')
    await user.click(screen.getByRole('button', { name: 'Limpar' }))
    expect(screen.getByLabelText('Altura (cm)')).toHaveValue('')
    expect(screen.queryByText('Seu IMC')).not.toBeInTheDocument()
    expect(window.location.search).toBe('')
  })
})
