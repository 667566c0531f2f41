import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { readHistory } from '@/providers/history-store.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'
import { result, resultRegion } from '@/test/result.ts'

import ConverterCalculator from './converter.tsx'
import { formatConverted } from './converter-format.ts'

describe('Converter screen', () => {
  beforeEach(() => localStorage.clear())

  it('converts as you type, without Calcular, and writes the address', async () => {
    const user = userEvent.setup()
    renderCalculator(<ConverterCalculator />)
    expect(screen.queryByRole('button', { name: 'Calcular' })).not.toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText('De'), 'mi')
    await user.selectOptions(screen.getByLabelText('Para'), 'ft')
    await user.type(screen.getByLabelText('Valor'), '1')
    expect(await screen.findByText('1 mi (milha) =')).toBeInTheDocument()
    expect(await result()).toHaveTextContent('5.280 ft')
    expect(window.location.search).toBe('?cat=comprimento&valor=1&de=mi&para=ft')
    await user.type(screen.getByLabelText('Valor'), '0')
    expect(await screen.findByText('52.800 ft')).toBeInTheDocument()
  })

  it('swaps the units with one button', async () => {
    const user = userEvent.setup()
    renderCalculator(<ConverterCalculator />, {
      url: '/conversor-unidades?cat=peso&valor=100&de=lb&para=kg',
    })
    expect(await screen.findByText('45,359237 kg')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Peso' })).toHaveAttribute('aria-selected', 'true')
    await user.click(screen.getByRole('button', { name: 'Inverter unidades' }))
    expect(screen.getByLabelText('De')).toHaveValue('kg')
    expect(screen.getByLabelText('Para')).toHaveValue('lb')
    expect(await screen.findByText('220,462262 lb')).toBeInTheDocument()
    expect(window.location.search).toBe('?cat=peso&valor=100&de=kg&para=lb')
  })

  it('changes category with its own units and a temperature formula', async () => {
    const user = userEvent.setup()
    renderCalculator(<ConverterCalculator />)
    await user.click(screen.getByRole('tab', { name: 'Temperatura' }))
    expect(screen.getByLabelText('De')).toHaveValue('C')
    expect(screen.getByLabelText('Para')).toHaveValue('F')
    await user.type(screen.getByLabelText('Valor'), '100')
    expect(await screen.findByText('212 °F')).toBeInTheDocument()
    expect(await result()).toHaveTextContent('°F = °C × 9/5 + 32')
  })

  it('explains a temperature below absolute zero beside the field', async () => {
    const user = userEvent.setup()
    renderCalculator(<ConverterCalculator />, { url: '/conversor-unidades?cat=temperatura' })
    expect(screen.getByRole('tab', { name: 'Temperatura' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(screen.getByLabelText('De')).toHaveValue('C')
    await user.type(screen.getByLabelText('Valor'), '-300')
    expect(screen.getByLabelText('Valor')).toHaveAccessibleDescription(
      'Abaixo do zero absoluto: o mínimo é −273,15 °C.',
    )
    expect(await resultRegion()).toBeEmptyDOMElement()
  })

  it('records the result in the history once typing pauses', async () => {
    const user = userEvent.setup()
    renderCalculator(<ConverterCalculator />)
    await user.type(screen.getByLabelText('Valor'), '42')
    expect(await screen.findByText(/^26,0975\d* mi$/)).toBeInTheDocument()
    expect(readHistory()).toHaveLength(0)
    await waitFor(
      () => expect(readHistory()[0]).toMatchObject({ id: 'converter', inputs: '42 km em milha' }),
      { timeout: 4000 },
    )
  })

  it('writes tiny and huge values readably', () => {
    expect(formatConverted(6.21371e-7)).toBe('6,21371 × 10⁻⁷')
    expect(formatConverted(0.0000157828)).toBe('0,0000157828')
    expect(formatConverted(1234.5678901)).toBe('1.234,56789')
    expect(formatConverted(2e21)).toBe('2 × 10²¹')
  })
})
