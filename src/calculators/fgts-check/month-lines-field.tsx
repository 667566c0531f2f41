import { useId } from 'react'

import { TriangleAlert } from 'lucide-react'

import { controlLook } from '@/components/form/field-classes.ts'

/**
 * A text box of "month value" lines (docs/legal/fgts.md, "Colar o extrato"): what it holds stays
 * in the page's memory, never in the link nor the history, so a pasted extract never leaves the
 * browser. `warnings` are the lines the last calculation could not use, one sentence each.
 */
export function MonthLinesField({
  label,
  hint,
  value,
  onChange,
  placeholder,
  warnings = [],
  rows = 4,
}: {
  label: string
  hint: string
  value: string
  onChange: (text: string) => void
  placeholder: string
  warnings?: readonly string[]
  rows?: number
}) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1.5 sm:col-span-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        rows={rows}
        spellCheck={false}
        autoComplete="off"
        placeholder={placeholder}
        aria-describedby={`${id}-dica${warnings.length ? ` ${id}-avisos` : ''}`}
        onChange={(event) => onChange(event.target.value)}
        className={`${controlLook} min-h-24 font-mono`}
      />
      <p id={`${id}-dica`} className="text-muted-foreground text-xs">
        {hint}
      </p>
      {warnings.length ? (
        <ul
          id={`${id}-avisos`}
          className="flex flex-col gap-1 text-sm text-amber-800 dark:text-amber-300"
        >
          {warnings.map((w) => (
            <li key={w} className="flex gap-1.5">
              <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span>{w}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
