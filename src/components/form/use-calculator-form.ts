import { useCallback, useId, useMemo } from 'react'

import type { FieldError } from '@/lib/core/outcome.ts'

import type { CalculatorFormOptions } from './calculator-form-types.ts'
import type { FieldSpecs } from './field-spec.ts'
import { useFieldStates } from './field-states.ts'
import { initialValues, parse } from './form-values.ts'
import { useFieldErrors } from './use-field-errors.ts'
import { useFormComparison } from './use-form-comparison.ts'
import { useLinkReader, useLinkWriter } from './use-form-link.ts'
import { useFormResult } from './use-form-result.ts'
import { type Evaluated, type RunOptions, useFormRun } from './use-form-run.ts'
import { useFormSubmit } from './use-form-submit.ts'
import { useFormValues } from './use-form-values.ts'
import { useResultHistory } from './use-result-history.ts'

/** A link computes as Calcular would, and says why a value is wrong without taking the focus. */
const FROM_LINK: RunOptions = { showErrors: true, focus: false }

/**
 * The state of one calculator form: its fields' texts (use-form-values.ts), their messages
 * (use-field-errors.ts), the result and whether it is out of date (use-form-result.ts), the runs
 * of the formulas (use-form-run.ts), the link (use-form-link.ts, docs/decisions.md §4), the
 * history (use-result-history.ts), the comparison of two scenarios (use-form-comparison.ts) and
 * Calcular (use-form-submit.ts). Calcular validates through the formula library, shows each error
 * beside its field and focuses the first, or shows the result, writes the inputs into the address
 * and records it.
 */
export function useCalculatorForm<const S extends FieldSpecs, T, M = undefined>(
  options: CalculatorFormOptions<S, T, M>,
) {
  const { fields, mode, history, live, id } = options
  const formId = useId()
  const fieldId = useCallback((name: string) => `${formId}-${name}`, [formId])
  const {
    values,
    current: valuesRef,
    setValues,
    keepValues,
    typedEarly,
  } = useFormValues(fields, fieldId)
  const errors = useFieldErrors(fields, fieldId)
  const { clearField } = errors
  const shown = useFormResult<T>(fields, live, values)
  const { adopted } = shown
  const record = useResultHistory(id, live, history)
  const link = useLinkWriter(fields, mode)
  const comparison = useFormComparison(id, formId, fields, shown.computedFrom, link.write)

  const apply = (
    from: Record<string, string>,
    { parsed, outcome, own }: Evaluated<S, T>,
    { showErrors, focus }: RunOptions,
  ): boolean => {
    keepValues()
    if (outcome.ok && own.length === 0) {
      errors.clear()
      shown.show(outcome.value, from)
      comparison.shown(from)
      link.write(from, comparison.first())
      record(outcome.value, parsed)
      return true
    }
    shown.drop()
    if (showErrors)
      errors.show([...own, ...(outcome.ok ? [] : (outcome.errors as FieldError[]))], focus ?? true)
    return false
  }
  const { pending, run, cancel } = useFormRun({ ...options, apply, fail: shown.fail })

  const open = (from: Record<string, string>) => {
    setValues(from)
    return run(from, FROM_LINK)
  }
  useLinkReader(fields, mode, (linked, second) =>
    comparison.openLink({ ...linked, ...typedEarly.current }, second, open),
  )

  const setValue = useCallback(
    (name: string, text: string) => {
      const next = { ...valuesRef.current, [name]: text }
      setValues(next)
      if (live) queueMicrotask(() => void run(next, { showErrors: false }))
      clearField(name)
    },
    [clearField, live, run, setValues, valuesRef],
  )

  /** Sets a field to what the formulas already read it as (an older link's aviso that the motivo
   * lacks, which the result replaced by the motivo's own): the field changes, the result stays
   * current. */
  const adopt = useCallback(
    (name: string, text: string) => {
      setValue(name, text)
      adopted(name, text)
    },
    [adopted, setValue],
  )

  const { submit, computeNow } = useFormSubmit({
    fields,
    formId,
    current: valuesRef,
    setValues,
    run,
  })

  const [clearErrors, clearResult, clearLink] = [errors.clear, shown.clear, link.clear]
  const clear = useCallback(() => {
    comparison.stop()
    cancel()
    setValues(initialValues(fields))
    clearErrors()
    clearResult()
    clearLink()
  }, [cancel, clearErrors, clearLink, clearResult, comparison, fields, setValues])

  const field = useFieldStates(fields, fieldId, values, errors, setValue)

  const parsed = useMemo(() => parse(fields, values), [fields, values])

  return {
    /** The calculator's id, which the layout hands to its result card. */
    id,
    formProps: { id: formId, onSubmit: submit, noValidate: true },
    /** Waiting for the formulas' chunk: Calcular shows "Calculando…". */
    pending,
    field,
    values,
    parsed,
    errors: errors.errors,
    result: shown.result,
    /** The result shown was computed from other values than those now in the fields: it stays
     * on screen, marked as out of date, until Calcular (a live form is never out of date). */
    stale: shown.stale,
    setValue,
    adopt,
    submit,
    clear,
    /** Runs the computation as if Calcular were pressed (quick-percent buttons). */
    computeNow,
  }
}

export type CalculatorForm = ReturnType<typeof useCalculatorForm>
