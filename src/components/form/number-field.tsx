import { TriangleAlert } from 'lucide-react'
import { type ChangeEvent, type ReactNode, useLayoutEffect, useReducer, useRef } from 'react'

import { editNumberText, formatOnBlur } from '@/utils/number-input.ts'
import { cn } from '@/utils/cn.ts'

import { numberOptions } from './field-spec.ts'
import { controlClasses, describedBy } from './field-classes.ts'
import { FieldFrame } from './field-frame.tsx'
import { messageFor } from './messages.ts'
import { hasMinus } from './form-values.ts'
import type { FieldState } from './calculator-form-types.ts'

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

/**
 * A pt-BR number field: money (`R$` inside the box, grouping as you type), measures, percentages
 * and whole counts. `type="text"` with `inputmode` because `type=number` rejects the comma in
 * several browsers; the phone still shows its numeric keypad. What the person types stays as
 * typed (src/utils/number-input.ts); nothing is changed without a word: a minus sign where no
 * negative makes sense is kept and explained at once, a legal but implausible value gets a
 * one-line warning (FieldSpec.warn), and the value is rounded to the field's precision in
 * sight when the person leaves the field.
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
  // A refused key (a letter, a second comma) leaves the value as it was; React then puts the old
  // text back, and this render puts the caret back where the key was pressed.
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  const prefix = spec.kind === 'money' ? 'R$' : undefined
  const suffix = spec.kind === 'percent' ? '%' : unit
  const minus =
    !options.allowNegative && hasMinus(field.value)
      ? messageFor({ field: field.name, code: 'negative' }, spec)
      : undefined
  const error = field.error ?? minus
  const warning = error ? undefined : field.warning
  const warningId = `${field.id}-aviso`

  useLayoutEffect(() => {
    const at = pendingCaret.current
    const el = input.current
    if (at === null || !el || document.activeElement !== el) return
    pendingCaret.current = null
    el.setSelectionRange(at, at)
  })

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const el = event.target
    const edit = editNumberText(
      field.value,
      el.value,
      el.selectionStart ?? el.value.length,
      options,
    )
    pendingCaret.current = edit.caret
    if (edit.text === field.value) rerender()
    else field.setValue(edit.text)
  }

  return (
    <FieldFrame
      field={{ ...field, error }}
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
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [warning ? warningId : undefined, describedBy({ ...field, error }, hint)]
              .filter(Boolean)
              .join(' ') || undefined
          }
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
      {warning ? (
        <p id={warningId} className="flex gap-1.5 text-sm text-amber-800 dark:text-amber-300">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{warning}</span>
        </p>
      ) : null}
    </FieldFrame>
  )
}
