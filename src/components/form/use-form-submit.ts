import { type RefObject, type SubmitEvent, useCallback } from 'react'

import type { FieldSpecs } from './field-spec.ts'
import { settled } from './form-values.ts'
import { unreadableDates } from './unreadable-dates.ts'
import type { RunOptions } from './use-form-run.ts'

type Values = Record<string, string>

/**
 * What Calcular does (use-calculator-form.ts): the fields' texts settled as the form shows them,
 * the date boxes the browser cannot read reported as invalid (unreadable-dates.ts), then a run
 * that shows errors and focuses the first. `computeNow` is Calcular pressed by the screen itself
 * (a quick-percent button), with the values it wants shown.
 */
export function useFormSubmit<S extends FieldSpecs>({
  fields,
  formId,
  current,
  setValues,
  run,
}: {
  fields: S
  formId: string
  /** The newest values (use-form-values.ts). */
  current: RefObject<Values>
  setValues: (next: Values) => void
  run: (values: Values, options: RunOptions) => boolean | Promise<boolean>
}) {
  const submit = useCallback(
    (event?: SubmitEvent) => {
      event?.preventDefault()
      const typed = current.current
      const settledValues = settled(fields, typed)
      if (settledValues !== typed) setValues(settledValues)
      const unreadable = unreadableDates(formId, Object.keys(fields))
      void run(settledValues, { showErrors: true, unreadable })
    },
    [current, fields, formId, run, setValues],
  )

  /** Runs as if Calcular were pressed; whether it computed, once the library is here. */
  const computeNow = (overrides: Partial<Record<keyof S & string, string>> = {}) => {
    // The screen's own values (a quick percentage) are written as it wants them shown.
    const next = { ...settled(fields, current.current), ...overrides } as Values
    setValues(next)
    return run(next, { showErrors: true })
  }

  return { submit, computeNow }
}
