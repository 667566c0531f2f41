import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { renderCalculator } from '@/test/render-calculator.tsx'
import { result } from '@/test/result.ts'
import { brl } from '@/test/money-text.ts'

import SalaryCalculator from './salary.tsx'

// docs/legal/payslip-lines.md: the extra lines of a payslip, typed in "Mais linhas do holerite".

describe('Salary screen: more payslip lines', () => {
  it('periculosidade and an adiantamento of 40%: each a line, the bases at the foot', async () => {
    const user = userEvent.setup()
    renderCalculator(<SalaryCalculator />, { url: '/calculadora-salario' })
    await user.type(screen.getByLabelText('Salário bruto mensal (R$)'), '3000')
    await user.selectOptions(screen.getByLabelText('Ano da tabela'), '2026')
    await user.click(screen.getByText('Mais linhas do holerite'))
    await user.click(screen.getByRole('switch', { name: 'Periculosidade (30% do salário)' }))
    await user.type(screen.getByLabelText('Adiantamento (% do salário)'), '40')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    const payslip = within(await result()).getByRole('table', { name: 'Contracheque do mês' })
    const row = (name: RegExp) => within(payslip).getByRole('row', { name })
    expect(row(/^Adicional de periculosidade/)).toHaveTextContent(brl('900,00'))
    expect(row(/^Adiantamento/)).toHaveTextContent(brl('1.200,00'))
    expect(row(/^Base do INSS/)).toHaveTextContent(brl('3.900,00'))
    expect(row(/^FGTS do mês/)).toHaveTextContent(brl('312,00'))
  })

  it('fractional children: the message beside the field', async () => {
    renderCalculator(<SalaryCalculator />, {
      url: '/calculadora-salario?modo=liquido&bruto=1700&filhos=1.5',
    })
    expect(
      await screen.findByText('Informe um número inteiro de filhos.', {}, { timeout: 10_000 }),
    ).toBeVisible()
  })

  it('a link with salário-família computes the quota of 2026 (67,54)', async () => {
    renderCalculator(<SalaryCalculator />, {
      url: '/calculadora-salario?modo=liquido&bruto=1700&ano=2026&filhos=1',
    })
    const payslip = within(await result()).getByRole('table', { name: 'Contracheque do mês' })
    expect(within(payslip).getByRole('row', { name: /^Salário-família/ })).toHaveTextContent(
      brl('67,54'),
    )
  })
})
