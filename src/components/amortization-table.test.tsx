import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { sacSchedule } from '@/lib/core/amortization.ts'
import { D, money } from '@/lib/core/money.ts'

import { AmortizationTable } from './amortization-table.tsx'

// Spec §9's SAC example: R$ 100.000 at 1% a.m. in 10 months.
const schedule = sacSchedule(money(100000), new D('0.01'), 10)

describe('AmortizationTable', () => {
  it('lists every month and a totals row in its own scroll region', () => {
    render(<AmortizationTable rows={schedule.rows} filename="t.csv" />)
    const region = screen.getByRole('region', { name: 'Tabela de amortização' })
    expect(region).toHaveAttribute('tabindex', '0')
    const rows = within(region).getAllByRole('row')
    expect(rows).toHaveLength(12)
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Mês', 'Parcela (R$)', 'Juros (R$)', 'Amortização (R$)', 'Saldo (R$)'])
    expect(rows[11]).toHaveTextContent(/^Total\s*105\.500,005\.500,00100\.000,00$/)
  })

  it('"Baixar CSV" downloads the same rows as a pt-BR CSV under the given name', async () => {
    const user = userEvent.setup()
    let blob: Blob | undefined
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL }
    Object.assign(URL, {
      createObjectURL: (b: Blob) => {
        blob = b
        return 'blob:x'
      },
      revokeObjectURL: () => undefined,
    })
    const names: string[] = []
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download)
    })
    try {
      render(<AmortizationTable rows={schedule.rows} filename="financiamento-sac-10-meses.csv" />)
      await user.click(screen.getByRole('button', { name: 'Baixar CSV' }))
      expect(names).toEqual(['financiamento-sac-10-meses.csv'])
      const text = new TextDecoder().decode(await blob!.arrayBuffer())
      const lines = text.trimEnd().split('\r\n')
      expect(lines).toHaveLength(12)
      expect(lines[1]).toBe('1;11000,00;1000,00;10000,00;90000,00')
      expect(lines[11]).toBe('Total;105500,00;5500,00;100000,00;')
    } finally {
      click.mockRestore()
      Object.assign(URL, original)
    }
  })
})
