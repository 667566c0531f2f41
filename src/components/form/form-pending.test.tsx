import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { ok } from '@/lib/core/outcome.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'

import { CalculatorForm } from './calculator-form.tsx'
import { FormActions } from './form-actions.tsx'
import { NumberField } from './number-field.tsx'
import { useCalculatorForm } from './use-calculator-form.ts'

type Lib = { double: (n: number) => number }

/** A formulas' chunk that arrives when the test says so, as on a slow connection. */
function slowLib() {
  let arrive: (lib: Lib) => void = () => undefined
  const promise = new Promise<Lib>((resolve) => (arrive = resolve))
  let loaded: Lib | undefined
  return {
    lib: {
      load: () => promise.then((lib) => (loaded = lib)),
      current: () => loaded,
    },
    arrive: (lib: Lib) => arrive(lib),
  }
}

const fields = { valor: { kind: 'decimal', messages: { required: 'Informe o valor.' } } } as const

function Doubler({ lib }: { lib: ReturnType<typeof slowLib>['lib'] }) {
  const form = useCalculatorForm({
    id: 'simple',
    fields,
    lib,
    compute: (v, module) => ok(module.double(v.valor ?? 0)),
  })
  return (
    <CalculatorForm form={form} label="Dobrar">
      <NumberField field={form.field('valor')} label="Valor" />
      <FormActions onClear={form.clear} />
      {form.result === null ? null : <p>Dobro: {form.result}</p>}
    </CalculatorForm>
  )
}

describe('a form waiting for its formulas', () => {
  it('shows Calculando… on Calcular until the chunk arrives, then the result', async () => {
    const user = userEvent.setup()
    const { lib, arrive } = slowLib()
    renderCalculator(<Doubler lib={lib} />)
    await user.type(screen.getByLabelText('Valor'), '21')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    const busy = screen.getByRole('button', { name: 'Calculando…' })
    expect(busy).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('form', { name: 'Dobrar' })).toHaveAttribute('aria-busy', 'true')
    arrive({ double: (n) => n * 2 })
    expect(await screen.findByText('Dobro: 42')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Calcular' })).not.toHaveAttribute('aria-busy')
    expect(screen.getByRole('form', { name: 'Dobrar' })).not.toHaveAttribute('aria-busy')
  })

  it('Limpar while waiting ends the wait and shows no result', async () => {
    const user = userEvent.setup()
    const { lib, arrive } = slowLib()
    renderCalculator(<Doubler lib={lib} />)
    await user.type(screen.getByLabelText('Valor'), '5')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    await user.click(screen.getByRole('button', { name: 'Limpar' }))
    expect(screen.getByRole('button', { name: 'Calcular' })).toBeInTheDocument()
    arrive({ double: (n) => n * 2 })
    await Promise.resolve()
    expect(screen.queryByText(/Dobro/)).not.toBeInTheDocument()
  })
})
