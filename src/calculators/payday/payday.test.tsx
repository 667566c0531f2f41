import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { example, sample } from '@/catalogue/calculators/payday/example.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'
import { formatDate } from '@/utils/format.ts'

import PaydayCalculator from './payday.tsx'

const { query: q, figures: f } = example

describe('Quinto dia útil screen', () => {
  it('a link computes April 2026 (docs/legal/payday.md): both counts and the year', async () => {
    renderCalculator(<PaydayCalculator />, {
      url: `/calculadora-quinto-dia-util?mes=${q.mes}&sabado=${q.sabado}`,
    })
    expect(await screen.findByText(`terça-feira, ${sample.expected}`)).toBeVisible()
    const region = screen.getByRole('region', { name: /resultado/i })
    const other = within(region).getByText('Dia útil bancário (sem sábado)').closest('div')
    expect(other).toHaveTextContent(formatDate(f.banking))
    expect(within(region).getByRole('list', { name: 'Dias que não contaram' })).toHaveTextContent(
      `${formatDate(f.skippedHoliday)}: feriado: Paixão de Cristo (Sexta-feira Santa)`,
    )
    const rows = within(screen.getByRole('table')).getAllByRole('row')
    expect(rows).toHaveLength(13)
    expect(rows[4]).toHaveTextContent('Abril07/0408/04')
    expect(rows[9]).toHaveTextContent('Setembro05/0908/09')
  })

  // CLT art. 459 §1º: the deadline counts Saturday; the banking day is shown beside it and never
  // leads as if it were a later deadline (September 2026: Saturday 05/09 against Tuesday 08/09).
  it('the banking count from the switch: the CLT deadline still leads, the banking date beside it', async () => {
    const user = userEvent.setup()
    renderCalculator(<PaydayCalculator />, {
      url: '/calculadora-quinto-dia-util?mes=2026-09',
    })
    expect(await screen.findByText('sábado, 5 de setembro de 2026')).toBeVisible()
    await user.click(screen.getByRole('switch', { name: 'Contar o sábado como dia útil' }))
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(window.location.search).toBe('?mes=2026-09&sabado=nao')
    const region = screen.getByRole('region', { name: /resultado/i })
    expect(within(region).getByText(/^Prazo da CLT: 5º dia útil de setembro de 2026/)).toBeVisible()
    expect(within(region).getByText('sábado, 5 de setembro de 2026')).toBeVisible()
    const banking = within(region).getByText('Dia útil bancário (sem sábado)').closest('div')
    expect(banking).toHaveTextContent('08/09/2026')
    expect(banking).toHaveTextContent('Não é um prazo mais longo')
    expect(within(region).getByText(/Carnaval não é feriado nacional/)).toBeVisible()
  })

  it('a month outside the holiday engine is refused beside its field', async () => {
    renderCalculator(<PaydayCalculator />, { url: '/calculadora-quinto-dia-util?mes=2201-01' })
    const field = await screen.findByLabelText('Mês do pagamento')
    expect(await screen.findByText('Informe um mês até dezembro de 2200.')).toBeInTheDocument()
    expect(field).toHaveAttribute('aria-invalid', 'true')
  })
})
