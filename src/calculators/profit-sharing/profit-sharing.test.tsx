import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { example } from '@/catalogue/calculators/profit-sharing/example.ts'
import { brl } from '@/test/money-text.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'
import { result } from '@/test/result.ts'

import ProfitSharingCalculator from './profit-sharing.tsx'

const item = async (label: string) =>
  within(await result())
    .getByText(label, { selector: 'dt, dt *' })
    .closest('div') as HTMLElement

describe('PLR screen', () => {
  it('a link: 9.000,00 in 2026 withholds 58,92 (Lei 10.101/2000 art. 3º §5º)', async () => {
    renderCalculator(<ProfitSharingCalculator />, {
      url: `${example.path}?plr=9000&data=2026-03-20`,
    })
    expect(await item('IRRF retido')).toHaveTextContent(brl('58,92'))
    expect(within(await result()).getAllByText(brl('8.941,08')).length).toBeGreaterThan(0)
    expect(within(await result()).getByText(/em vigor desde 01\/05\/2025/)).toBeVisible()
  })

  it('typed: a second payment is taxed on the sum (§7º): 5.000,00 then 6.000,00 → 289,75', async () => {
    const user = userEvent.setup()
    renderCalculator(<ProfitSharingCalculator />, { url: example.path })
    await user.type(screen.getByLabelText('Valor bruto da PLR (R$)'), '6000')
    await user.type(screen.getByLabelText('Data do pagamento'), '2026-09-10')
    await user.type(screen.getByLabelText('PLR já recebida no ano (R$, opcional)'), '5000')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(await item('IRRF retido')).toHaveTextContent(brl('289,75'))
    expect(await item('PLR do ano (com a anterior)')).toHaveTextContent(brl('11.000,00'))
  })

  it('a date before the first table known is refused, saying none applies', async () => {
    renderCalculator(<ProfitSharingCalculator />, {
      url: `${example.path}?plr=9000&data=2024-01-15`,
    })
    expect(await screen.findByText(/Não temos a tabela da PLR antes de 01\/02\/2024/)).toBeVisible()
  })
})
