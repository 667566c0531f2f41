import { act, renderHook, waitFor } from '@testing-library/react'

import { ok } from '@/lib/core/outcome.ts'

import { useCalculatorForm } from './use-calculator-form.ts'

const fields = { valor: { kind: 'money' } } as const

describe('useCalculatorForm', () => {
  it('Calcular pressed before a link’s values are drawn submits the link’s values, not the empty form', async () => {
    window.history.replaceState(null, '', '/?valor=1500')
    const renders: ReturnType<typeof useCalculatorForm<typeof fields, number>>[] = []
    const { result } = renderHook(() => {
      const form = useCalculatorForm({
        id: 'simple',
        fields,
        compute: (v) =>
          v.valor === null
            ? { ok: false, errors: [{ field: 'valor', code: 'required' }] }
            : ok(v.valor),
      })
      renders.push(form)
      return form
    })
    // The first render's handler is what a click landing before the link's render would run.
    const first = renders[0]!
    expect(first.values.valor).toBe('')
    act(() => {
      first.submit()
    })
    expect(result.current.errors).toEqual({})
    // The result shows with its print/compare buttons, a chunk of its own that may still be on
    // its way on a busy machine.
    await waitFor(() => expect(result.current.result).toBe(1500))
    expect(result.current.values.valor).toBe('1.500,00')
  })
})
