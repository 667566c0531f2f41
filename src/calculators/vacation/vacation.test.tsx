import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { onTestFinished } from 'vitest'

import { brl, brlText as brlOf } from '@/test/money-text.ts'
import { example } from '@/catalogue/calculators/vacation/example.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'
import { result } from '@/test/result.ts'

import VacationCalculator from './vacation.tsx'

// Testing Library collapses whitespace, so the non-breaking space after R$ reads as a space.
const headline = async () =>
  (await within(await result()).findByRole('heading', { name: 'Férias líquidas' }))
    .nextElementSibling
// A line of the card's list, by its term; "Como calculamos" (lazy) may name the same figures.
const line = async (label: string | RegExp) =>
  within(await result())
    .getByText(label, { selector: 'dt' })
    .closest('div')

// The worked example of the "Como usar" steps (src/catalogue/calculators/vacation/example.ts).
const { query: q, figures: f } = example

describe('Férias screen', () => {
  it('F1 (legal reference, 2026): R$ 4.500 typed, 30 days: 4.500 + 1.500, INSS 641,51, IRRF 385,10, net 4.973,39', async () => {
    const user = userEvent.setup()
    renderCalculator(<VacationCalculator />, { url: '/calculadora-ferias' })
    await user.type(screen.getByLabelText('Salário bruto mensal (R$)'), String(q.salario))
    await user.selectOptions(screen.getByLabelText('Ano da tabela'), String(q.ano))
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(await headline()).toHaveTextContent(brlOf(f.net))
    expect(await line('Dias de férias')).toHaveTextContent(`${f.days} dias`)
    expect(await line(`Férias: ${f.days} dias`)).toHaveTextContent(brlOf(f.vacationPay))
    expect(await line('1/3 constitucional')).toHaveTextContent(brlOf(f.bonus))
    expect(await line('INSS')).toHaveTextContent(brlOf(f.inss))
    expect(await line('IRRF')).toHaveTextContent(brlOf(f.irrf))
    expect(await line('Imposto pela tabela')).toHaveTextContent(brl('564,85'))
    expect(await line('Redução da Lei 15.270/2025')).toHaveTextContent(brl('179,75'))
    expect(within(await result()).queryByText(/Abono pecuniário/)).not.toBeInTheDocument()
    expect(window.location.search).toBe('?salario=4500&vender=nao&adiantamento13=nao&ano=2026')
  })

  it('F3 (2026) from a link: 8 absences, sells 8 days, 1 dependent, 13º advance: net 4.696,38', async () => {
    renderCalculator(<VacationCalculator />, {
      url: '/calculadora-ferias?salario=3000&medias=163.64&faltas=8&vender=sim&dependentes=1&adiantamento13=sim&ano=2026',
    })
    expect(await headline()).toHaveTextContent(brl('4.696,38'))
    expect(await line('Dias de férias')).toHaveTextContent('24 dias')
    expect(await line('Férias: 16 dias')).toHaveTextContent(brl('1.687,27'))
    expect(await line('Abono pecuniário: 8 dias')).toHaveTextContent(brl('843,64'))
    expect(await line('1/3 sobre o abono')).toHaveTextContent(brl('281,21'))
    expect(await line('Adiantamento do 13º')).toHaveTextContent(brl('1.500,00'))
    expect(await line('INSS')).toHaveTextContent(brl('178,16'))
    expect(screen.getByRole('switch', { name: /Vender 1\/3/ })).toBeChecked()
  })

  it('F5: days after the concessive period are paid double, with their 1/3', async () => {
    renderCalculator(<VacationCalculator />, {
      url: '/calculadora-ferias?salario=4500&diasAposPrazo=10&ano=2026',
    })
    expect(await headline()).toHaveTextContent(brl('6.243,64'))
    expect(await line('Dobra: 10 dias após o prazo')).toHaveTextContent(brl('1.500,00'))
    expect(await line('1/3 sobre a dobra')).toHaveTextContent(brl('500,00'))
  })

  it('pensão (2025, gross 4.000, R$ 300): the legal deductions beat the simplified discount, IRRF 104,83', async () => {
    renderCalculator(<VacationCalculator />, {
      url: '/calculadora-ferias?salario=3000&pensao=300&ano=2025',
    })
    await headline()
    expect(await line('IRRF retido')).toHaveTextContent(brl('104,83'))
    expect(await line('Pensão alimentícia')).toHaveTextContent(brl('300,00'))
    expect(await line('Dedução usada')).toHaveTextContent(
      /Deduções legais \(INSS, dependentes e pensão\)/,
    )
  })

  it('a start date gives the payment deadline, and a Friday start the art. 134 §3º message', async () => {
    renderCalculator(<VacationCalculator />, {
      url: '/calculadora-ferias?salario=4500&inicio=2026-11-27',
    })
    await headline()
    expect(await line('Pagar até')).toHaveTextContent('25/11/2026')
    expect(within(await result()).getByRole('note')).toHaveTextContent(
      /dois dias antes de um domingo \(29\/11\/2026\).*art\. 134 §3º/,
    )
    // Without `ano`, the table is the one of the payment month.
    expect(screen.getByLabelText('Ano da tabela')).toHaveValue('2026')
  })

  it('paid in January 2024: the deduction hint quotes that month’s simplified discount, R$ 528,00', async () => {
    // docs/legal/inss-irrf.md: the IRRF of the payment month (29/01/2024, Lei 14.663/2023), whose
    // simplified discount was R$ 528,00; R$ 564,80 came in February. Computed on 01/01/2024.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2024-01-01T09:00:00-03:00'))
    onTestFinished(() => {
      vi.useRealTimers()
    })
    renderCalculator(<VacationCalculator />, {
      url: '/calculadora-ferias?salario=4500&inicio=2024-01-31',
    })
    await headline()
    expect(await line('IRRF retido')).toHaveTextContent(brl('583,86'))
    expect(await line('Dedução usada')).toHaveTextContent(
      `mais vantajosas que o desconto simplificado de ${brl('528,00')}`,
    )
  })

  it('a start on 2 January is paid in December: the table follows the start date', () => {
    renderCalculator(<VacationCalculator />, { url: '/calculadora-ferias' })
    fireEvent.change(screen.getByLabelText('Início das férias'), {
      target: { value: '2026-01-02' },
    })
    expect(screen.getByLabelText('Ano da tabela')).toHaveValue('2025')
  })

  it('says why a split or too many absences do not compute, beside the field', async () => {
    const user = userEvent.setup()
    renderCalculator(<VacationCalculator />, { url: '/calculadora-ferias' })
    await user.type(screen.getByLabelText('Salário bruto mensal (R$)'), '3000')
    await user.type(screen.getByLabelText('Dias de férias a tirar agora'), '27')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(await screen.findByText(/Não dá para dividir assim.*art\. 134 §1º/)).toBeInTheDocument()
    expect(screen.getByLabelText('Dias de férias a tirar agora')).toHaveFocus()

    await user.clear(screen.getByLabelText('Dias de férias a tirar agora'))
    await user.type(screen.getByLabelText('Faltas sem justificativa'), '33')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(await screen.findByText(/Com mais de 32 faltas/)).toBeInTheDocument()
  })

  it('more days than the right names the sale only when 1/3 is sold', async () => {
    const user = userEvent.setup()
    renderCalculator(<VacationCalculator />, { url: '/calculadora-ferias' })
    await user.type(screen.getByLabelText('Salário bruto mensal (R$)'), '3000')
    const dias = screen.getByLabelText('Dias de férias a tirar agora')
    await user.type(dias, '31')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(await screen.findByText('São mais dias do que o direito a férias.')).toBeInTheDocument()
    expect(screen.queryByText(/vendidos|vender/, { selector: 'p' })).not.toBeInTheDocument()
    await user.clear(dias)
    await user.type(dias, '25')
    await user.click(screen.getByRole('switch', { name: /Vender 1\/3 das férias/ }))
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(dias).toHaveAccessibleDescription(
      /São mais dias do que restam depois de vender 1\/3 das férias\./,
    )
  })

  it('an empty salary asks for it', async () => {
    const user = userEvent.setup()
    renderCalculator(<VacationCalculator />, { url: '/calculadora-ferias' })
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(await screen.findByText('Informe o salário bruto mensal.')).toBeInTheDocument()
  })
})
