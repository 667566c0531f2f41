import type { ReactNode } from 'react'

import { controlClasses, describedBy } from './field-classes.ts'
import { FieldFrame } from './field-frame.tsx'
import type { FieldState } from './calculator-form-types.ts'

type DateFieldProps = {
  field: FieldState
  label: ReactNode
  hint?: ReactNode
  /** `time` for `HH:MM` fields. */
  type?: 'date' | 'time'
  min?: string
  max?: string
  className?: string
}

/** Native date and time pickers: on a phone they open the system's pt-BR calendar and clock. */
export function DateField({
  field,
  label,
  hint,
  type = 'date',
  min,
  max,
  className,
}: DateFieldProps) {
  return (
    <FieldFrame field={field} label={label} hint={hint} className={className}>
      <input
        id={field.id}
        name={field.name}
        type={type}
        value={field.value}
        min={min ?? (type === 'date' ? '1900-01-01' : undefined)}
        max={max ?? (type === 'date' ? '2200-12-31' : undefined)}
        onChange={(event) => field.setValue(event.target.value)}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field, hint)}
        className={controlClasses}
      />
    </FieldFrame>
  )
}
