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

  it('the banking count from the switch, with the labour date beside it', async () => {
    const user = userEvent.setup()
    renderCalculator(<PaydayCalculator />, {
      url: '/calculadora-quinto-dia-util?mes=2026-09',
    })
    expect(await screen.findByText('sábado, 5 de setembro de 2026')).toBeVisible()
    await user.click(screen.getByRole('switch', { name: 'Contar o sábado como dia útil' }))
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(await screen.findByText('terça-feira, 8 de setembro de 2026')).toBeVisible()
    expect(window.location.search).toBe('?mes=2026-09&sabado=nao')
  })

  it('a month outside the holiday engine is refused beside its field', async () => {
    renderCalculator(<PaydayCalculator />, { url: '/calculadora-quinto-dia-util?mes=2201-01' })
    const field = await screen.findByLabelText('Mês do pagamento')
    expect(await screen.findByText('Informe um mês até dezembro de 2200.')).toBeInTheDocument()
    expect(field).toHaveAttribute('aria-invalid', 'true')
  })
})
