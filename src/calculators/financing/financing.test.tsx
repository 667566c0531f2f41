import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { renderCalculator } from '@/test/render-calculator.tsx'
import { result } from '@/test/result.ts'

import FinancingCalculator from './financing.tsx'

// The collapsed "Como calculamos" list repeats the card's figures; a person reads them there only
// after opening it, so the card's checks look outside it.
const outsideSteps = { ignore: 'script, style, details > ol *' }

describe('Financing screen', () => {
  it('Price: the last instalment states its real difference, in reais when it is reais', async () => {
    renderCalculator(<FinancingCalculator />, {
      url: '/calculadora-financiamento?valor=250000&prazo=360&taxa=0.9&sistema=price',
    })
    // Rounding the fixed instalment to the cent, carried 360 months at 0,9%, leaves R$ 12,72.
    expect(
      await screen.findByText('R$ 12,72 a mais, resíduo do arredondamento da parcela'),
    ).toBeInTheDocument()
    expect(screen.queryByText(/centavos/)).not.toBeInTheDocument()
  })

  it('SAC of the library example: R$ 100.000 at 1% a.m. in 10 months', async () => {
    const user = userEvent.setup()
    renderCalculator(<FinancingCalculator />)
    await user.type(screen.getByLabelText('Preço do bem (R$)'), '100.000')
    await user.type(screen.getByLabelText('Prazo (meses)'), '10')
    await user.type(screen.getByLabelText('Taxa de juros (% ao mês)'), '1')
    await user.selectOptions(screen.getByLabelText('Sistema de amortização'), 'sac')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))

    // Spec §9: amortização 10.000, juros P·i·(n+1)/2 = 5.500, parcelas 11.000 → 10.100.
    expect(await screen.findByText('Primeira parcela (SAC)', outsideSteps)).toBeInTheDocument()
    const r = within(await result())
    expect(r.getAllByText('R$ 11.000,00', outsideSteps).length).toBeGreaterThan(0)
    expect(r.getByText('Amortização mensal', outsideSteps).nextElementSibling).toHaveTextContent(
      'R$ 10.000,00',
    )
    expect(r.getByText(/SAC: amortização constante/, outsideSteps)).toBeInTheDocument()
    expect(window.location.search).toBe(
      '?preco=100000&prazo=10&taxa=1&sistema=sac&extraRepetir=nao&extraModo=prazo',
    )

    // Price beside it: 100000·0,01/(1 − 1,01^−10) = 10.558,21.
    expect(await r.findByRole('heading', { name: 'Price × SAC' })).toBeInTheDocument()
    const price = r.getByRole('heading', { name: 'Tabela Price' }).parentElement
    expect(price).toHaveTextContent(/Parcela inicial\s*R\$\s10\.558,21/)
    expect(price).not.toHaveTextContent('Escolhido')
    expect(r.getByRole('heading', { name: 'SAC Escolhido' })).toBeInTheDocument()

    // The table: header, 10 months, totals; the last month ends the balance at zero.
    const table = await r.findByRole('table')
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(12)
    expect(rows[1]).toHaveTextContent(/^1\s*11\.000,001\.000,0010\.000,0090\.000,00$/)
    expect(rows[10]).toHaveTextContent(/^10\s*10\.100,00100,0010\.000,000,00$/)
    expect(rows[11]).toHaveTextContent(/^Total\s*105\.500,005\.500,00100\.000,00$/)
    expect(r.getByRole('button', { name: 'Baixar CSV' })).toBeInTheDocument()
  })

  it('Price from a link, compared with SAC, with the 240-month table', async () => {
    renderCalculator(<FinancingCalculator />, {
      url: '/calculadora-financiamento?valor=200000&prazo=240&taxa=1&sistema=price',
    })
    expect(await screen.findByText('Parcela fixa (240x)', outsideSteps)).toBeInTheDocument()
    const r = within(await result())
    expect(r.getAllByText('R$ 2.202,17', outsideSteps).length).toBeGreaterThan(0)
    expect(
      r.getByText(/Taxa de 1% ao mês, equivalente a 12,68% ao ano/, outsideSteps),
    ).toBeInTheDocument()
    // Σ juros of the rounded rows, and the difference of the two systems' totals.
    expect(r.getAllByText('R$ 328.523,57', outsideSteps).length).toBeGreaterThan(0)
    expect(await r.findAllByText('R$ 87.522,63 a menos no SAC', outsideSteps)).toHaveLength(2)
    // The first rows come with the result, the rest a step per frame after it.
    const table = await r.findByRole('table')
    await waitFor(() => expect(table.querySelectorAll('tbody tr')).toHaveLength(240), {
      timeout: 10_000,
    })
    expect(within(table).getAllByRole('row')).toHaveLength(242)
    // An old link's `valor` (the amount financed) fills the price, written as the field shows it.
    expect(screen.getByLabelText<HTMLInputElement>('Preço do bem (R$)').value).toMatch(
      /^200\.000(,00)?$/,
    )
  })

  it('explains invalid input beside the field and shows no result', async () => {
    const user = userEvent.setup()
    renderCalculator(<FinancingCalculator />)
    await user.type(screen.getByLabelText('Preço do bem (R$)'), '50.000')
    await user.type(screen.getByLabelText('Prazo (meses)'), '601')
    await user.type(screen.getByLabelText('Taxa de juros (% ao mês)'), '1')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    const prazo = screen.getByLabelText('Prazo (meses)')
    expect(prazo).toHaveAttribute('aria-invalid', 'true')
    expect(prazo).toHaveAccessibleDescription('O prazo máximo é de 600 meses (50 anos).')
    expect(prazo).toHaveFocus()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('Limpar clears inputs, result and address', async () => {
    const user = userEvent.setup()
    renderCalculator(<FinancingCalculator />, {
      url: '/calculadora-financiamento?valor=1000&prazo=2&taxa=0',
    })
    expect(await screen.findByText('Parcela fixa (2x)', outsideSteps)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Limpar' }))
    expect(screen.getByLabelText('Preço do bem (R$)')).toHaveValue('')
    expect(screen.getByLabelText('Sistema de amortização')).toHaveValue('price')
    expect(screen.queryByText('Parcela fixa (2x)', outsideSteps)).not.toBeInTheDocument()
    expect(window.location.search).toBe('')
  })

  it('preço 500.000, entrada 100.000, 360 months at 10% a.a., income 15.000, extra 50.000 with instalment 24', async () => {
    const user = userEvent.setup()
    renderCalculator(<FinancingCalculator />)
    await user.type(screen.getByLabelText('Preço do bem (R$)'), '500.000')
    await user.type(screen.getByLabelText('Entrada (R$)'), '100.000')
    await user.type(screen.getByLabelText('Prazo (meses)'), '360')
    await user.selectOptions(screen.getByLabelText('A taxa é'), 'ano')
    await user.type(screen.getByLabelText('Taxa de juros (% ao ano)'), '10')
    await user.type(screen.getByLabelText('Renda mensal (R$, opcional)'), '15.000')
    expect(screen.getByLabelText('Valor extra (R$)')).not.toBeVisible()
    await user.click(screen.getByText('Amortização extra (opcional)'))
    await user.type(screen.getByLabelText('Valor extra (R$)'), '50.000')
    await user.type(screen.getByLabelText('Junto com a parcela nº'), '24')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))

    expect(await screen.findByText('Parcela fixa (360x)', outsideSteps)).toBeInTheDocument()
    const r = within(await result())
    // 10% a.a. = 0,7974140429% a.m.; 400.000 × i ÷ (1 − (1 + i)^−360) = 3.383,56 (numpy-financial pmt).
    expect(r.getAllByText('R$ 3.383,56', outsideSteps).length).toBeGreaterThan(0)
    expect(r.getByText('Valor financiado', outsideSteps).nextElementSibling).toHaveTextContent(
      'R$ 400.000,00',
    )
    expect(
      r.getByText(/entrada R\$ 100\.000,00 \(20,00% do preço\)/, outsideSteps),
    ).toBeInTheDocument()
    // 3.383,56 ÷ 15.000 = 22,56%, inside the usual 30%.
    expect(
      r.getByText('Parcela em relação à renda', outsideSteps).nextElementSibling,
    ).toHaveTextContent('22,56%')
    const options = (await r.findByRole('heading', { name: 'Amortização extra: prazo × parcela' }))
      .parentElement as HTMLElement
    expect(
      within(options).getByRole('heading', { name: 'Reduzir o prazo Escolhido' }),
    ).toBeInTheDocument()
    expect(within(options).getAllByText('Juros economizados')).toHaveLength(2)
    expect(r.getByRole('region', { name: /reduzindo o prazo/ })).toBeInTheDocument()
    const header = within(await r.findByRole('table')).getAllByRole('columnheader')
    expect(header.map((c) => c.textContent)).toContain('Amortização extra (R$)')
    expect(window.location.search).toBe(
      '?preco=500000&entrada=100000&prazo=360&taxa=10&taxaPeriodo=ano&sistema=price&renda=15000&extra=50000&extraMes=24&extraRepetir=nao&extraModo=prazo',
    )
  })

  it('an entrada as large as the price is explained beside the entrada', async () => {
    const user = userEvent.setup()
    renderCalculator(<FinancingCalculator />)
    await user.type(screen.getByLabelText('Preço do bem (R$)'), '100.000')
    await user.type(screen.getByLabelText('Entrada (R$)'), '100.000')
    await user.type(screen.getByLabelText('Prazo (meses)'), '10')
    await user.type(screen.getByLabelText('Taxa de juros (% ao mês)'), '1')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    const entrada = screen.getByLabelText('Entrada (R$)')
    expect(entrada).toHaveAccessibleDescription('A entrada deve ser menor que o preço.')
    expect(entrada).toHaveFocus()
  })

  it('a link with an extra payment opens its section and reproduces the reduce-instalment option', async () => {
    renderCalculator(<FinancingCalculator />, {
      url: '/calculadora-financiamento?preco=100000&prazo=120&taxa=1&extra=10000&extraMes=12&extraModo=parcela',
    })
    expect(await screen.findByText('Parcela fixa (120x)', outsideSteps)).toBeInTheDocument()
    expect(screen.getByLabelText('Valor extra (R$)')).toBeVisible()
    const r = within(await result())
    // docs/legal/financing.md, extra amortization: reduce the instalment to 1.282,87.
    expect(
      await r.findByRole('heading', { name: 'Reduzir a parcela Escolhido' }),
    ).toBeInTheDocument()
    expect(r.getAllByText('R$ 1.282,87', outsideSteps).length).toBeGreaterThan(0)
    expect(r.getByText('18 meses', outsideSteps)).toBeInTheDocument()
  })

  it('with an extra payment, "Total de juros" is one figure: the top block, the chosen option and the table agree; the plain one says "sem a amortização extra"', async () => {
    renderCalculator(<FinancingCalculator />, {
      url: '/calculadora-financiamento?preco=100000&prazo=120&taxa=1&extra=10000&extraMes=12',
    })
    const r = within(await result())
    const options = (await r.findByRole('heading', { name: 'Amortização extra: prazo × parcela' }))
      .parentElement as HTMLElement
    // The top block's item, found by its hint (the cards below use the same name).
    const topTerm = r.getByText('Com a amortização extra, como na tabela.').closest('dt')
    expect(topTerm).toHaveTextContent(/^Total de juros/)
    const top = topTerm?.nextElementSibling?.textContent
    const chosen = within(options).getByRole('heading', { name: 'Reduzir o prazo Escolhido' })
      .parentElement as HTMLElement
    const inChosen = within(chosen).getByText('Total de juros').nextElementSibling?.textContent
    const table = within(await r.findByRole('table'))
    const totals = table.getAllByRole('row').at(-1)
    expect(top).toMatch(/^R\$\u00a0[\d.]+,\d\d$/)
    expect(inChosen).toBe(top)
    expect(totals).toHaveTextContent(top?.replace(/^R\$\u00a0/, '') ?? 'none')
    const without = r.getByText('Total de juros sem a amortização extra', outsideSteps)
    expect(without.nextElementSibling?.textContent).not.toBe(top)
    expect(
      r.getByRole('heading', { name: 'Price × SAC, sem a amortização extra' }),
    ).toBeInTheDocument()
  })

  it('"11" with the default "% ao mês" computes, with a warning beside the rate: did you mean 11% ao ano?', async () => {
    const user = userEvent.setup()
    renderCalculator(<FinancingCalculator />)
    await user.type(screen.getByLabelText('Preço do bem (R$)'), '450.000')
    await user.type(screen.getByLabelText('Prazo (meses)'), '360')
    const taxa = screen.getByLabelText('Taxa de juros (% ao mês)')
    await user.type(taxa, '4')
    expect(taxa).not.toHaveAccessibleDescription(/Acima/)
    await user.type(taxa, ',5')
    expect(taxa).toHaveAccessibleDescription('Acima de 4% ao mês. Você quis dizer 4,5% ao ano?')
    await user.clear(taxa)
    await user.type(taxa, '11')
    expect(taxa).toHaveAccessibleDescription('Acima de 4% ao mês. Você quis dizer 11% ao ano?')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(await screen.findByText('Parcela fixa (360x)', outsideSteps)).toBeInTheDocument()
    expect(taxa).not.toHaveAttribute('aria-invalid')
    // 450.000 × 11%, the instalment of a rate no property has; every instalment the same, no
    // rounding residue moved to the last (core/amortization.ts).
    expect(
      within(await result()).getAllByText('R$ 49.500,00', outsideSteps).length,
    ).toBeGreaterThan(0)
    expect(
      within(await result()).queryByText('Última parcela', outsideSteps),
    ).not.toBeInTheDocument()
    // As a yearly rate it is ordinary.
    await user.selectOptions(screen.getByLabelText('A taxa é'), 'ano')
    expect(screen.getByLabelText('Taxa de juros (% ao ano)')).not.toHaveAccessibleDescription(
      /Acima/,
    )
    // Above 60,10% ao ano, (1 + 4%)^12 − 1, a yearly rate is questioned too.
    await user.type(screen.getByLabelText('Taxa de juros (% ao ano)'), '0')
    expect(screen.getByLabelText('Taxa de juros (% ao ano)')).toHaveAccessibleDescription(
      'Acima de 60,1% ao ano: confira a taxa.',
    )
  })

  it('an old link with taxaPeriodo=mes gives the same result; the monthly default then leaves the link', async () => {
    const user = userEvent.setup()
    renderCalculator(<FinancingCalculator />, {
      url: '/calculadora-financiamento?preco=200000&prazo=240&taxa=1&taxaPeriodo=mes&sistema=price',
    })
    expect(await screen.findByText('Parcela fixa (240x)', outsideSteps)).toBeInTheDocument()
    expect(within(await result()).getAllByText('R$ 2.202,17', outsideSteps).length).toBeGreaterThan(
      0,
    )
    const period = screen.getByLabelText('A taxa é')
    expect(period).toHaveValue('mes')
    await user.selectOptions(period, 'ano')
    await user.selectOptions(period, 'mes')
    expect(period).toHaveValue('mes')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(within(await result()).getAllByText('R$ 2.202,17', outsideSteps).length).toBeGreaterThan(
      0,
    )
    expect(window.location.search).toBe(
      '?preco=200000&prazo=240&taxa=1&sistema=price&extraRepetir=nao&extraModo=prazo',
    )
  })
})
