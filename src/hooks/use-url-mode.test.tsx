import { act, renderHook } from '@testing-library/react'

import { useUrlMode } from './use-url-mode.ts'

const MODES = { values: ['consumo', 'viagem', 'comparar'], initial: 'consumo' } as const

describe('useUrlMode', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('opens on the initial mode without a link', () => {
    const { result } = renderHook(() => useUrlMode(MODES))
    expect(result.current[0]).toBe('consumo')
  })

  it('opens on the mode of a shared link', () => {
    window.history.replaceState(null, '', '/calculadora-combustivel?modo=viagem&distancia=10')
    const { result } = renderHook(() => useUrlMode(MODES))
    expect(result.current[0]).toBe('viagem')
  })

  it('ignores a mode the screen does not have, in the link or from a tab', () => {
    window.history.replaceState(null, '', '/calculadora-combustivel?modo=voar')
    const { result } = renderHook(() => useUrlMode(MODES))
    expect(result.current[0]).toBe('consumo')
    act(() => result.current[1]('voar'))
    expect(result.current[0]).toBe('consumo')
  })

  it("keeps the link's mode when the address changes afterwards (Limpar empties it)", () => {
    window.history.replaceState(null, '', '/calculadora-combustivel?modo=viagem')
    const { result, rerender } = renderHook(() => useUrlMode(MODES))
    window.history.replaceState(null, '', '/calculadora-combustivel')
    rerender()
    expect(result.current[0]).toBe('viagem')
  })

  it('lets a chosen tab win over the link', () => {
    window.history.replaceState(null, '', '/calculadora-combustivel?modo=viagem')
    const { result } = renderHook(() => useUrlMode(MODES))
    act(() => result.current[1]('comparar'))
    expect(result.current[0]).toBe('comparar')
  })
})
