import { useCallback } from 'react'

import type { FieldState } from './calculator-form-types.ts'
import type { FieldSpec, FieldSpecs } from './field-spec.ts'
import { warningOf } from './form-values.ts'

type Texts = Readonly<Record<string, string>>

/** What each field component is given (`form.field(name)`): its text, message and warning. */
export function useFieldStates<S extends FieldSpecs>(
  fields: S,
  fieldId: (name: string) => string,
  values: Texts,
  { errors, codes }: { errors: Texts; codes: Texts },
  setValue: (name: string, text: string) => void,
) {
  return useCallback(
    (name: keyof S & string): FieldState => ({
      id: fieldId(name),
      name,
      value: values[name] ?? '',
      error: errors[name],
      errorCode: errors[name] === undefined ? undefined : codes[name],
      errorId: `${fieldId(name)}-erro`,
      spec: fields[name] as FieldSpec,
      setValue: (text: string) => setValue(name, text),
      warning: warningOf(fields[name] as FieldSpec, values[name] ?? '', values),
    }),
    [codes, errors, fieldId, fields, setValue, values],
  )
}
