import { screen, within } from '@testing-library/react'

import { example } from '@/catalogue/calculators/severance-check/example.ts'
import { exampleHref } from '@/catalogue/sample-link.ts'
import { brlText } from '@/test/money-text.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'
import { formatDate } from '@/utils/format.ts'

import SeveranceCheck from './severance-check.tsx'

const { path, query: q, figures: f } = example
/** The first result waits for the formulas and the table's chunk. */
const wait = { timeout: 10_000 }

describe('Confira sua rescisão screen', () => {
  it('the worked example (docs/legal/checks.md, Rescisão): short aviso and 13º, the art. 477 fine, the deadline to claim', async () => {
    renderCalculator(<SeveranceCheck />, { url: exampleHref(path, q) })
    const heading = await screen.findByRole('heading', { name: 'Diferença a seu favor' }, wait)
    expect(heading.nextElementSibling).toHaveTextContent(brlText(f.balance))
    const table = screen.getByRole('table', { name: 'Linhas do TRCT' })
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) })
    expect(row('Aviso prévio')).toHaveTextContent(`pago a menos ${brlText(f.notice - q.pagoAviso)}`)
    expect(row('13º')).toHaveTextContent(`pago a menos ${brlText(f.thirteenth - q.pago13)}`)
    expect(row('Multa por atraso')).toHaveTextContent(`pago a menos ${brlText(f.fine)}`)
    expect(row('Saldo de salário')).toHaveTextContent('confere')
    expect(screen.getByText('Prazo para reclamar na Justiça').closest('div')).toHaveTextContent(
      formatDate(f.claimDeadline),
    )
  })

  // A dismissed worker has no next payslip; a resignation has no aviso indenizado to count.
  it('a resignation: no "folha seguinte", no aviso indenizado in the claim deadline', async () => {
    renderCalculator(<SeveranceCheck />, {
      url: `${path}?salario=3000&admissao=2022-03-10&demissao=2026-11-20&motivo=pedido-demissao&aviso=trabalhado&pagoSaldo=1`,
    })
    const deadline = await screen.findByText('Prazo para reclamar na Justiça', {}, wait)
    expect(deadline.closest('div')).not.toHaveTextContent('aviso indenizado')
    expect(screen.getByText(/termo de rescisão complementar/)).toBeVisible()
    expect(screen.queryByText(/folha seguinte/)).toBeNull()
    // Dismissed in 2026, whose tables are all published: no note about pending ones.
    expect(screen.queryByText(/ainda não publicad/)).toBeNull()
  })

  it('dismissed in January 2027, before the INSS portaria: 2026’s bands, said beside the result (docs/legal/calendar-of-acts.md)', async () => {
    renderCalculator(<SeveranceCheck />, {
      url: `${path}?salario=3000&admissao=2024-03-10&demissao=2027-01-05&motivo=sem-justa-causa&aviso=indenizado&pagoLiquido=1`,
    })
    expect(await screen.findByRole('note', {}, wait)).toHaveTextContent(
      'Faixas do INSS de 2027 ainda não publicadas: usamos as de 2026.',
    )
    expect(screen.getByRole('table', { name: 'Linhas do TRCT' })).toBeVisible()
  })

  it('a payment date before the dismissal is refused beside its field', async () => {
    renderCalculator(<SeveranceCheck />, {
      url: exampleHref(path, { ...q, dataPagamento: '2026-11-01' }),
    })
    expect(
      await screen.findByText('O pagamento não pode ser antes da demissão.', {}, wait),
    ).toBeVisible()
    expect(screen.getByLabelText('Data do pagamento')).toHaveAttribute('aria-invalid', 'true')
  })

  it('says the TRCT never leaves the browser', async () => {
    renderCalculator(<SeveranceCheck />, { url: path })
    expect(await screen.findByText(/o TRCT não é enviado a lugar nenhum/)).toBeVisible()
  })
})
