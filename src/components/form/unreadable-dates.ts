import type { FieldError } from '@/lib/core/outcome.ts'

/**
 * The fields of the form whose date (month, time) box shows what the person typed while the
 * browser hands the page no value for it: a day its month does not have (31/04/2025,
 * 29/02/2025) or a date left half typed. Its value is then `''`, which the formulas would read
 * as a field left empty: "Informe a data…" under a date that is there, or, where an empty date
 * means today, a result for today. Such a field is reported as an invalid date instead
 * (docs/decisions.md §2). Read from the page when Calcular is pressed: while the text in the box
 * stays unreadable the browser sends no event, so the form's state cannot know.
 */
export function unreadableDates(formId: string, names: readonly string[]): FieldError[] {
  const form = document.getElementById(formId)
  if (!(form instanceof HTMLFormElement)) return []
  return Array.from(form.elements)
    .filter(
      (e): e is HTMLInputElement =>
        e instanceof HTMLInputElement && e.validity.badInput && names.includes(e.name),
    )
    .map((e) => ({ field: e.name, code: 'invalid' }))
}
