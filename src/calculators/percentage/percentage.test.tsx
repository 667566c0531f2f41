import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { decimal } from '@/catalogue/example-text.ts'
import { example } from '@/catalogue/calculators/percentage/example.ts'
import { exampleHref } from '@/catalogue/sample-link.ts'
import { readHistory } from '@/providers/history-store.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'
import { result, resultRegion } from '@/test/result.ts'

import PercentageCalculator from './percentage.tsx'

// Every tab stays mounted (hidden) once shown, so it keeps its inputs: query the open one.
const panel = () => within(screen.getByRole('tabpanel'))

const { query: q, figures: f, increase } = example

describe('Percentage screen', () => {
  beforeEach(() => localStorage.clear())

  it('de, the worked example: 15% of 200 is 30, and the address reproduces it', async () => {
    const user = userEvent.setup()
    renderCalculator(<PercentageCalculator />)
    expect(screen.getByRole('tab', { name: '% de um valor' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await user.type(panel().getByLabelText('Porcentagem (%)'), String(q.pct))
    await user.type(panel().getByLabelText('De quanto (valor)'), String(q.valor))
    await user.click(panel().getByRole('button', { name: 'Calcular' }))
    const inputs = `${q.pct}% de ${q.valor}`
    expect(await screen.findByText(decimal(f.result))).toBeInTheDocument()
    expect(screen.getByText(inputs)).toBeInTheDocument()
    expect(window.location.search).toBe(exampleHref('', q))
    expect(readHistory()[0]).toMatchObject({
      id: 'percentage',
      inputs,
      result: decimal(f.result),
    })
  })

  it('aumento: 100 + 10% = 110; the value follows to the Redução tab: 250 − 20% = 200', async () => {
    const user = userEvent.setup()
    renderCalculator(<PercentageCalculator />)
    await user.click(screen.getByRole('tab', { name: 'Aumento' }))
    await user.type(panel().getByLabelText('Valor inicial'), String(increase.valor))
    await user.type(panel().getByLabelText('Aumento (%)'), String(increase.pct))
    await user.click(panel().getByRole('button', { name: 'Calcular' }))
    expect(await result()).toHaveTextContent(decimal(increase.result))
    expect(await result()).toHaveTextContent('+10')
    expect(window.location.search).toBe('?modo=aumento&valor=100&pct=10')

    await user.click(screen.getByRole('tab', { name: 'Redução' }))
    expect(panel().getByLabelText('Valor inicial')).toHaveValue('100')
    await user.clear(panel().getByLabelText('Valor inicial'))
    await user.type(panel().getByLabelText('Valor inicial'), '250')
    await user.type(panel().getByLabelText('Redução (%)'), '20')
    await user.click(panel().getByRole('button', { name: 'Calcular' }))
    expect(await result()).toHaveTextContent('200')
    expect(await result()).toHaveTextContent('−50')
  })

  it('variação from a link: 50 → 75 is +50,00%, on its tab', async () => {
    renderCalculator(<PercentageCalculator />, {
      url: '/calculadora-porcentagem?modo=variacao&de=50&para=75',
    })
    expect(await screen.findByText('+50,00%')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Variação' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByText('↑ Alta')).toBeInTheDocument()
    expect(screen.getByText(/Variação = \(valor final − valor inicial\)/)).toBeInTheDocument()
  })

  it('variação from zero gets a message beside the field, focused, and no result', async () => {
    const user = userEvent.setup()
    renderCalculator(<PercentageCalculator />)
    await user.click(screen.getByRole('tab', { name: 'Variação' }))
    await user.type(panel().getByLabelText('Valor inicial'), '0')
    await user.type(panel().getByLabelText('Valor final'), '10')
    await user.click(panel().getByRole('button', { name: 'Calcular' }))
    const de = panel().getByLabelText('Valor inicial')
    expect(de).toHaveAttribute('aria-invalid', 'true')
    expect(de).toHaveAccessibleDescription('O valor inicial não pode ser zero.')
    expect(de).toHaveFocus()
    expect(await resultRegion()).toBeEmptyDOMElement()
  })

  it('refuses a reduction above 100% and Limpar clears', async () => {
    const user = userEvent.setup()
    renderCalculator(<PercentageCalculator />, {
      url: '/calculadora-porcentagem?modo=reducao&valor=250&pct=20',
    })
    expect(await screen.findByText('200')).toBeInTheDocument()
    await user.clear(panel().getByLabelText('Redução (%)'))
    await user.type(panel().getByLabelText('Redução (%)'), '120')
    await user.click(panel().getByRole('button', { name: 'Calcular' }))
    expect(panel().getByLabelText('Redução (%)')).toHaveAccessibleDescription(
      'A redução não pode passar de 100%.',
    )
    await user.click(panel().getByRole('button', { name: 'Limpar' }))
    expect(panel().getByLabelText('Valor inicial')).toHaveValue('')
    expect(window.location.search).toBe('')
  })
})
