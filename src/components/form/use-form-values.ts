import { type RefObject, useCallback, useRef, useState } from 'react'

import type { FieldSpecs } from './field-spec.ts'
import { initialValues } from './form-values.ts'
import { useTypedBeforeHydration } from './typed-before-hydration.ts'

type Values = Record<string, string>

/** The texts of a form's fields (use-calculator-form.ts). */
export function useFormValues(
  fields: FieldSpecs,
  fieldId: (name: string) => string,
): {
  values: Values
  /** The newest values, also those a render has not drawn yet. A link's values are set after
   * hydration; a Calcular pressed in the same instant (input outranks React's render task in
   * the browser) would otherwise submit the empty form the last render closed over. */
  current: RefObject<Values>
  setValues: (next: Values) => void
  /** Draws the newest values: called in the same commit as each result. */
  keepValues: () => void
  /** What was typed into the prerendered fields before the code came (a link does not replace
   * it). */
  typedEarly: RefObject<Values>
} {
  const [values, setValuesState] = useState<Values>(() => initialValues(fields))
  const current = useRef(values)
  const setValues = useCallback((next: Values) => {
    current.current = next
    setValuesState(next)
  }, [])
  // A result computed when the formulas arrive is a normal update, while a link's values were
  // set in an effect of the hydrating screen: React runs those effects at the priority it
  // hydrates lazy boundaries with (offscreen, below idle work), so on a busy phone the result
  // was drawn first, beside empty fields, marked out of date, and the card jumped up when the
  // values came a moment later. Each result therefore carries the newest values in its commit.
  const keepValues = useCallback(() => setValuesState(current.current), [])
  // Keys that reached the prerendered fields before the code did are the person's.
  const typedEarly = useTypedBeforeHydration(
    fields,
    (name) => document.getElementById(fieldId(name)),
    current,
    setValues,
  )
  return { values, current, setValues, keepValues, typedEarly }
}
