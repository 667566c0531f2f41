import { useEffect, useState } from 'react'

import { afterFirstIntent } from '@/utils/first-intent.ts'
import type { LazyModule } from '@/utils/lazy-module.ts'

/**
 * A lazy module for what a screen draws (not for Calcular, which the form hook makes wait): it
 * is `undefined` until the module arrives, and its arrival renders again, so what it computes
 * shows up without waiting for the next keystroke.
 */
export function useLazyModule<M>(lib: LazyModule<M>): M | undefined {
  const [module, setModule] = useState(lib.current)
  useEffect(() => {
    if (module !== undefined) return
    let mounted = true
    // Fetched on the person's first intent, like the form's formulas (first-intent.ts). A
    // failure leaves it undefined: the form hook reports it when the person computes.
    const stopWaiting = afterFirstIntent(() => {
      lib.load().then(
        (loaded) => mounted && setModule(() => loaded),
        () => undefined,
      )
    })
    return () => {
      mounted = false
      stopWaiting()
    }
  }, [lib, module])
  return module
}
