import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { ok } from '@/lib/core/outcome.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'
import { formatMoney, formatNumber } from '@/utils/format.ts'

import { CalculatorLayout } from './calculator-layout.tsx'
import { COMPARE_PROMPT } from './compare-prompt.tsx'
import { NumberField } from './number-field.tsx'
import { ResultCard } from './result-card.tsx'
import { useCalculatorForm } from './use-calculator-form.ts'

// docs/decisions.md §4 on the form kit alone: a second scenario beside the first, both in one link
// (`b.<param>`), the summary as typed.

const fields = { valor: { kind: 'money' }, meses: { kind: 'integer' } } as const

/** A screen as the kit builds them: the total of `valor` over `meses`. */
function Screen() {
  const form = useCalculatorForm({
    id: 'roi',
    fields,
    compute: (v) => ok({ total: (v.valor ?? 0) * (v.meses ?? 1), meses: v.meses ?? 1 }),
  })
  return (
    <CalculatorLayout
      form={form}
      label="Calcular total"
      result={(r) => (
        <ResultCard
          main={{ label: 'Total', value: formatMoney(r.total) }}
          items={[{ label: 'Prazo', value: `${String(r.meses)} meses` }]}
        />
      )}
    >
      <NumberField field={form.field('valor')} label="Valor mensal (R$)" />
      <NumberField field={form.field('meses')} label="Meses" />
    </CalculatorLayout>
  )
}

// Testing Library reads the non-breaking space after R$ as a plain one (src/test/money-text.ts).

describe('Comparar com outro cenário', () => {
  it('keeps the first result, shows the second beside it and writes both in the link', async () => {
    const user = userEvent.setup()
    renderCalculator(<Screen />, { url: '/x?valor=100&meses=12' })
    expect(await screen.findByText('R$ 1.200,00')).toBeInTheDocument()

    await user.click(await screen.findByRole('button', { name: 'Comparar com outro cenário' }))
    expect(await screen.findByText(/Cenário A guardado:/)).toBeInTheDocument()
    // The second scenario is typed in the form, far above on a phone: it says so over the form,
    // with its first field focused.
    // The status region may say the same words for a screen reader by now.
    const prompt = screen.getByText(COMPARE_PROMPT, { ignore: '[role=status]' })
    expect(prompt.nextElementSibling).toBe(screen.getByRole('form', { name: 'Calcular total' }))
    const valor = screen.getByLabelText('Valor mensal (R$)')
    expect(valor).toHaveFocus()
    await user.clear(valor)
    await user.type(valor, '150')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))

    const table = await screen.findByRole('table')
    expect(screen.queryByText(COMPARE_PROMPT, { ignore: '[role=status]' })).not.toBeInTheDocument()
    const rows = within(table).getAllByRole('row')
    expect(rows[2]).toHaveTextContent('R$ 1.200,00R$ 1.800,00')
    expect(rows[3]).toHaveTextContent('Diferença (B − A): +R$ 600,00')
    // The field that differs, as typed, read from the form after the second result is drawn.
    expect(await screen.findByRole('listitem')).toHaveTextContent(
      'Valor mensal (R$): A 100,00, B 150,00',
    )
    expect(new URLSearchParams(window.location.search).get('valor')).toBe('100')
    expect(new URLSearchParams(window.location.search).get('b.valor')).toBe('150')
    expect(new URLSearchParams(window.location.search).has('b.meses')).toBe(false)

    // Ending it leaves one result and its own link.
    await user.click(screen.getByRole('button', { name: 'Encerrar comparação' }))
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(window.location.search).toBe('?valor=150&meses=12')
  })

  it('opens a link with two scenarios on the comparison, the fields on the second', async () => {
    renderCalculator(<Screen />, { url: '/x?valor=100&meses=12&b.meses=24' })
    const table = await screen.findByRole('table')
    const rows = within(table).getAllByRole('row')
    expect(rows[2]).toHaveTextContent('R$ 1.200,00R$ 2.400,00')
    expect(within(table).getByText('+12 meses')).toBeInTheDocument()
    expect(screen.getByLabelText('Meses')).toHaveValue('24')
    expect(screen.getByLabelText('Valor mensal (R$)')).toHaveValue('100,00')
    expect(window.location.search).toBe('?valor=100&meses=12&b.meses=24')
  })

  it('Limpar ends the comparison', async () => {
    const user = userEvent.setup()
    renderCalculator(<Screen />, { url: '/x?valor=100&meses=12&b.meses=24' })
    await screen.findByRole('table')
    await user.click(screen.getByRole('button', { name: 'Limpar' }))
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(window.location.search).toBe('')
  })

  it('a link whose first scenario does not compute shows no comparison', async () => {
    renderCalculator(<Screen />, { url: '/x?valor=-5&meses=12&b.valor=10' })
    expect(await screen.findByLabelText('Valor mensal (R$)')).toHaveValue('-5,00')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })
})

/** A screen whose main figure is named by the choice (as financiamento's SAC and Price are),
 * with a factor shown to six decimals (as correção's). */
const systems = {
  valor: { kind: 'money' },
  sistema: { kind: 'option', options: ['sac', 'price'], initial: 'sac' },
} as const

function NamedScreen() {
  const form = useCalculatorForm({
    id: 'financing',
    fields: systems,
    compute: (v) =>
      ok(
        v.sistema === 'price'
          ? { label: 'Parcela fixa (360x)', value: v.valor ?? 0, factor: 1.234799 }
          : { label: 'Primeira parcela (SAC)', value: (v.valor ?? 0) * 2, factor: 1.234567 },
      ),
  })
  return (
    <CalculatorLayout
      form={form}
      label="Calcular parcela"
      result={(r) => (
        <ResultCard
          main={{ label: r.label, value: formatMoney(r.value) }}
          items={[{ label: 'Fator de correção', value: formatNumber(r.factor, 6, 6) }]}
        />
      )}
    >
      <NumberField field={form.field('valor')} label="Valor (R$)" />
    </CalculatorLayout>
  )
}

describe('Comparar, figures the scenarios name differently', () => {
  it('puts each scenario’s figure under its own name, and a factor’s difference in its decimals', async () => {
    renderCalculator(<NamedScreen />, { url: '/x?valor=100&sistema=sac&b.sistema=price' })
    const table = await screen.findByRole('table')
    const rows = within(table).getAllByRole('row')
    const names = within(rows[1]!).getAllByRole('columnheader')
    expect(names.map((name) => name.textContent)).toEqual([
      'Primeira parcela (SAC)',
      'Parcela fixa (360x)',
    ])
    const figures = within(rows[2]!).getAllByRole('cell')
    expect(figures.map((cell) => cell.textContent)).toEqual([formatMoney(200), formatMoney(100)])
    expect(rows[3]).toHaveTextContent('Diferença (B − A): −R$ 100,00')
    expect(within(table).getByText('+0,000232')).toBeInTheDocument()
  })
})
