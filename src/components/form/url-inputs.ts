import { parseUrlNumber, toMachineText } from '@/utils/parse-number.ts'
import { fromMachineText } from '@/utils/number-input.ts'

import { type FieldSpecs, isNumberKind, numberOptions } from './field-spec.ts'

/**
 * The URL contract of docs/decisions.md §4: inputs travel in the query string in machine format
 * (`.` decimal, no grouping, `YYYY-MM-DD`, `HH:MM`), so any result is a link that reproduces it.
 * Unknown or malformed values are ignored: nothing from the address is executed or rendered as
 * HTML, only matched against these patterns and the field's options.
 */

const MAX_PARAM_LENGTH = 200
const DATE = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** Field texts (display format) read from a query string; fields absent or malformed are left out. */
export function readUrlInputs(search: string, specs: FieldSpecs): Record<string, string> {
  const params = new URLSearchParams(search)
  const values: Record<string, string> = {}
  for (const [name, spec] of Object.entries(specs)) {
    const raw = params.get(name) ?? (spec.urlAlias === undefined ? null : params.get(spec.urlAlias))
    if (raw === null || raw.length > MAX_PARAM_LENGTH) continue
    if (isNumberKind(spec.kind)) {
      // Read exactly as written (no binary rounding) and shown as the field shows a typed value:
      // rounded to its precision in sight; a negative where none is allowed is kept, and the
      // form says why it cannot be used.
      if (parseUrlNumber(raw) === null) continue
      values[name] = fromMachineText(raw, { ...numberOptions(spec), fixed: spec.kind === 'money' })
    } else if (spec.kind === 'date') {
      if (DATE.test(raw)) values[name] = raw
    } else if (spec.kind === 'time') {
      if (TIME.test(raw)) values[name] = raw
    } else if (spec.kind === 'option') {
      if (spec.options?.includes(raw)) values[name] = raw
    } else if (/^[\d.;-]*$/.test(raw) || /^(\d+[amd])+$/.test(raw)) {
      // free text fields carry lists of machine numbers only (`notas=7;8.5;6`), or a duration
      // in years, months and days (`tempo=30a2m10d`)
      values[name] = raw
    }
  }
  return values
}

/** The query-string value of a field's text, or `null` when it has none worth carrying. */
export function urlValueOf(text: string, kind: FieldSpecs[string]['kind']): string | null {
  if (text.trim() === '') return null
  if (isNumberKind(kind)) {
    const machine = toMachineText(text)
    if (typeof machine !== 'string') return null
    // Exact, never in exponent form: `1.500.000,00` → `1500000`, `-0,10` → `-0.1`.
    const negative = machine.startsWith('-')
    const [integer = '', fraction = ''] = machine.replace('-', '').split('.')
    const whole = integer.replace(/^0+(?=\d)/, '') || '0'
    const decimals = fraction.replace(/0+$/, '')
    const zero = whole === '0' && decimals === ''
    return `${negative && !zero ? '-' : ''}${whole}${decimals ? `.${decimals}` : ''}`
  }
  return text
}

/**
 * The address after Calcular: the screen's fields replace whatever calculator inputs were there;
 * `calc` (the home modal's id) and the hash are kept.
 */
export function buildUrl(current: URL, fields: Record<string, string | null>): string {
  const next = new URLSearchParams()
  const calc = current.searchParams.get('calc')
  if (calc !== null) next.set('calc', calc)
  for (const [name, value] of Object.entries(fields)) if (value !== null) next.set(name, value)
  const query = next.toString()
  return `${current.pathname}${query ? `?${query}` : ''}${current.hash}`
}
