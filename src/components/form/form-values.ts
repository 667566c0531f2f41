import type { FieldError } from '@/lib/core/outcome.ts'
import { formatOnBlur } from '@/utils/number-input.ts'
import { parseNumber } from '@/utils/parse-number.ts'

import { type FieldSpec, type FieldSpecs, isNumberKind, numberOptions } from './field-spec.ts'

/** The text of a form's fields and what becomes of it: parsed, settled, checked, warned. */

type NumberKinds = 'money' | 'decimal' | 'percent' | 'integer'

/** What `compute` receives: numbers for number fields (`null` empty, `NaN` unreadable), text or
 * `null` for the others — exactly what the formula library's inputs accept. */
export type ParsedValues<S extends FieldSpecs> = {
  [K in keyof S]: S[K]['kind'] extends NumberKinds ? number | null : string | null
}

export function initialValues(fields: FieldSpecs): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, spec]) => [name, spec.initial ?? '']),
  )
}

/** What a link means for the fields it does not carry, where that differs from `initial`. */
export function linkDefaults(fields: FieldSpecs): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [name, spec] of Object.entries(fields))
    if (spec.linkDefault !== undefined) values[name] = spec.linkDefault
  return values
}

export function parse<S extends FieldSpecs>(
  fields: S,
  values: Record<string, string>,
): ParsedValues<S> {
  const parsed: Record<string, number | string | null> = {}
  for (const [name, spec] of Object.entries(fields)) {
    const text = values[name] ?? ''
    parsed[name] = isNumberKind(spec.kind) ? parseNumber(text) : text.trim() === '' ? null : text
  }
  return parsed as ParsedValues<S>
}

/** Whether the text carries a minus sign (`-10`, or a lone `-` still being typed). */
export function hasMinus(text: string): boolean {
  return /^\s*[-−]/.test(text)
}

/** Errors the form itself finds before the library sees the values: a minus sign in a field
 * that takes no negatives is reported, never dropped (the library might read -10 otherwise). */
export function formErrors(fields: FieldSpecs, values: Record<string, string>): FieldError[] {
  return Object.entries(fields)
    .filter(([, spec]) => isNumberKind(spec.kind) && !spec.allowNegative)
    .filter(([name]) => hasMinus(values[name] ?? ''))
    .map(([name]) => ({ field: name, code: 'negative' }))
}

/** Number fields rounded to their precision and written canonically, as the person will see
 * them: a value is used only as it is shown. */
export function settled(
  fields: FieldSpecs,
  values: Record<string, string>,
): Record<string, string> {
  let next = values
  for (const [name, spec] of Object.entries(fields)) {
    if (!isNumberKind(spec.kind)) continue
    const text = values[name] ?? ''
    const shown = formatOnBlur(text, { ...numberOptions(spec), fixed: spec.kind === 'money' })
    if (shown !== text) next = { ...next, [name]: shown }
  }
  return next
}

/** The warning a field's value earns, if any. */
export function warningOf(spec: FieldSpec, text: string, values: Record<string, string>) {
  if (!spec.warn) return undefined
  const value = parseNumber(text)
  return value === null || !Number.isFinite(value) ? undefined : spec.warn(value, values)
}

export function urlMatchesMode(
  search: string,
  mode: { value: string; isDefault: boolean } | undefined,
): boolean {
  if (!mode) return true
  const modo = new URLSearchParams(search).get('modo')
  return modo === mode.value || (modo === null && mode.isDefault)
}

/**
 * Whether a result computed from `from` is out of date for the fields' `values`: they mean other
 * inputs once settled as shown ("4800" and "4.800,00" are the same). A choice the result was
 * computed with empty took its default, which the screen may then show (the table year of the
 * date typed): that is not an edit.
 */
export function outOfDate(
  fields: FieldSpecs,
  values: Record<string, string>,
  from: Record<string, string> | null,
): boolean {
  if (from === null) return false
  const shown = settled(fields, values)
  const computed = settled(fields, from)
  return Object.entries(fields).some(
    ([name, spec]) =>
      shown[name] !== computed[name] && !(spec.kind === 'option' && !computed[name]),
  )
}

/** The record without `name` (the same object when it has none). */
export function without(record: Record<string, string>, name: string): Record<string, string> {
  if (!(name in record)) return record
  const { [name]: _gone, ...rest } = record
  return rest
}
