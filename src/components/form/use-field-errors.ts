import { useCallback, useLayoutEffect, useRef, useState } from 'react'

import type { FieldError } from '@/lib/core/outcome.ts'
import { lazyModule } from '@/utils/lazy-module.ts'

import type { FieldSpecs } from './field-spec.ts'
import { without } from './form-values.ts'

/** The pt-BR error messages are needed only once a Calcular fails: they load with the formulas
 * on the first intent (use-form-run.ts), not before the page is interactive
 * (docs/performance.md). */
export const errorMessages = lazyModule(() => import('./messages.ts'))

type Texts = Record<string, string>

/**
 * Each field's message beside it (and its code, for a screen that offers a way out of it), the
 * first field with one focused in the commit that shows it.
 */
export function useFieldErrors(fields: FieldSpecs, fieldId: (name: string) => string) {
  const [errors, setErrors] = useState<Texts>({})
  const [codes, setCodes] = useState<Texts>({})
  const focusRequest = useRef<string | null>(null)

  // In the commit that shows the message: the field has the focus when the message is read.
  useLayoutEffect(() => {
    const name = focusRequest.current
    if (name === null) return
    focusRequest.current = null
    document.getElementById(fieldId(name))?.focus()
  }, [errors, fieldId])

  /** The first error of each field, in words once `errorMessages` is here; with `focus`, the
   * first field (in the form's order) that has one takes the focus. */
  const show = useCallback(
    (found: readonly FieldError[], focus: boolean) => {
      const messageFor = errorMessages.current()?.messageFor
      if (!messageFor) return
      const messages: Texts = {}
      const codesOf: Texts = {}
      for (const error of found) {
        if (error.field in messages) continue
        messages[error.field] = messageFor(error, fields[error.field])
        codesOf[error.field] = error.code
      }
      setErrors(messages)
      setCodes(codesOf)
      if (focus) focusRequest.current = Object.keys(fields).find((name) => name in messages) ?? null
    },
    [fields],
  )

  const clear = useCallback(() => {
    setErrors({})
    setCodes({})
  }, [])

  /** The person changed the field: its message goes. */
  const clearField = useCallback(
    (name: string) => setErrors((previous) => without(previous, name)),
    [],
  )

  return { errors, codes, show, clear, clearField }
}
