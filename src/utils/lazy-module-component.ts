import {
  type ComponentProps,
  type ComponentType,
  createElement,
  useEffect,
  useReducer,
} from 'react'

import { afterFirstIntent } from './first-intent.ts'
import { type LazyOptions, lazyModule } from './lazy-module.ts'

/**
 * `React.lazy` that does not suspend once its chunk is here.
 *
 * `React.lazy` suspends the first time each component renders, even when its chunk arrived long
 * before (its promise is only read then), and React then holds the Suspense boundary's content
 * back for up to 300 ms so that reveals do not flicker. A result card built from lazy parts
 * therefore showed up about 0,3 s after Calcular (more on a slow phone) with nothing happening on
 * screen in between. This one fetches its chunk when the page is idle after the person's first
 * intent (first-intent.ts), so by Calcular it is here, and draws the component in the same
 * render. It is also a `LazyModule`
 * (`load`, `current`): a result card is given to the form hook (`cards` of useCalculatorForm),
 * which computes only once the card is here, so a result never meets a card still on its way
 * (a shared link computes right after hydration, when it could be). Only then would it suspend,
 * like `React.lazy`; a chunk that cannot be fetched is thrown to the error boundary, whose
 * "Tentar novamente" fetches it anew.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
export function lazyComponent<C extends ComponentType<any>>(
  importer: () => Promise<{ default: C }>,
  options?: LazyOptions,
) {
  const chunk = lazyModule(importer, options)
  // Fetched when the page is idle after the person's first intent (first-intent.ts): by the time
  // they have typed and pressed Calcular it is here, and a visit that only reads fetches nothing.
  // A tab's panel (`modo`) waits for its own tab's intent instead (ModeTabs). A link with inputs
  // fetches it at once: see lazyModule.
  if (typeof window !== 'undefined' && options?.modo === undefined) {
    const preload = () => void chunk.load().catch(() => undefined)
    afterFirstIntent(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(preload, { timeout: 2000 })
      else setTimeout(preload, 500)
    })
  }
  let failure: { error: unknown } | undefined
  if (options?.modo !== undefined) {
    // A tab's panel (ModeTabs): a link opens it right after hydration, often while its chunk is
    // still on its way. Suspending there would hold the panel back for React's 300 ms reveal
    // throttle once the chunk is here, so the link's result came about 0,3 s late; the panel
    // instead stays empty until the chunk arrives and then draws at once, in an ordinary update.
    function LazyTab(props: ComponentProps<C>) {
      const [, arrived] = useReducer((n: number) => n + 1, 0)
      const module = chunk.current()
      useEffect(() => {
        if (module !== undefined) return
        let live = true
        chunk.load().then(
          () => live && arrived(),
          (error: unknown) => {
            failure = { error }
            if (live) arrived()
          },
        )
        return () => {
          live = false
        }
      }, [module])
      if (module === undefined) {
        if (failure) {
          const { error } = failure
          failure = undefined
          throw error
        }
        return null
      }
      return createElement(module.default, props)
    }
    return Object.assign(LazyTab, chunk)
  }
  function LazyComponent(props: ComponentProps<C>) {
    const module = chunk.current()
    if (module === undefined) {
      if (failure) {
        const { error } = failure
        failure = undefined
        throw error
      }
      // Still on its way: suspend until it is here, or has failed, as React.lazy does. Suspense's
      // protocol is a thrown promise, not an error.
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      throw chunk.load().catch((error: unknown) => {
        failure = { error }
      })
    }
    return createElement(module.default, props)
  }
  return Object.assign(LazyComponent, chunk)
}
