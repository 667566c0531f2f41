import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { fixedPercent } from '@/catalogue/example-text.ts'
import { example } from '@/catalogue/calculators/profit/example.ts'
import { exampleHref } from '@/catalogue/sample-link.ts'
import { brlText } from '@/test/money-text.ts'
import { openSteps } from '@/test/open-steps.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'

import ProfitCalculator from './profit.tsx'

const { query: q, figures: f } = example

describe('Profit screen', () => {
  // getByText collapses whitespace, so Intl's non-breaking space after R$ reads as a plain one.
  it('the worked example typed: the sale price, the profit and the markup beside the margin', async () => {
    const user = userEvent.setup()
    renderCalculator(<ProfitCalculator />)
    await user.type(screen.getByLabelText('Custo do produto (R$)'), String(q.custo))
    await user.type(
      screen.getByLabelText('Margem de lucro (% do preço de venda)'),
      String(q.margem),
    )
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    // 60 / (1 − 0,40) = 100; markup = 40 / 60 = 66,67%
    expect((await screen.findAllByText(brlText(f.salePrice)))[0]).toBeInTheDocument()
    expect(screen.getAllByText(brlText(f.profit))[0]).toBeInTheDocument()
    expect(screen.getByText(fixedPercent(q.margem))).toBeInTheDocument()
    expect(screen.getAllByText(fixedPercent(f.markup))[0]).toBeInTheDocument()
    expect(screen.getByText(/Preço de venda = custo ÷ \(1 − margem\)/)).toBeInTheDocument()
    expect(window.location.search).toBe(exampleHref('', q))
  })

  it('refuses a margin of 100% with its message beside the field', async () => {
    const user = userEvent.setup()
    renderCalculator(<ProfitCalculator />)
    await user.type(screen.getByLabelText('Custo do produto (R$)'), '60')
    const margem = screen.getByLabelText('Margem de lucro (% do preço de venda)')
    await user.type(margem, '100')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(margem).toHaveAttribute('aria-invalid', 'true')
    expect(margem).toHaveAccessibleDescription('A margem deve ser menor que 100%.')
    expect(margem).toHaveFocus()
    expect(screen.queryByText('Preço de venda')).not.toBeInTheDocument()
  })

  it('asks for the cost first when it is missing', async () => {
    const user = userEvent.setup()
    renderCalculator(<ProfitCalculator />)
    await user.type(screen.getByLabelText('Margem de lucro (% do preço de venda)'), '30')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    const custo = screen.getByLabelText('Custo do produto (R$)')
    expect(custo).toHaveAccessibleDescription('Informe o custo do produto.')
    expect(custo).toHaveFocus()
  })

  it('computes at once from a link and clears everything with Limpar', async () => {
    const user = userEvent.setup()
    renderCalculator(<ProfitCalculator />, { url: '/calculadora-lucro?custo=75.5&margem=25' })
    // 75,50 / 0,75 = 100,666… → 100,67; lucro 25,17; markup 33,33%
    expect((await screen.findAllByText('R$ 100,67'))[0]).toBeInTheDocument()
    expect(screen.getAllByText('R$ 25,17')[0]).toBeInTheDocument()
    expect(screen.getAllByText('33,33%')[0]).toBeInTheDocument()
    expect(screen.getByLabelText('Custo do produto (R$)')).toHaveValue('75,50')
    await user.click(screen.getByRole('button', { name: 'Limpar' }))
    expect(screen.getByLabelText('Custo do produto (R$)')).toHaveValue('')
    expect(screen.queryByText('Preço de venda')).not.toBeInTheDocument()
    expect(window.location.search).toBe('')
  })

  it('Como calculamos, the worked example: the markup, the profit, ending on the sale price', async () => {
    renderCalculator(<ProfitCalculator />, { url: exampleHref(example.path, q) })
    const steps = await openSteps()
    expect(steps.map((step) => step.firstChild?.textContent)).toEqual([
      'Markup sobre o custo',
      'Lucro por unidade',
      'Preço de venda',
    ])
    expect(steps[0]).toHaveTextContent(
      `margem 40,00% ÷ (1 − margem 40,00%) = ${fixedPercent(f.markup)}`,
    )
    expect(steps.at(-1)).toHaveTextContent(
      `custo ${brlText(q.custo)} + lucro ${brlText(f.profit)} = ${brlText(f.salePrice)}`,
    )
  })
})
