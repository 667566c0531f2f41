import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { renderCalculator } from '@/test/render-calculator.tsx'
import { result } from '@/test/result.ts'
import { brl } from '@/test/money-text.ts'

import SalaryCalculator from './salary.tsx'

// Pensão, bruto a partir do líquido, 2025 × 2026 and the employer's cost, as a person finds them:
// by role and label. Worked examples of the legal reference, restated in docs/legal/inss-irrf.md.
const panel = () => screen.getByRole('tabpanel')

describe('Salary screen: a pensão larger than the pay', () => {
  it('says, beside the field, the most that is left of the pay', async () => {
    renderCalculator(<SalaryCalculator />, {
      url: '/calculadora-salario?bruto=2000&pensao=5000&ano=2026',
    })
    const field = screen.getByLabelText('Pensão judicial ou por escritura pública (R$)')
    // 2.000 − INSS 155,69 (121,575 + 34,11) − IRRF 0 = 1.844,31
    expect(
      await screen.findByText(/O valor máximo é R\$\s1\.844,31/, {}, { timeout: 5000 }),
    ).toBeVisible()
    expect(field).toHaveAccessibleDescription(/O valor máximo é R\$\s1\.844,31/)
  })
})

describe('Salary screen: pensão alimentícia (legal reference §9.2)', () => {
  it('row 5: 2026, 6.500,00, 1 dependent, 1.000,00 of pensão, typed: IRRF 246,08 with legal deductions', async () => {
    const user = userEvent.setup()
    renderCalculator(<SalaryCalculator />, { url: '/calculadora-salario' })
    await user.type(screen.getByLabelText('Salário bruto mensal (R$)'), '6500')
    await user.type(screen.getByLabelText('Dependentes para o IR'), '1')
    await user.type(screen.getByLabelText('Pensão judicial ou por escritura pública (R$)'), '1000')
    await user.selectOptions(screen.getByLabelText('Ano da tabela'), '2026')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    const payslip = await within(await result()).findByRole('table', {
      name: 'Contracheque do mês',
    })
    expect(within(payslip).getByRole('row', { name: /^IRRF/ })).toHaveTextContent(brl('246,08'))
    expect(within(payslip).getByRole('row', { name: /Pensão alimentícia/ })).toHaveTextContent(
      brl('1.000,00'),
    )
    // 6.500 − 711,51 − 246,08 − 1.000
    expect(within(payslip).getByRole('row', { name: /Líquido a receber/ })).toHaveTextContent(
      brl('4.542,41'),
    )
    // The choice between legal deductions and the simplified discount is shown.
    expect(
      within(await result()).getByText(/deduções legais \(INSS, dependentes e pensão\)/),
    ).toBeVisible()
    expect(window.location.search).toBe(
      '?modo=liquido&bruto=6500&dependentes=1&pensao=1000&ano=2026',
    )
  })

  it('row 2 from a link: 2025, 4.000,00 with 300,00 of pensão gives IRRF 104,83', async () => {
    renderCalculator(<SalaryCalculator />, {
      url: '/calculadora-salario?bruto=4000&pensao=300&ano=2025',
    })
    const payslip = await within(await result()).findByRole('table', {
      name: 'Contracheque do mês',
    })
    expect(within(payslip).getByRole('row', { name: /^IRRF/ })).toHaveTextContent(brl('104,83'))
    // No 2025 × 2026 line outside 2026.
    expect(within(await result()).queryByText(/Pelas regras de/)).not.toBeInTheDocument()
  })
})

describe('Salary screen: 2026 against the 2025 rules, and the employer cost', () => {
  it('6.000,00 in 2026: 564,85 by the 2025 rules, 179,75 less a month; employer cost collapsed', async () => {
    const user = userEvent.setup()
    renderCalculator(<SalaryCalculator />, { url: '/calculadora-salario?bruto=6000&ano=2026' })
    expect(
      await within(await result()).findByText(
        /Pelas regras de 2025, o IRRF deste salário seria de R\$ 564,85/,
      ),
    ).toBeVisible()
    expect(
      within(await result()).getByText('Você passa a pagar R$ 179,75 a menos por mês.'),
    ).toBeVisible()

    const summary = within(await result()).getByText('Custo para a empresa')
    const details = summary.closest('details') as HTMLDetailsElement
    expect(details.open).toBe(false)
    await user.click(summary)
    expect(details.open).toBe(true)
    // 6.000 × (1 + 20% + 2% + 5,8% + 8%) = 8.148,00; × (13 + 1/3) = 108.640,00
    expect(within(details).getByText('Empresa do lucro presumido ou real')).toBeVisible()
    expect(within(details).getAllByText(brl('8.148,00'))[0]).toBeVisible()
    expect(within(details).getByText(brl('108.640,00'))).toBeVisible()
    // Simples Nacional: FGTS only, 6.480,00 a month
    expect(within(details).getByText(/Simples Nacional/)).toBeVisible()
    expect(within(details).getAllByText(brl('6.480,00'))[0]).toBeVisible()
    expect(within(details).getByText(/Supomos RAT de 2%/)).toBeVisible()
  })
})

describe('Salary screen: Bruto a partir do líquido (legal reference §8.3)', () => {
  it('2026, net 5.500,00 typed: gross 7.073,95, and the link round-trips', async () => {
    const user = userEvent.setup()
    renderCalculator(<SalaryCalculator />, { url: '/calculadora-salario' })
    await user.click(screen.getByRole('tab', { name: 'Bruto a partir do líquido' }))
    const net = await within(panel()).findByLabelText('Salário líquido desejado (R$)')
    await user.type(net, '5500')
    await user.selectOptions(within(panel()).getByLabelText('Ano da tabela'), '2026')
    await user.click(within(panel()).getByRole('button', { name: 'Calcular' }))
    const region = await within(panel()).findByRole('region', { name: 'Resultado' })
    expect(await within(region).findByText('Salário bruto necessário')).toBeVisible()
    expect(within(region).getAllByText(brl('7.073,95'))[0]).toBeVisible()
    const payslip = within(region).getByRole('table', { name: 'Contracheque com esse bruto' })
    expect(within(payslip).getByRole('row', { name: /^IRRF/ })).toHaveTextContent(brl('782,08'))
    expect(window.location.search).toBe('?modo=bruto&liquido=5500&ano=2026')
  })

  it('2026, net 4.515,00 from a link: 6,87 of IRRF waived, and 5.032,89 gives the same net', async () => {
    renderCalculator(<SalaryCalculator />, {
      url: '/calculadora-salario?modo=bruto&liquido=4515&ano=2026',
    })
    expect(
      await screen.findByRole('tab', { name: 'Bruto a partir do líquido', selected: true }),
    ).toBeVisible()
    const region = await within(panel()).findByRole('region', { name: 'Resultado' })
    expect((await within(region).findAllByText(brl('5.019,20')))[0]).toBeVisible()
    expect(within(region).getByText(/IRRF de R\$ 6,87 dispensado de retenção/)).toBeVisible()
    expect(within(region).getByText(/Um salário bruto maior, R\$ 5\.032,89/)).toBeVisible()
  })

  it('with pensão: 2025, net 3.000,00 and 300,00 of pensão', async () => {
    renderCalculator(<SalaryCalculator />, {
      url: '/calculadora-salario?modo=bruto&liquido=3000&pensao=300&ano=2025',
    })
    const region = await within(panel()).findByRole('region', { name: 'Resultado' })
    const payslip = await within(region).findByRole('table', {
      name: 'Contracheque com esse bruto',
    })
    expect(within(payslip).getByRole('row', { name: /Pensão alimentícia/ })).toHaveTextContent(
      brl('300,00'),
    )
    expect(within(payslip).getByRole('row', { name: /Líquido a receber/ })).toHaveTextContent(
      brl('3.000,00'),
    )
  })
})
