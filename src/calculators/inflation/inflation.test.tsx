import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { renderCalculator } from '@/test/render-calculator.tsx'

import InflationCalculator from './inflation.tsx'

// getByText collapses whitespace, so Intl's non-breaking space after R$ reads as a plain one.
// The collapsed "Como calculamos" list repeats the card's figures; a person reads them there only
// after opening it, so the card's checks look outside it.
const outsideSteps = { ignore: 'script, style, details > ol *' }

describe('Inflation screen', () => {
  it('shows the future value, the purchasing power and the loss', async () => {
    const user = userEvent.setup()
    renderCalculator(<InflationCalculator />)
    await user.type(screen.getByLabelText('Valor hoje (R$)'), '1000')
    await user.type(screen.getByLabelText('Inflação anual (% ao ano)'), '10')
    await user.type(screen.getByLabelText('Período (anos)'), '2')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    // f = 1,1² = 1,21: 1.000 × 1,21 = 1.210; 1.000 ÷ 1,21 = 826,446… → 826,45;
    // loss 173,55 = 1 − 1/1,21 = 17,355…% → 17,36%
    expect(await screen.findByText('R$ 1.210,00', outsideSteps)).toBeInTheDocument()
    expect(screen.getByText('R$ 826,45', outsideSteps)).toBeInTheDocument()
    expect(screen.getByText('R$ 173,55 (17,36%)', outsideSteps)).toBeInTheDocument()
    expect(screen.getByText('21,00%', outsideSteps)).toBeInTheDocument()
    expect(screen.getByText('R$ 210,00', outsideSteps)).toBeInTheDocument()
    expect(
      screen.getByText(/valor futuro = valor × \(1 \+ inflação\)ⁿ/, outsideSteps),
    ).toBeInTheDocument()
    expect(window.location.search).toBe('?valor=1000&inflacao=10&anos=2')
  })

  it('asks for the years beside the field', async () => {
    const user = userEvent.setup()
    renderCalculator(<InflationCalculator />)
    await user.type(screen.getByLabelText('Valor hoje (R$)'), '1000')
    await user.type(screen.getByLabelText('Inflação anual (% ao ano)'), '4,5')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    const anos = screen.getByLabelText('Período (anos)')
    expect(anos).toHaveAttribute('aria-invalid', 'true')
    expect(anos).toHaveAccessibleDescription('Informe o número de anos.')
    expect(anos).toHaveFocus()
    expect(screen.queryByText(/Valor futuro/, outsideSteps)).not.toBeInTheDocument()
  })

  it('computes at once from a link and clears everything with Limpar', async () => {
    const user = userEvent.setup()
    renderCalculator(<InflationCalculator />, {
      url: '/calculadora-inflacao?valor=5000&inflacao=4.5&anos=10',
    })
    // 1,045^10 = 1,552969…: 5.000 × f = 7.764,85; 5.000 ÷ f = 3.219,64
    expect(await screen.findByText('R$ 7.764,85', outsideSteps)).toBeInTheDocument()
    expect(screen.getByText('R$ 3.219,64', outsideSteps)).toBeInTheDocument()
    expect(screen.getByLabelText('Inflação anual (% ao ano)')).toHaveValue('4,5')
    await user.click(screen.getByRole('button', { name: 'Limpar' }))
    expect(screen.getByLabelText('Valor hoje (R$)')).toHaveValue('')
    expect(screen.queryByText('R$ 7.764,85', outsideSteps)).not.toBeInTheDocument()
    expect(window.location.search).toBe('')
  })

  it('by the real IPCA of 01/2024 to 12/2024 from a link: R$ 1.048,31, 4,83% (IBGE), dated (docs/legal/official-series.md)', async () => {
    renderCalculator(<InflationCalculator />, {
      url: '/calculadora-inflacao?valor=1000&indice=ipca&inicio=2024-01&fim=2024-12',
    })
    expect(
      await screen.findByText('R$ 1.048,31', outsideSteps, { timeout: 10_000 }),
    ).toBeInTheDocument()
    expect(screen.getByText('4,83%', outsideSteps)).toBeInTheDocument()
    expect(
      screen.getByText(/12 meses, dados até setembro de 2026, IBGE/, outsideSteps),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Inflação')).toHaveValue('ipca')
    expect(screen.getByLabelText('Mês inicial')).toHaveValue('2024-01')
    // "Como calculamos" lists the months used, each with its figure.
    expect(screen.getByText('Como calculamos')).toBeInTheDocument()
    expect(screen.getAllByText(/dez\/2024/).length).toBeGreaterThan(0)
  })

  it('a month past the data names the last month available', async () => {
    const user = userEvent.setup()
    renderCalculator(<InflationCalculator />, {
      url: '/calculadora-inflacao?valor=1000&indice=ipca&inicio=2026-01&fim=2026-10',
    })
    const fim = await screen.findByLabelText('Mês final')
    await screen.findByText(
      'O índice de outubro de 2026 ainda não está nos dados do site (dados até setembro de 2026).',
      {},
      { timeout: 10_000 },
    )
    expect(fim).toHaveAccessibleDescription(
      /ainda não está nos dados do site \(dados até setembro de 2026\)/,
    )
    // Emptied, the last month with data is used.
    await user.clear(fim)
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(
      await screen.findByRole('heading', {
        name: 'Valor corrigido pelo IPCA de janeiro de 2026 a setembro de 2026',
      }),
    ).toBeInTheDocument()
  })

  it('old links keep working exactly: ?valor=1000&inflacao=4.5&anos=10', async () => {
    renderCalculator(<InflationCalculator />, {
      url: '/calculadora-inflacao?valor=1000&inflacao=4.5&anos=10',
    })
    expect(
      await screen.findByText('R$ 1.552,97', outsideSteps, { timeout: 10_000 }),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Inflação')).toHaveValue('')
    expect(window.location.search).toBe('?valor=1000&inflacao=4.5&anos=10')
  })
})
