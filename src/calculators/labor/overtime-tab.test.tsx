import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { renderCalculator } from '@/test/render-calculator.tsx'
import { result } from '@/test/result.ts'
import { brl } from '@/test/money-text.ts'

import LaborCalculator from './labor.tsx'

// Testing Library collapses whitespace, so the non-breaking space after R$ reads as a space.
// The tab's code, its result region with it, is still loading when a link opens on it.
const item = async (label: string) =>
  within(await result())
    .getByText(label, { selector: 'dt, dt *' })
    .closest('div') as HTMLElement
const open = (query = '') =>
  renderCalculator(<LaborCalculator />, {
    url: `/calculadora-trabalhista?modo=horas-extras${query}`,
  })

describe('Labor screen: Horas Extras', () => {
  it('a link of before (valorHora, horas, adicional, noturno) opens on the hour and gives the same figures (CLT art. 73)', async () => {
    open('&valorHora=20&horas=10&adicional=50&noturno=sim')
    // 10 h × 8/7 = 11,43 paid hours at 20 × 1,2 × 1,5 = 36,00 → 411,48
    expect(await within(await result()).findAllByText(brl('411,48'))).not.toHaveLength(0)
    expect(within(await result()).getByText(/11,43 h × R\$ 36,00/)).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Valor da hora' })).toBeChecked()
    expect(screen.getByLabelText('Valor da hora normal (R$)')).toHaveValue('20,00')
    expect(screen.getByLabelText('Outras horas extras')).toHaveValue('10')
    expect(screen.getByLabelText('Adicional dessas horas (%)')).toHaveValue('50')
    expect(screen.getByRole('switch', { name: /Horas noturnas/ })).toBeChecked()
  })

  it('salário 3.000 ÷ 220 h, 10 h a 50% and 4 h a 100%, DSR of Apr/2026 (docs/legal/labour.md): 204,55 + 109,09 + 78,41', async () => {
    const user = userEvent.setup()
    open()
    expect(await screen.findByRole('radio', { name: 'Salário mensal' })).toBeChecked()
    await user.type(screen.getByLabelText('Salário mensal (R$)'), '3000')
    // Empty is 220 h, as its placeholder says, and stays out of the link.
    expect(screen.getByLabelText('Jornada mensal')).toHaveValue('')
    expect(screen.getByLabelText('Jornada mensal')).toHaveAttribute('placeholder', '220')
    await user.type(screen.getByLabelText('Horas extras a 50%'), '10')
    await user.type(screen.getByLabelText('Horas extras a 100%'), '4')
    await user.type(screen.getByLabelText('Mês das horas, para o DSR (opcional)'), '2026-04')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))

    expect(
      await within(await result()).findByRole('heading', { name: /com DSR/ }),
    ).toBeInTheDocument()
    expect(await item('Valor da hora normal')).toHaveTextContent(brl('13,64'))
    expect(await item('Horas extras a 50%')).toHaveTextContent(brl('204,55'))
    expect(await item('Horas extras a 100%')).toHaveTextContent(brl('109,09'))
    expect(await item('Total das horas extras')).toHaveTextContent(brl('313,64'))
    expect(await item('DSR de abril de 2026')).toHaveTextContent(
      /313,64 ÷ 24 dias úteis × 6 domingos e feriados.*R\$ 78,41/,
    )
    expect(await item('Total com DSR')).toHaveTextContent(brl('392,05'))
    const restDays = within(await result()).getByRole('list', {
      name: 'Domingos e feriados de abril de 2026',
    })
    expect(
      within(restDays)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '03/04 sexta-feira, Paixão de Cristo (Sexta-feira Santa)',
      '05/04 domingo',
      '12/04 domingo',
      '19/04 domingo',
      '21/04 terça-feira, Tiradentes',
      '26/04 domingo',
    ])
    expect(window.location.search).toBe(
      '?modo=horas-extras&salario=3000&horas50=10&horas100=4&noturno=nao&mes=2026-04',
    )
  })

  it('a link of before with jornada=220 gives the figures of the default jornada', async () => {
    open('&salario=3000&jornada=220&horas50=10')
    // 3.000 ÷ 220 = 13,6364 × 1,5 × 10 h = 204,55
    expect(await within(await result()).findAllByText(brl('204,55'))).not.toHaveLength(0)
    expect(screen.getByLabelText('Jornada mensal')).toHaveValue('220')
  })

  it('switching to the hour forgets the salary; a local holiday adds a rest day', async () => {
    const user = userEvent.setup()
    open('&salario=3000&horas50=10&mes=2026-04&feriadosLocais=1')
    expect(await within(await result()).findAllByText(brl('204,55'))).not.toHaveLength(0)
    expect(await item('DSR de abril de 2026')).toHaveTextContent(/÷ 23 dias úteis × 7 domingos/)
    await user.click(screen.getByRole('radio', { name: 'Valor da hora' }))
    expect(screen.queryByLabelText('Salário mensal (R$)')).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('Valor da hora normal (R$)'), '20')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    // 20 × 1,5 × 10 = 300; DSR 300 ÷ 23 × 7 = 91,30
    expect(await within(await result()).findByText(brl('391,30'), { selector: 'dd' })).toBeVisible()
    expect(window.location.search).not.toMatch(/salario|jornada/)
  })

  it('a typed percentage on the other hours, and Súmula 146 named', async () => {
    const user = userEvent.setup()
    open('&valorHora=20')
    await user.type(await screen.findByLabelText('Outras horas extras'), '10')
    await user.type(screen.getByLabelText('Adicional dessas horas (%)'), '70')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    // 20 × 1,7 = 34 × 10 h
    // Calcular may wait for the result card's code: the first look waits with it.
    expect(await within(await result()).findByText(/Súmula 146 do TST/)).toBeInTheDocument()
    expect(await item('Horas extras com adicional de 70%')).toHaveTextContent(brl('340,00'))
  })

  it('explains missing hours and a missing salary beside their fields', async () => {
    const user = userEvent.setup()
    open()
    await user.click(await screen.findByRole('button', { name: 'Calcular' }))
    const salario = screen.getByLabelText('Salário mensal (R$)')
    expect(salario).toHaveAccessibleDescription('Informe o salário mensal.')
    expect(salario).toHaveFocus()
    await user.type(salario, '3000')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    const horas = screen.getByLabelText('Horas extras a 50%')
    expect(horas).toHaveAccessibleDescription(
      'Informe as horas extras (a 50%, a 100% ou com outro adicional).',
    )
    expect(horas).toHaveFocus()
  })
})
