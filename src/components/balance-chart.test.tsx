import { render, screen } from '@testing-library/react'

import { yearTable } from '@/lib/compound/compound.ts'
import { D } from '@/lib/core/money.ts'

import BalanceChart from './balance-chart.tsx'

describe('BalanceChart', () => {
  it('draws a contributed and an interest bar per year, named and described in words', () => {
    const rows = yearTable(new D(1000), new D(100), new D('0.01'), 60)
    const { container } = render(
      <BalanceChart rows={rows} summary="Em 5 anos, o saldo chega a X." />,
    )
    const chart = screen.getByRole('img', { name: /Gráfico do saldo ano a ano/ })
    expect(chart).toHaveAccessibleDescription('Em 5 anos, o saldo chega a X.')
    expect(container.querySelectorAll('rect.fill-primary')).toHaveLength(5)
    expect(container.querySelectorAll('rect.fill-success')).toHaveLength(5)
    // The tallest bar reaches the round axis top: saldo ≈ R$ 10.000 → top R$ 10 mil.
    expect(screen.getByText(/R\$\s10 mil/)).toBeInTheDocument()
    expect(screen.getByText('Ano 1')).toBeInTheDocument()
    expect(screen.getByText('Ano 5')).toBeInTheDocument()
  })

  it('scales bars so contributed + interest = balance, all within the box', () => {
    const rows = yearTable(new D(5000), new D(0), new D('0.02'), 24)
    const { container } = render(<BalanceChart rows={rows} summary="." />)
    for (const rect of container.querySelectorAll('rect')) {
      const y = Number(rect.getAttribute('y'))
      const h = Number(rect.getAttribute('height'))
      expect(y).toBeGreaterThanOrEqual(0)
      expect(h).toBeGreaterThanOrEqual(0)
      expect(y + h).toBeLessThanOrEqual(100)
    }
  })
})
