import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { renderCalculator } from '@/test/render-calculator.tsx'

import PersonalLoanCalculator from './personal-loan.tsx'

// Testing Library folds the non-breaking space Intl puts after "R$" into a plain space.
const result = () => within(screen.getByRole('region', { name: 'Resultado' }))

// The collapsed "Como calculamos" list repeats the card's figures; a person reads them there only
// after opening it, so the card's checks look outside it.
const outsideSteps = { ignore: 'script, style, details > ol *' }

describe('Personal loan screen', () => {
  it('docs/decisions.md §3: 12% ao ano is 0,9489% ao mês, so R$ 10.000 in 1 ano is R$ 885,62', async () => {
    const user = userEvent.setup()
    renderCalculator(<PersonalLoanCalculator />)
    await user.type(screen.getByLabelText('Valor do empréstimo (R$)'), '10.000')
    await user.selectOptions(screen.getByLabelText('A taxa é'), 'ano')
    await user.type(screen.getByLabelText('Taxa de juros (% ao ano)'), '12')
    await user.selectOptions(screen.getByLabelText('Prazo em'), 'anos')
    await user.type(screen.getByLabelText('Prazo (anos)'), '1')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))

    expect(await screen.findByText('Parcela mensal (12x)', outsideSteps)).toBeInTheDocument()
    const r = result()
    expect(r.getByText('R$ 885,62', outsideSteps)).toBeInTheDocument()
    expect(
      r.getByText(/Taxa mensal equivalente a 12% ao ano: 0,9489% ao mês\./, outsideSteps),
    ).toBeInTheDocument()
    expect(r.getByText('Número de parcelas', outsideSteps).nextElementSibling).toHaveTextContent(
      '12 meses',
    )
    expect(window.location.search).toBe('?valor=10000&taxa=12&taxaPeriodo=ano&prazo=1&unidade=anos')
    expect(within(r.getByRole('table')).getAllByRole('row')).toHaveLength(1 + 12 + 1)
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
