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
  it('the worked example (official-series §3): July 2025 by the IGP-M, the twelve months', async () => {
    renderCalculator(<RentCalculator />, { url: sample.href })
    expect((await screen.findAllByText(brlText(f.adjusted)))[0]).toBeVisible()
    const region = screen.getByRole('region', { name: /resultado/i })
    expect(within(region).getByText('Novo aluguel a partir de julho de 2025')).toBeVisible()
    expect(within(region).getByText('4,39%')).toBeVisible()
    expect(within(region).getByText('IGP-M de julho de 2024 a junho de 2025')).toBeVisible()
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

  it('a negative index (IGP-M 2025, −1,04%): shown, with the rent most contracts keep', async () => {
    renderCalculator(<RentCalculator />, {
      url: exampleHref(path, { aluguel: 2000, indice: 'igpm', de: '2025-01', ate: '2025-12' }),
    })
    expect((await screen.findAllByText(brlText(1979.16)))[0]).toBeVisible()
    expect(screen.getByText('−1,04%')).toBeVisible()
    expect(screen.getByText('Aluguel mantido (a maioria dos contratos)')).toBeVisible()
    expect(screen.getByText(/A lei não obriga a reduzir o aluguel/)).toBeVisible()
  })

  it('the IPCA of the last month not out yet: the message names the last month available', async () => {
    const last = ipca.last as string
    renderCalculator(<RentCalculator />, {
      url: exampleHref(path, { aluguel: 2000, mes: addMonths(last, 2), indice: 'ipca' }),
    })
    expect(
      await screen.findByText(
        `O índice dos últimos meses ainda não foi publicado: os dados vão até ${formatMonth(last)}.`,
      ),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Mês do reajuste')).toHaveAttribute('aria-invalid', 'true')
  })
})
