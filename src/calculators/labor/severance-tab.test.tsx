import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { renderCalculator } from '@/test/render-calculator.tsx'
import { result } from '@/test/result.ts'
import { brl } from '@/test/money-text.ts'

import LaborCalculator from './labor.tsx'

// The rescisão motivos and lines of docs/legal/labour.md ("Rescisão by motivo"), on screen.
// Testing Library collapses whitespace, so the non-breaking space after R$ reads as a space.
const verbas = async () => within(await result()).getByRole('table', { name: /Verbas da rescisão/ })
const row = async (name: RegExp) => within(await verbas()).getByRole('row', { name })
const setDate = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('Labor screen: rescisão by motivo', () => {
  it('asks for the agreed end only for a fixed-term contract, and pays CLT art. 479', async () => {
    const user = userEvent.setup()
    renderCalculator(<LaborCalculator />, { url: '/calculadora-trabalhista' })
    expect(screen.queryByLabelText('Fim combinado do contrato')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Aviso prévio')).toBeInTheDocument()

    await user.type(screen.getByLabelText('Último salário bruto mensal (R$)'), '3000')
    await user.selectOptions(screen.getByLabelText('Motivo da saída'), 'antecipada-empregador')
    expect(screen.queryByLabelText('Aviso prévio')).not.toBeInTheDocument()
    setDate('Data de admissão', '2026-02-01')
    setDate('Data de demissão', '2026-05-15')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    const end = screen.getByLabelText('Fim combinado do contrato')
    // The first Calcular of the file waits for the formula library to load.
    await waitFor(
      () =>
        expect(end).toHaveAccessibleDescription(
          'Informe a data em que o contrato a prazo terminaria.',
        ),
      { timeout: 5000 },
    )
    expect(end).toHaveFocus()

    setDate('Fim combinado do contrato', '2026-07-31')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(await within(await result()).findByRole('table', { name: /Verbas/ })).toBeInTheDocument()
    expect(await row(/Indenização do art. 479: metade de 77 dias/)).toHaveTextContent(
      brl('3.850,00'),
    )
    expect(await row(/Indenização do art. 479/)).toHaveTextContent('31/07/2026')
    expect(await row(/Líquido da rescisão/)).toHaveTextContent(brl('7.495,83'))
    expect(await row(/Multa do FGTS/)).toHaveTextContent(brl('416,00'))
    expect(within(await result()).getByText('25/05/2026')).toBeInTheDocument()
    const seguro = within(await result()).getByRole('link', {
      name: 'Calcular o seguro-desemprego',
    })
    expect(seguro).toHaveAttribute(
      'href',
      '/calculadora-seguro-desemprego?s1=3000&s2=3000&s3=3000&meses=4&motivo=antecipada-empregador&demissao=2026-05-15',
    )
    expect(window.location.search).toContain('fimContrato=2026-07-31')
  })

  it('explains an end date that is not the dismissal on a normal end of term', async () => {
    const user = userEvent.setup()
    renderCalculator(<LaborCalculator />, {
      url: '/calculadora-trabalhista?salario=3000&admissao=2026-02-01&demissao=2026-07-31&motivo=termino-contrato&fimContrato=2026-08-31&ano=2026',
    })
    const end = await screen.findByLabelText('Fim combinado do contrato')
    await waitFor(() => expect(end).toHaveAccessibleDescription(/encerramento antecipado/))
    setDate('Fim combinado do contrato', '')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(await within(await result()).findByRole('table', { name: /Verbas/ })).toBeInTheDocument()
    expect(await row(/Saque do FGTS/)).toHaveTextContent('art. 20, IX')
    expect(
      within(await verbas()).queryByRole('row', { name: /Multa do FGTS/ }),
    ).not.toBeInTheDocument()
    expect(within(await result()).getByText('Sem direito')).toBeInTheDocument()
    expect(within(await result()).getByText(/não é dispensa/)).toBeInTheDocument()
    expect(
      within(await result()).queryByRole('link', { name: /seguro-desemprego/ }),
    ).not.toBeInTheDocument()
  })

  it('halves the aviso, 13º and férias in culpa recíproca, from a link', async () => {
    renderCalculator(<LaborCalculator />, {
      url: '/calculadora-trabalhista?salario=3000&admissao=2023-03-10&demissao=2026-11-20&motivo=culpa-reciproca&aviso=indenizado&ano=2026',
    })
    expect(await within(await result()).findByRole('table', { name: /Verbas/ })).toBeInTheDocument()
    expect(await row(/Aviso prévio: 19,5 dias/)).toHaveTextContent('Súmula 14 do TST')
    expect(await row(/13º salário proporcional: 11\/12/)).toHaveTextContent(brl('1.375,00'))
    expect(await row(/Férias proporcionais: 9\/12/)).toHaveTextContent(brl('1.125,00'))
    expect(await row(/Multa do FGTS/)).toHaveTextContent(brl('2.340,00'))
    expect(await row(/Líquido da rescisão/)).toHaveTextContent(brl('6.566,18'))
  })

  it('acordo: the FGTS to withdraw says why it equals the balance, 80% of it plus the 20% fine (CLT art. 484-A)', async () => {
    renderCalculator(<LaborCalculator />, {
      url: '/calculadora-trabalhista?salario=3000&admissao=2023-03-10&demissao=2026-11-20&motivo=acordo&aviso=indenizado&ano=2026',
    })
    // docs/legal/labour.md acordo example: balance 11.700 (estimated), withdrawal 9.360, fine 2.340.
    const label = await within(await result()).findByText(
      'FGTS a sacar: 80% do saldo + multa de 20% (estimado)',
    )
    const item = label.parentElement as HTMLElement
    expect(item).toHaveTextContent(brl('11.700,00'))
    expect(item).toHaveTextContent(
      `${brl('9.360,00')} do saldo (80%) e ${brl('2.340,00')} de multa (20% do saldo, CLT art. 484-A): somam o saldo de ${brl('11.700,00')}; os outros 20% do saldo ficam na conta do FGTS.`,
    )
  })

  it('deducts the 13º advance and pays late férias in double, shown only with vencidas', async () => {
    const user = userEvent.setup()
    renderCalculator(<LaborCalculator />, {
      url: '/calculadora-trabalhista?salario=3000&admissao=2023-03-10&demissao=2026-11-20&motivo=sem-justa-causa&aviso=indenizado&ano=2026',
    })
    expect(await within(await result()).findByRole('table', { name: /Verbas/ })).toBeInTheDocument()
    expect(screen.queryByRole('switch', { name: /Fora do prazo/ })).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('Férias vencidas (dias)'), '30')
    await user.click(screen.getByRole('switch', { name: /Fora do prazo de concessão/ }))
    await user.type(screen.getByLabelText('1ª parcela do 13º já paga (R$)'), '1500')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(
      await within(await result()).findByRole('row', { name: /Dobra das férias/ }),
    ).toHaveTextContent(brl('3.000,00'))
    expect(await row(/Dobra das férias vencidas: 30 dias/)).toHaveTextContent('CLT art. 137')
    expect(await row(/Adiantamento do 13º já pago/)).toHaveTextContent(`− ${brl('1.500,00')}`)
    expect(await row(/Líquido da rescisão/)).toHaveTextContent(brl('18.329,04'))
    expect(window.location.search).toContain('feriasVencidasDobro=sim&adiantamento13=1500')
    expect(within(await result()).getByText('30/11/2026')).toBeInTheDocument()
    expect(within(await result()).getByText('Pode ter direito')).toBeInTheDocument()
    // 3 years and 8 months: this contract alone fills the 18-month window, so the link says so.
    expect(
      within(await result()).getByRole('link', { name: 'Calcular o seguro-desemprego' }),
    ).toHaveAttribute('href', expect.stringContaining('meses=36&meses18=18&motivo=sem-justa-causa'))
  })

  it('pedido de demissão: the aviso choices are the resignation’s, worked by default; not worked deducts a salary, said under the figure (CLT art. 487 §2º)', async () => {
    const user = userEvent.setup()
    renderCalculator(<LaborCalculator />, { url: '/calculadora-trabalhista' })
    await user.type(screen.getByLabelText('Último salário bruto mensal (R$)'), '3000')
    setDate('Data de admissão', '2022-03-10')
    setDate('Data de demissão', '2026-11-20')
    await user.selectOptions(screen.getByLabelText('Motivo da saída'), 'pedido-demissao')
    const aviso = screen.getByLabelText('Aviso prévio')
    expect(aviso).toHaveValue('trabalhado')
    expect(
      within(aviso)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Trabalhado pelo empregado',
      'Não trabalhado (descontado)',
      'Dispensado pela empresa (sem desconto)',
    ])
    await user.selectOptions(aviso, 'nao-cumprido')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    const heading = await within(await result()).findByRole('heading', {
      name: 'Líquido a receber da empresa',
    })
    // The note sits in the headline's block, not below the table.
    expect(heading.parentElement).toHaveTextContent(
      `Aviso prévio não trabalhado: ${brl('3.000,00')} descontados`,
    )
    expect(
      await within(await result()).findByRole('row', { name: /Aviso prévio não cumprido/ }),
    ).toHaveTextContent(`− ${brl('3.000,00')}`)
    // Back to a dismissal: its own default aviso, the paid one.
    await user.selectOptions(screen.getByLabelText('Motivo da saída'), 'sem-justa-causa')
    expect(screen.getByLabelText('Aviso prévio')).toHaveValue('indenizado')
    await user.selectOptions(screen.getByLabelText('Motivo da saída'), 'justa-causa')
    expect(screen.queryByLabelText('Aviso prévio')).not.toBeInTheDocument()
  })

  it('an older link with pedido de demissão and “Indenizado”: computed with the worked aviso, and said beside the figure', async () => {
    renderCalculator(<LaborCalculator />, {
      url: '/calculadora-trabalhista?salario=3000&admissao=2022-03-10&demissao=2026-11-20&motivo=pedido-demissao&aviso=indenizado&ano=2026',
    })
    const heading = await within(await result()).findByRole('heading', {
      name: 'Líquido a receber da empresa',
    })
    expect(heading.parentElement).toHaveTextContent(
      'O link trazia o aviso “Indenizado (sem trabalhar)”, que não existe em pedido de demissão: a conta usa “Trabalhado pelo empregado”.',
    )
    await waitFor(() => expect(screen.getByLabelText('Aviso prévio')).toHaveValue('trabalhado'))
    expect(
      within(await result()).queryByRole('row', { name: /Aviso prévio/ }),
    ).not.toBeInTheDocument()
  })

  it('a one-day contract does not meet the seguro-desemprego’s carência (Lei 7.998/1990 art. 3º I)', async () => {
    renderCalculator(<LaborCalculator />, {
      url: '/calculadora-trabalhista?salario=3000&admissao=2026-11-20&demissao=2026-11-20&motivo=sem-justa-causa&aviso=indenizado&ano=2026',
    })
    expect(await within(await result()).findByText('Não cumpre a carência')).toBeInTheDocument()
    expect(within(await result()).queryByText('Pode ter direito')).not.toBeInTheDocument()
    expect(
      within(await result()).getByText(/Com menos de 15 dias neste contrato, não há a carência/),
    ).toBeInTheDocument()
  })
})
