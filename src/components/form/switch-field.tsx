import type { ReactNode } from 'react'

import type { FieldState } from './calculator-form-types.ts'
import { switchTrackClasses } from './field-classes.ts'

type SwitchFieldProps = {
  field: FieldState
  label: ReactNode
  hint?: ReactNode
  /** The field's values for on and off (URL contract: `sim`/`nao`). */
  on?: string
  off?: string
}

/** A yes/no option as a switch; its value travels as `sim`/`nao`. */
export function SwitchField({ field, label, hint, on = 'sim', off = 'nao' }: SwitchFieldProps) {
  const checked = field.value === on
  return (
    <div className="flex flex-col gap-1">
      <label
        htmlFor={field.id}
        className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium"
      >
        <input
          id={field.id}
          name={field.name}
          type="checkbox"
          role="switch"
          checked={checked}
          onChange={(event) => field.setValue(event.target.checked ? on : off)}
          aria-describedby={hint ? `${field.id}-dica` : undefined}
          className="peer sr-only"
        />
        <span aria-hidden className={switchTrackClasses} />
        <span>{label}</span>
      </label>
      {hint ? (
        <p id={`${field.id}-dica`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
