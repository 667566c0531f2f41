import { useCallback, useMemo, useRef, useState } from 'react'

import type { FieldSpecs } from './field-spec.ts'
import { outOfDate } from './form-values.ts'

type Values = Record<string, string>

/**
 * The result on screen and the values it was computed from: edited away from them, it is out
 * of date (docs/decisions.md §2) and stays, marked so, until Calcular; a live form is never out
 * of date.
 */
export function useFormResult<T>(fields: FieldSpecs, live: boolean | undefined, values: Values) {
  const [result, setResult] = useState<T | null>(null)
  const [computedFrom, setComputedFrom] = useState<Values | null>(null)
  /** Fields adopted (`adopted`) while no result was shown yet. */
  const adoptedEarly = useRef<Values>({})

  const show = useCallback((value: T, from: Values) => {
    setResult(() => value)
    setComputedFrom(withAdopted(from, adoptedEarly.current))
    adoptedEarly.current = {}
  }, [])
  const drop = useCallback(() => setResult(null), [])
  /** A chunk the result needs could not be fetched: the screen's error boundary offers to try
   * again. */
  const fail = useCallback((error: unknown) => {
    setResult(() => {
      throw error
    })
  }, [])
  const clear = useCallback(() => {
    setResult(null)
    setComputedFrom(null)
  }, [])
  /** The field now holds what the formulas already read it as: the result stays current. A
   * result still on its way (its formulas or cards loading) was computed as this field reads
   * too: it takes the adopted text with it when it shows. */
  const adopted = useCallback((name: string, text: string) => {
    adoptedEarly.current = { ...adoptedEarly.current, [name]: text }
    setComputedFrom((from) => (from === null ? from : { ...from, [name]: text }))
  }, [])

  const stale = useMemo(
    () => !live && result !== null && outOfDate(fields, values, computedFrom),
    [computedFrom, fields, live, result, values],
  )
  return { result, computedFrom, stale, show, drop, fail, clear, adopted }
}

/** The values a result was computed from, with the texts adopted meanwhile into the fields that
 * were still empty when it was computed (an empty field reads as what was adopted into it). */
function withAdopted(computed: Readonly<Values>, adopted: Readonly<Values>): Values {
  const from = { ...computed }
  for (const [name, text] of Object.entries(adopted))
    if ((from[name] ?? '') === '') from[name] = text
  return from
}
