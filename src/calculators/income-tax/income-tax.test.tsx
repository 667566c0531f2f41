import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { example } from '@/catalogue/calculators/income-tax/example.ts'
import { brlText } from '@/test/money-text.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'

import IncomeTaxCalculator from './income-tax.tsx'

const { figures: f } = example
const PATH = '/calculadora-imposto-de-renda'

describe('IRPF anual screen', () => {
  it('typed (docs/legal/income-tax.md, E5): both models, the better one and the tax to pay', async () => {
    const user = userEvent.setup()
    renderCalculator(<IncomeTaxCalculator />)
    await user.selectOptions(screen.getByLabelText('Ano-calendário'), '2026')
    await user.type(screen.getByLabelText('Rendimentos tributáveis no ano (R$)'), '75.000')
    await user.type(screen.getByLabelText('INSS pago no ano (R$)'), '8.200')
    await user.type(screen.getByLabelText('Imposto retido na fonte (R$)'), '2.400')
    await user.type(screen.getByLabelText('Dependentes'), '1')
    await user.type(screen.getByLabelText('Despesas médicas (R$)'), '3.000')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(await screen.findByText('IRPF 2026: imposto a pagar')).toBeVisible()
    expect(screen.getAllByText(brlText(f.balance))[0]).toBeVisible()
    expect(
      screen.getByText(
        `Melhor: declaração simplificada, ${brlText(f.advantage)} a menos que a completa.`,
      ),
    ).toBeVisible()
    const simplified = screen.getByRole('region', { name: /^Simplificada/ })
    const complete = screen.getByRole('region', { name: /^Completa/ })
    expect(within(simplified).getByText(brlText(f.simplified))).toBeVisible()
    expect(within(complete).getByText(brlText(f.complete))).toBeVisible()
    expect(within(complete).getByText('Redução (Lei 15.270)')).toBeVisible()
    expect(screen.getByText('5,78%')).toBeVisible()
    expect(screen.getByText(/tributação mínima \(Lei 15\.270\/2025\)/)).toBeVisible()
    expect(window.location.search).toBe(
      '?ano=2026&rendimentos=75000&inss=8200&irrf=2400&dependentes=1&saude=3000',
    )
  })

  it('a link (E6): refund, the PGBL capped at 12% and said, both at the field and in the result', async () => {
    renderCalculator(<IncomeTaxCalculator />, {
      url: `${PATH}?ano=2026&rendimentos=120000&inss=11800&irrf=17500&dependentes=1&educacao=2000&educacaoDependentes=2000&saude=12000&pgbl=15000`,
    })
    expect(await screen.findByText('IRPF 2026: imposto a restituir')).toBeVisible()
    expect(screen.getAllByText(brlText(7635.31))[0]).toBeVisible()
    expect(screen.getByText(/Melhor: declaração completa/)).toBeVisible()
    expect(
      screen.getByText(`PGBL limitado a 12% dos rendimentos tributáveis: ${brlText(14400)}.`),
    ).toBeVisible()
    expect(screen.getByLabelText('Previdência privada PGBL (R$)')).toHaveAccessibleDescription(
      /serão deduzidos R\$\s14\.400,00/,
    )
    expect(screen.getByText(/Desconto no limite de/)).toBeVisible()
  })

  it('education above the cap: capped per person and said', async () => {
    renderCalculator(<IncomeTaxCalculator />, {
      url: `${PATH}?ano=2025&rendimentos=100000&dependentes=1&educacao=10000`,
    })
    expect(await screen.findByText(/Educação limitada a/)).toHaveTextContent(
      `Educação limitada a ${brlText(3561.5)} por pessoa, cada uma com as próprias despesas: 1 pessoa passou do limite; deduzidos ${brlText(3561.5)}.`,
    )
    expect(screen.getByLabelText('Suas despesas com educação (R$)')).toHaveAccessibleDescription(
      /Acima do limite/,
    )
  })

  it('asks whose education each amount is: one field per dependant, each with its own cap', async () => {
    const user = userEvent.setup()
    renderCalculator(<IncomeTaxCalculator />)
    expect(screen.queryByLabelText('Educação do dependente 1 (R$)')).toBeNull()
    await user.type(screen.getByLabelText('Rendimentos tributáveis no ano (R$)'), '100.000')
    await user.type(screen.getByLabelText('Dependentes'), '2')
    // One child's school of 7.123,00 (2 × 3.561,50): the child's cap, not the household's.
    await user.type(screen.getByLabelText('Educação do dependente 1 (R$)'), '7.123')
    await user.type(screen.getByLabelText('Educação do dependente 2 (R$)'), '1.000')
    expect(screen.getByLabelText('Educação do dependente 1 (R$)')).toHaveAccessibleDescription(
      /Acima do limite/,
    )
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(await screen.findByText(/Educação limitada a/)).toHaveTextContent(
      `1 pessoa passou do limite; deduzidos ${brlText(4561.5)}.`,
    )
    expect(new URLSearchParams(window.location.search).get('educacaoDependentes')).toBe('7123;1000')
  })

  it('a link with each dependant’s education fills their fields', async () => {
    renderCalculator(<IncomeTaxCalculator />, {
      url: `${PATH}?ano=2025&rendimentos=90000&dependentes=2&educacaoDependentes=2500;2500`,
    })
    expect(await screen.findByLabelText('Educação do dependente 2 (R$)')).toHaveValue('2.500')
  })

  it('withholding above the income and a negative amount: a message at each field', async () => {
    renderCalculator(<IncomeTaxCalculator />, {
      url: `${PATH}?ano=2026&rendimentos=50000&irrf=60000`,
    })
    const irrf = await screen.findByLabelText('Imposto retido na fonte (R$)')
    expect(
      await screen.findByText(
        `O imposto retido na fonte não pode passar dos rendimentos tributáveis (${brlText(50000)}).`,
      ),
    ).toBeInTheDocument()
    expect(irrf).toHaveAttribute('aria-invalid', 'true')
  })

  it('Preencher a partir do salário fills income, INSS and IRRF with the salary calculator’s figures', async () => {
    const user = userEvent.setup()
    renderCalculator(<IncomeTaxCalculator />)
    await user.click(screen.getByText('Preencher a partir do salário'))
    await user.type(screen.getByLabelText('Salário bruto mensal (R$)'), '6.000')
    await user.click(screen.getByRole('button', { name: 'Preencher rendimentos, INSS e IRRF' }))
    // The salary worked example: 641,51 of INSS and 385,10 of IRRF a month in 2026, × 12.
    expect(await screen.findByText(/Preenchido com 12 meses de salário em 2026/)).toBeVisible()
    expect(screen.getByLabelText('Rendimentos tributáveis no ano (R$)')).toHaveValue('72.000,00')
    expect(screen.getByLabelText('INSS pago no ano (R$)')).toHaveValue('7.698,12')
    expect(screen.getByLabelText('Imposto retido na fonte (R$)')).toHaveValue('4.621,20')
    // A dependant typed after the fill: the withholding is redone (12 × 332,97).
    await user.type(screen.getByLabelText('Dependentes'), '1')
    expect(
      await screen.findByText(/Preenchido com 12 meses de salário em 2026 e 1 dependente/),
    ).toBeVisible()
    expect(screen.getByLabelText('Imposto retido na fonte (R$)')).toHaveValue('3.995,64')
  })

  it('the fill keeps a figure the person typed over when the dependants change', async () => {
    const user = userEvent.setup()
    renderCalculator(<IncomeTaxCalculator />)
    await user.click(screen.getByText('Preencher a partir do salário'))
    await user.type(screen.getByLabelText('Salário bruto mensal (R$)'), '6.000')
    await user.click(screen.getByRole('button', { name: 'Preencher rendimentos, INSS e IRRF' }))
    const irrf = screen.getByLabelText('Imposto retido na fonte (R$)')
    expect(await screen.findByDisplayValue('4.621,20')).toBe(irrf)
    await user.clear(irrf)
    await user.type(irrf, '4.000')
    await user.type(screen.getByLabelText('Dependentes'), '1')
    expect(irrf).toHaveValue('4.000,00')
  })

  it('Limpar clears the result', async () => {
    const user = userEvent.setup()
    renderCalculator(<IncomeTaxCalculator />, {
      url: `${PATH}?ano=2024&rendimentos=60000&inss=6500&irrf=5000`,
    })
    expect(await screen.findByText('IRPF 2024: imposto a restituir')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Limpar' }))
    expect(screen.queryByText('IRPF 2024: imposto a restituir')).toBeNull()
    expect(screen.getByLabelText('Rendimentos tributáveis no ano (R$)')).toHaveValue('')
  })
})
