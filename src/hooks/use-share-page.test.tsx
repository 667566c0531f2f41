import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'

import { ToastProvider } from '@/providers/toast-provider.tsx'

import { useSharePage } from './use-share-page.ts'

function wrapper({ children }: { children: ReactNode }) {
  return <ToastProvider>{children}</ToastProvider>
}

describe('useSharePage', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/')
    vi.restoreAllMocks()
  })

  it('shares the address on screen, inputs included, without its fragment', async () => {
    const share = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true })
    window.history.replaceState(null, '', '/calculadora-imc?altura=175&peso=70#resultado')

    const { result } = renderHook(() => useSharePage('Calculadora de IMC'), { wrapper })
    await act(async () => {
      result.current.sharePage()
      await Promise.resolve()
    })

    expect(share).toHaveBeenCalledWith({
      title: 'Calculadora de IMC | Calculadoras Grátis',
      url: `${window.location.origin}/calculadora-imc?altura=175&peso=70`,
    })
  })

  it('shares the home modal address as it is: /?calc= and the inputs', async () => {
    const share = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true })
    window.history.replaceState(null, '', '/?calc=bmi&altura=175&peso=70')

    const { result } = renderHook(() => useSharePage('Calculadora de IMC'), { wrapper })
    await act(async () => {
      result.current.sharePage()
      await Promise.resolve()
    })

    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: `${window.location.origin}/?calc=bmi&altura=175&peso=70` }),
    )
  })
})
