import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { renderCalculator } from '@/test/render-calculator.tsx'
import { result } from '@/test/result.ts'

import CompoundCalculator from './compound.tsx'

// The collapsed "Como calculamos" list repeats the card's figures; the checks look outside it.
const outsideSteps = { ignore: 'script, style, details > ol *' }
const itemValue = async (label: string) =>
  within(await result()).getByText(label, { selector: 'dt', ...outsideSteps }).nextElementSibling
const wait = { timeout: 10_000 }

describe('Compound interest screen: goal seeking, today’s money, month by month', () => {
  it('numpy-financial pmt(0.008, 360, 0, 1e6): typing a goal of 1.000.000 finds a deposit of R$ 481,60', async () => {
    const user = userEvent.setup()
    renderCalculator(<CompoundCalculator />)
    await user.selectOptions(screen.getByLabelText('Quero descobrir'), 'aporte')
    expect(screen.queryByLabelText('Aporte mensal (R$)')).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('Meta: valor que quero alcançar (R$)'), '1.000.000')
    await user.type(screen.getByLabelText('Taxa de juros (% ao mês)'), '0,8')
    await user.selectOptions(screen.getByLabelText('Período em'), 'anos')
    await user.type(screen.getByLabelText('Período (anos)'), '30')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))

    const heading = await screen.findByText(
      'Aporte mensal para R$ 1.000.000,00 em 30 anos',
      outsideSteps,
    )
    expect(heading.nextElementSibling).toHaveTextContent('R$ 481,60')
    expect(await itemValue('Total investido')).toHaveTextContent('R$ 173.376,00')
    expect(window.location.search).toBe(
      '?taxa=0.8&periodo=30&unidade=anos&resolver=aporte&meta=1000000',
    )
  })

  it('numpy-financial nper(0.01, −100, 0, 1e4) = 69,66: the term from a link is 5 anos e 10 meses', async () => {
    renderCalculator(<CompoundCalculator />, {
      url: '/calculadora-juros-compostos?aporte=100&taxa=1&resolver=prazo&meta=10000',
    })
    const heading = await screen.findByText('Prazo para chegar a R$ 10.000,00', outsideSteps)
    expect(heading.nextElementSibling).toHaveTextContent('5 anos e 10 meses')
    expect(await itemValue('Prazo em meses')).toHaveTextContent('70 meses')
    expect(screen.queryByLabelText('Período (meses)')).not.toBeInTheDocument()
  })

  it('numpy-financial rate(72, 0, −1000, 2000): doubling in 6 anos needs 0,9674% ao mês', async () => {
    renderCalculator(<CompoundCalculator />, {
      url: '/calculadora-juros-compostos?inicial=1000&periodo=6&unidade=anos&resolver=taxa&meta=2000',
    })
    const heading = await screen.findByText(
      'Taxa para chegar a R$ 2.000,00 em 6 anos',
      outsideSteps,
    )
    expect(heading.nextElementSibling).toHaveTextContent('0,9674% ao mês')
    expect(await itemValue('Taxa anual equivalente')).toHaveTextContent('12,25% ao ano')
  })

  it('a goal out of reach says what to change, on the goal field', async () => {
    const user = userEvent.setup()
    renderCalculator(<CompoundCalculator />, {
      url: '/calculadora-juros-compostos?aporte=1&taxa=0&resolver=prazo',
    })
    await user.type(screen.getByLabelText('Meta: valor que quero alcançar (R$)'), '1.000.000')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    const meta = screen.getByLabelText('Meta: valor que quero alcançar (R$)')
    expect(meta).toHaveAccessibleDescription(
      'Com esses valores a meta não é alcançada nem em 100 anos. Aumente o aporte mensal, a taxa ou o valor inicial.',
    )
    expect(meta).toHaveFocus()
  })

  it('Fisher: with 4% a.a. of inflation, R$ 1.000 in 10 anos at 0% are R$ 675,56 of today', async () => {
    renderCalculator(<CompoundCalculator />, {
      url: '/calculadora-juros-compostos?inicial=1000&taxa=0&periodo=10&unidade=anos&inflacao=4',
    })
    expect(
      await screen.findByText('Valor final em dinheiro de hoje', outsideSteps),
    ).toBeInTheDocument()
    expect(await itemValue('Valor final em dinheiro de hoje')).toHaveTextContent('R$ 675,56')
  })

  it('Por mês shows every month with its interest; Por ano goes back to the years', async () => {
    const user = userEvent.setup()
    renderCalculator(<CompoundCalculator />, {
      url: '/calculadora-juros-compostos?inicial=1000&taxa=1&periodo=3',
    })
    await user.click(await screen.findByRole('button', { name: 'Por mês' }, wait))
    const months = screen.getByRole('region', { name: 'Evolução mês a mês' })
    const rows = within(months).getAllByRole('row')
    expect(rows).toHaveLength(1 + 3)
    expect(rows[3]).toHaveTextContent(/^3\s*10,201\.000,0030,301\.030,30$/)
    expect(screen.getByRole('button', { name: 'Baixar CSV' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Por ano' }))
    expect(screen.getByRole('button', { name: 'Por ano' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('region', { name: 'Evolução ano a ano' })).toBeInTheDocument()
  })
})
