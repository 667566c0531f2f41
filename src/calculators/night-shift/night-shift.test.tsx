import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { example } from '@/catalogue/calculators/night-shift/example.ts'
import { brl } from '@/test/money-text.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'
import { result } from '@/test/result.ts'

import NightShiftCalculator from './night-shift.tsx'

const item = async (label: string) =>
  within(await result())
    .getByText(label, { selector: 'dt, dt *' })
    .closest('div') as HTMLElement

describe('Adicional noturno screen', () => {
  it('typed: 2.640,00, 22 nights 22:00–05:00 in April 2026 give 422,40 + DSR 105,60 (CLT art. 73; Súmula 60 I TST)', async () => {
    const user = userEvent.setup()
    renderCalculator(<NightShiftCalculator />, { url: example.path })
    await user.type(screen.getByLabelText('Salário mensal (R$)'), '2640')
    await user.type(screen.getByLabelText('Entrada'), '22:00')
    await user.type(screen.getByLabelText('Saída'), '05:00')
    await user.type(screen.getByLabelText('Noites trabalhadas no mês'), '22')
    await user.type(screen.getByLabelText('Mês, para o DSR (opcional)'), '2026-04')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(await item('Adicional no mês')).toHaveTextContent(brl('422,40'))
    expect(await item('Horas noturnas no mês')).toHaveTextContent('176 h')
    expect(await item('DSR sobre o adicional (abril de 2026)')).toHaveTextContent(brl('105,60'))
    expect(within(await result()).getAllByText(brl('528,00')).length).toBeGreaterThan(0)
    const carry = within(await result()).getByRole('link', {
      name: 'Ver o salário líquido com o adicional',
    })
    expect(carry).toHaveAttribute('href', '/calculadora-salario?modo=liquido&bruto=3168')
  })

  it('a link to 06:00 adds the extended hour (Súmula 60 II TST): 482,74', async () => {
    renderCalculator(<NightShiftCalculator />, {
      url: `${example.path}?salario=2640&noites=22&entrada=22:00&saida=06:00&mes=2026-04`,
    })
    expect(await item('Adicional no mês')).toHaveTextContent(brl('482,74'))
    expect(await item('Horas noturnas por noite')).toHaveTextContent(/Súmula 60, II/)
  })

  it('January 2027 borrows no table: the premium uses no yearly figure, the INSS is the salary page’s (docs/legal/calendar-of-acts.md)', async () => {
    renderCalculator(<NightShiftCalculator />, {
      url: `${example.path}?salario=2640&noites=22&entrada=22:00&saida=05:00&mes=2027-01`,
    })
    expect(await item('Adicional no mês')).toHaveTextContent(brl('422,40'))
    const region = await result()
    expect(within(region).queryByText(/ainda não publicad/)).toBeNull()
    expect(
      within(region).getByRole('link', { name: 'Ver o salário líquido com o adicional' }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/calculadora-salario\?modo=liquido&bruto=/))
  })

  it('an exit equal to the entry is refused beside its field', async () => {
    const user = userEvent.setup()
    renderCalculator(<NightShiftCalculator />, { url: example.path })
    await user.type(screen.getByLabelText('Salário mensal (R$)'), '2640')
    await user.type(screen.getByLabelText('Entrada'), '22:00')
    await user.type(screen.getByLabelText('Saída'), '22:00')
    await user.type(screen.getByLabelText('Noites trabalhadas no mês'), '22')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(await screen.findByText('A saída deve ser diferente da entrada.')).toBeVisible()
  })
})
