import { act, renderHook } from '@testing-library/react'

import { lazyModule } from '@/utils/lazy-module.ts'

import { useLazyModule } from './use-lazy-module.ts'

describe('useLazyModule', () => {
  it('is undefined until the module arrives, then renders again with it', async () => {
    let arrive: (module: { answer: number }) => void = () => undefined
    const lib = lazyModule(() => new Promise<{ answer: number }>((resolve) => (arrive = resolve)))
    const { result } = renderHook(() => useLazyModule(lib))
    expect(result.current).toBeUndefined()
    // The person's first sign, which fetches it (first-intent.ts); an earlier test in this
    // worker may have given it already, since the suite shares its modules (vitest.config.ts).
    act(() => {
      window.dispatchEvent(new Event('pointerdown'))
    })
    // The fetch starts in a task of its own.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(result.current).toBeUndefined()
    await act(async () => arrive({ answer: 42 }))
    expect(result.current).toEqual({ answer: 42 })
  })

  it('reads a module already here in the first render', async () => {
    const lib = lazyModule(() => Promise.resolve({ answer: 42 }))
    await lib.load()
    const { result } = renderHook(() => useLazyModule(lib))
    expect(result.current).toEqual({ answer: 42 })
  })
})
