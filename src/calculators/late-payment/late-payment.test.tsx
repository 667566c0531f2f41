import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { example } from '@/catalogue/calculators/late-payment/example.ts'
import { brlText } from '@/test/money-text.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'

import { daysInMonth } from '@/lib/core/calendar-date.ts'
import { addMonths } from '@/lib/series/monthly-series.ts'
import { ipca } from '@/lib/series/data/ipca.ts'
import { formatMonth } from '@/utils/format.ts'

import LatePaymentCalculator from './late-payment.tsx'

const { query: q, figures: f } = example

const region = () => screen.getByRole('region', { name: /resultado/i })

describe('Multa e juros de atraso screen', () => {
  it('typed: the worked example of docs/legal/late-payment.md (January and February 2025 at the Taxa Legal, IPCA 0,16% and 1,31%)', async () => {
    const user = userEvent.setup()
    renderCalculator(<LatePaymentCalculator />)
    await user.type(screen.getByLabelText('Valor da conta ou prestação (R$)'), '1.000')
    await user.type(screen.getByLabelText('Vencimento'), q.vencimento)
    await user.type(screen.getByLabelText('Data do pagamento'), q.pagamento)
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(await screen.findByText('Total a pagar em 28/02/2025')).toBeVisible()
    expect(screen.getAllByText(brlText(f.total))[0]).toBeVisible()
    // The interest is in the card and again in "Como calculamos" once its steps have loaded.
    expect(within(region()).getAllByText(brlText(f.interest))[0]).toBeVisible()
    expect(within(region()).getAllByText(brlText(f.fine))[0]).toBeVisible()
    expect(within(region()).getByText(/Taxa Legal: dados até/)).toBeVisible()
    const periods = within(region()).getByRole('region', { name: 'Juros por período' })
    expect(within(periods).getAllByRole('row')).toHaveLength(4)
    expect(periods).toHaveTextContent('01/01 a 31/01/2025Taxa Legal')
    expect(periods).toHaveTextContent('0,589427%')
    expect(window.location.search).toBe(
      '?valor=1000&vencimento=2024-12-31&pagamento=2025-02-28&correcao=ipca&tipo=outro',
    )
  })

  it('condomínio chosen: 1% a month (Código Civil art. 1.336 §1º) on R$ 800,00 due 05/03/2024, paid 28/11/2026', async () => {
    const user = userEvent.setup()
    renderCalculator(<LatePaymentCalculator />)
    await user.selectOptions(screen.getByLabelText('O que é a dívida'), 'Condomínio')
    expect(
      screen.getByLabelText('Juros do contrato (% ao mês, opcional)'),
    ).toHaveAccessibleDescription(/1% ao mês.*art\. 1\.336 §1º/)
    await user.type(screen.getByLabelText('Valor da conta ou prestação (R$)'), '800')
    await user.type(screen.getByLabelText('Vencimento'), '2024-03-05')
    await user.type(screen.getByLabelText('Data do pagamento'), '2026-11-28')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(await screen.findByText('Total a pagar em 28/11/2026')).toBeVisible()
    // The interest figure of src/lib/late-payment/late-payment-debt-types.test.ts.
    expect(within(region()).getAllByText(brlText(289.62))[0]).toBeVisible()
    expect(
      within(region()).getByText(
        /^Multa de até 2% e juros de 1% ao mês \(Código Civil, art\. 1\.336 §1º\)/,
      ),
    ).toBeVisible()
    expect(window.location.search).toContain('tipo=condominio')
  })

  it('condomínio with a fine above 2%: refused at the field', async () => {
    renderCalculator(<LatePaymentCalculator />, {
      url: '/calculadora-multa-juros-atraso?valor=800&vencimento=2025-01-10&pagamento=2025-02-10&multa=10&tipo=condominio',
    })
    expect(await screen.findByText(/No condomínio a multa é de no máximo 2%/)).toBeInTheDocument()
    expect(screen.getByLabelText('Multa (%)')).toHaveAttribute('aria-invalid', 'true')
  })

  it('legal interest before 30/08/2024 is the Selic: R$ 1.000,00 due 10/03/2024, paid 10/06/2024 comes to R$ 1.045,67', async () => {
    renderCalculator(<LatePaymentCalculator />, {
      url: '/calculadora-multa-juros-atraso?valor=1000&vencimento=2024-03-10&pagamento=2024-06-10',
    })
    expect(await screen.findByText('Total a pagar em 10/06/2024')).toBeVisible()
    expect(screen.getAllByText(brlText(1045.67))[0]).toBeVisible()
    expect(within(region()).getByText(/Selic, juros legais até 29\/08\/2024/)).toBeVisible()
  })

  it('paid on the due date: no delay, said at the field', async () => {
    renderCalculator(<LatePaymentCalculator />, {
      url: '/calculadora-multa-juros-atraso?valor=1000&vencimento=2025-03-10&pagamento=2025-03-10',
    })
    expect(await screen.findByText(/Pago até o vencimento não tem atraso/)).toBeInTheDocument()
    expect(screen.getByLabelText('Data do pagamento')).toHaveAttribute('aria-invalid', 'true')
  })

  it('a fine above 2%: a warning at the field and beside the result, and it computes', async () => {
    renderCalculator(<LatePaymentCalculator />, {
      url: '/calculadora-multa-juros-atraso?valor=1000&vencimento=2024-12-31&pagamento=2025-02-28&multa=10&correcao=nenhuma',
    })
    expect(await screen.findByText(/Multa acima de 2%/)).toBeVisible()
    expect(screen.getByLabelText('Multa (%)')).toHaveAccessibleDescription(/CDC art\. 52 §1º/)
    // 1.000 + 100 of fine + 14,92 at 1,491636% (no correction).
    expect(screen.getAllByText(brlText(1114.92))[0]).toBeVisible()
  })

  it('a payment past the data: the months missing are named and not corrected', async () => {
    // Due on the last day of the data's last month, paid today (empty): the months after it are
    // not in the data, at least the current one, whose IPCA comes out only next month.
    const last = ipca.last ?? '2026-07'
    const lastDay = daysInMonth(Number(last.slice(0, 4)), Number(last.slice(5, 7)))
    renderCalculator(<LatePaymentCalculator />, {
      url: `/calculadora-multa-juros-atraso?valor=1000&vencimento=${last}-${String(lastDay)}`,
    })
    const missing = new RegExp(
      `^O IPCA de ${formatMonth(addMonths(last, 1))}.*não (foi|foram) corrigidos?`,
    )
    expect(await screen.findByText(missing)).toBeVisible()
  })

  it('a negative value gets its message', async () => {
    renderCalculator(<LatePaymentCalculator />, {
      url: '/calculadora-multa-juros-atraso?valor=-5&vencimento=2024-12-31&pagamento=2025-02-28',
    })
    expect(await screen.findByText('O valor não pode ser negativo.')).toBeInTheDocument()
  })
})
