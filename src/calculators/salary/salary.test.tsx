import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { defaultTableYear } from '@/lib/law/tables/table-years.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'
import { result, resultRegion } from '@/test/result.ts'
import { brl } from '@/test/money-text.ts'

import SalaryCalculator from './salary.tsx'

// Testing Library collapses whitespace, so the non-breaking space after R$ reads as a space.

describe('Salary screen: Líquido', () => {
  it('shows the 2026 payslip with the Lei 15.270/2025 reduction (docs/legal/inss-irrf.md example)', async () => {
    const user = userEvent.setup()
    renderCalculator(<SalaryCalculator />, { url: '/calculadora-salario' })
    // The select starts on the current year's table, set after mount.
    const year = screen.getByLabelText('Ano da tabela')
    expect(year).toHaveValue(String(defaultTableYear(new Date().getFullYear())))
    await user.type(screen.getByLabelText('Salário bruto mensal (R$)'), '6000')
    await user.selectOptions(year, '2026')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    // 6.000 in 2026: INSS 641,51, tax 564,85 − reduction 179,75 = IRRF 385,10 → net 4.973,39
    expect(await within(await result()).findAllByText(brl('4.973,39'))).not.toHaveLength(0)
    const payslip = within(await result()).getByRole('table', { name: 'Contracheque do mês' })
    expect(within(payslip).getByRole('row', { name: /INSS/ })).toHaveTextContent(brl('641,51'))
    expect(within(payslip).getByRole('row', { name: /^IRRF/ })).toHaveTextContent(brl('385,10'))
    expect(within(await result()).getAllByText('Redução da Lei 15.270/2025')[0]).toBeInTheDocument()
    expect(within(await result()).getByText(`− ${brl('179,75')}`)).toBeInTheDocument()
    expect(within(await result()).getAllByText(brl('564,85'))[0]).toBeInTheDocument()
    expect(
      within(await result()).getByText(/deduções legais \(INSS e dependentes\)/),
    ).toBeInTheDocument()
    expect(
      within(await result()).getByText(/Lei 15\.270\/2025 → Lei 9\.250\/1995/),
    ).toBeInTheDocument()
    expect(within(await result()).getByText(/R\$ 0,01 a R\$ 0,02/)).toBeInTheDocument()
    expect(within(await result()).getByText(/em janeiro de 2024/)).toBeInTheDocument()
    expect(window.location.search).toBe('?modo=liquido&bruto=6000&ano=2026')
  })

  it.each([
    ['2024', '4.768,36', '658,82', '572,82'],
    ['2025', '4.787,77', '649,60', '562,63'],
  ])('computes the %s table from a link', async (ano, net, inss, irrf) => {
    renderCalculator(<SalaryCalculator />, {
      url: `/calculadora-salario?modo=liquido&bruto=6000&ano=${ano}`,
    })
    const payslip = await within(await result()).findByRole('table', {
      name: 'Contracheque do mês',
    })
    expect(within(payslip).getByRole('row', { name: /INSS/ })).toHaveTextContent(brl(inss))
    expect(within(payslip).getByRole('row', { name: /^IRRF/ })).toHaveTextContent(brl(irrf))
    expect(within(payslip).getByRole('row', { name: /Líquido a receber/ })).toHaveTextContent(
      brl(net),
    )
    expect(screen.getByLabelText('Ano da tabela')).toHaveValue(ano)
    expect(within(await result()).queryByText('Redução da Lei 15.270/2025')).not.toBeInTheDocument()
  })

  it('uses the simplified discount, the transport voucher and other deductions', async () => {
    renderCalculator(<SalaryCalculator />, {
      url: '/calculadora-salario?bruto=3000&ano=2026&vt=300&outros=50',
    })
    const payslip = await within(await result()).findByRole('table', {
      name: 'Contracheque do mês',
    })
    // VT = min(6% × 3.000, 300) = 180; net = 3.000 − 248,60 − 0 − 180 − 50
    expect(within(payslip).getByRole('row', { name: /Vale-transporte/ })).toHaveTextContent(
      brl('180,00'),
    )
    expect(within(payslip).getByRole('row', { name: /Outros descontos/ })).toHaveTextContent(
      brl('50,00'),
    )
    expect(within(payslip).getByRole('row', { name: /Líquido a receber/ })).toHaveTextContent(
      brl('2.521,40'),
    )
    expect(within(await result()).getByText(/IRRF com o desconto simplificado/)).toBeInTheDocument()
    // The payslip check opens with these inputs: 180 of 3.000 is a VT of 6%.
    expect(
      within(await result()).getByRole('link', { name: 'Conferir com meu holerite' }),
    ).toHaveAttribute('href', '/confira-seu-holerite?salario=3000&ano=2026&vt=6')
  })

  it('a payslip of January 2024: the deduction hint quotes that month’s simplified discount', async () => {
    // docs/legal/inss-irrf.md: the month paid takes its own IRRF table; January 2024's (Lei
    // 14.663/2023) had a simplified discount of R$ 528,00, February's R$ 564,80.
    renderCalculator(<SalaryCalculator />, {
      url: '/calculadora-salario?bruto=6000&ano=2024&mes=2024-01',
    })
    const region = await result()
    expect(region).toHaveTextContent('mais vantajosas que o desconto simplificado de R$ 528,00')
    // The footnote cites the act of that month's table, as "Como calculamos" does.
    expect(region).toHaveTextContent(
      'IRRF — Lei 11.482/2007 art. 1º X (MP 1.171/2023 → Lei 14.663/2023)',
    )
  })

  it('says when an IRRF of up to R$ 10,00 is not withheld', async () => {
    // 2025: 3.100 − 607,20 = 2.492,80 × 7,5% − 182,16 = 4,80
    renderCalculator(<SalaryCalculator />, { url: '/calculadora-salario?bruto=3100&ano=2025' })
    // The card's note comes first; "Como calculamos" repeats the rule in its steps.
    expect(
      (await within(await result()).findAllByText(/IRRF de até R\$ 10,00 não é retido/))[0],
    ).toHaveTextContent(brl('4,80'))
  })

  it('explains a missing salary beside the field, focuses it, and Limpar keeps the year', async () => {
    const user = userEvent.setup()
    renderCalculator(<SalaryCalculator />, { url: '/calculadora-salario' })
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    const bruto = screen.getByLabelText('Salário bruto mensal (R$)')
    expect(bruto).toHaveAttribute('aria-invalid', 'true')
    expect(bruto).toHaveAccessibleDescription('Informe o salário bruto mensal.')
    expect(bruto).toHaveFocus()
    await user.type(bruto, '6000')
    await user.selectOptions(screen.getByLabelText('Ano da tabela'), '2024')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect((await within(await result()).findAllByText('Salário líquido'))[0]).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Limpar' }))
    expect(bruto).toHaveValue('')
    expect(screen.getByLabelText('Ano da tabela')).toHaveValue(
      String(defaultTableYear(new Date().getFullYear())),
    )
    expect(within(await resultRegion()).queryByText('Salário líquido')).not.toBeInTheDocument()
    expect(window.location.search).toBe('')
  })
})

describe('Salary screen: 13º and Por Hora', () => {
  it('shows both instalments of the 13º with their due dates', async () => {
    renderCalculator(<SalaryCalculator />, {
      url: '/calculadora-salario?modo=decimo-terceiro&salario=6000&meses=12&ano=2026',
    })
    expect(await screen.findByRole('tab', { name: '13º Salário', selected: true })).toBeVisible()
    // The tab's code, its result region with it, is still loading when the tab shows.
    const region = await result()
    const parcels = await within(region).findByRole('table', { name: /Parcelas do 13º/ })
    const first = within(parcels).getByRole('row', { name: /1ª parcela/ })
    expect(first).toHaveTextContent('até 30/11/2026')
    expect(first).toHaveTextContent(brl('3.000,00'))
    const second = within(parcels).getByRole('row', { name: /2ª parcela/ })
    expect(second).toHaveTextContent('até 20/12/2026')
    expect(second).toHaveTextContent(brl('1.973,39'))
    expect(within(region).getAllByText(brl('4.973,39'))).not.toHaveLength(0)
    expect(within(region).getByText('Como o IRRF do 13º foi calculado')).toBeInTheDocument()
  })

  it('gives the hourly value, and carries the salary between tabs', async () => {
    const user = userEvent.setup()
    renderCalculator(<SalaryCalculator />, { url: '/calculadora-salario' })
    await user.type(screen.getByLabelText('Salário bruto mensal (R$)'), '3000')
    await user.click(screen.getByRole('tab', { name: 'Por Hora' }))
    // Each tab keeps its own form; the shown one is the only tab panel a person sees.
    const panel = await screen.findByRole('tabpanel')
    // Leaving the field may already have written the cents.
    expect(
      (await within(panel).findByLabelText<HTMLInputElement>('Salário bruto mensal (R$)')).value,
    ).toMatch(/^3\.000(,00)?$/)
    expect(within(panel).getByLabelText('Horas trabalhadas por mês')).toHaveValue('220')
    await user.click(within(panel).getByRole('button', { name: 'Calcular' }))
    // 3.000 ÷ 220 = 13,636… → 13,64; a day of 8 h from the unrounded hour: 109,09
    expect(await within(await result()).findByText(brl('13,64'))).toBeInTheDocument()
    expect(within(await result()).getByText(brl('109,09'))).toBeInTheDocument()
    expect(within(await result()).getByText(brl('545,45'))).toBeInTheDocument()
    expect(window.location.search).toBe('?modo=hora&salario=3000&horas=220')
  })
})
