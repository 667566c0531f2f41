import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { example } from '@/catalogue/calculators/discount/example.ts'
import { exampleHref } from '@/catalogue/sample-link.ts'
import { brlText } from '@/test/money-text.ts'
import { openSteps } from '@/test/open-steps.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'

import DiscountCalculator from './discount.tsx'

// getByText collapses whitespace, so Intl's non-breaking space after R$ reads as a plain one.
// Every tab stays mounted (hidden) once shown, so it keeps its inputs: query the open one.
const panel = () => within(screen.getByRole('tabpanel'))

const { query: q, figures: f } = example

describe('Discount screen', () => {
  it('percentual, the worked example: 15% off R$ 200 is R$ 30 off, R$ 170', async () => {
    const user = userEvent.setup()
    renderCalculator(<DiscountCalculator />)
    expect(screen.getByRole('tab', { name: 'Desconto em %' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await user.type(panel().getByLabelText('Preço original (R$)'), String(q.preco))
    await user.type(panel().getByLabelText('Desconto (%)'), String(q.desconto))
    await user.click(panel().getByRole('button', { name: 'Calcular' }))
    expect((await screen.findAllByText(brlText(f.finalPrice)))[0]).toBeInTheDocument()
    expect(screen.getByText(`${q.desconto}%`)).toBeInTheDocument()
    expect(screen.getAllByText(brlText(f.savings))[0]).toBeInTheDocument()
    expect(screen.getByText(brlText(q.preco))).toBeInTheDocument()
    expect(screen.getByText(/Desconto em R\$ = preço × desconto%/)).toBeInTheDocument()
    expect(window.location.search).toBe(exampleHref('', q))
  })

  it('percentual: shows the 33% typed on R$ 19,99, and explains the cent', async () => {
    renderCalculator(<DiscountCalculator />, {
      url: '/calculadora-desconto?modo=percentual&preco=19.99&desconto=33',
    })
    expect((await screen.findAllByText('R$ 13,39'))[0]).toBeInTheDocument()
    expect(screen.getByText('33%')).toBeInTheDocument()
    expect(screen.queryByText(/33,02/)).not.toBeInTheDocument()
    expect(screen.getByText(/dá R\$ 6,5967; o desconto em dinheiro é arredondado/)).toBeVisible()
  })

  it('valor: R$ 80 off R$ 200 is 40%, and the price follows to the new tab', async () => {
    const user = userEvent.setup()
    renderCalculator(<DiscountCalculator />)
    await user.type(panel().getByLabelText('Preço original (R$)'), '200')
    await user.click(screen.getByRole('tab', { name: 'Desconto em R$' }))
    // the money field wrote its cents when it lost focus, before the tab changed
    expect(panel().getByLabelText('Preço original (R$)')).toHaveValue('200,00')
    await user.type(panel().getByLabelText('Desconto (R$)'), '80')
    await user.click(panel().getByRole('button', { name: 'Calcular' }))
    expect((await screen.findAllByText('40,00%'))[0]).toBeInTheDocument()
    expect(screen.getAllByText('R$ 120,00')[0]).toBeInTheDocument()
    expect(window.location.search).toBe('?modo=valor&preco=200&desconto=80')
  })

  it('preco-final from a link: R$ 200 → R$ 150 is R$ 50 off, 25%', async () => {
    const user = userEvent.setup()
    renderCalculator(<DiscountCalculator />, {
      url: '/calculadora-desconto?modo=preco-final&preco=200&final=150',
    })
    expect((await screen.findAllByText('25,00%'))[0]).toBeInTheDocument()
    expect(screen.getAllByText('R$ 50,00')[0]).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Preço final' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await user.click(panel().getByRole('button', { name: 'Limpar' }))
    expect(panel().getByLabelText('Preço final (R$)')).toHaveValue('')
    expect(screen.queryAllByText('25,00%')).toEqual([])
    expect(window.location.search).toBe('')
  })

  it('refuses a final price above the original', async () => {
    const user = userEvent.setup()
    renderCalculator(<DiscountCalculator />)
    await user.click(screen.getByRole('tab', { name: 'Preço final' }))
    await user.type(panel().getByLabelText('Preço original (R$)'), '100')
    const final = panel().getByLabelText('Preço final (R$)')
    await user.type(final, '120')
    await user.click(panel().getByRole('button', { name: 'Calcular' }))
    expect(final).toHaveAttribute('aria-invalid', 'true')
    expect(final).toHaveAccessibleDescription(
      'O preço final deve ser menor que o original (senão é aumento, não desconto).',
    )
    expect(final).toHaveFocus()
    expect(screen.queryByText('Você economiza')).not.toBeInTheDocument()
  })

  it('refuses a discount above 100%', async () => {
    const user = userEvent.setup()
    renderCalculator(<DiscountCalculator />, { url: '/calculadora-desconto?preco=50' })
    const desconto = panel().getByLabelText('Desconto (%)')
    await user.type(desconto, '120')
    await user.click(panel().getByRole('button', { name: 'Calcular' }))
    expect(desconto).toHaveAccessibleDescription('O desconto não pode passar de 100%.')
    expect(desconto).toHaveFocus()
  })

  it('Como calculamos, the worked example: the discount in reais, ending on the final price', async () => {
    renderCalculator(<DiscountCalculator />, { url: exampleHref(example.path, q) })
    const steps = await openSteps()
    expect(steps).toHaveLength(2)
    expect(steps[0]).toHaveTextContent(
      `Desconto em reaispreço ${brlText(q.preco)} × 15% = ${brlText(f.savings)}`,
    )
    expect(steps[1]).toHaveTextContent(
      `Preço finalpreço ${brlText(q.preco)} − desconto ${brlText(f.savings)} = ${brlText(f.finalPrice)}`,
    )
  })
})
