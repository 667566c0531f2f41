import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { brl, brlText as brlOf } from '@/test/money-text.ts'
import { example } from '@/catalogue/calculators/clt-pj/example.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'
import { result } from '@/test/result.ts'

import CltPjCalculator from './clt-pj.tsx'

// Testing Library collapses whitespace, so the non-breaking space after R$ reads as a space.

// The worked example of the "Como usar" steps (src/catalogue/calculators/clt-pj/example.ts).
const { query: q, figures: f } = example

describe('CLT × PJ screen', () => {
  it('worked example of docs/legal/clt-pj.md, typed: CLT R$ 10.000 × PJ R$ 15.000 with accountant R$ 300 (2026)', async () => {
    const user = userEvent.setup()
    renderCalculator(<CltPjCalculator />, { url: '/calculadora-clt-pj' })
    await user.type(screen.getByLabelText('Salário bruto CLT (R$ por mês)'), String(q.salario))
    await user.type(screen.getByLabelText('Faturamento PJ (R$ por mês)'), String(q.faturamento))
    await user.type(
      screen.getByLabelText('Contador e custos fixos do PJ (R$ por mês)'),
      String(q.contador),
    )
    await user.selectOptions(screen.getByLabelText('Ano da tabela'), String(q.ano))
    await user.click(screen.getByRole('button', { name: 'Calcular' }))

    const region = await result()
    expect(
      await within(region).findByRole('heading', { name: 'Diferença por mês a favor do PJ' }),
    ).toBeInTheDocument()
    expect(
      within(region).getByText(
        `PJ rende ${brlOf(f.difference)} a mais por mês. No ano, R$ 50.221,98 a mais no PJ.`,
      ),
    ).toBeInTheDocument()
    // Side by side: CLT 109.834,02 a year (÷ 12 = 9.152,84), PJ Anexo III 13.338,00 (160.056,00).
    const clt = within(region).getByRole('region', { name: 'CLT' })
    expect(within(clt).getByText(brl('9.152,84'))).toBeInTheDocument()
    expect(within(clt).getByText(brlOf(f.cltYearly))).toBeInTheDocument()
    const pj = within(region).getByRole('region', { name: 'PJ, Anexo III' })
    expect(within(pj).getByText(brlOf(f.pjMonthly))).toBeInTheDocument()
    expect(within(pj).getByText(brl('160.056,00'))).toBeInTheDocument()
    expect(within(pj).getByText('rende mais')).toBeInTheDocument()
    // Break-even 10.396,87; same-cost invoice 15.088,89; Anexo V's month 12.196,69.
    expect(within(region).getByText(brl('10.396,87'))).toBeInTheDocument()
    expect(within(region).getByText(brl('15.088,89'))).toBeInTheDocument()
    expect(within(region).getByText(brl('12.196,69'))).toBeInTheDocument()
    expect(within(region).getByRole('heading', { name: 'Premissas' })).toBeInTheDocument()
    expect(within(region).getByText(/não tem férias remuneradas, 13º, FGTS/)).toBeInTheDocument()
    expect(window.location.search).toContain('faturamento=15000')
    expect(window.location.search).toContain('salario=10000')
  })

  it('without a revenue, a link shows the revenue at which PJ ties with CLT', async () => {
    renderCalculator(<CltPjCalculator />, {
      url: '/calculadora-clt-pj?salario=10000&contador=300&ano=2026',
    })
    const region = await result()
    expect(
      await within(region).findByRole('heading', {
        name: 'Faturamento mensal para o PJ empatar com a CLT',
      }),
    ).toBeInTheDocument()
    expect(within(region).getAllByText(brl('10.396,87'))[0]).toBeInTheDocument()
    expect(
      within(region).getByText(/O PJ empata com a CLT faturando R\$ 10\.396,87 por mês/),
    ).toBeInTheDocument()
    // 2026's tables are all published: no note about pending ones.
    expect(within(region).queryByText(/ainda não publicad/)).not.toBeInTheDocument()
  })

  it('2027, before its acts: the same figures as 2026, and a note says whose tables they are', async () => {
    // docs/legal/calendar-of-acts.md: 2027's INSS bands and minimum wage are not yet published.
    renderCalculator(<CltPjCalculator />, {
      url: '/calculadora-clt-pj?salario=10000&faturamento=15000&contador=300&ano=2027',
    })
    const region = await result()
    const note = await within(region).findByRole('note')
    expect(note).toHaveTextContent(
      'Faixas do INSS de 2027 ainda não publicadas: usamos as de 2026; salário mínimo de 2027 ainda não publicado: usamos o de 2026.',
    )
    expect(
      within(region).getByText(`PJ rende ${brlOf(f.difference)} a mais por mês.`, { exact: false }),
    ).toBeInTheDocument()
  })

  it('CLT ahead: says so, and the Anexo V choice from a link is kept', async () => {
    renderCalculator(<CltPjCalculator />, {
      url: '/calculadora-clt-pj?salario=10000&faturamento=9000&contador=300&anexo=5&ano=2026',
    })
    const region = await result()
    expect(
      await within(region).findByRole('heading', { name: 'Diferença por mês a favor da CLT' }),
    ).toBeInTheDocument()
    expect(within(region).getByText(/^CLT rende R\$/)).toBeInTheDocument()
    expect(within(region).getByRole('region', { name: 'PJ, Anexo V' })).toBeInTheDocument()
    expect(screen.getByLabelText('Anexo do Simples Nacional')).toHaveValue('5')
  })

  it('a pró-labore below the minimum wage gets its message and the focus', async () => {
    const user = userEvent.setup()
    renderCalculator(<CltPjCalculator />, { url: '/calculadora-clt-pj' })
    await user.type(screen.getByLabelText('Salário bruto CLT (R$ por mês)'), '5000')
    const prolabore = screen.getByLabelText('Pró-labore (R$ por mês)')
    await user.type(prolabore, '1000')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(prolabore).toHaveAccessibleDescription(/pelo menos um salário mínimo/)
    expect(prolabore).toHaveFocus()
  })

  it('asks for the salary, and Limpar clears', async () => {
    const user = userEvent.setup()
    renderCalculator(<CltPjCalculator />, {
      url: '/calculadora-clt-pj?salario=10000&faturamento=15000&ano=2026',
    })
    expect(await within(await result()).findByText('PJ, Anexo III')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Limpar' }))
    expect(screen.getByLabelText('Salário bruto CLT (R$ por mês)')).toHaveValue('')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(screen.getByLabelText('Salário bruto CLT (R$ por mês)')).toHaveAccessibleDescription(
      'Informe o salário bruto mensal da proposta CLT.',
    )
  })
})
