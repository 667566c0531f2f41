import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { example, sample } from '@/catalogue/calculators/correction/example.ts'
import { exampleHref } from '@/catalogue/sample-link.ts'
import { igpm } from '@/lib/series/data/igpm.ts'
import { ipca } from '@/lib/series/data/ipca.ts'
import { brlText } from '@/test/money-text.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'
import { formatMonth } from '@/utils/format.ts'

import CorrectionCalculator from './correction.tsx'

const { path, query: q, figures: f } = example
const lastIpca = formatMonth(ipca.last as string)

describe('Correção monetária screen', () => {
  it('the worked example (official-series §2): R$ 1.000,00 by the IPCA of 2024, the other indices, the months', async () => {
    renderCalculator(<CorrectionCalculator />, { url: sample.href })
    expect((await screen.findAllByText(brlText(f.corrected)))[0]).toBeVisible()
    const region = screen.getByRole('region', { name: /resultado/i })
    expect(within(region).getByText('4,83%')).toBeVisible()
    expect(within(region).getByText('Fator de correção').closest('div')).toHaveTextContent(
      '1,048313',
    )
    // INPC and IGP-M of 2024 over the same months (IBGE 4,77%, FGV 6,54%).
    expect(within(region).getByText('Pelo INPC').closest('div')).toHaveTextContent('4,77%')
    expect(within(region).getByText('Pelo IGP-M').closest('div')).toHaveTextContent('6,54%')
    expect(within(region).getByText(`Dados do IPCA até ${lastIpca}, IBGE.`)).toBeVisible()
    const rows = within(screen.getByRole('table')).getAllByRole('row')
    expect(rows).toHaveLength(13)
    expect(rows[1]).toHaveTextContent(`jan/20240,42%1,004200${brlText(1004.2)}`)
    expect(screen.getByRole('button', { name: 'Baixar CSV' })).toBeVisible()
    // A step names its month as the table does (docs/legal/official-series.md).
    expect(await within(region).findByText('Fator acumulado até dez/2024')).toBeInTheDocument()
    expect(screen.getByLabelText('Índice')).toHaveAccessibleDescription(/CDI: em breve\.$/)
  })

  it('typed: another value and index over the same months', async () => {
    const user = userEvent.setup()
    renderCalculator(<CorrectionCalculator />, {
      url: exampleHref(path, { inicio: q.inicio, fim: q.fim }),
    })
    await user.type(await screen.findByLabelText('Valor a corrigir (R$)'), '2.000')
    await user.selectOptions(screen.getByLabelText('Índice'), 'igpm')
    // The form says until when the chosen index goes, without loading its data.
    expect(screen.getByLabelText('Índice')).toHaveAccessibleDescription(
      `Dados do IGP-M até ${formatMonth(igpm.last as string)}, FGV. CDI: em breve.`,
    )
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    // FGV's IGP-M of 2024: 6,54%.
    expect((await screen.findAllByText(brlText(2130.72)))[0]).toBeVisible()
    expect(screen.getByText('Valor corrigido pelo IGP-M')).toBeVisible()
    expect(window.location.search).toBe('?valor=2000&inicio=2024-01&fim=2024-12&indice=igpm')
  })

  it('a month past the data: the message names the last month available', async () => {
    renderCalculator(<CorrectionCalculator />, {
      url: exampleHref(path, { ...q, fim: '2199-12' }),
    })
    expect(
      await screen.findByText(`Dados até ${lastIpca}: escolha um mês final até ${lastIpca}.`),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Mês final')).toHaveAttribute('aria-invalid', 'true')
  })

  it('the CDI has no data yet: not offered, and a link naming it gets a message beside the field', async () => {
    renderCalculator(<CorrectionCalculator />, {
      url: exampleHref(path, { ...q, indice: 'cdi' }),
    })
    const select = await screen.findByLabelText('Índice')
    expect(within(select).queryByRole('option', { name: /CDI/ })).toBeNull()
    expect(await screen.findByText(/O CDI ainda não tem dados no site/)).toBeInTheDocument()
    expect(select).toHaveAccessibleDescription(/O CDI ainda não tem dados no site \(em breve\)/)
  })
})
