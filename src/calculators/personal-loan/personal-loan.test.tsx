import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { example } from '@/catalogue/calculators/personal-loan/example.ts'
import { exampleHref } from '@/catalogue/sample-link.ts'
import { brlText } from '@/test/money-text.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'
import { result } from '@/test/result.ts'

import PersonalLoanCalculator from './personal-loan.tsx'

// Testing Library folds the non-breaking space Intl puts after "R$" into a plain space.

// The collapsed "Como calculamos" list repeats the card's figures; a person reads them there only
// after opening it, so the card's checks look outside it.
const outsideSteps = { ignore: 'script, style, details > ol *' }

describe('Personal loan screen', () => {
  it('docs/decisions.md §3, the worked example: 12% ao ano is 0,9489% ao mês, so R$ 10.000 in 1 ano is R$ 885,62', async () => {
    const { query: q, figures: f } = example
    const user = userEvent.setup()
    renderCalculator(<PersonalLoanCalculator />)
    await user.type(screen.getByLabelText('Valor do empréstimo (R$)'), '10.000')
    await user.selectOptions(screen.getByLabelText('A taxa é'), q.taxaPeriodo)
    await user.type(screen.getByLabelText('Taxa de juros (% ao ano)'), String(q.taxa))
    await user.selectOptions(screen.getByLabelText('Prazo em'), q.unidade)
    await user.type(screen.getByLabelText('Prazo (anos)'), String(q.prazo))
    // The rate alone, as that example: a new simulation includes the IOF unless it is turned off.
    await user.click(
      screen.getByRole('switch', { name: 'Incluir o IOF (financiado no empréstimo)' }),
    )
    await user.click(screen.getByRole('button', { name: 'Calcular' }))

    expect(await screen.findByText('Parcela mensal (12x)', outsideSteps)).toBeInTheDocument()
    const r = within(await result())
    expect(r.getByText(brlText(f.payment), outsideSteps)).toBeInTheDocument()
    expect(
      r.getByText(/Taxa mensal equivalente a 12% ao ano: 0,9489% ao mês\./, outsideSteps),
    ).toBeInTheDocument()
    expect(r.getByText('Número de parcelas', outsideSteps).nextElementSibling).toHaveTextContent(
      '12 meses',
    )
    expect(window.location.search).toBe(exampleHref('', { ...q, iof: 'nao' }))
    expect(within(await r.findByRole('table')).getAllByRole('row')).toHaveLength(1 + 12 + 1)
  })

  it('textbook example from a link: R$ 10.000 at 2% a.m. in 12 months is R$ 945,60', async () => {
    renderCalculator(<PersonalLoanCalculator />, {
      url: '/calculadora-emprestimo-pessoal?valor=10000&taxa=2&prazo=12',
    })
    expect(await screen.findByText('R$ 945,60', outsideSteps)).toBeInTheDocument()
    expect(
      screen.getByText(/Taxa de 2% ao mês, equivalente a 26,82% ao ano\./, outsideSteps),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('A taxa é')).toHaveValue('mes')
    // A link made before the IOF option keeps its result: no IOF.
    expect(
      screen.getByRole('switch', { name: 'Incluir o IOF (financiado no empréstimo)' }),
    ).not.toBeChecked()
  })

  it('docs/legal/loan-iof-cet.md, worked example: R$ 10.000 at 2,5% a.m. in 12 months from 05/01/2026, IOF financed, CET 40,26% a.a.', async () => {
    const user = userEvent.setup()
    renderCalculator(<PersonalLoanCalculator />)
    await user.type(screen.getByLabelText('Valor do empréstimo (R$)'), '10.000')
    await user.type(screen.getByLabelText('Taxa de juros (% ao mês)'), '2,5')
    await user.type(screen.getByLabelText('Prazo (meses)'), '12')
    expect(
      screen.getByRole('switch', { name: 'Incluir o IOF (financiado no empréstimo)' }),
    ).toBeChecked()
    await user.type(screen.getByLabelText('Data da liberação do dinheiro'), '2026-01-05')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))

    expect(await screen.findByText('Parcela mensal (12x)', outsideSteps)).toBeInTheDocument()
    const r = within(await result())
    const item = (label: string) => r.getByText(label, outsideSteps).nextElementSibling
    expect(r.getAllByText('R$ 995,46', outsideSteps).length).toBeGreaterThan(0)
    expect(item('Você recebe')).toHaveTextContent('R$ 10.000,00')
    expect(item('IOF financiado')).toHaveTextContent('R$ 211,19')
    // Money to the cent, never "R$ 172,3831": daily 172,3831 + additional 38,8025 = 211,1856.
    expect(r.getByText('IOF financiado', outsideSteps).parentElement).toHaveTextContent(
      /R\$\s172,38 diário \(coluna IOF da tabela\) \+ R\$\s38,80 de adicional \(0,38%\), somados antes de arredondar/,
    )
    expect(r.getByText('IOF financiado', outsideSteps).parentElement).not.toHaveTextContent(
      /\d,\d{3}/,
    )
    expect(item('Valor financiado (com IOF)')).toHaveTextContent('R$ 10.211,19')
    expect(item('CET (custo efetivo total)')).toHaveTextContent('40,26% ao ano')
    expect(item('Total a pagar')).toHaveTextContent('R$ 11.945,53')
    const table = await r.findByRole('table')
    const rows = within(table).getAllByRole('row')
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Mês', 'Parcela (R$)', 'Juros (R$)', 'Amortização (R$)', 'IOF (R$)', 'Saldo (R$)'])
    // Month 1: amortization 740,18 × 0,0082% × 31 days = 1,8815; the IOF total of the column 172,38.
    expect(rows[1]).toHaveTextContent(/^1\s*995,46255,28740,181,889\.471,01$/)
    expect(rows.at(-1)).toHaveTextContent(/172,38/)
    expect(window.location.search).toBe(
      '?valor=10000&taxa=2.5&prazo=12&iof=sim&liberacao=2026-01-05',
    )
  })

  it('explains a term past 50 years beside the field', async () => {
    const user = userEvent.setup()
    renderCalculator(<PersonalLoanCalculator />)
    await user.type(screen.getByLabelText('Valor do empréstimo (R$)'), '5.000')
    await user.type(screen.getByLabelText('Taxa de juros (% ao mês)'), '3')
    await user.selectOptions(screen.getByLabelText('Prazo em'), 'anos')
    await user.type(screen.getByLabelText('Prazo (anos)'), '51')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    const prazo = screen.getByLabelText('Prazo (anos)')
    expect(prazo).toHaveAccessibleDescription('O prazo máximo é de 600 meses (50 anos).')
    expect(prazo).toHaveFocus()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('a rate above 15% ao mês computes with a warning that asks whether it was meant per year', async () => {
    const user = userEvent.setup()
    renderCalculator(<PersonalLoanCalculator />)
    const taxa = screen.getByLabelText('Taxa de juros (% ao mês)')
    await user.type(taxa, '15')
    expect(taxa).not.toHaveAccessibleDescription(/Acima/)
    await user.type(taxa, ',5')
    expect(taxa).toHaveAccessibleDescription('Acima de 15% ao mês. Você quis dizer 15,5% ao ano?')
    expect(taxa).not.toHaveAttribute('aria-invalid')
  })

  it('Limpar clears inputs, selects and result', async () => {
    const user = userEvent.setup()
    renderCalculator(<PersonalLoanCalculator />, {
      url: '/calculadora-emprestimo-pessoal?valor=10000&taxa=12&taxaPeriodo=ano&prazo=1&unidade=anos',
    })
    expect(await screen.findByText('R$ 885,62', outsideSteps)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Limpar' }))
    expect(screen.getByLabelText('Valor do empréstimo (R$)')).toHaveValue('')
    expect(screen.getByLabelText('A taxa é')).toHaveValue('mes')
    expect(screen.queryByText('R$ 885,62', outsideSteps)).not.toBeInTheDocument()
  })
})
