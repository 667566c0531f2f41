import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { example, sample } from '@/catalogue/calculators/date/example.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'

import DateCalculator from './date.tsx'

function item(label: string) {
  return screen.getByText(label).closest('div')
}

describe('Date screen, Diferença', () => {
  it('a leap year: 365 days, 11 months and 30 days, 256 business days', async () => {
    const user = userEvent.setup()
    renderCalculator(<DateCalculator />)
    // The worked example of the "Como usar" steps (src/catalogue/calculators/date/example.ts).
    const { query: q } = example
    await user.type(screen.getByLabelText('Data inicial'), q.inicio)
    await user.type(screen.getByLabelText('Data final'), q.fim)
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(await screen.findByText(sample.expected)).toBeInTheDocument()
    expect(item('Em anos, meses e dias')).toHaveTextContent('11 meses, 30 dias')
    expect(item('Em semanas')).toHaveTextContent('52 semanas e 1 dia')
    expect(item('Dias úteis no período')).toHaveTextContent('256')
    expect(window.location.search).toBe('?modo=diferenca&inicio=2024-01-01&fim=2024-12-31')
  })

  it('asks for the end date beside its field and focuses it', async () => {
    const user = userEvent.setup()
    renderCalculator(<DateCalculator />)
    await user.type(screen.getByLabelText('Data inicial'), '2024-01-01')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    const fim = screen.getByLabelText('Data final')
    expect(fim).toHaveAttribute('aria-invalid', 'true')
    expect(fim).toHaveAccessibleDescription('Informe a data final.')
    expect(fim).toHaveFocus()
  })
})

describe('Date screen, Adicionar dias úteis', () => {
  it('opens the tab from a link and lists the holiday it skipped', async () => {
    renderCalculator(<DateCalculator />, {
      url: '/calculadora-datas?modo=adicionar&data=2026-03-31&dias=5',
    })
    expect(await screen.findByText('quarta-feira, 8 de abril de 2026')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Adicionar dias úteis' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    const table = screen.getByRole('table')
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(2)
    expect(rows[1]).toHaveTextContent('03/04/2026')
    expect(rows[1]).toHaveTextContent('sexta-feira')
    expect(rows[1]).toHaveTextContent('Paixão de Cristo (Sexta-feira Santa)')
    expect(screen.getByRole('switch', { name: 'Considerar feriados nacionais' })).toBeChecked()
    expect(screen.getByRole('switch', { name: 'Incluir pontos facultativos' })).not.toBeChecked()
  })

  it('skips Carnaval only with pontos facultativos on, and writes the switches to the address', async () => {
    const user = userEvent.setup()
    renderCalculator(<DateCalculator />)
    await user.click(screen.getByRole('tab', { name: 'Adicionar dias úteis' }))
    await user.type(screen.getByLabelText('Data de partida'), '2026-02-13')
    await user.type(screen.getByLabelText('Dias úteis'), '1')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(await screen.findByText('segunda-feira, 16 de fevereiro de 2026')).toBeInTheDocument()
    await user.click(screen.getByRole('switch', { name: 'Incluir pontos facultativos' }))
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(await screen.findByText('quarta-feira, 18 de fevereiro de 2026')).toBeInTheDocument()
    const rows = within(screen.getByRole('table')).getAllByRole('row')
    expect(rows[1]).toHaveTextContent('Carnaval (segunda-feira)')
    expect(rows[2]).toHaveTextContent('Carnaval (terça-feira)')
    expect(window.location.search).toBe(
      '?modo=adicionar&data=2026-02-13&dias=1&feriados=sim&facultativos=sim',
    )
  })

  it('counts back with negative days over Sexta-feira Santa', async () => {
    renderCalculator(<DateCalculator />, {
      url: '/calculadora-datas?modo=adicionar&data=2026-04-06&dias=-1',
    })
    expect(await screen.findByText('quinta-feira, 2 de abril de 2026')).toBeInTheDocument()
    expect(screen.getByText('Data após 1 dia útil antes de 06/04/2026')).toBeInTheDocument()
    expect(screen.getByLabelText('Dias úteis')).toHaveValue('-1')
  })

  it('clears with Limpar, then asks for the start date', async () => {
    const user = userEvent.setup()
    renderCalculator(<DateCalculator />, {
      url: '/calculadora-datas?modo=adicionar&data=2026-03-31&dias=5',
    })
    expect(await screen.findByText('quarta-feira, 8 de abril de 2026')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Limpar' }))
    expect(screen.getByLabelText('Data de partida')).toHaveValue('')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(window.location.search).toBe('')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(screen.getByLabelText('Data de partida')).toHaveAccessibleDescription(
      'Informe a data de partida.',
    )
    expect(screen.getByLabelText('Data de partida')).toHaveFocus()
  })
})

describe('Date screen, Adicionar dias úteis with Saturday counted', () => {
  it('a link with sabado=sim counts Saturday, as the salary deadline does', async () => {
    renderCalculator(<DateCalculator />, {
      url: '/calculadora-datas?modo=adicionar&data=2026-08-31&dias=5&sabado=sim',
    })
    expect(await screen.findByText('sábado, 5 de setembro de 2026')).toBeInTheDocument()
    expect(screen.getByRole('switch', { name: 'Contar o sábado como dia útil' })).toBeChecked()
    expect(item('Domingos pulados')).toHaveTextContent('0')
  })
})
