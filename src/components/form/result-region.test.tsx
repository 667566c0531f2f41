import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { ok } from '@/lib/core/outcome.ts'
import { readHistory } from '@/providers/history-store.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'

import { CalculatorLayout } from './calculator-layout.tsx'
import { NumberField } from './number-field.tsx'
import { ResultCard } from './result-card.tsx'
import { STALE_TEXT } from './result-reveal.ts'
import { useCalculatorForm } from './use-calculator-form.ts'

// A result edited away from its inputs must not pass for the fields' result: it is marked out of
// date (seen and said once) until Calcular, or until the fields are back to its inputs.

const fields = { valor: { kind: 'money' } } as const

function Screen({ live = false }: { live?: boolean }) {
  const form = useCalculatorForm({
    id: 'simple',
    fields,
    live,
    compute: (v) => ok((v.valor ?? 0) * 2),
    history: (r, v) => ({ inputs: String(v.valor), result: String(r) }),
  })
  return (
    <CalculatorLayout
      form={form}
      label="Calcular dobro"
      result={(r) => <ResultCard main={{ label: 'Dobro', value: String(r) }} />}
    >
      <NumberField field={form.field('valor')} label="Valor (R$)" />
    </CalculatorLayout>
  )
}

afterEach(() => window.history.replaceState(null, '', '/'))

const staleLine = () => screen.queryByText(STALE_TEXT)

/** The screen with 10 typed and computed: the person, and the field to edit. */
async function computedTen() {
  const user = userEvent.setup()
  renderCalculator(<Screen />)
  const valor = screen.getByLabelText('Valor (R$)')
  await user.type(valor, '10')
  await user.click(screen.getByRole('button', { name: 'Calcular' }))
  return { user, valor }
}

describe('ResultRegion out of date', () => {
  it('marks a result edited away from its inputs until Calcular, seen and said once', async () => {
    const { user, valor } = await computedTen()
    expect(screen.getByRole('region', { name: 'Resultado' })).toHaveTextContent('20')
    expect(staleLine()).not.toBeInTheDocument()
    expect(readHistory().map((e) => e.result)).toEqual(['20'])

    await user.clear(valor)
    await user.type(valor, '15')
    const region = screen.getByRole('region', { name: 'Resultado desatualizado' })
    expect(region).toHaveTextContent(STALE_TEXT)
    // The old figure stays, greyed, but is not shared or recorded as the fields' result.
    expect(region).toHaveTextContent('20')
    expect(screen.getByRole('button', { name: 'Compartilhar resultado' })).toBeDisabled()
    expect(readHistory().map((e) => e.result)).toEqual(['20'])
    // Said once, politely, when typing pauses; more typing does not say it again.
    await user.type(valor, '0')
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(STALE_TEXT), {
      timeout: 3000,
    })

    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(staleLine()).not.toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Resultado' })).toHaveTextContent('300')
    expect(screen.getByRole('status')).toHaveTextContent('Dobro: 300')
    expect(screen.getByRole('button', { name: 'Compartilhar resultado' })).toBeEnabled()
  })

  it('is current again when the fields are back to the values it was computed from', async () => {
    const { user, valor } = await computedTen()
    expect(valor).toHaveValue('10,00')
    await user.type(valor, '{Backspace}')
    // "10,0" means the same 10,00 the result was computed from.
    expect(valor).toHaveValue('10,0')
    expect(staleLine()).not.toBeInTheDocument()
    await user.clear(valor)
    expect(staleLine()).toBeInTheDocument()
    await user.type(valor, '10,00')
    expect(staleLine()).not.toBeInTheDocument()
  })

  it('a live result, recomputed as one types, is never out of date', async () => {
    const user = userEvent.setup()
    renderCalculator(<Screen live />)
    const valor = screen.getByLabelText('Valor (R$)')
    await user.type(valor, '10')
    expect(await screen.findByText('20')).toBeInTheDocument()
    await user.type(valor, '5')
    expect(await screen.findByText('210')).toBeInTheDocument()
    expect(staleLine()).not.toBeInTheDocument()
  })

  it('Limpar removes the result and its mark', async () => {
    const { user, valor } = await computedTen()
    await user.type(valor, '5')
    expect(staleLine()).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Limpar' }))
    expect(staleLine()).not.toBeInTheDocument()
    expect(screen.queryByText('Dobro')).not.toBeInTheDocument()
  })
})
