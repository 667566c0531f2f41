import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { example, sample } from '@/catalogue/calculators/correction/example.ts'
import { exampleHref } from '@/catalogue/sample-link.ts'
import { igpm } from '@/lib/series/data/igpm.ts'
import { ipca } from '@/lib/series/data/ipca.ts'
import { taxaLegal } from '@/lib/series/data/taxa-legal.ts'
import { addMonths } from '@/lib/series/monthly-series.ts'
import { brlText } from '@/test/money-text.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'
import { formatMonth } from '@/utils/format.ts'

import CorrectionCalculator from './correction.tsx'

const { path, query: q, figures: f } = example
const lastIpca = formatMonth(ipca.last as string)

describe('Correção monetária screen', () => {
  it('the worked example of docs/legal/official-series.md: R$ 1.000,00 by the IPCA of 2024, the other indices, the months', async () => {
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
      await screen.findByText(
        `O índice de ${formatMonth(addMonths(ipca.last as string, 1))} ainda não está nos dados do site (dados até ${lastIpca}).`,
      ),
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

  it('a month the data lacks gets a field; the typed rate finishes the result, which names it, and the link keeps it', async () => {
    const user = userEvent.setup()
    const next = addMonths(ipca.last as string, 1)
    renderCalculator(<CorrectionCalculator />, {
      url: exampleHref(path, { ...q, inicio: ipca.last as string, fim: next }),
    })
    const label = `IPCA de ${formatMonth(next)}`
    const input = await screen.findByLabelText(label)
    expect(
      screen.getByText(
        `O IPCA de ${formatMonth(next)} ainda não está nos dados do site (dados até ${lastIpca}). Se já foi divulgado, informe a taxa de cada mês como publicada (IBGE):`,
      ),
    ).toBeVisible()
    await user.type(input, '0,5')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    const region = await screen.findByRole('region', { name: /resultado/i })
    expect(
      await within(region).findByText(
        new RegExp(`Taxa informada por você: ${formatMonth(next)} \\(0,50%\\)`),
      ),
    ).toBeVisible()
    expect(new URLSearchParams(window.location.search).get('taxas')).toBe(`${next}:0,5`)
  })

  it('Taxa Legal: simple interest from 30/08/2024, "pela Taxa Legal", 2025 gives R$ 1.089,77 (Res. CMN 5.171/2024)', async () => {
    renderCalculator(<CorrectionCalculator />, {
      url: exampleHref(path, { ...q, indice: 'taxa-legal', inicio: '2025-01', fim: '2025-12' }),
    })
    expect((await screen.findAllByText(brlText(1089.77)))[0]).toBeVisible()
    expect(screen.getByText('Valor com juros pela Taxa Legal (simples)')).toBeVisible()
    expect(screen.getAllByText('8,977432%')[0]).toBeVisible()
    expect(taxaLegal.first).toBe('2024-08')
  })
})
