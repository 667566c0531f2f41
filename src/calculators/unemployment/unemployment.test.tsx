import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { brl, brlText as brlOf } from '@/test/money-text.ts'
import { example } from '@/catalogue/calculators/unemployment/example.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'
import { result } from '@/test/result.ts'

import UnemploymentCalculator from './unemployment.tsx'

// A label may come again in "Como calculamos", after the card's own line.
const line = async (label: string | RegExp) =>
  within(await result())
    .getAllByText(label)[0]
    ?.closest('div')

// The worked example of the "Como usar" steps (src/catalogue/calculators/unemployment/example.ts).
const { query: q, figures: f } = example

/** Where the screen's today is fixed: the filing window of a November 2026 dismissal is open. */
const TODAY = new Date('2026-11-22T12:00:00-03:00')

async function typeSalaries(user: ReturnType<typeof userEvent.setup>, text: string) {
  for (const label of [
    'Último salário (R$)',
    'Penúltimo salário (R$)',
    'Antepenúltimo salário (R$)',
  ])
    await user.type(screen.getByLabelText(label), text)
}

describe('Seguro-desemprego screen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(TODAY)
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('the legal reference’s full example (2026): 3 × R$ 3.000, 20 months, 1st request: 4 parcelas de 2.166,66 = 8.666,64, filed 7 to 120 days after', async () => {
    const user = userEvent.setup()
    renderCalculator(<UnemploymentCalculator />, { url: '/calculadora-seguro-desemprego' })
    await typeSalaries(user, String(q.s1))
    await user.type(screen.getByLabelText('Meses trabalhados nos últimos 36'), String(q.meses))
    await user.type(screen.getByLabelText('Meses com salário nos últimos 18'), String(q.meses18))
    await user.selectOptions(screen.getByLabelText('Ano da tabela'), String(q.ano))
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    const heading = await within(await result()).findByRole('heading', {
      name: `${f.installments} parcelas de`,
    })
    expect(heading.nextElementSibling).toHaveTextContent(brlOf(f.installment))
    expect(await line('Total a receber')).toHaveTextContent(brlOf(f.total))
    expect(await line('Média dos três salários')).toHaveTextContent(brl('3.000,00'))
    expect(window.location.search).toBe(
      '?s1=3000&s2=3000&s3=3000&meses=20&meses18=18&solicitacao=1&motivo=sem-justa-causa&domestico=nao&ano=2026',
    )
    expect(await line('Carência')).toHaveTextContent('18 dos 18 meses')
  })

  it('from a link with the dismissal date: the filing window as dates', async () => {
    renderCalculator(<UnemploymentCalculator />, {
      url: '/calculadora-seguro-desemprego?s1=3000&s2=3000&s3=3000&meses=20&meses18=18&solicitacao=1&motivo=sem-justa-causa&demissao=2026-11-20&ano=2026',
    })
    await within(await result()).findByRole('heading', { name: '4 parcelas de' })
    expect(await line('Prazo para pedir')).toHaveTextContent('27/11/2026 a 20/03/2027')
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
        url: `/calculadora-seguro-desemprego?s1=${s}&s2=${s}&s3=${s}&meses=30&meses18=18&ano=${ano}`,
      })
      const heading = await within(await result()).findByRole('heading', { name: '5 parcelas de' })
      expect(heading.nextElementSibling).toHaveTextContent(brl(parcela))
    },
  )

  it('dismissed in January 2027, before its bands: the note on their first day names 2026', async () => {
    // docs/legal/calendar-of-acts.md: 2027's bands are not yet published, 2026's stand in, and
    // they apply from 11/01/2026; "a tabela de 2027 … a partir de 11/01/2026" would be absurd.
    renderCalculator(<UnemploymentCalculator />, {
      url: '/calculadora-seguro-desemprego?s1=3000&s2=3000&s3=3000&meses=20&meses18=18&solicitacao=1&motivo=sem-justa-causa&demissao=2027-01-04',
    })
    const region = await result()
    await within(region).findByRole('heading', { name: '4 parcelas de' })
    expect(region).toHaveTextContent(
      'Faixas do seguro-desemprego de 2027 ainda não publicadas: usamos as de 2026',
    )
    expect(region).toHaveTextContent(
      'A tabela de 2026 vale para parcelas emitidas a partir de 11/01/2026.',
    )
  })

  it('a resignation is not entitled, and says why', async () => {
    renderCalculator(<UnemploymentCalculator />, {
      url: '/calculadora-seguro-desemprego?s1=3000&s2=3000&s3=3000&meses=20&motivo=pedido-demissao&ano=2026',
    })
    const heading = await within(await result()).findByRole('heading', {
      name: 'Seguro-desemprego',
    })
    expect(heading.nextElementSibling).toHaveTextContent('Sem direito')
    expect(
      within(await result()).getByText(/Quem pede demissão não tem direito/),
    ).toBeInTheDocument()
  })

  it('too few months for the 1st request: not yet, with the minimum', async () => {
    renderCalculator(<UnemploymentCalculator />, {
      url: '/calculadora-seguro-desemprego?s1=3000&s2=3000&s3=3000&meses=10&solicitacao=1&ano=2026',
    })
    await within(await result()).findByRole('heading', { name: 'Seguro-desemprego' })
    expect(
      within(await result()).getByText(/Com 10 meses trabalhados.*pelo menos 12 meses/),
    ).toBeInTheDocument()
  })

  it('a domestic worker gets 3 minimum wages, filed within 90 days', async () => {
    renderCalculator(<UnemploymentCalculator />, {
      url: '/calculadora-seguro-desemprego?s1=3000&s2=3000&s3=3000&meses=20&domestico=sim&demissao=2026-11-20&ano=2026',
    })
    const heading = await within(await result()).findByRole('heading', { name: '3 parcelas de' })
    expect(heading.nextElementSibling).toHaveTextContent(brl('1.621,00'))
    expect(await line('Prazo para pedir')).toHaveTextContent('27/11/2026 a 18/02/2027')
  })

  it('more than 36 months gets its message, on the field', async () => {
    const user = userEvent.setup()
    renderCalculator(<UnemploymentCalculator />, { url: '/calculadora-seguro-desemprego' })
    await typeSalaries(user, '3000')
    await user.type(screen.getByLabelText('Meses trabalhados nos últimos 36'), '40')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(await screen.findByText(/Conte no máximo 36 meses/)).toBeInTheDocument()
    expect(screen.getByLabelText('Meses trabalhados nos últimos 36')).toHaveFocus()
  })

  it('docs/legal/unemployment.md, worked examples, 1st request: 20 months in 36 but 10 in the last 18 is not entitled, and says why', async () => {
    const user = userEvent.setup()
    renderCalculator(<UnemploymentCalculator />, { url: '/calculadora-seguro-desemprego' })
    await typeSalaries(user, '3000')
    await user.type(screen.getByLabelText('Meses trabalhados nos últimos 36'), '20')
    await user.type(screen.getByLabelText('Meses com salário nos últimos 18'), '10')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    const heading = await within(await result()).findByRole('heading', {
      name: 'Seguro-desemprego',
    })
    expect(heading.nextElementSibling).toHaveTextContent('Sem direito')
    expect(
      within(await result()).getByText(
        /pelo menos 12 dos 18 meses antes da demissão; com 10 meses/,
      ),
    ).toBeInTheDocument()
    expect(within(await result()).queryByText(/parcelas de/)).not.toBeInTheDocument()
  })

  it('asks only the window of the request: 18 months, then 12, then each of the last 6', async () => {
    const user = userEvent.setup()
    renderCalculator(<UnemploymentCalculator />, { url: '/calculadora-seguro-desemprego' })
    expect(screen.getByLabelText('Meses com salário nos últimos 18')).toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText('Qual solicitação é esta'), '2')
    expect(screen.queryByLabelText('Meses com salário nos últimos 18')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Meses com salário nos últimos 12')).toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText('Qual solicitação é esta'), '3')
    const lastSix = screen.getByLabelText('Recebeu salário em cada um dos últimos 6 meses?')
    expect(lastSix).toHaveValue('')
    // docs/legal/unemployment.md, worked examples, 3rd request: 10 months, a month without salary in the last 6.
    await typeSalaries(user, '3000')
    await user.type(screen.getByLabelText('Meses trabalhados nos últimos 36'), '10')
    await user.selectOptions(lastSix, 'nao')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    await within(await result()).findByText(/cada um dos 6 meses antes da demissão; faltou salário/)
    await user.selectOptions(lastSix, 'sim')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    const heading = await within(await result()).findByRole('heading', { name: '3 parcelas de' })
    expect(heading.nextElementSibling).toHaveTextContent(brl('2.166,66'))
  })

  it('an older link without the window: "confira" with the rule, the instalments only as conditional', async () => {
    renderCalculator(<UnemploymentCalculator />, {
      url: '/calculadora-seguro-desemprego?s1=3000&s2=3000&s3=3000&meses=20&solicitacao=1&motivo=sem-justa-causa&ano=2026',
    })
    const heading = await within(await result()).findByRole('heading', {
      name: 'Seguro-desemprego',
    })
    expect(heading.nextElementSibling).toHaveTextContent('Confira a carência')
    expect(heading.nextElementSibling).not.toHaveClass('text-success')
    expect(within(await result()).getByText(/^Confira: na 1ª solicitação/)).toBeInTheDocument()
    expect(await line('Se cumprir a carência')).toHaveTextContent(`4 × ${brl('2.166,66')}`)
    expect(within(await result()).queryByRole('heading', { name: /parcelas de/ })).toBeNull()
  })

  it('past the deadline to ask (fixed today 22/11/2026, dismissed 01/02/2026): closed on 01/06/2026, no instalment', async () => {
    renderCalculator(<UnemploymentCalculator />, {
      url: '/calculadora-seguro-desemprego?s1=3000&s2=3000&s3=3000&meses=20&meses18=18&solicitacao=1&demissao=2026-02-01&ano=2026',
    })
    const heading = await within(await result()).findByRole('heading', {
      name: 'Seguro-desemprego',
    })
    expect(heading.nextElementSibling).toHaveTextContent('Prazo encerrado')
    expect(
      within(await result()).getByText(
        /O prazo para pedir terminou em 01\/06\/2026.*já não pode ser feito/,
      ),
    ).toBeInTheDocument()
    expect(within(await result()).queryByText(/parcelas de/)).not.toBeInTheDocument()
  })

  it('months in the window beyond those in the 36: a message on the field, which takes the focus', async () => {
    const user = userEvent.setup()
    renderCalculator(<UnemploymentCalculator />, { url: '/calculadora-seguro-desemprego' })
    await typeSalaries(user, '3000')
    await user.type(screen.getByLabelText('Meses trabalhados nos últimos 36'), '12')
    await user.type(screen.getByLabelText('Meses com salário nos últimos 18'), '14')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(
      await screen.findByText('Não pode passar dos meses trabalhados nos últimos 36 (12).'),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Meses com salário nos últimos 18')).toHaveFocus()
  })
})
