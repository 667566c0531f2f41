import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { example } from '@/catalogue/calculators/retirement/example.ts'
import { exampleHref } from '@/catalogue/sample-link.ts'
import { brlText } from '@/test/money-text.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'
import { result } from '@/test/result.ts'

import RetirementCalculator from './retirement.tsx'

// Testing Library folds the non-breaking space Intl puts after "R$" into a plain space.
// The chart is a lazy chunk: on a busy machine its first import takes more than a second.
const chartWait = { timeout: 10_000 }

// The collapsed "Como calculamos" list repeats the card's figures; a person reads them there only
// after opening it, so the card's checks look outside it.
const outsideSteps = { ignore: 'script, style, details > ol *' }

const { query: q, figures: f } = example

describe('Retirement screen', () => {
  it('the worked example, 30 → 60, R$ 10.000 + R$ 500/mês at 8% ao ano: R$ 804.901,86 and the deposit for R$ 1 mi', async () => {
    const user = userEvent.setup()
    renderCalculator(<RetirementCalculator />)
    await user.type(screen.getByLabelText('Idade atual (anos)'), String(q.idade))
    await user.type(
      screen.getByLabelText('Idade para se aposentar (anos)'),
      String(q.idadeAposentadoria),
    )
    await user.type(screen.getByLabelText('Patrimônio atual (R$)'), '10.000')
    await user.type(screen.getByLabelText('Aporte mensal (R$)'), String(q.aporte))
    await user.type(
      screen.getByLabelText('Rentabilidade esperada (% ao ano)'),
      String(q.rentabilidade),
    )
    await user.type(screen.getByLabelText('Meta de patrimônio (R$)'), String(q.meta))
    expect(screen.queryByRole('img', { name: /Gráfico do saldo/ })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Calcular' }))

    expect(
      await screen.findByText('Patrimônio acumulado aos 60 anos', outsideSteps),
    ).toBeInTheDocument()
    const r = within(await result())
    expect(r.getByText(brlText(f.futureValue), outsideSteps)).toBeInTheDocument()
    expect(r.getByText('Meta não alcançada', outsideSteps)).toBeInTheDocument()
    expect(r.getByText('Total aportado', outsideSteps).nextElementSibling).toHaveTextContent(
      'R$ 190.000,00',
    )
    expect(r.getByText('Juros ganhos', outsideSteps).nextElementSibling).toHaveTextContent(
      'R$ 614.901,86',
    )
    expect(r.getByText('Falta para a meta', outsideSteps).nextElementSibling).toHaveTextContent(
      'R$ 195.098,14',
    )
    expect(
      r.getByText(/Aporte mensal necessário/, outsideSteps).nextElementSibling,
    ).toHaveTextContent(brlText(f.monthlyNeeded))
    expect(
      r.getByText(/Taxa mensal equivalente a 8% ao ano: 0,6434% ao mês\./, outsideSteps),
    ).toBeInTheDocument()
    expect(window.location.search).toBe(exampleHref('', { ...q, inflacao: f.inflation }))
    // 804.901,86 ÷ 1,04^30 (Python decimal): the default inflation of 4% a.a.
    expect(
      r.getByText('Patrimônio em dinheiro de hoje', outsideSteps).nextElementSibling,
    ).toHaveTextContent('R$ 248.166,27')
    // The chart and the table follow the figures a frame later.
    const rows = within(await r.findByRole('table')).getAllByRole('row')
    expect(rows).toHaveLength(1 + 30)
    expect(rows[30]).toHaveTextContent(/^30\s*60190\.000,00614\.901,86804\.901,86$/)
    expect(await r.findByRole('img', { name: /Gráfico do saldo/ }, chartWait)).toBeInTheDocument()
  })

  it('an old link without inflacao uses 4% a.a.; the inflation typed replaces it', async () => {
    const user = userEvent.setup()
    renderCalculator(<RetirementCalculator />, {
      url: '/calculadora-aposentadoria?idade=30&idadeAposentadoria=60&patrimonio=10000&aporte=500&rentabilidade=8',
    })
    const today = async () =>
      (await screen.findByText('Patrimônio em dinheiro de hoje', outsideSteps)).nextElementSibling
    expect(await today()).toHaveTextContent('R$ 248.166,27')
    const inflation = screen.getByLabelText('Inflação esperada (% ao ano)')
    expect(inflation).toHaveValue('4')
    await user.clear(inflation)
    await user.type(inflation, '5')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    // 804.901,86 ÷ 1,05^30 (Python decimal)
    expect(await today()).toHaveTextContent('R$ 186.236,14')
    expect(window.location.search).toContain('&inflacao=5')
  })

  it('a goal already reached, from a link', async () => {
    renderCalculator(<RetirementCalculator />, {
      url: '/calculadora-aposentadoria?idade=30&idadeAposentadoria=60&patrimonio=10000&aporte=500&rentabilidade=8&meta=500000',
    })
    expect(await screen.findByText('Meta alcançada', outsideSteps)).toBeInTheDocument()
    expect(screen.queryByText(/Aporte mensal necessário/, outsideSteps)).not.toBeInTheDocument()
  })

  it('the retirement age must come after the current age', async () => {
    const user = userEvent.setup()
    renderCalculator(<RetirementCalculator />)
    await user.type(screen.getByLabelText('Idade atual (anos)'), '40')
    await user.type(screen.getByLabelText('Idade para se aposentar (anos)'), '35')
    await user.type(screen.getByLabelText('Rentabilidade esperada (% ao ano)'), '6')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    const alvo = screen.getByLabelText('Idade para se aposentar (anos)')
    expect(alvo).toHaveAccessibleDescription(
      'A idade para se aposentar deve ser maior que a idade atual.',
    )
    expect(alvo).toHaveFocus()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('Limpar clears inputs and result', async () => {
    const user = userEvent.setup()
    renderCalculator(<RetirementCalculator />, {
      url: '/calculadora-aposentadoria?idade=30&idadeAposentadoria=60&patrimonio=10000&aporte=500&rentabilidade=8',
    })
    expect(await screen.findByText('R$ 804.901,86', outsideSteps)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Limpar' }))
    expect(screen.getByLabelText('Idade atual (anos)')).toHaveValue('')
    expect(screen.queryByText('R$ 804.901,86', outsideSteps)).not.toBeInTheDocument()
  })
})
