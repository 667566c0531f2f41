import { useState } from 'react'

import { useHydrated } from './use-hydrated.ts'

/**
 * The tab of a tabbed screen, opened on the `modo` of a shared link. Pages are prerendered
 * without a query, so the link's mode is read only once hydrated (the first client render must
 * match the HTML); a tab the person picks wins over the link from then on.
 *
 * The setter takes any string, so it can be handed to `onValueChange` as it is: values that are
 * not one of `modes` are ignored.
 */
export function useUrlMode<const M extends string>({
  values: modes,
  initial,
}: {
  /** The screen's modes (`defineModes` in src/components/form/modes.ts). */
  values: readonly M[]
  initial: M
}): [mode: M, choose: (next: string) => void] {
  const hydrated = useHydrated()
  const [chosen, setChosen] = useState<M | null>(null)
  // Read once: the address changes later (Calcular writes it, Limpar empties it), the tab does not.
  const [linked, setLinked] = useState<M | null | undefined>(undefined)
  const fromUrl =
    linked !== undefined ? linked : hydrated ? modeOf(modes, window.location.search) : null
  if (hydrated && linked === undefined) setLinked(fromUrl)
  const mode = chosen ?? fromUrl ?? initial
  const choose = (next: string) => {
    const found = modes.find((m) => m === next)
    if (found !== undefined) setChosen(found)
  }
  return [mode, choose]
}

function modeOf<M extends string>(modes: readonly M[], search: string): M | null {
  const modo = new URLSearchParams(search).get('modo')
  return modes.find((m) => m === modo) ?? null
}
