import type { ReactNode } from 'react'

import { cn } from '@/utils/cn.ts'

import { controlClasses, describedBy } from './field-classes.ts'
import { FieldFrame } from './field-frame.tsx'
import type { FieldState } from './calculator-form-types.ts'

export type SelectOption = { value: string; label: string }

type SelectFieldProps = {
  field: FieldState
  label: ReactNode
  options: readonly SelectOption[]
  hint?: ReactNode
  className?: string
}

export function SelectField({ field, label, options, hint, className }: SelectFieldProps) {
  return (
    <FieldFrame field={field} label={label} hint={hint} className={className}>
      <select
        id={field.id}
        name={field.name}
        value={field.value}
        onChange={(event) => field.setValue(event.target.value)}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field, hint)}
        className={cn(controlClasses, 'cursor-pointer')}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}
