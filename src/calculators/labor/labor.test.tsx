import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { brl, brlText as brlOf } from '@/test/money-text.ts'
import { example, sample } from '@/catalogue/calculators/labor/example.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'
import { result, resultRegion } from '@/test/result.ts'

import LaborCalculator from './labor.tsx'

// Testing Library collapses whitespace, so the non-breaking space after R$ reads as a space.
const verbas = async () => within(await result()).getByRole('table', { name: /Verbas da rescisão/ })
const row = async (name: RegExp) => within(await verbas()).getByRole('row', { name })

const setDate = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('Labor screen: Rescisão', () => {
  it('lists each entitlement with its rule, from a link (sem justa causa, aviso indenizado)', async () => {
    // The worked example of the "Como usar" steps (src/catalogue/calculators/labor/example.ts).
    const { figures } = example
    renderCalculator(<LaborCalculator />, { url: sample.href })
    // 4 full years: 30 + 3 × 4 = 42 days, projecting the end to 01/01/2027
    expect(await within(await result()).findByRole('table', { name: /Verbas/ })).toBeInTheDocument()
    const aviso = new RegExp(`Aviso prévio: ${figures.noticeDays} dias`)
    expect(await row(aviso)).toHaveTextContent('Lei 12.506/2011')
    expect(await row(aviso)).toHaveTextContent(brl('4.200,00'))
    expect(await row(/Saldo de salário: 20 dias/)).toHaveTextContent(brl('2.000,00'))
    expect(await row(/13º salário proporcional: 12\/12/)).toHaveTextContent(brl('3.000,00'))
    expect(await row(/Férias proporcionais: 10\/12/)).toHaveTextContent(brl('2.500,00'))
    expect(await row(/1\/3 constitucional/)).toHaveTextContent(brl('833,33'))
    expect(await row(/INSS sobre o saldo/)).toHaveTextContent(brl('155,69'))
    expect(await row(/INSS sobre o 13º/)).toHaveTextContent(brl('248,60'))
    expect(await row(/Líquido da rescisão/)).toHaveTextContent(brlOf(figures.netTotal))
    expect(await row(/Multa do FGTS/)).toHaveTextContent('40%')
    expect(await row(/Multa do FGTS/)).toHaveTextContent(brl('6.032,00'))
    expect(await row(/Total a receber: rescisão \+ FGTS \(estimado\)/)).toHaveTextContent(
      brlOf(figures.total),
    )
    // The headline is what the employer pays; the FGTS (estimated here) is a figure of its own.
    const headline = within(await result()).getByRole('heading', {
      name: 'Líquido a receber da empresa',
    })
    expect(headline.nextElementSibling).toHaveTextContent(brlOf(figures.netTotal))
    expect(
      within(await result()).getByText('FGTS a sacar: saldo + multa (estimado)'),
    ).toBeInTheDocument()
    expect(within(await result()).getByText('01/01/2027')).toBeInTheDocument()
    expect(within(await result()).getByText(/Convenção ou acordo coletivo/)).toBeInTheDocument()
    expect(within(await result()).getByText(/Lei 8\.036\/1990 arts\. 15/)).toBeInTheDocument()
    expect(screen.getByLabelText('Ano da tabela')).toHaveValue('2026')
  })

  it('deducts an aviso the employee did not work and pays no FGTS on a resignation', async () => {
    const user = userEvent.setup()
    renderCalculator(<LaborCalculator />, { url: '/calculadora-trabalhista' })
    await user.type(screen.getByLabelText('Último salário bruto mensal (R$)'), '3000')
    setDate('Data de admissão', '2022-03-10')
    setDate('Data de demissão', '2026-11-20')
    await user.selectOptions(screen.getByLabelText('Motivo da saída'), 'pedido-demissao')
    await user.selectOptions(screen.getByLabelText('Aviso prévio'), 'nao-cumprido')
    await user.type(screen.getByLabelText('Férias vencidas (dias)'), '30')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(await within(await result()).findByRole('table', { name: /Verbas/ })).toBeInTheDocument()
    expect(await row(/Aviso prévio não cumprido/)).toHaveTextContent(`− ${brl('3.000,00')}`)
    expect(await row(/Férias vencidas: 30 dias/)).toHaveTextContent(brl('3.000,00'))
    expect(await row(/Líquido da rescisão/)).toHaveTextContent(brl('8.037,79'))
    expect(
      within(await verbas()).queryByRole('row', { name: /Aviso prévio: / }),
    ).not.toBeInTheDocument()
    expect(
      within(await verbas()).queryByRole('row', { name: /Saque do FGTS|Multa do FGTS/ }),
    ).not.toBeInTheDocument()
    expect(window.location.search).toBe(
      '?modo=rescisao&salario=3000&admissao=2022-03-10&demissao=2026-11-20&motivo=pedido-demissao&aviso=nao-cumprido&ferias=30&ano=2026',
    )
  })

  it('pays no 13º nor proportional vacation on justa causa', async () => {
    renderCalculator(<LaborCalculator />, {
      url: '/calculadora-trabalhista?salario=3000&admissao=2022-03-10&demissao=2026-11-20&motivo=justa-causa&aviso=dispensado&ano=2026',
    })
    expect(await within(await result()).findByRole('table', { name: /Verbas/ })).toBeInTheDocument()
    expect(await row(/Saldo de salário/)).toBeInTheDocument()
    expect(
      within(await verbas()).queryByRole('row', { name: /13º salário/ }),
    ).not.toBeInTheDocument()
    expect(
      within(await verbas()).queryByRole('row', { name: /Férias proporcionais/ }),
    ).not.toBeInTheDocument()
  })

  it('follows the dismissal year and rejects a dismissal before the admission', async () => {
    const user = userEvent.setup()
    renderCalculator(<LaborCalculator />, { url: '/calculadora-trabalhista' })
    await user.type(screen.getByLabelText('Último salário bruto mensal (R$)'), '3000')
    setDate('Data de admissão', '2025-03-10')
    setDate('Data de demissão', '2024-06-30')
    expect(screen.getByLabelText('Ano da tabela')).toHaveValue('2024')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    const demissao = screen.getByLabelText('Data de demissão')
    expect(demissao).toHaveAccessibleDescription('A demissão deve ser depois da admissão.')
    expect(demissao).toHaveFocus()
    expect(within(await resultRegion()).queryByRole('table')).not.toBeInTheDocument()
  })

  it('carries the monthly salary to Horas Extras, where a salary of its own stays', async () => {
    // Both tabs ask the monthly salary (CLT art. 477 and art. 59): typed once.
    const user = userEvent.setup()
    renderCalculator(<LaborCalculator />, { url: '/calculadora-trabalhista' })
    await user.type(screen.getByLabelText('Último salário bruto mensal (R$)'), '3000')
    await user.click(screen.getByRole('tab', { name: 'Horas Extras' }))
    const panel = within(await screen.findByRole('tabpanel'))
    const salario = await panel.findByLabelText<HTMLInputElement>('Salário mensal (R$)')
    // Leaving the field may already have written the cents.
    expect(salario.value).toMatch(/^3\.000(,00)?$/)
    await user.clear(salario)
    await user.type(salario, '4000')
    await user.click(screen.getByRole('tab', { name: 'Rescisão' }))
    expect(
      screen.getByLabelText<HTMLInputElement>('Último salário bruto mensal (R$)').value,
    ).toMatch(/^3\.000(,00)?$/)
    await user.click(screen.getByRole('tab', { name: 'Horas Extras' }))
    expect(
      within(screen.getByRole('tabpanel')).getByLabelText<HTMLInputElement>('Salário mensal (R$)')
        .value,
    ).toMatch(/^4\.000(,00)?$/)
    // Giving the hour's value empties the salary there, but the salary typed stays on offer.
    await user.click(screen.getByRole('radio', { name: 'Valor da hora' }))
    expect(screen.queryByLabelText('Salário mensal (R$)')).not.toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: 'Salário mensal' }))
    expect(screen.getByLabelText<HTMLInputElement>('Salário mensal (R$)').value).toMatch(
      /^4\.000(,00)?$/,
    )
  })
})
