import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { openSteps } from '@/test/open-steps.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'

import RoiCalculator from './roi.tsx'

// getByText collapses whitespace, so Intl's non-breaking space after R$ reads as a plain one.
describe('ROI screen', () => {
  it('shows the ROI, the profit and the class in words', async () => {
    const user = userEvent.setup()
    renderCalculator(<RoiCalculator />)
    await user.type(screen.getByLabelText('Valor investido (R$)'), '10000')
    await user.type(screen.getByLabelText('Valor retornado (R$)'), '12500')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    // (12.500 − 10.000) / 10.000 = 25% → 'ROI Excelente' (25 or more)
    expect((await screen.findAllByText('25,00%'))[0]).toBeInTheDocument()
    expect(screen.getByText('ROI Excelente')).toBeInTheDocument()
    expect(screen.getByText('Lucro')).toBeInTheDocument()
    expect(screen.getAllByText('R$ 2.500,00')[0]).toBeInTheDocument()
    expect(screen.getByText(/ROI = \(retorno − investimento\)/)).toBeInTheDocument()
    expect(window.location.search).toBe('?investido=10000&retorno=12500')
  })

  it('names a loss as Prejuízo', async () => {
    const user = userEvent.setup()
    renderCalculator(<RoiCalculator />)
    await user.type(screen.getByLabelText('Valor investido (R$)'), '1000')
    await user.type(screen.getByLabelText('Valor retornado (R$)'), '800')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect((await screen.findAllByText('−20,00%'))[0]).toBeInTheDocument()
    // The class badge and the profit line both say it in words.
    expect(screen.getAllByText('Prejuízo')).toHaveLength(2)
    expect(screen.getAllByText('−R$ 200,00')[0]).toBeInTheDocument()
  })

  it('refuses a zero investment beside the field', async () => {
    const user = userEvent.setup()
    renderCalculator(<RoiCalculator />)
    const investido = screen.getByLabelText('Valor investido (R$)')
    await user.type(investido, '0')
    await user.type(screen.getByLabelText('Valor retornado (R$)'), '500')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(investido).toHaveAttribute('aria-invalid', 'true')
    expect(investido).toHaveAccessibleDescription('O valor investido não pode ser zero.')
    expect(investido).toHaveFocus()
    expect(screen.queryByText(/Retorno sobre o investimento/)).not.toBeInTheDocument()
  })

  it('computes at once from a link and clears everything with Limpar', async () => {
    const user = userEvent.setup()
    renderCalculator(<RoiCalculator />, { url: '/calculadora-roi?investido=2000&retorno=2100' })
    // 100 / 2.000 = 5% → 'ROI Baixo' (below 10)
    expect((await screen.findAllByText('5,00%'))[0]).toBeInTheDocument()
    expect(screen.getByText('ROI Baixo')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Limpar' }))
    expect(screen.getByLabelText('Valor investido (R$)')).toHaveValue('')
    expect(screen.queryByText('ROI Baixo')).not.toBeInTheDocument()
    expect(window.location.search).toBe('')
  })

  it('Como calculamos: the profit, then the ROI the card shows', async () => {
    renderCalculator(<RoiCalculator />, { url: '/calculadora-roi?investido=10000&retorno=12500' })
    const steps = await openSteps()
    expect(steps).toHaveLength(2)
    expect(steps[0]).toHaveTextContent(
      'Lucro ou prejuízoretorno R$ 12.500,00 − investido R$ 10.000,00 = R$ 2.500,00',
    )
    expect(steps[1]).toHaveTextContent('ROIlucro R$ 2.500,00 ÷ investido R$ 10.000,00 = 25,00%')
  })
})
