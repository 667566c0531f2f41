import { type ChangeEvent, type ReactNode, useLayoutEffect, useRef } from 'react'

import { formatOnBlur, formatWhileTyping } from '@/utils/number-input.ts'
import { cn } from '@/utils/cn.ts'

import { numberOptions } from './field-spec.ts'
import { controlClasses, describedBy } from './field-classes.ts'
import { FieldFrame } from './field-frame.tsx'
import type { FieldState } from './use-calculator-form.ts'

type NumberFieldProps = {
  field: FieldState
  label: ReactNode
  placeholder?: string
  hint?: ReactNode
  /** Unit shown inside the box, after the number (`cm`, `km/L`); `%` and `R$` come from the kind. */
  unit?: string
  className?: string
  /** Announce the error with role="alert" (see FieldFrame). */
  alertError?: boolean
}

function digitsBefore(text: string, caret: number): number {
  return text.slice(0, caret).replace(/[^\d]/g, '').length
}

function caretAfterDigits(text: string, digits: number): number {
  if (digits === 0) return 0
  let seen = 0
  for (let i = 0; i < text.length; i++) {
    if (/\d/.test(text[i] ?? '')) seen++
    if (seen === digits) return i + 1
  }
  return text.length
}

/**
 * A pt-BR number field: money (`R$` inside the box, grouping as you type), measures, percentages
 * and whole counts. `type="text"` with `inputmode` because `type=number` rejects the comma in
 * several browsers (amendments §1); the phone still shows its numeric keypad.
 */
export function NumberField({
  field,
  label,
  placeholder,
  hint,
  unit,
  className,
  alertError,
}: NumberFieldProps) {
  const { spec } = field
  const options = numberOptions(spec)
  const input = useRef<HTMLInputElement>(null)
  const pendingCaret = useRef<number | null>(null)
  const prefix = spec.kind === 'money' ? 'R$' : undefined
  const suffix = spec.kind === 'percent' ? '%' : unit

  useLayoutEffect(() => {
    const digits = pendingCaret.current
    const el = input.current
    if (digits === null || !el || document.activeElement !== el) return
    pendingCaret.current = null
    const at = caretAfterDigits(el.value, digits)
    el.setSelectionRange(at, at)
  })

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const el = event.target
    const atEnd = el.selectionStart === el.value.length
    const next = formatWhileTyping(field.value, el.value, options)
    pendingCaret.current = atEnd
      ? null
      : digitsBefore(el.value, el.selectionStart ?? el.value.length)
    field.setValue(next)
  }

  return (
    <FieldFrame
      field={field}
      label={label}
      hint={hint}
      className={className}
      alertError={alertError}
    >
      <div className="relative">
        {prefix ? (
          <span
            aria-hidden
            className="text-muted-foreground pointer-events-none absolute inset-y-0 left-3 flex items-center"
          >
            {prefix}
          </span>
        ) : null}
        <input
          ref={input}
          id={field.id}
          name={field.name}
          type="text"
          inputMode={spec.kind === 'integer' && !options.allowNegative ? 'numeric' : 'decimal'}
          autoComplete="off"
          enterKeyHint="done"
          placeholder={placeholder}
          value={field.value}
          onChange={onChange}
          onBlur={() => {
            const text = formatOnBlur(field.value, { ...options, fixed: spec.kind === 'money' })
            if (text !== field.value) field.setValue(text)
          }}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy(field, hint)}
          className={cn(controlClasses, 'tabular-nums', prefix && 'pl-10', suffix && 'pr-14')}
        />
        {suffix ? (
          <span
            aria-hidden
            className="text-muted-foreground pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm"
          >
            {suffix}
          </span>
        ) : null}
      </div>
    </FieldFrame>
  )
}
