import { useRef } from 'react'

import { defaultTableYear } from '@/lib/law/tables/table-years.ts'

import { changedBeforeHydration } from '@/components/form/typed-before-hydration.ts'
import type { FieldState } from '@/components/form/calculator-form-types.ts'

import { useDefaultTableYear } from './table-year.ts'

type Form = {
  setValue: (name: string, text: string) => void
  clear: () => void
  field?: (name: 'ano') => { id: string }
}

/** The year of an ISO date (`2026-11-20` → 2026), or null while the date is incomplete. */
export const isoYear = (text: string | null | undefined): number | null =>
  text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? Number(text.slice(0, 4)) : null

/**
 * The table year follows a date of the form (the dismissal, the vacation's payment) until the
 * person picks a year themselves: the law applies the table of that date's year. Returns the
 * date's and the year's fields to draw, and Limpar's handler, which lets the year follow again.
 */
export function useYearFromDate(
  form: Form,
  fields: { date: FieldState; year: FieldState },
  {
    mode,
    yearOf = isoYear,
  }: {
    mode?: { value: string; isDefault: boolean }
    yearOf?: (date: string) => number | null
  } = {},
): { date: FieldState; year: FieldState; clear: () => void } {
  const chosen = useRef(false)
  const clearYear = useDefaultTableYear(form, {
    ...(mode ? { mode } : {}),
    linkYear: (params) =>
      yearOf(params.get(fields.date.name) ?? '') ??
      yearOf(changedBeforeHydration(fields.date.id) ?? ''),
  })
  const { date: dateField, year: ano } = fields
  return {
    date: {
      ...dateField,
      setValue: (text: string) => {
        dateField.setValue(text)
        const year = yearOf(text)
        if (!chosen.current && year !== null)
          form.setValue(ano.name, String(defaultTableYear(year)))
      },
    },
    year: {
      ...ano,
      setValue: (text: string) => {
        chosen.current = true
        ano.setValue(text)
      },
    },
    clear: () => {
      chosen.current = false
      clearYear()
    },
  }
}
