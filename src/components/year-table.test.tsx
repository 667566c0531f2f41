import { render, screen, within } from '@testing-library/react'

import { yearTable } from '@/lib/compound/compound.ts'
import { D } from '@/lib/core/money.ts'

import { YearTable } from './year-table.tsx'

// R$ 1.000 plus R$ 100 a month at 1% a.m. for 30 months: two full years and a partial one.
const rows = yearTable(new D(1000), new D(100), new D('0.01'), 30)

describe('YearTable', () => {
  it('shows the cumulative figures per year, the partial last year with its month', () => {
    render(<YearTable rows={rows} />)
    const table = screen.getByRole('table')
    const body = within(table).getAllByRole('row').slice(1)
    expect(body).toHaveLength(3)
    expect(body[2]).toHaveTextContent(/^3 \(30 meses\)/)
    expect(within(table).queryByRole('columnheader', { name: 'Idade' })).not.toBeInTheDocument()
  })

  it('adds an Idade column when the rows carry ages', () => {
    render(<YearTable rows={rows.map((r) => ({ ...r, idade: 40 + r.ano }))} />)
    expect(screen.getByRole('columnheader', { name: 'Idade' })).toBeInTheDocument()
    expect(within(screen.getAllByRole('row')[1]!).getByText('41')).toBeInTheDocument()
  })
})
