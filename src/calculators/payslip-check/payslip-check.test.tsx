import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { example } from '@/catalogue/calculators/payslip-check/example.ts'
import { exampleHref } from '@/catalogue/sample-link.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'
import { brlText } from '@/test/money-text.ts'

import PayslipCheck from './payslip-check.tsx'

const { path, query: q, figures: f } = example
/** The first result waits for the formulas and the table's chunk. */
const wait = { timeout: 10_000 }

describe('Confira seu holerite screen', () => {
  it('the worked example (docs/legal/checks.md): INSS at 14% flat, no DSR, FGTS short, each row in words', async () => {
    renderCalculator(<PayslipCheck />, { url: exampleHref(path, q) })
    const heading = await screen.findByRole('heading', { name: 'Diferença a seu favor' }, wait)
    expect(heading.nextElementSibling).toHaveTextContent(brlText(f.balance))
    const table = screen.getByRole('table', { name: 'Holerite de abril de 2026' })
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) })
    expect(row('INSS')).toHaveTextContent(`descontado a mais ${brlText(f.inssExcess)}`)
    expect(row('INSS')).toHaveTextContent('alíquota única de 14%')
    expect(row('DSR')).toHaveTextContent(`pago a menos ${brlText(f.dsr)}`)
    expect(row('Horas extras')).toHaveTextContent('confere')
    expect(row('FGTS')).toHaveTextContent(`Devido${brlText(f.fgts)}`)
    expect(within(table).getAllByRole('row')).toHaveLength(7)
  })

  it('an empty VT share is no VT, said on screen: a lawful 3.500,00 payslip confere', async () => {
    renderCalculator(<PayslipCheck />, {
      url: `${path}?salario=3500&mes=2026-04&pagoInss=308.6&pagoLiquido=3191.4`,
    })
    const table = await screen.findByRole('table', { name: 'Holerite de abril de 2026' }, wait)
    expect(within(table).getByRole('row', { name: /^Líquido/ })).toHaveTextContent('confere')
    expect(
      screen.getByText(/o percentual ficou vazio, então a conta não desconta VT/),
    ).toBeVisible()
    // 2026's tables are all published: no note about pending ones.
    expect(screen.queryByText(/ainda não publicad/)).toBeNull()
  })

  it('a payslip of January 2027, before the INSS portaria: 2026’s bands, said beside the result (docs/legal/calendar-of-acts.md)', async () => {
    renderCalculator(<PayslipCheck />, {
      url: `${path}?salario=3500&mes=2027-01&pagoInss=308.6&pagoLiquido=3191.4`,
    })
    const table = await screen.findByRole('table', { name: 'Holerite de janeiro de 2027' }, wait)
    expect(within(table).getByRole('row', { name: /^INSS/ })).toHaveTextContent('confere')
    expect(screen.getByRole('note')).toHaveTextContent(
      'Faixas do INSS de 2027 ainda não publicadas: usamos as de 2026.',
    )
  })

  it('INSS withheld too little is a debt to the INSS, not a benefit of the convenção', async () => {
    renderCalculator(<PayslipCheck />, { url: `${path}?salario=3500&mes=2026-04&pagoInss=250` })
    expect(await screen.findByText(/INSS descontado a menos/, {}, wait)).toBeVisible()
    expect(screen.queryByText(/benefício da convenção coletiva ou/)).toBeNull()
  })

  it('a link of March 2025 without a year: the year follows the month, and its IRRF table says 133,84 confere (docs/legal/inss-irrf.md)', async () => {
    renderCalculator(<PayslipCheck />, {
      url: `${path}?salario=4000&mes=2025-03&pagoInss=373.41&pagoIrrf=133.84`,
    })
    const table = await screen.findByRole('table', { name: 'Holerite de março de 2025' }, wait)
    expect(screen.getByLabelText('Ano da tabela')).toHaveValue('2025')
    const irrf = within(table).getByRole('row', { name: /^IRRF/ })
    expect(irrf).toHaveTextContent('confere')
    expect(irrf).not.toHaveTextContent('descontado a mais')
  })

  it('typed by a person: one line, Calcular, the verdict; an empty line is not judged', async () => {
    const user = userEvent.setup()
    renderCalculator(<PayslipCheck />, { url: path })
    await user.type(await screen.findByLabelText('Salário-base mensal (R$)'), '3500')
    await user.type(screen.getByLabelText('INSS descontado (R$)'), '490')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    const table = await screen.findByRole('table', {}, wait)
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(2)
    expect(rows[1]).toHaveTextContent(`descontado a mais ${brlText(181.4)}`)
  })

  it('nothing to check is said beside the líquido; a negative line beside its own field', async () => {
    const user = userEvent.setup()
    renderCalculator(<PayslipCheck />, { url: `${path}?salario=3500&pagoVt=-5` })
    expect(await screen.findByText('O vale-transporte não pode ser negativo.')).toBeVisible()
    await user.clear(screen.getByLabelText('Vale-transporte descontado (R$)'))
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(
      await screen.findByText(
        'Digite ao menos uma linha do holerite, como o líquido recebido.',
        {},
        wait,
      ),
    ).toBeVisible()
    expect(screen.getByLabelText('Líquido recebido (R$)')).toHaveFocus()
  })

  it('a line larger than the salary is warned beside its field, and still checked', async () => {
    const user = userEvent.setup()
    renderCalculator(<PayslipCheck />, { url: path })
    await user.type(await screen.findByLabelText('Salário-base mensal (R$)'), '3500')
    await user.type(screen.getByLabelText('IRRF descontado (R$)'), '39000')
    expect(await screen.findByText('Maior que o salário: confira o valor.')).toBeVisible()
  })

  it('says the payslip never leaves the browser', async () => {
    renderCalculator(<PayslipCheck />, { url: path })
    expect(await screen.findByText(/o holerite não é enviado a lugar nenhum/)).toBeVisible()
  })
})

describe('Confira seu holerite: more payslip lines (docs/legal/payslip-lines.md)', () => {
  it('the full payslip of April 2026 with periculosidade confere line by line', async () => {
    renderCalculator(<PayslipCheck />, {
      url: `${path}?salario=3000&mes=2026-04&periculosidade=sim&horas50=10&pagoPericulosidade=900&pagoHoras=265.91&pagoDsr=66.48&pagoInss=396.49&pagoIrrf=0&pagoFgts=338.59&pagoLiquido=3835.9`,
    })
    const table = await screen.findByRole('table', { name: 'Holerite de abril de 2026' }, wait)
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(7)
    for (const row of rows) expect(row).toHaveTextContent('confere')
    expect(screen.getByLabelText('Periculosidade paga (R$)')).toBeInTheDocument()
  })

  it('more absences than dias úteis: the message beside the field', async () => {
    renderCalculator(<PayslipCheck />, {
      url: `${path}?salario=3000&mes=2026-04&faltas=25&pagoLiquido=1`,
    })
    expect(
      await screen.findByText('Mais faltas que dias úteis no mês: informe no máximo 24.', {}, wait),
    ).toBeVisible()
  })
})
