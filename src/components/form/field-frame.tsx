import type { ReactNode } from 'react'

import { cn } from '@/utils/cn.ts'

import type { FieldState } from './calculator-form-types.ts'

type FieldFrameProps = {
  field: Pick<FieldState, 'id' | 'error' | 'errorId'>
  label: ReactNode
  hint?: ReactNode | undefined
  className?: string | undefined
  /** The error is also announced at once (role="alert"): the MEI limit message (docs/decisions.md §2). */
  alertError?: boolean | undefined
  children: ReactNode
}

/** Label, control, hint and the error slot the control points to with aria-describedby. */
export function FieldFrame({
  field,
  label,
  hint,
  className,
  alertError,
  children,
}: FieldFrameProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={field.id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && !field.error ? (
        <p id={`${field.id}-dica`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
      <p
        id={field.errorId}
        role={alertError ? 'alert' : undefined}
        className="text-destructive text-sm font-medium empty:hidden"
      >
        {field.error}
      </p>
    </div>
  )
}
