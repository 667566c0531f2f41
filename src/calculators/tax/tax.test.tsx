import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { defaultTableYear } from '@/lib/law/tables/table-years.ts'
import { decimal } from '@/catalogue/example-text.ts'
import { brlText as brlOf } from '@/test/money-text.ts'
import { sampleLinks } from '@/catalogue/sample-links.ts'
import { workedExamples } from '@/catalogue/worked-examples.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'

import TaxCalculator from './tax.tsx'

// Testing Library collapses whitespace, so the non-breaking space after R$ reads as a space.
const brl = (text: string) => `R$ ${text}`
const result = () => screen.getByRole('region', { name: 'Resultado' })
const MEI_LIMIT = 'Receita muito alta para MEI. O limite é R$ 81.000 anuais (R$ 6.750 mensais).'
// R$ keeps its figures on one line: a non-breaking space after it (text matchers fold it).
const MEI_LIMIT_DESCRIPTION = MEI_LIMIT.replace(/R\$ /g, 'R$\u00a0')

// The worked examples of the "Como usar" steps (src/catalogue/worked-examples.ts).
const { simples } = workedExamples.tax

describe('Tax screen: MEI', () => {
  it('shows the DAS of the year and activity and the share of the limit, from a link', async () => {
    renderCalculator(<TaxCalculator />, { url: sampleLinks.tax.href })
    // 2026: INSS 5% of 1.621,00 = 81,05 + ICMS 1 + ISS 5 (docs/legal/mei-simples.md)
    expect(
      (await within(result()).findAllByText(brlOf(workedExamples.tax.figures.das)))[0],
    ).toBeInTheDocument()
    expect(within(result()).getAllByText(brl('81,05'))[0]).toBeInTheDocument()
    expect(within(result()).getByText(brl('1.044,60'))).toBeInTheDocument()
    // 5.000 × 12 = 60.000 of 81.000
    expect(within(result()).getByText('74,07%')).toBeInTheDocument()
    expect(within(result()).getAllByText(/Decreto 12\.797\/2025/)[0]).toBeInTheDocument()
  })

  it.each([
    ['2024', 'comercio', '71,60'],
    ['2025', 'servicos', '80,90'],
  ])('uses the %s table (%s)', async (ano, atividade, das) => {
    renderCalculator(<TaxCalculator />, {
      url: `/calculadora-impostos-mei?faturamento=3000&regime=mei&atividade=${atividade}&ano=${ano}`,
    })
    expect((await within(result()).findAllByText(brl(das)))[0]).toBeInTheDocument()
    expect(screen.getByLabelText('Ano da tabela')).toHaveValue(ano)
  })

  it('shows the seed message inline as an alert above the MEI limit, and no result', async () => {
    const user = userEvent.setup()
    renderCalculator(<TaxCalculator />, { url: '/calculadora-impostos-mei' })
    expect(screen.getByLabelText('Ano da tabela')).toHaveValue(
      String(defaultTableYear(new Date().getFullYear())),
    )
    const revenue = screen.getByLabelText('Faturamento do mês (R$)')
    await user.type(revenue, '7000')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(screen.getByRole('alert')).toHaveTextContent(MEI_LIMIT)
    expect(revenue).toHaveAttribute('aria-invalid', 'true')
    expect(revenue).toHaveAccessibleDescription(MEI_LIMIT_DESCRIPTION)
    expect(revenue).toHaveFocus()
    expect(within(result()).queryByText('DAS mensal do MEI')).not.toBeInTheDocument()

    // The way on: the same revenue simulated in the Simples Nacional, in one press.
    await user.click(screen.getByRole('button', { name: 'Simular no Simples Nacional' }))
    expect(screen.getByLabelText('Regime')).toHaveValue('simples')
    expect(revenue).toHaveValue('7.000,00')
    // RBT12 = 84.000 → 1ª faixa do Anexo I, 4%: DAS of R$ 280,00 (LC 123/2006, Anexo I).
    expect((await within(result()).findAllByText(brl('280,00')))[0]).toBeInTheDocument()
    expect(window.location.search).toContain('regime=simples')
  })
})

describe('Tax screen: Simples Nacional', () => {
  it('computes the effective rate of the chosen Anexo and writes the address', async () => {
    const user = userEvent.setup()
    renderCalculator(<TaxCalculator />, { url: '/calculadora-impostos-mei' })
    await user.type(screen.getByLabelText('Faturamento do mês (R$)'), String(simples.faturamento))
    await user.selectOptions(screen.getByLabelText('Regime'), 'simples')
    await user.selectOptions(
      screen.getByLabelText('Anexo do Simples Nacional'),
      String(simples.anexo),
    )
    expect(screen.getByLabelText('Anexo do Simples Nacional')).toHaveAccessibleDescription(
      /contabilidade/,
    )
    await user.selectOptions(screen.getByLabelText('Ano da tabela'), String(simples.ano))
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    // RBT12 = 360.000 → 2ª faixa: (360.000 × 11,2% − 9.360) ÷ 360.000 = 8,60%; × 30.000
    expect((await within(result()).findAllByText(brl('2.580,00')))[0]).toBeInTheDocument()
    expect(
      within(result()).getAllByText(`${decimal(simples.effectiveRate, 2, 2)}%`),
    ).not.toHaveLength(0)
    expect(within(result()).getByText(brl('40.320,00'))).toBeInTheDocument()
    expect(within(result()).getByText('Estimada: faturamento do mês × 12.')).toBeInTheDocument()
    expect(window.location.search).toBe(
      '?faturamento=30000&regime=simples&atividade=comercio&anexo=3&ano=2026',
    )
  })

  it('uses a typed RBT12 and says when the company is outside the Simples', async () => {
    const user = userEvent.setup()
    renderCalculator(<TaxCalculator />, {
      url: '/calculadora-impostos-mei?faturamento=30000&regime=simples&anexo=1&rbt12=1000000&ano=2026',
    })
    // 1.000.000 → 4ª faixa do Anexo I: (1.000.000 × 10,7% − 22.500) ÷ 1.000.000 = 8,45%
    expect(await within(result()).findAllByText('8,45%')).not.toHaveLength(0)
    const rbt12 = screen.getByLabelText('Receita dos últimos 12 meses (RBT12, R$)')
    await user.clear(rbt12)
    await user.type(rbt12, '5000000')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(rbt12).toHaveAccessibleDescription(/fora do Simples Nacional/)
    expect(rbt12).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Limpar' }))
    expect(screen.getByLabelText('Faturamento do mês (R$)')).toHaveValue('')
    expect(screen.getByLabelText('Regime')).toHaveValue('mei')
  })

  it('says a monthly revenue of more than R$ 400.000 is outside the Simples', async () => {
    const user = userEvent.setup()
    renderCalculator(<TaxCalculator />, { url: '/calculadora-impostos-mei?regime=simples' })
    const revenue = screen.getByLabelText('Faturamento do mês (R$)')
    await user.type(revenue, '500000')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(revenue).toHaveAccessibleDescription(/fora do Simples Nacional/)
  })
})
