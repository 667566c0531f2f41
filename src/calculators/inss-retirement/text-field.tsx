import type { ReactNode } from 'react'

import type { FieldState } from '@/components/form/calculator-form-types.ts'
import { controlClasses, describedBy } from '@/components/form/field-classes.ts'
import { FieldFrame } from '@/components/form/field-frame.tsx'

/** A short free-text field the library reads itself (the contribution time, `30a2m10d`). */
export function TextField({
  field,
  label,
  hint,
  placeholder,
}: {
  field: FieldState
  label: ReactNode
  hint?: ReactNode
  placeholder?: string
}) {
  return (
    <FieldFrame field={field} label={label} hint={hint}>
      <input
        id={field.id}
        name={field.name}
        type="text"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={field.value}
        onChange={(event) => field.setValue(event.target.value)}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field, hint)}
        className={controlClasses}
      />
    </FieldFrame>
  )
}
