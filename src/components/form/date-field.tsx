import type { ReactNode } from 'react'

import { controlClasses, describedBy } from './field-classes.ts'
import { FieldFrame } from './field-frame.tsx'
import type { FieldState } from './calculator-form-types.ts'

type DateFieldProps = {
  field: FieldState
  label: ReactNode
  hint?: ReactNode
  /** `time` for `HH:MM` fields, `month` for `AAAA-MM` (a `text` field of the kit). */
  type?: 'date' | 'time' | 'month'
  min?: string
  max?: string
  className?: string
}

// The years the formulas know (holidays, tables): the picker offers no other.
const YEARS: Partial<Record<'date' | 'time' | 'month', { min: string; max: string }>> = {
  date: { min: '1900-01-01', max: '2200-12-31' },
  month: { min: '1900-01', max: '2200-12' },
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
        min={min ?? YEARS[type]?.min}
        max={max ?? YEARS[type]?.max}
        onChange={(event) => field.setValue(event.target.value)}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field, hint)}
        className={controlClasses}
      />
    </FieldFrame>
  )
}
