import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { example } from '@/catalogue/calculators/cash-or-instalments/example.ts'
import { brlText } from '@/test/money-text.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'

import CashOrInstalmentsCalculator from './cash-or-instalments.tsx'

const { query: q, figures: f } = example

describe('À vista ou parcelado screen', () => {
  it('typed: the hidden rate and the cash saving of the worked example', async () => {
    const user = userEvent.setup()
    renderCalculator(<CashOrInstalmentsCalculator />)
    await user.type(screen.getByLabelText('Preço à vista (R$)'), '1.800')
    await user.type(screen.getByLabelText('Parcela (R$)'), '170')
    await user.type(screen.getByLabelText('Número de parcelas'), String(q.parcelas))
    await user.type(screen.getByLabelText('Rendimento do dinheiro (% ao mês)'), '1')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(
      await screen.findByText('Pagar à vista sai mais barato, em dinheiro de hoje'),
    ).toBeVisible()
    // The first is the main figure; the last step of "Como calculamos" repeats it.
    expect(screen.getAllByText(brlText(f.saving))[0]).toBeVisible()
    expect(screen.getByText('1,98% ao mês')).toBeVisible()
    expect(screen.getByText('26,53% ao ano')).toBeVisible()
    expect(window.location.search).toBe(
      '?avista=1800&parcela=170&parcelas=12&entrada=nao&rendimento=1',
    )
  })

  it('sem juros de verdade: instalments win, said beside the result', async () => {
    renderCalculator(<CashOrInstalmentsCalculator />, {
      url: '/calculadora-a-vista-ou-parcelado?avista=1000&parcela=100&parcelas=10&rendimento=0.7',
    })
    expect(
      await screen.findByText(
        'Parcelar e deixar o dinheiro rendendo sai mais barato, em dinheiro de hoje',
      ),
    ).toBeVisible()
    expect(screen.getAllByText(brlText(37.45))[0]).toBeVisible()
    expect(screen.getByText(/Sem juros de verdade/)).toBeVisible()
  })

  it('instalments adding up to less than the cash price: a warning at the field, a result', async () => {
    renderCalculator(<CashOrInstalmentsCalculator />, {
      url: '/calculadora-a-vista-ou-parcelado?avista=1100&parcela=100&parcelas=10&rendimento=0',
    })
    expect(await screen.findByText(/os juros são negativos/)).toBeVisible()
    expect(screen.getByLabelText('Preço à vista (R$)')).toHaveAccessibleDescription(
      /a taxa é negativa/,
    )
  })

  it('without a yield: the last poupança month in the data, named beside the figure', async () => {
    renderCalculator(<CashOrInstalmentsCalculator />, {
      url: '/calculadora-a-vista-ou-parcelado?avista=1800&parcela=170&parcelas=12',
    })
    expect(await screen.findByText(/a poupança de [a-zç]+ de \d{4}\)/)).toBeVisible()
    expect(screen.queryByText(/Informe quanto o dinheiro rende/)).toBeNull()
    expect(screen.getByLabelText('Rendimento do dinheiro (% ao mês)')).toHaveAccessibleDescription(
      /Vazio: usamos a poupança de [a-zç]+ de \d{4}/,
    )
  })

  it('a cash price and a discount together: the price counts, the discount is not dropped silently', async () => {
    renderCalculator(<CashOrInstalmentsCalculator />, {
      url: '/calculadora-a-vista-ou-parcelado?avista=1800&desconto=10&parcela=170&parcelas=12&rendimento=1',
    })
    expect(await screen.findByText(/informou o preço à vista e também um desconto/)).toBeVisible()
    expect(screen.getByText(/o preço à vista seria R\$\s1\.836,00/)).toBeVisible()
  })

  it('zero instalments get a message at the field', async () => {
    renderCalculator(<CashOrInstalmentsCalculator />, {
      url: '/calculadora-a-vista-ou-parcelado?avista=1000&parcela=100&parcelas=0&rendimento=1',
    })
    const field = await screen.findByLabelText('Número de parcelas')
    expect(await screen.findByText('Informe pelo menos 1 parcela.')).toBeInTheDocument()
    expect(field).toHaveAttribute('aria-invalid', 'true')
  })
})
