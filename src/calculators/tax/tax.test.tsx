import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { defaultTableYear } from '@/lib/law/tables/table-years.ts'
import { decimal } from '@/catalogue/example-text.ts'
import { brl, brlText as brlOf } from '@/test/money-text.ts'
import { example, sample } from '@/catalogue/calculators/tax/example.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'
import { result, resultRegion } from '@/test/result.ts'

import TaxCalculator from './tax.tsx'

// Testing Library collapses whitespace, so the non-breaking space after R$ reads as a space.

// The worked examples of the "Como usar" steps (src/catalogue/calculators/tax/example.ts).
const { simples } = example

describe('Tax screen: MEI', () => {
  it('shows the DAS of the year and activity and the share of the limit, from a link', async () => {
    renderCalculator(<TaxCalculator />, { url: sample.href })
    // 2026: INSS 5% of 1.621,00 = 81,05 + ICMS 1 + ISS 5 (docs/legal/mei-simples.md)
    expect(
      (await within(await result()).findAllByText(brlOf(example.figures.das)))[0],
    ).toBeInTheDocument()
    expect(within(await result()).getAllByText(brl('81,05'))[0]).toBeInTheDocument()
    expect(within(await result()).getByText(brl('1.044,60'))).toBeInTheDocument()
    // 5.000 × 12 = 60.000 of 81.000
    expect(within(await result()).getByText('74,07%')).toBeInTheDocument()
    expect(within(await result()).getAllByText(/Decreto 12\.797\/2025/)[0]).toBeInTheDocument()
  })

  it.each([
    ['2024', 'comercio', '71,60'],
    ['2025', 'servicos', '80,90'],
  ])('uses the %s table (%s)', async (ano, atividade, das) => {
    renderCalculator(<TaxCalculator />, {
      url: `/calculadora-impostos-mei?faturamento=3000&regime=mei&atividade=${atividade}&ano=${ano}`,
    })
    expect((await within(await result()).findAllByText(brl(das)))[0]).toBeInTheDocument()
    expect(screen.getByLabelText('Ano da tabela')).toHaveValue(ano)
  })

  it('a month above 6.750 in a year within the limit is only the DAS (LC 123/2006, art. 18-A §1º; docs/legal/mei-simples.md worked example, seasonal services)', async () => {
    const user = userEvent.setup()
    renderCalculator(<TaxCalculator />, { url: '/calculadora-impostos-mei' })
    expect(screen.getByLabelText('Ano da tabela')).toHaveValue(
      String(defaultTableYear(new Date().getFullYear())),
    )
    await user.selectOptions(screen.getByLabelText('Ano da tabela'), '2026')
    await user.type(screen.getByLabelText('Faturamento do mês (R$)'), '8000')
    await user.selectOptions(screen.getByLabelText('Atividade do MEI'), 'servicos')
    await user.type(screen.getByLabelText('Faturamento no ano (opcional)'), '60000')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect((await within(await result()).findAllByText(brl('86,05')))[0]).toBeInTheDocument()
    expect(screen.getByLabelText('Faturamento do mês (R$)')).not.toHaveAttribute('aria-invalid')
    expect(within(await result()).getByText('Faturamento no ano (informado)')).toBeInTheDocument()
    expect(window.location.search).toContain('faturamentoAnual=60000')
  })

  it('up to 20% above the limit: the excess and its DAS, paid with January’s (docs/legal/mei-simples.md worked example, services 88.000)', async () => {
    renderCalculator(<TaxCalculator />, {
      url: '/calculadora-impostos-mei?faturamento=7000&regime=mei&atividade=servicos&faturamentoAnual=88000&ano=2026',
    })
    expect((await within(await result()).findAllByText(brl('420,00')))[0]).toBeInTheDocument()
    expect(within(await result()).getAllByText(brl('7.000,00'))[0]).toBeInTheDocument()
    expect(
      within(await result()).getByText('Pago com o DAS de janeiro de 2027'),
    ).toBeInTheDocument()
    expect(
      within(await result()).getByText(/vira microempresa do Simples Nacional em 01\/01\/2027/),
    ).toBeInTheDocument()
  })

  it('the opening month makes the first year’s limit 6.750 × the months open (docs/legal/mei-simples.md worked example, commerce opened 2026-07)', async () => {
    const user = userEvent.setup()
    renderCalculator(<TaxCalculator />, { url: '/calculadora-impostos-mei?ano=2026' })
    const opening = screen.getByLabelText('Mês de abertura (se abriu este ano)')
    expect(within(opening).getAllByRole('option')).toHaveLength(13)
    expect(opening).toHaveValue('')
    await user.type(screen.getByLabelText('Faturamento do mês (R$)'), '7500')
    await user.type(screen.getByLabelText('Faturamento no ano (opcional)'), '45000')
    await user.selectOptions(opening, 'Em julho de 2026')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect((await within(await result()).findAllByText(brl('180,00')))[0]).toBeInTheDocument()
    expect(within(await result()).getAllByText(brl('40.500,00'))[0]).toBeInTheDocument()
    expect(within(await result()).getByText(/Aberto em julho de 2026/)).toBeInTheDocument()
    expect(window.location.search).toContain('abertura=2026-07')
  })

  it('an opening after the chosen year is wrong, said at the field', async () => {
    const user = userEvent.setup()
    renderCalculator(<TaxCalculator />, {
      url: '/calculadora-impostos-mei?faturamento=5000&regime=mei&abertura=2026-03&ano=2025',
    })
    const opening = screen.getByLabelText('Mês de abertura (se abriu este ano)')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(opening).toHaveAccessibleDescription(/depois do ano da tabela/)
    expect(opening).toHaveAttribute('aria-invalid', 'true')
    expect(within(await resultRegion()).queryByText('DAS mensal do MEI')).not.toBeInTheDocument()
  })

  it('above 20%: the retroactive exclusion, and the Simples with the same figures in one press (docs/legal/mei-simples.md worked example, services 100.000)', async () => {
    const user = userEvent.setup()
    renderCalculator(<TaxCalculator />, {
      url: '/calculadora-impostos-mei?faturamento=8000&regime=mei&atividade=servicos&faturamentoAnual=100000&ano=2026',
    })
    expect((await within(await result()).findAllByText(brl('19.000,00')))[0]).toBeInTheDocument()
    expect(
      within(await result()).getByText(/deixa o MEI desde 1º de janeiro de 2026/),
    ).toBeInTheDocument()
    await user.click(
      within(await result()).getByRole('button', { name: 'Simular no Simples Nacional' }),
    )
    expect(screen.getByLabelText('Regime')).toHaveValue('simples')
    expect(screen.getByLabelText('Anexo do Simples Nacional')).toHaveValue('3')
    expect(screen.getByLabelText('Receita dos últimos 12 meses (RBT12, R$)')).toHaveValue(
      '100.000,00',
    )
    // RBT12 100.000 → 1ª faixa do Anexo III, 6%: 8.000 × 6% = 480,00 (LC 123/2006, Anexo III).
    expect((await within(await result()).findAllByText(brl('480,00')))[0]).toBeInTheDocument()
    expect(window.location.search).toContain('regime=simples')
    expect(window.location.search).toContain('rbt12=100000')
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
    expect((await within(await result()).findAllByText(brl('2.580,00')))[0]).toBeInTheDocument()
    expect(
      within(await result()).getAllByText(`${decimal(simples.effectiveRate, 2, 2)}%`),
    ).not.toHaveLength(0)
    expect(within(await result()).getByText(brl('40.320,00'))).toBeInTheDocument()
    expect(
      within(await result()).getByText('Estimada: faturamento do mês × 12.'),
    ).toBeInTheDocument()
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
    expect(await within(await result()).findAllByText('8,45%')).not.toHaveLength(0)
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
