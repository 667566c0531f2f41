import { act, renderHook, screen } from '@testing-library/react'
import type { ReactNode } from 'react'

import { ToastProvider } from '@/providers/toast-provider.tsx'

import { useShare } from './use-share.ts'

const payload = {
  title: 'Calculadora de IMC | Calculadoras Grátis',
  url: 'https://calculadorasgratis.com.br/?calc=bmi',
}

function wrapper({ children }: { children: ReactNode }) {
  return <ToastProvider>{children}</ToastProvider>
}

function stubNavigator({
  share,
  writeText,
}: {
  share?: (data: ShareData) => Promise<void>
  writeText?: (text: string) => Promise<void>
}) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true })
  Object.defineProperty(navigator, 'clipboard', {
    value: writeText ? { writeText } : undefined,
    configurable: true,
    writable: true,
  })
}

describe('useShare', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('uses the native share sheet when the device has one', async () => {
    const share = vi.fn(() => Promise.resolve())
    const writeText = vi.fn(() => Promise.resolve())
    stubNavigator({ share, writeText })
    const { result } = renderHook(() => useShare(), { wrapper })

    await act(() => result.current.share(payload))

    expect(share).toHaveBeenCalledWith(payload)
    expect(writeText).not.toHaveBeenCalled()
    expect(result.current.sharing).toBe(false)
  })

  it('copies the link and says so when there is no native share', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    stubNavigator({ writeText })
    const { result } = renderHook(() => useShare(), { wrapper })

    await act(() => result.current.share(payload))

    expect(writeText).toHaveBeenCalledWith(payload.url)
    expect(await screen.findByText('Link copiado!', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByText('O link foi copiado para a área de transferência.')).toBeInTheDocument()
  })

  it('copies a result as its text followed by the address', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    stubNavigator({ writeText })
    const { result } = renderHook(() => useShare(), { wrapper })

    await act(() =>
      result.current.share({ ...payload, text: 'Resultado calculado: 22,86 (Peso normal)' }),
    )

    expect(writeText).toHaveBeenCalledWith(
      `Resultado calculado: 22,86 (Peso normal)\n${payload.url}`,
    )
  })

  it('stays silent when the user cancels the share sheet', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('cancelled', 'AbortError')))
    const writeText = vi.fn(() => Promise.resolve())
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    stubNavigator({ share, writeText })
    const { result } = renderHook(() => useShare(), { wrapper })

    await act(() => result.current.share(payload))

    expect(writeText).not.toHaveBeenCalled()
    expect(log).not.toHaveBeenCalled()
    expect(screen.queryByText('Link copiado!')).not.toBeInTheDocument()
  })

  it('logs another share error and falls back to copying', async () => {
    const failure = new DOMException('not allowed', 'NotAllowedError')
    const share = vi.fn(() => Promise.reject(failure))
    const writeText = vi.fn(() => Promise.resolve())
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    stubNavigator({ share, writeText })
    const { result } = renderHook(() => useShare(), { wrapper })

    await act(() => result.current.share(payload))

    expect(log).toHaveBeenCalledWith(expect.any(String), failure)
    expect(writeText).toHaveBeenCalledWith(payload.url)
    expect(await screen.findByText('Link copiado!', {}, { timeout: 5000 })).toBeInTheDocument()
  })

  it('shows the destructive toast when copying fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    stubNavigator({ writeText: () => Promise.reject(new Error('denied')) })
    const { result } = renderHook(() => useShare(), { wrapper })

    await act(() => result.current.share(payload))

    expect(await screen.findByText('Erro ao copiar', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByText('Não foi possível copiar o link.')).toBeInTheDocument()
  })

  it('is busy while the share runs', async () => {
    let finish = () => {}
    const share = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    stubNavigator({ share })
    const { result } = renderHook(() => useShare(), { wrapper })

    let running: Promise<void> = Promise.resolve()
    act(() => {
      running = result.current.share(payload)
    })
    expect(result.current.sharing).toBe(true)

    await act(async () => {
      finish()
      await running
    })
    expect(result.current.sharing).toBe(false)
  })
})
