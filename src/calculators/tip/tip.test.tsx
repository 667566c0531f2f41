import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { example } from '@/catalogue/calculators/tip/example.ts'
import { exampleHref } from '@/catalogue/sample-link.ts'
import { brlText } from '@/test/money-text.ts'
import { openSteps } from '@/test/open-steps.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'

import TipCalculator from './tip.tsx'

// getByText collapses whitespace, so Intl's non-breaking space after R$ reads as a plain one.
const { query: q, figures: f } = example

describe('Tip screen', () => {
  it('docs/product.md §9 default 10%, the worked example: R$ 100 for 3 → total 110, shares 36,67 ×2 + 36,66 ×1', async () => {
    const user = userEvent.setup()
    renderCalculator(<TipCalculator />)
    expect(screen.getByLabelText('Gorjeta (%)')).toHaveValue(String(q.gorjeta))
    await user.type(screen.getByLabelText('Valor da conta (R$)'), String(q.conta))
    await user.clear(screen.getByLabelText('Número de pessoas'))
    await user.type(screen.getByLabelText('Número de pessoas'), String(q.pessoas))
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(await screen.findByText('Por pessoa')).toBeInTheDocument()
    expect(screen.getAllByText(brlText(f.perPerson))[0]).toBeInTheDocument()
    // The shares add up to the total: 36,66 + 2 × 36,67 = 110,00.
    expect(
      screen.getByText(
        `${q.pessoas - f.shares} pessoa paga ${brlText(f.rest)} e ${f.shares} pagam ${brlText(f.share)}.`,
      ),
    ).toBeInTheDocument()
    expect(screen.getAllByText(brlText(f.total))[0]).toBeInTheDocument()
    expect(screen.getByText('R$ 10,00 (10,00%)')).toBeInTheDocument()
    // The tip splits the same way: 2 × 3,33 + 3,34 = 10,00, never 3 × 3,34.
    expect(screen.getByText('R$ 3,33 ou R$ 3,34')).toBeInTheDocument()
    expect(screen.getByText('2 pessoas pagam R$ 3,33 e 1 paga R$ 3,34')).toBeInTheDocument()
    expect(screen.getByText(/Gorjeta = conta × 10,00%/)).toBeInTheDocument()
    // Said once, in one short line, not the whole card.
    expect(screen.getByRole('status')).toHaveTextContent('Por pessoa: R$ 36,67')
    expect(window.location.search).toBe(exampleHref('', q))
  })

  it('a quick button computes at once when the bill is there', async () => {
    const user = userEvent.setup()
    renderCalculator(<TipCalculator />)
    await user.click(screen.getByRole('button', { name: '20%' }))
    // No bill yet: the button only fills the field.
    expect(screen.getByLabelText('Gorjeta (%)')).toHaveValue('20')
    expect(screen.queryByText('Total com gorjeta')).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('Valor da conta (R$)'), '200')
    await user.click(screen.getByRole('button', { name: '15%' }))
    expect((await screen.findAllByText('R$ 230,00'))[0]).toBeInTheDocument()
    expect(screen.getByText('R$ 30,00 (15,00%)')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '15%' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: '20%' })).toHaveAttribute('aria-pressed', 'false')
    expect(window.location.search).toBe('?conta=200&pessoas=1&modo=percentual&gorjeta=15')
  })

  it('valor from a link: a R$ 12 tip on R$ 80 is 15%', async () => {
    renderCalculator(<TipCalculator />, {
      url: '/calculadora-gorjeta?conta=80&pessoas=2&modo=valor&gorjeta=12',
    })
    expect(await screen.findByText('R$ 12,00 (15,00%)')).toBeInTheDocument()
    expect(screen.getAllByText('R$ 92,00')[0]).toBeInTheDocument()
    expect(screen.getAllByText('R$ 46,00')[0]).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Valor' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByLabelText('Gorjeta (R$)')).toHaveValue('12')
  })

  it('switching to Valor keeps the same tip, written in reais', async () => {
    const user = userEvent.setup()
    renderCalculator(<TipCalculator />, { url: '/calculadora-gorjeta?conta=200' })
    expect((await screen.findAllByText('R$ 220,00'))[0]).toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Valor' }))
    expect(screen.getByLabelText('Gorjeta (R$)')).toHaveValue('20,00')
    expect(screen.getAllByText('R$ 220,00')[0]).toBeInTheDocument()
    expect(window.location.search).toBe('?conta=200&pessoas=1&modo=valor&gorjeta=20')
    await user.click(screen.getByRole('tab', { name: 'Percentual' }))
    expect(screen.getByLabelText('Gorjeta (%)')).toHaveValue('10')
  })

  it('needs at least one person', async () => {
    const user = userEvent.setup()
    renderCalculator(<TipCalculator />)
    await user.type(screen.getByLabelText('Valor da conta (R$)'), '50')
    const pessoas = screen.getByLabelText('Número de pessoas')
    await user.clear(pessoas)
    await user.type(pessoas, '0')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(pessoas).toHaveAttribute('aria-invalid', 'true')
    expect(pessoas).toHaveAccessibleDescription('Informe pelo menos 1 pessoa.')
    expect(pessoas).toHaveFocus()
    expect(screen.queryByText('Total com gorjeta')).not.toBeInTheDocument()
  })

  it('Limpar clears the bill and the result and goes back to 10%', async () => {
    const user = userEvent.setup()
    renderCalculator(<TipCalculator />, {
      url: '/calculadora-gorjeta?conta=80&pessoas=1&modo=percentual&gorjeta=20',
    })
    expect((await screen.findAllByText('R$ 96,00'))[0]).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Limpar' }))
    expect(screen.getByLabelText('Valor da conta (R$)')).toHaveValue('')
    expect(screen.getByLabelText('Gorjeta (%)')).toHaveValue('10')
    expect(screen.queryByText('R$ 96,00')).not.toBeInTheDocument()
    expect(window.location.search).toBe('')
  })

  it('Como calculamos, the worked example: the tip, the total and the shares, ending on each person’s R$ 36,67', async () => {
    renderCalculator(<TipCalculator />, { url: exampleHref(example.path, q) })
    const steps = await openSteps()
    expect(steps).toHaveLength(4)
    expect(steps[0]).toHaveTextContent(/^Gorjetaconta R\$ 100,00 × 10,00% = R\$ 10,00.*Lei 13\.419/)
    expect(steps.at(-1)).toHaveTextContent(
      `Total por pessoatotal com gorjeta ${brlText(f.total)} ÷ 3 pessoas = ${brlText(f.perPerson)}`,
    )
  })
})
