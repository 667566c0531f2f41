import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { brlText as brlOf } from '@/test/money-text.ts'
import { workedExamples } from '@/catalogue/worked-examples.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'

import UnemploymentCalculator from './unemployment.tsx'

const brl = (text: string) => `R$ ${text}`
const result = () => screen.getByRole('region', { name: 'Resultado' })
// A label may come again in "Como calculamos", after the card's own line.
const line = (label: string | RegExp) => within(result()).getAllByText(label)[0]?.closest('div')

// The worked example of the "Como usar" steps (src/catalogue/worked-examples.ts).
const { query: q, figures: f } = workedExamples.unemployment

describe('Seguro-desemprego screen', () => {
  it('the legal reference’s full example (2026): 3 × R$ 3.000, 20 months, 1st request: 4 parcelas de 2.166,66 = 8.666,64, filed 7 to 120 days after', async () => {
    const user = userEvent.setup()
    renderCalculator(<UnemploymentCalculator />, { url: '/calculadora-seguro-desemprego' })
    for (const label of [
      'Último salário (R$)',
      'Penúltimo salário (R$)',
      'Antepenúltimo salário (R$)',
    ])
      await user.type(screen.getByLabelText(label), String(q.s1))
    await user.type(screen.getByLabelText('Meses trabalhados nos últimos 36'), String(q.meses))
    await user.selectOptions(screen.getByLabelText('Ano da tabela'), String(q.ano))
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    const heading = await within(result()).findByRole('heading', {
      name: `${f.installments} parcelas de`,
    })
    expect(heading.nextElementSibling).toHaveTextContent(brlOf(f.installment))
    expect(line('Total a receber')).toHaveTextContent(brlOf(f.total))
    expect(line('Média dos três salários')).toHaveTextContent(brl('3.000,00'))
    expect(window.location.search).toBe(
      '?s1=3000&s2=3000&s3=3000&meses=20&solicitacao=1&motivo=sem-justa-causa&domestico=nao&ano=2026',
    )
  })

  it('from a link with the dismissal date: the filing window as dates', async () => {
    renderCalculator(<UnemploymentCalculator />, {
      url: '/calculadora-seguro-desemprego?s1=3000&s2=3000&s3=3000&meses=20&solicitacao=1&motivo=sem-justa-causa&demissao=2026-11-20&ano=2026',
    })
    await within(result()).findByRole('heading', { name: '4 parcelas de' })
    expect(line('Prazo para pedir')).toHaveTextContent('27/11/2026 a 20/03/2027')
  })

  it.each([
    ['2026', '1700', '1.621,00'],
    ['2026', '5000', '2.518,65'],
    ['2025', '3000', '2.141,63'],
    ['2024', '3000', '2.112,41'],
  ])(
    'table %s, salaries of %s: each parcela %s (floor, ceiling, bands)',
    async (ano, s, parcela) => {
      renderCalculator(<UnemploymentCalculator />, {
        url: `/calculadora-seguro-desemprego?s1=${s}&s2=${s}&s3=${s}&meses=30&ano=${ano}`,
      })
      const heading = await within(result()).findByRole('heading', { name: '5 parcelas de' })
      expect(heading.nextElementSibling).toHaveTextContent(brl(parcela))
    },
  )

  it('a resignation is not entitled, and says why', async () => {
    renderCalculator(<UnemploymentCalculator />, {
      url: '/calculadora-seguro-desemprego?s1=3000&s2=3000&s3=3000&meses=20&motivo=pedido-demissao&ano=2026',
    })
    const heading = await within(result()).findByRole('heading', { name: 'Seguro-desemprego' })
    expect(heading.nextElementSibling).toHaveTextContent('Sem direito')
    expect(within(result()).getByText(/Quem pede demissão não tem direito/)).toBeInTheDocument()
  })

  it('too few months for the 1st request: not yet, with the minimum', async () => {
    renderCalculator(<UnemploymentCalculator />, {
      url: '/calculadora-seguro-desemprego?s1=3000&s2=3000&s3=3000&meses=10&solicitacao=1&ano=2026',
    })
    await within(result()).findByRole('heading', { name: 'Seguro-desemprego' })
    expect(
      within(result()).getByText(/Com 10 meses trabalhados.*pelo menos 12 meses/),
    ).toBeInTheDocument()
  })

  it('a domestic worker gets 3 minimum wages, filed within 90 days', async () => {
    renderCalculator(<UnemploymentCalculator />, {
      url: '/calculadora-seguro-desemprego?s1=3000&s2=3000&s3=3000&meses=20&domestico=sim&demissao=2026-11-20&ano=2026',
    })
    const heading = await within(result()).findByRole('heading', { name: '3 parcelas de' })
    expect(heading.nextElementSibling).toHaveTextContent(brl('1.621,00'))
    expect(line('Prazo para pedir')).toHaveTextContent('27/11/2026 a 18/02/2027')
  })

  it('more than 36 months gets its message, on the field', async () => {
    const user = userEvent.setup()
    renderCalculator(<UnemploymentCalculator />, { url: '/calculadora-seguro-desemprego' })
    for (const label of [
      'Último salário (R$)',
      'Penúltimo salário (R$)',
      'Antepenúltimo salário (R$)',
    ])
      await user.type(screen.getByLabelText(label), '3000')
    await user.type(screen.getByLabelText('Meses trabalhados nos últimos 36'), '40')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(await screen.findByText(/Conte no máximo 36 meses/)).toBeInTheDocument()
    expect(screen.getByLabelText('Meses trabalhados nos últimos 36')).toHaveFocus()
  })
})
