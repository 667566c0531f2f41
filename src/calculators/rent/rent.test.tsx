import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { example, sample } from '@/catalogue/calculators/rent/example.ts'
import { exampleHref } from '@/catalogue/sample-link.ts'
import { ipca } from '@/lib/series/data/ipca.ts'
import { addMonths } from '@/lib/series/monthly-series.ts'
import { brlText } from '@/test/money-text.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'
import { formatMonth } from '@/utils/format.ts'

import RentCalculator from './rent.tsx'

const { path, query: q, figures: f } = example

describe('Reajuste de aluguel screen', () => {
  it('the worked example of docs/legal/rent.md: July 2025 by the IGP-M, the twelve months', async () => {
    renderCalculator(<RentCalculator />, { url: sample.href })
    expect((await screen.findAllByText(brlText(f.adjusted)))[0]).toBeVisible()
    const region = screen.getByRole('region', { name: /resultado/i })
    expect(within(region).getByText('Novo aluguel a partir de julho de 2025')).toBeVisible()
    expect(within(region).getByText('4,39%')).toBeVisible()
    expect(
      within(region).getByText('IGP-M de julho de 2024 a junho de 2025 (12 meses)'),
    ).toBeVisible()
    const rows = within(screen.getByRole('table')).getAllByRole('row')
    expect(rows).toHaveLength(13)
    expect(rows[12]).toHaveTextContent('jun/2025−1,67%')
  })

  it('typed: the rent and the month, by the default index', async () => {
    const user = userEvent.setup()
    renderCalculator(<RentCalculator />, { url: exampleHref(path, { mes: q.mes }) })
    await user.type(await screen.findByLabelText('Aluguel atual (R$)'), '2.000')
    // The form says until when the chosen index goes, without loading its data.
    expect(screen.getByText(/^Dados do IGP-M até \S+ de \d{4}, FGV\.$/)).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect((await screen.findAllByText(brlText(f.adjusted)))[0]).toBeVisible()
    expect(window.location.search).toBe('?aluguel=2000&mes=2025-07&indice=igpm')
  })

  it('a negative index (IGP-M 2025, −1,04%): leads with the rent most contracts keep, the reduced one beside it', async () => {
    renderCalculator(<RentCalculator />, {
      url: exampleHref(path, { aluguel: 2000, indice: 'igpm', de: '2025-01', ate: '2025-12' }),
    })
    const region = await screen.findByRole('region', { name: /resultado/i })
    const main = await within(region).findByText(
      'Aluguel reajustado pelo IGP-M (mantido, como na maioria dos contratos)',
    )
    expect(main.closest('div')).toHaveTextContent(brlText(2000))
    expect(
      within(region).getByText('Aluguel reduzido pelo índice').closest('div'),
    ).toHaveTextContent(brlText(1979.16))
    expect(within(region).getByText('−1,04%')).toBeVisible()
    expect(within(region).getByText(/A lei não obriga a reduzir o aluguel/)).toBeVisible()
  })

  it('a chosen span of 9 months is called 9 months, never "12 meses"', async () => {
    renderCalculator(<RentCalculator />, {
      url: exampleHref(path, { aluguel: 2000, indice: 'igpm', de: '2025-01', ate: '2025-09' }),
    })
    const region = await screen.findByRole('region', { name: /resultado/i })
    expect(
      await within(region).findByText('IGP-M de janeiro de 2025 a setembro de 2025 (9 meses)'),
    ).toBeVisible()
    expect(region).not.toHaveTextContent('12 meses')
  })

  it('the IPCA of the last month not out yet: the message names the last month available', async () => {
    const last = ipca.last as string
    renderCalculator(<RentCalculator />, {
      url: exampleHref(path, { aluguel: 2000, mes: addMonths(last, 2), indice: 'ipca' }),
    })
    expect(
      await screen.findByText(
        `O índice de ${formatMonth(addMonths(last, 1))} ainda não está nos dados do site (dados até ${formatMonth(last)}).`,
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText(/ainda não foi publicado/)).toBeNull()
    // The month past the data gets a field (its own chunk, which may still be on its way), and
    // the estimate is offered.
    expect(await screen.findByLabelText(`IPCA de ${formatMonth(addMonths(last, 1))}`)).toBeVisible()
    expect(
      screen.getByRole('switch', { name: 'Estimar com os últimos 12 meses disponíveis' }),
    ).not.toBeChecked()
    expect(screen.getByLabelText('Mês do reajuste')).toHaveAttribute('aria-invalid', 'true')
  })

  it('the estimate: the last 12 months available, labelled as an estimate', async () => {
    const last = ipca.last as string
    renderCalculator(<RentCalculator />, {
      url: exampleHref(path, {
        aluguel: 2000,
        mes: addMonths(last, 2),
        indice: 'ipca',
        estimar: 'sim',
      }),
    })
    const region = await screen.findByRole('region', { name: /resultado/i })
    expect(
      await within(region).findByText(
        `Estimativa: novo aluguel a partir de ${formatMonth(addMonths(last, 2))}`,
      ),
    ).toBeVisible()
    expect(within(region).getByText(/o reajuste usa os últimos 12 meses disponíveis/)).toBeVisible()
  })
})
