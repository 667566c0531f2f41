import { useCallback, useEffect } from 'react'

import type { FieldSpecs } from './field-spec.ts'
import { initialValues, linkDefaults, urlMatchesMode } from './form-values.ts'
import { comparisonModule } from './load-comparison.ts'
import type { FormMode } from './modes.ts'
import { buildUrl, readUrlInputs, urlValueOf } from './url-inputs.ts'

/**
 * A form's side of the URL contract (docs/decisions.md §4): inputs are read from the address
 * once, after the first render (so a prerendered empty form hydrates cleanly), and written back
 * with `history.replaceState` when they give a result, so any result is a link that reproduces
 * it. A tab's form (`mode`) reads only the links of its own `modo`, and writes it.
 */

type Values = Readonly<Record<string, string>>

const replaceAddress = (url: string) => window.history.replaceState(window.history.state, '', url)

export function useLinkWriter(fields: FieldSpecs, mode: FormMode | undefined) {
  /** The inputs into the address; with `first`, the two scenarios of a comparison, so a reload,
   * the history and the page's Compartilhar all reopen it (scenario-params.ts, here whenever a
   * comparison is: load-comparison.ts). */
  const write = useCallback(
    (values: Values, first: Values | null = null) => {
      const paramsOf = (from: Values) => {
        const params: Record<string, string | null> = {}
        if (mode) params.modo = mode.value
        for (const [name, spec] of Object.entries(fields))
          params[name] = urlValueOf(from[name] ?? '', spec.kind)
        return params
      }
      const parts = first ? comparisonModule.current() : undefined
      const params =
        first && parts ? parts.scenarioParams(paramsOf(first), paramsOf(values)) : paramsOf(values)
      replaceAddress(buildUrl(new URL(window.location.href), params))
    },
    [fields, mode],
  )
  /** Limpar: the address without inputs. */
  const clear = useCallback(() => replaceAddress(buildUrl(new URL(window.location.href), {})), [])
  return { write, clear }
}

/** Whether a link names a second scenario (`b.<param>`, scenario-params.ts). */
const namesSecond = (search: string) =>
  [...new URLSearchParams(search).keys()].some((key) => key.startsWith('b.'))

/**
 * Links reproduce results: reads the address once, after hydration, and hands `open` the
 * fields' texts it gives (the fields it does not carry at their initial or link default) and,
 * for a link with two scenarios (`b.<param>`), the second's, once the comparison's code, which
 * reads it, is here (load-comparison.ts; a link with inputs fetches it at once).
 */
export function useLinkReader(
  fields: FieldSpecs,
  mode: FormMode | undefined,
  open: (first: Record<string, string>, second: Record<string, string> | null) => void,
) {
  useEffect(() => {
    const search = window.location.search
    if (!urlMatchesMode(search, mode)) return
    const fromUrl = readUrlInputs(search, fields)
    if (Object.keys(fromUrl).length === 0) return
    const base = { ...initialValues(fields), ...linkDefaults(fields) }
    const openWith = (secondSearch: string | null) =>
      open(
        { ...base, ...fromUrl },
        secondSearch === null ? null : { ...base, ...readUrlInputs(secondSearch, fields) },
      )
    if (!namesSecond(search)) {
      openWith(null)
      return
    }
    let live = true
    comparisonModule.load().then(
      (parts) => live && openWith(parts.secondScenarioSearch(search, Object.keys(fields))),
      // Without the comparison's code the link still opens on its first scenario.
      () => live && openWith(null),
    )
    return () => {
      live = false
    }
    // Only on mount: later changes of the address are our own replaceState calls.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
