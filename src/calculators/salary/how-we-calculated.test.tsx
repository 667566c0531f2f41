import { within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { onTestFinished } from 'vitest'

import { renderCalculator } from '@/test/render-calculator.tsx'
import { result } from '@/test/result.ts'

import SalaryCalculator from './salary.tsx'

// HTML gives a focused <summary> the activation behaviour of a button: Enter clicks it, and the
// click toggles its <details>. user-event clicks on Enter only for buttons, inputs and links, so
// this fills in the browser's part; jsdom toggles the <details> on the click. The same keys open
// the section in Chromium in e2e/como-calculamos.spec.ts.
function summaryActivatesOnEnter(): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as Element | null
    if (event.key === 'Enter' && target?.tagName === 'SUMMARY') {
      ;(target as HTMLElement).click()
    }
  }
  document.addEventListener('keydown', onKeyDown)
  return () => document.removeEventListener('keydown', onKeyDown)
}

describe('Salary screen: Como calculamos', () => {
  it('opens with the keyboard and reads the steps as a list ending on the net (docs/legal/inss-irrf.md 2026 example, gross 6.000)', async () => {
    const user = userEvent.setup()
    const restore = summaryActivatesOnEnter()
    onTestFinished(restore)
    renderCalculator(<SalaryCalculator />, {
      url: '/calculadora-salario?modo=liquido&bruto=6000&ano=2026',
    })
    const summary = await within(await result()).findByText('Como calculamos')
    const details = summary.closest('details') as HTMLDetailsElement
    expect(details.open).toBe(false)

    // A person tabs to the disclosure and presses Enter.
    const target = summary.closest('summary')
    for (let i = 0; i < 40 && document.activeElement !== target; i += 1) await user.tab()
    expect(target).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(details.open).toBe(true)

    const steps = within(within(details).getByRole('list')).getAllByRole('listitem')
    expect(steps).toHaveLength(13)
    expect(steps[0]).toHaveTextContent('INSS, faixa 1R$ 1.621,00 × 7,50% = 121,575')
    expect(steps[4]).toHaveTextContent(/^INSS.*= R\$ 641,51/)
    expect(steps[8]).toHaveTextContent(/Redução da Lei 15\.270\/2025.*= R\$ 179,75/)
    // What the 2025 rules would withhold, and the difference: the reduction.
    expect(steps[10]).toHaveTextContent(/^IRRF pelas regras de 2025.*R\$ 564,85/)
    expect(steps[11]).toHaveTextContent(/^A menos que em 2025.*= R\$ 179,75/)
    // The last step is the figure the card shows in large.
    expect(steps.at(-1)).toHaveTextContent(/^Salário líquido.*= R\$ 4\.973,39/)
    expect(within(await result()).getAllByText('R$ 4.973,39')[0]).toBeInTheDocument()
  })
})
