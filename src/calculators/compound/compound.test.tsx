import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { example } from '@/catalogue/calculators/compound/example.ts'
import { exampleHref } from '@/catalogue/sample-link.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'
import { result } from '@/test/result.ts'

import CompoundCalculator from './compound.tsx'

// Testing Library folds the non-breaking space Intl puts after "R$" into a plain space.
// The chart is a lazy chunk: on a busy machine its first import takes more than a second.
const chartWait = { timeout: 10_000 }

// The collapsed "Como calculamos" list repeats the card's figures; a person reads them there only
// after opening it, so the card's checks look outside it.
const outsideSteps = { ignore: 'script, style, details > ol *' }

describe('Compound interest screen', () => {
  it('docs/decisions.md §3: R$ 1.000 at 12% ao ano for 12 months becomes R$ 1.120,00', async () => {
    const user = userEvent.setup()
    renderCalculator(<CompoundCalculator />)
    await user.type(screen.getByLabelText('Valor inicial (R$)'), '1.000')
    await user.selectOptions(screen.getByLabelText('A taxa é'), 'ano')
    await user.type(screen.getByLabelText('Taxa de juros (% ao ano)'), '12')
    await user.type(screen.getByLabelText('Período (meses)'), '12')
    expect(screen.queryByRole('img', { name: /Gráfico do saldo/ })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Calcular' }))

    expect(await screen.findByText('Valor final em 1 ano', outsideSteps)).toBeInTheDocument()
    const r = within(await result())
    expect(r.getByText('Valor final', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'R$ 1.120,00',
    )
    expect(
      r.getByText(/Taxa mensal equivalente a 12% ao ano: 0,9489% ao mês\./, outsideSteps),
    ).toBeInTheDocument()
    expect(window.location.search).toBe('?inicial=1000&taxa=12&taxaPeriodo=ano&periodo=12')
    expect(await r.findByRole('img', { name: /Gráfico do saldo/ }, chartWait)).toBeInTheDocument()
  })

  it("from the worked example's link: R$ 1.000 + R$ 100/mês at 12% ao ano for 10 anos, year by year", async () => {
    // 1000·1,12^10 + 100·((1+m)^120 − 1)/m, m = 1,12^(1/12) − 1 → 25.298,85 (40-digit decimal).
    const { path, query } = example
    renderCalculator(<CompoundCalculator />, { url: exampleHref(path, query) })
    expect(await screen.findByText('Valor final em 10 anos', outsideSteps)).toBeInTheDocument()
    const r = within(await result())
    expect(r.getByText('Total investido', outsideSteps).nextElementSibling).toHaveTextContent(
      'R$ 13.000,00',
    )
    expect(r.getByText('Total em juros', outsideSteps).nextElementSibling).toHaveTextContent(
      'R$ 12.298,85',
    )
    const rows = within(r.getByRole('table')).getAllByRole('row')
    expect(rows).toHaveLength(1 + 10)
    expect(rows[10]).toHaveTextContent(/^10\s*13\.000,0012\.298,8525\.298,85$/)
    const chart = await r.findByRole('img', { name: /Gráfico do saldo/ }, chartWait)
    expect(chart).toHaveAccessibleDescription(
      'Em 10 anos, R$ 13.000,00 investidos rendem R$ 12.298,85 de juros e chegam a R$ 25.298,85.'.replace(
        /R\$ /g,
        'R$\u00a0',
      ),
    )
  })

  it('a link of before naming the defaults (taxaPeriodo=mes, unidade=meses) gives the same result', async () => {
    renderCalculator(<CompoundCalculator />, {
      url: '/calculadora-juros-compostos?inicial=1000&taxa=1&taxaPeriodo=mes&periodo=12&unidade=meses',
    })
    // 1.000 × 1,01^12 = 1.126,83
    expect(await screen.findByText('Valor final em 1 ano', outsideSteps)).toBeInTheDocument()
    expect(
      within(await result()).getByText('Valor final', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('R$ 1.126,83')
    expect(screen.getByLabelText('A taxa é')).toHaveValue('mes')
    expect(screen.getByLabelText('Período em')).toHaveValue('meses')
  })

  it('"Por mês" goes into the link at once, and "Por ano" takes it out', async () => {
    const user = userEvent.setup()
    renderCalculator(<CompoundCalculator />, {
      url: '/calculadora-juros-compostos?inicial=1000&taxa=1&periodo=30',
    })
    const r = within(await result())
    const table = await r.findByRole('group', { name: 'Mostrar a tabela' }, chartWait)
    // Typed after the result, not calculated: the link keeps the inputs of the result shown.
    await user.type(screen.getByLabelText('Período (meses)'), '0')
    await user.click(within(table).getByRole('button', { name: 'Por mês' }))
    const link = '?inicial=1000&taxa=1&periodo=30'
    expect(window.location.search).toBe(`${link}&tabela=mes`)
    expect(await r.findByRole('region', { name: 'Evolução mês a mês' })).toBeInTheDocument()
    await user.click(within(table).getByRole('button', { name: 'Por ano' }))
    expect(window.location.search).toBe(link)
  })

  it('asks for an initial amount or a deposit', async () => {
    const user = userEvent.setup()
    renderCalculator(<CompoundCalculator />)
    await user.type(screen.getByLabelText('Taxa de juros (% ao mês)'), '1')
    await user.type(screen.getByLabelText('Período (meses)'), '12')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    const inicial = screen.getByLabelText('Valor inicial (R$)')
    expect(inicial).toHaveAccessibleDescription('Informe o valor inicial ou o aporte mensal.')
    expect(inicial).toHaveFocus()
    expect(screen.queryByText(/Valor final em/, outsideSteps)).not.toBeInTheDocument()
  })

  it('Limpar clears inputs and result', async () => {
    const user = userEvent.setup()
    renderCalculator(<CompoundCalculator />, {
      url: '/calculadora-juros-compostos?inicial=1000&taxa=1&periodo=30',
    })
    expect(
      await screen.findByText('Valor final em 2 anos e 6 meses', outsideSteps),
    ).toBeInTheDocument()
    // The partial last year says where it ends.
    expect(screen.getAllByRole('rowheader').at(-1)).toHaveTextContent('3 (30 meses)')
    await user.click(screen.getByRole('button', { name: 'Limpar' }))
    expect(screen.getByLabelText('Valor inicial (R$)')).toHaveValue('')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.queryByRole('img', { name: /Gráfico do saldo/ })).not.toBeInTheDocument()
  })
})
