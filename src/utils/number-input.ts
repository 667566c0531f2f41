/**
 * As-you-type formatting of pt-BR number fields: groups thousands while typing (`1234` →
 * `1.234`) and keeps whatever the person is in the middle of typing.
 *
 * Why not react-number-format: it treats a typed `.` always as the decimal point (so
 * `1.234,56` typed key by key becomes 1,23) or always as grouping (so `1234.56` becomes
 * 123.456); amendments §1 requires both to mean 1234.56. Here a `.` typed right after digits
 * this function grouped itself is a decimal point (`1.234` + `.` → `1.234,`), while a `.` typed
 * into ungrouped digits is left as typed and resolved by `parseNumber` on blur (`12.5`, `1.234`).
 */

import { parseNumber } from './parse-number.ts'

export type NumberInputOptions = {
  /** Most decimals kept while typing (money: 2; whole counts: 0). */
  decimals: number
  allowNegative: boolean
  /** Group thousands (counts of people do not need it, money does). */
  grouping: boolean
}

const CANONICAL = /^-?(\d{1,3}(\.\d{3})*|\d+)(,\d*)?$/

function group(integer: string): string {
  return integer.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, '.')
}

/** Text in canonical pt-BR form (`1.234,5`), regrouped; anything else unchanged. */
function regroup(text: string, options: NumberInputOptions): string {
  if (!CANONICAL.test(text)) return text
  const negative = text.startsWith('-')
  const [integerPart = '', fraction] = text.replace('-', '').split(',')
  const digits = integerPart.replace(/\./g, '')
  const integer = options.grouping ? group(digits) : digits.replace(/^0+(?=\d)/, '')
  const decimals = fraction === undefined ? '' : `,${fraction.slice(0, options.decimals)}`
  return `${negative ? '-' : ''}${integer}${options.decimals > 0 ? decimals : ''}`
}

/**
 * The text to show after an edit turned `previous` into `next`.
 * One typed character is interpreted; a paste or autofill is parsed whole.
 */
export function formatWhileTyping(
  previous: string,
  next: string,
  options: NumberInputOptions,
): string {
  const stripped = next.replace(/R\$|\s|\u00a0/g, '')
  const typedOneAtEnd = stripped.length === previous.length + 1 && stripped.startsWith(previous)
  if (!typedOneAtEnd && stripped.length > 1 && Math.abs(stripped.length - previous.length) > 1) {
    const value = parseNumber(stripped)
    if (value !== null && Number.isFinite(value)) return toInputText(value, options)
  }
  let text = stripped.replace(/[^\d.,−-]/g, '').replace('−', '-')
  if (!options.allowNegative) text = text.replace(/-/g, '')
  text = text.replace(/(?!^)-/g, '')
  if (options.decimals === 0) return regroup(text.replace(/[.,]/g, ''), options)
  if (
    typedOneAtEnd &&
    text.endsWith('.') &&
    previous.includes('.') &&
    !previous.includes(',') &&
    CANONICAL.test(previous)
  ) {
    text = `${previous},`
  } else if (typedOneAtEnd && text.endsWith('.') && !options.grouping && !previous.includes(',')) {
    text = `${previous},`
  }
  if ((text.match(/,/g) ?? []).length > 1) return previous
  const typedDot = typedOneAtEnd && text.endsWith('.')
  if (CANONICAL.test(previous) && !typedDot) {
    // The dots in `previous` were grouping (ours or typed as such): regroup the digits, so
    // that typing or deleting a digit moves the dots instead of stranding one.
    const [integer = '', fraction] = text.split(',')
    text = integer.replace(/\./g, '') + (fraction === undefined ? '' : `,${fraction}`)
  }
  return regroup(text, options)
}

/** A value written for the field: `1234.5` → `1.234,50` (money) or `1.234,5`. */
export function toInputText(
  value: number,
  options: NumberInputOptions & { fixed?: boolean },
): string {
  if (!Number.isFinite(value)) return ''
  const v = options.allowNegative ? value : Math.abs(value)
  return new Intl.NumberFormat('pt-BR', {
    minimumFractionDigits: options.fixed ? options.decimals : 0,
    maximumFractionDigits: options.decimals,
    useGrouping: options.grouping,
  }).format(v)
}

/** The text shown when the field loses focus: parsed and rewritten canonically, or left as is
 * when it is not a number (the error message then explains). */
export function formatOnBlur(
  text: string,
  options: NumberInputOptions & { fixed?: boolean },
): string {
  const value = parseNumber(text)
  if (value === null || !Number.isFinite(value)) return text
  return toInputText(value, options)
}
