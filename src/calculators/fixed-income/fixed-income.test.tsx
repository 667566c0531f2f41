import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { renderCalculator } from '@/test/render-calculator.tsx'
import { result } from '@/test/result.ts'

import FixedIncomeCalculator from './fixed-income.tsx'

// Figures are the worked examples of docs/legal/fixed-income.md (CDI and Selic 14,90% a.a.,
// applied on 05/01/2026: 365 calendar days and 249 ANBIMA business days to 05/01/2027).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-01-05T12:00:00-03:00'))
})
afterEach(() => {
  vi.useRealTimers()
})

const wait = { timeout: 10_000 }
const outsideSteps = { ignore: 'script, style, details > ol *' }

/** The card of one product, found by its heading. */
async function card(name: string) {
  const list = within(await result()).getByRole('list', { name: 'Aplicações comparadas' })
  const heading = within(list).getByRole('heading', { name: new RegExp(`^${name}`) })
  const item = heading.closest('li')
  if (!item) throw new Error(`no card ${name}`)
  return within(item)
}

const figure = (c: Awaited<ReturnType<typeof card>>, label: string) =>
  c.getByText(label, { selector: 'dt' }).nextElementSibling

describe('Renda fixa screen', () => {
  it('example 1 and 2 typed: CDB 110% nets R$ 11.344,32, LCI 92% R$ 11.345,80 and wins', async () => {
    const user = userEvent.setup()
    renderCalculator(<FixedIncomeCalculator />)
    await user.type(screen.getByLabelText('Valor a aplicar (R$)'), '10.000')
    await user.selectOptions(screen.getByLabelText('Prazo em'), 'anos')
    await user.type(screen.getByLabelText('Prazo (anos)'), '1')
    await user.type(screen.getByLabelText('CDI (% ao ano)'), '14,9')
    // The Selic, TR and IPCA arrive filled with the shipped series' last 12 months (the person's
    // first focus loads them): the example's own rates replace them, as a person would.
    await screen.findByText(/^Selic dos últimos 12 meses/, {}, wait)
    const replace = async (label: string, text: string) => {
      await user.clear(screen.getByLabelText(label))
      await user.type(screen.getByLabelText(label), text)
    }
    await replace('Taxa Selic (% ao ano)', '14,9')
    await user.type(screen.getByLabelText('CDB (% do CDI)'), '110')
    await user.type(screen.getByLabelText('LCI/LCA (% do CDI)'), '92')
    await replace('TR (% ao mês)', '0,17')
    await replace('IPCA (% ao ano)', '4,5')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))

    const heading = await screen.findByRole(
      'heading',
      { name: 'Melhor opção: LCI/LCA 92% do CDI' },
      wait,
    )
    expect(heading.nextElementSibling).toHaveTextContent('R$ 11.345,80')
    expect(
      within(await result()).getByText(
        /^Em 1 ano, R\$ 10\.000,00 aplicados viram R\$ 11\.345,80 líquidos em LCI\/LCA 92% do CDI \(13,46% ao ano\), R\$ 1,48 a mais que CDB 110% do CDI\.$/,
        outsideSteps,
      ),
    ).toBeInTheDocument()

    const cdb = await card('CDB 110% do CDI')
    expect(figure(cdb, 'Valor bruto')).toHaveTextContent('R$ 11.629,48')
    expect(figure(cdb, 'Imposto de renda')).toHaveTextContent('− R$ 285,16 (17,5%)')
    expect(figure(cdb, 'Valor líquido')).toHaveTextContent('R$ 11.344,32')
    expect(figure(cdb, 'Rendimento líquido ao ano')).toHaveTextContent('13,44%')
    expect(figure(cdb, 'Rendimento real (acima do IPCA)')).toHaveTextContent('8,56%')
    const lci = await card('LCI/LCA 92% do CDI')
    expect(lci.getByText('Melhor opção')).toBeInTheDocument()
    expect(figure(lci, 'Imposto de renda')).toHaveTextContent('Isento')
    expect(figure(await card('Poupança'), 'Valor líquido')).toHaveTextContent('R$ 10.835,40')
    expect(figure(await card('Tesouro Selic'), 'Custódia (aprox.)')).toHaveTextContent('− R$ 1,47')
    expect(
      within(await result()).getByText(
        'De 05/01/2026 a 05/01/2027: 365 dias corridos, 249 dias úteis.',
      ),
    ).toBeInTheDocument()
    expect(window.location.search).toBe(
      '?valor=10000&prazo=1&unidade=anos&cdi=14.9&selic=14.9&tr=0.17&ipca=4.5&cdb=110&lci=92&tesouro=sim&poupanca=sim',
    )
  })

  it('example 3 from a link: CDB 100% for 10 days pays IOF 29,17 and IR 3,38, and a short LCI is warned', async () => {
    vi.setSystemTime(new Date('2026-03-02T12:00:00-03:00'))
    renderCalculator(<FixedIncomeCalculator />, {
      url: '/calculadora-renda-fixa?valor=10000&prazo=10&unidade=dias&cdi=14.9&selic=14.9&tesouro=nao&poupanca=nao',
    })
    await screen.findByRole('heading', { name: /^Melhor opção:/ }, wait)
    const cdb = await card('CDB 100% do CDI')
    expect(figure(cdb, 'IOF')).toHaveTextContent('− R$ 29,17')
    expect(figure(cdb, 'Imposto de renda')).toHaveTextContent('− R$ 3,38 (22,5%)')
    expect(figure(cdb, 'Valor líquido')).toHaveTextContent('R$ 10.011,64')
    expect(
      within(await result()).queryByText('Tesouro Selic', outsideSteps),
    ).not.toBeInTheDocument()
    expect(within(await result()).getByText(/prazo mínimo de 6 meses/)).toBeInTheDocument()
    expect(screen.getByRole('switch', { name: 'Comparar o Tesouro Selic' })).not.toBeChecked()
  })

  it('a link comparing only CDB and LCI computes without a Selic; the LCI locked in for 10 days is not the best (Res. CMN 5.215/2025)', async () => {
    vi.setSystemTime(new Date('2026-03-02T12:00:00-03:00'))
    renderCalculator(<FixedIncomeCalculator />, {
      url: '/calculadora-renda-fixa?valor=10000&prazo=10&unidade=dias&cdi=14.9&tesouro=nao&poupanca=nao',
    })
    // The LCI would net more (no IR, no IOF) but can not be redeemed before 6 months.
    const heading = await screen.findByRole(
      'heading',
      { name: 'Melhor opção: CDB 100% do CDI' },
      wait,
    )
    expect(heading.nextElementSibling).toHaveTextContent('R$ 10.011,64')
    const lci = await card('LCI/LCA 90% do CDI')
    expect(lci.getByText('Sem resgate antes de 6 meses')).toBeInTheDocument()
    expect(lci.queryByText('Melhor opção')).not.toBeInTheDocument()
    expect((await card('CDB 100% do CDI')).getByText('Melhor opção')).toBeInTheDocument()
    expect(
      within(await result()).getByText(/não pode ser resgatada em 10 dias/),
    ).toBeInTheDocument()
    expect(
      within(await result()).getByText(
        /^Em 10 dias, R\$ 10\.000,00 aplicados viram R\$ 10\.011,64 líquidos em CDB 100% do CDI \([\d,]+% ao ano\)\.$/,
        outsideSteps,
      ),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Taxa Selic (% ao ano)')).toHaveAccessibleDescription(
      /Não é usada/,
    )
  })

  it('asks for the CDI, which no shipped series has yet, focusing it with a message', async () => {
    const user = userEvent.setup()
    renderCalculator(<FixedIncomeCalculator />)
    // No series ships the CDI yet: the field says where to find it.
    expect(screen.getByLabelText('CDI (% ao ano)')).toHaveAccessibleDescription(
      /site da B3 ou do Banco Central/,
    )
    await user.type(screen.getByLabelText('Valor a aplicar (R$)'), '1.000')
    await user.type(screen.getByLabelText('Prazo (meses)'), '12')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    const cdi = await screen.findByText('Informe a taxa do CDI.', {}, wait)
    expect(screen.getByLabelText('CDI (% ao ano)')).toHaveAccessibleDescription(
      /Informe a taxa do CDI\./,
    )
    expect(screen.getByLabelText('CDI (% ao ano)')).toHaveFocus()
    expect(cdi).toBeInTheDocument()
    // The Selic is the shipped series' (docs/legal/official-series.md): nothing to ask.
    expect(screen.getByLabelText('Taxa Selic (% ao ano)')).not.toHaveAccessibleDescription(
      /Informe/,
    )
  })

  it('fills Selic, TR and IPCA with the last 12 months of the shipped series, dated and editable (docs/legal/official-series.md)', async () => {
    const user = userEvent.setup()
    renderCalculator(<FixedIncomeCalculator />)
    await user.click(screen.getByLabelText('Valor a aplicar (R$)'))
    const selic = screen.getByLabelText('Taxa Selic (% ao ano)')
    // SGS 4390, October 2025 to September 2026 compounded: 14,47%.
    expect(await screen.findByDisplayValue('14,47', {}, wait)).toBe(selic)
    expect(selic).toHaveAccessibleDescription(
      'Selic dos últimos 12 meses até setembro de 2026: 14,47% (Banco Central). Pode mudar.',
    )
    // SGS 7811, November 2025 to October 2026: the mean month.
    expect(screen.getByLabelText('TR (% ao mês)')).toHaveValue('0,1653')
    expect(screen.getByLabelText('TR (% ao mês)')).toHaveAccessibleDescription(
      /^TR média dos últimos 12 meses até outubro de 2026: 0,1653% ao mês \(Banco Central\)/,
    )
    // SGS 433, October 2025 to September 2026 (IBGE: 4,58% in 12 months).
    expect(screen.getByLabelText('IPCA (% ao ano)')).toHaveValue('4,58')
    expect(screen.getByLabelText('IPCA (% ao ano)')).toHaveAccessibleDescription(
      /^IPCA dos últimos 12 meses até setembro de 2026: 4,58% \(IBGE\)/,
    )

    await user.clear(selic)
    await user.type(selic, '15')
    expect(selic).toHaveValue('15')
    await user.type(screen.getByLabelText('Valor a aplicar (R$)'), '10.000')
    await user.type(screen.getByLabelText('Prazo (meses)'), '12')
    await user.type(screen.getByLabelText('CDI (% ao ano)'), '14,9')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    await screen.findByRole('heading', { name: /^Melhor opção/ }, wait)
    // The edited Selic is the person's; the TR and IPCA kept are the series', with their months.
    expect(window.location.search).toContain('selic=15&tr=0.1653&ipca=4.58')
    expect(
      within(await result()).getByText(
        /^TR: últimos 12 meses, dados até outubro de 2026, Banco Central; IPCA: últimos 12 meses, dados até setembro de 2026, IBGE/,
      ),
    ).toBeInTheDocument()
  })

  it('compares a prefixado and an IPCA+ when their rates are typed (docs/legal/official-series.md)', async () => {
    renderCalculator(<FixedIncomeCalculator />, {
      url: '/calculadora-renda-fixa?valor=10000&prazo=1&unidade=anos&cdi=14.9&ipca=4.5&pre=14&ipcamais=8&tesouro=nao&poupanca=nao',
    })
    const list = await screen.findByRole('list', { name: 'Aplicações comparadas' }, wait)
    expect(within(list).getByRole('heading', { name: /^Prefixado 14% ao ano/ })).toBeInTheDocument()
    expect(within(list).getByRole('heading', { name: /^IPCA \+ 8% ao ano/ })).toBeInTheDocument()
    // 249 business days: 10.000 × 1,14^(249/252) = 11.382,23 gross; IR 17,5% of 1.382,23.
    expect(figure(await card('Prefixado 14% ao ano'), 'Valor bruto')).toHaveTextContent(
      'R$ 11.382,23',
    )
    expect(figure(await card('Prefixado 14% ao ano'), 'Imposto de renda')).toHaveTextContent(
      '− R$ 241,89 (17,5%)',
    )
  })

  it('Limpar empties the form and the result', async () => {
    const user = userEvent.setup()
    renderCalculator(<FixedIncomeCalculator />, {
      url: '/calculadora-renda-fixa?valor=5000&prazo=2&unidade=anos&cdi=14.9&selic=15',
    })
    await screen.findByRole('heading', { name: /^Melhor opção:/ }, wait)
    await user.click(screen.getByRole('button', { name: 'Limpar' }))
    expect(screen.getByLabelText('Valor a aplicar (R$)')).toHaveValue('')
    expect(screen.queryByRole('heading', { name: /^Melhor opção:/ })).not.toBeInTheDocument()
  })
})
