import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { example } from '@/catalogue/calculators/consortium/example.ts'
import { exampleHref } from '@/catalogue/sample-link.ts'
import { brlText } from '@/test/money-text.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'

import ConsortiumCalculator from './consortium.tsx'

// getByText collapses whitespace, so Intl's non-breaking space after R$ reads as a plain one.
// The collapsed "Como calculamos" list repeats the card's figures; a person reads them there only
// after opening it, so the card's checks look outside it.
const outsideSteps = { ignore: 'script, style, details > ol *' }

const { query: q, figures: f } = example

describe('Consortium screen', () => {
  it('the worked example typed: the instalment and the cost from the fees', async () => {
    const user = userEvent.setup()
    renderCalculator(<ConsortiumCalculator />)
    await user.type(screen.getByLabelText('Valor da carta de crédito (R$)'), String(q.credito))
    await user.selectOptions(screen.getByLabelText('Tamanho do grupo'), String(q.grupo))
    await user.type(
      screen.getByLabelText('Taxa de administração (% do crédito)'),
      String(q.taxaAdm),
    )
    await user.type(
      screen.getByLabelText('Fundo de reserva (% do crédito)'),
      String(q.fundoReserva),
    )
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    // 100.000 + 15.000 + 2.000 = 117.000 over 100 months = 1.170,00 a month
    expect(await screen.findByText(brlText(f.installment), outsideSteps)).toBeInTheDocument()
    expect(screen.getByText('Parcela mensal estimada', outsideSteps)).toBeInTheDocument()
    expect(screen.getByText(brlText(f.totalPaid), outsideSteps)).toBeInTheDocument()
    expect(screen.getByText('R$ 17.000,00', outsideSteps)).toBeInTheDocument()
    expect(screen.getByText('17,00% do crédito', outsideSteps)).toBeInTheDocument()
    expect(screen.getByText('R$ 15.000,00', outsideSteps)).toBeInTheDocument()
    expect(screen.getByText('R$ 2.000,00', outsideSteps)).toBeInTheDocument()
    expect(screen.getByText('R$ 115.000,00', outsideSteps)).toBeInTheDocument()
    expect(screen.getByText('100 meses', outsideSteps)).toBeInTheDocument()
    expect(screen.getByText('1,00% ao mês', outsideSteps)).toBeInTheDocument()
    expect(window.location.search).toBe(exampleHref('', q))
  })

  it('uses a typed instalment for the totals and still shows the estimate', async () => {
    renderCalculator(<ConsortiumCalculator />, {
      url: '/calculadora-consorcio?credito=50000&parcela=700&grupo=80&taxaAdm=12',
    })
    // 700 × 80 = 56.000; estimate (50.000 + 6.000) / 80 = 700,00 → same figure, no extra line
    // No reserve fund: total paid and net amount are the same figure.
    expect(await screen.findAllByText('R$ 56.000,00', outsideSteps)).toHaveLength(2)
    expect(screen.getByLabelText('Tamanho do grupo')).toHaveValue('80')
    expect(screen.getByText('1,25% ao mês', outsideSteps)).toBeInTheDocument()
  })

  it('shows the estimate beside a typed instalment that differs from it', async () => {
    renderCalculator(<ConsortiumCalculator />, {
      url: '/calculadora-consorcio?credito=50000&parcela=750&grupo=80&taxaAdm=12',
    })
    expect(await screen.findByText('Parcela mensal informada', outsideSteps)).toBeInTheDocument()
    expect(screen.getByText('R$ 750,00', outsideSteps)).toBeInTheDocument()
    expect(screen.getByText('Parcela estimada pelas taxas', outsideSteps)).toBeInTheDocument()
    expect(screen.getByText('R$ 700,00', outsideSteps)).toBeInTheDocument()
    expect(screen.getAllByText('R$ 60.000,00', outsideSteps)).toHaveLength(2)
  })

  it('asks for the credit beside the field and Limpar clears', async () => {
    const user = userEvent.setup()
    renderCalculator(<ConsortiumCalculator />, {
      url: '/calculadora-consorcio?credito=100000&grupo=200',
    })
    expect(await screen.findByText('R$ 500,00', outsideSteps)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Limpar' }))
    expect(screen.queryByText('R$ 500,00', outsideSteps)).not.toBeInTheDocument()
    expect(screen.getByLabelText('Tamanho do grupo')).toHaveValue('100')
    expect(window.location.search).toBe('')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    const credito = screen.getByLabelText('Valor da carta de crédito (R$)')
    expect(credito).toHaveAttribute('aria-invalid', 'true')
    expect(credito).toHaveAccessibleDescription('Informe o valor da carta de crédito.')
    expect(credito).toHaveFocus()
  })
})
