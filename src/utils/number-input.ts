/**
 * The pt-BR number field's text, edit by edit: it groups thousands while typing (`1234` →
 * `1.234`) and never turns what was typed into another number.
 *
 * Why hand-written rather than react-number-format: that library gives a typed `.` one fixed
 * meaning, the decimal point (so `1.500.000` typed key by key ends as 1,5) or grouping (so a
 * keypad without a comma cannot type `12.5`). A Brazilian's `.` is grouping when three digits
 * follow it and a decimal point otherwise, which is only known once the person has typed on.
 * So a typed `.` is kept as typed until the digits after it decide, and `parseNumber` reads the
 * text with that same rule; the field rewrites the text canonically, rounded to its precision,
 * only when the person leaves it or calculates.
 */

import { groupThousands, plainDecimal, roundDecimal } from './decimal-text.ts'
import { toMachineText } from './parse-number.ts'

export type NumberInputOptions = {
  /** The field's precision: decimals kept when the value is used (money: 2; whole counts: 0). */
  decimals: number
  allowNegative: boolean
  /** Group thousands (percentages do not need it, money does). */
  grouping: boolean
}

type TextOptions = NumberInputOptions & {
  /** Always write all the decimals (money: `1.500,00`). */
  fixed?: boolean
}

/** The text after an edit and where the caret goes in it. */
export type Edit = { text: string; caret: number }

// Every dot groups three digits (a first group does not start with 0: `0.500` is a half).
const CANONICAL = /^-?([1-9]\d{0,2}(\.\d{3})+|\d+)(,\d*)?$/

const isCanonical = (text: string) => CANONICAL.test(text)

/** Canonical text with its grouping dots put back where the digits now need them. */
function regroup(text: string, options: NumberInputOptions): string {
  const negative = text.startsWith('-')
  const body = negative ? text.slice(1) : text
  const comma = body.indexOf(',')
  const integer = (comma < 0 ? body : body.slice(0, comma))
    .replace(/\./g, '')
    .replace(/^0+(?=\d)/, '')
  const rest = comma < 0 ? '' : body.slice(comma)
  const grouped = options.grouping ? groupThousands(integer) : integer
  return `${negative ? '-' : ''}${grouped}${rest}`
}

/** Where the edit happened: what it removed and inserted at `at`. */
function diff(previous: string, next: string) {
  let start = 0
  const max = Math.min(previous.length, next.length)
  while (start < max && previous[start] === next[start]) start++
  let end = 0
  while (end < max - start && previous[previous.length - 1 - end] === next[next.length - 1 - end])
    end++
  return {
    at: start,
    removed: previous.slice(start, previous.length - end),
    inserted: next.slice(start, next.length - end),
  }
}

const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length

/** The caret in `formatted` after as many digits, commas and minus signs as `raw` had before
 * `caret`: grouping dots come and go, what the person typed does not. */
function mapCaret(raw: string, caret: number, formatted: string): number {
  const before = raw.slice(0, caret)
  const digits = count(before, /\d/g)
  const commas = count(before, /,/g)
  const minus = count(before, /-/g)
  let at = 0
  const reached = () => {
    const head = formatted.slice(0, at)
    return count(head, /\d/g) >= digits && count(head, /,/g) >= commas && count(head, /-/g) >= minus
  }
  while (at < formatted.length && !reached()) at++
  if (before.endsWith('.') && formatted[at] === '.') at++
  return at
}

function settle(raw: string, caret: number, text: string): Edit {
  return { text, caret: mapCaret(raw, caret, text) }
}

/**
 * The edit that turned `previous` into `next`, with the caret at `caret` in `next`.
 * One typed character is interpreted; a paste or autofill is read whole by the parser.
 */
export function editNumberText(
  previous: string,
  next: string,
  caret: number,
  options: NumberInputOptions,
): Edit {
  const { at, removed, inserted } = diff(previous, next)
  const refuse: Edit = { text: previous, caret: at + removed.length }
  if (inserted.length > 1 && !/^\d+$/.test(inserted)) return pasted(previous, next, options)
  const typed = inserted.replace('−', '-')

  if (typed === '') {
    // Backspace on a grouping dot deletes the digit before it, or it would come straight back.
    if (removed === '.' && isCanonical(previous) && /\d/.test(previous[at - 1] ?? '')) {
      const raw = previous.slice(0, at - 1) + previous.slice(at + 1)
      return settle(raw, at - 1, regroup(raw, options))
    }
    return settle(next, caret, grows(previous, next) ? regroup(next, options) : next)
  }
  if (/^\d+$/.test(typed))
    return settle(next, caret, grows(previous, next) ? regroup(next, options) : next)
  if (typed === '-') {
    if (at !== 0 || previous.startsWith('-')) return refuse
    const raw = `-${previous.slice(removed.length)}`
    return settle(raw, 1, isCanonical(raw) ? regroup(raw, options) : raw)
  }
  const hasComma =
    previous.slice(0, at).includes(',') || previous.slice(at + removed.length).includes(',')
  if (typed === ',' || (typed === '.' && !options.grouping)) {
    // A percentage has no thousands: its `.` can only be the decimal point.
    if (hasComma) return refuse
    const head = next.slice(0, at)
    const tail = next.slice(at + 1).replace(/\./g, '')
    const raw = `${head},${tail}`
    return settle(raw, at + 1, isCanonical(raw) ? regroup(raw, options) : raw)
  }
  if (typed === '.') {
    if (next.slice(0, at).includes(',')) return refuse
    // Grouping or decimal point: the digits typed next decide (see parseNumber).
    return { text: next, caret }
  }
  return refuse
}

/** Whether the dots of `next` are all grouping, so that the digits may be regrouped. */
function grows(previous: string, next: string): boolean {
  return isCanonical(next) || isCanonical(previous)
}

function pasted(previous: string, next: string, options: NumberInputOptions): Edit {
  const machine = toMachineText(next)
  if (typeof machine === 'string') {
    const text = fromMachineText(machine, options)
    return { text, caret: text.length }
  }
  // Not a number: kept (without letters) for the message to explain.
  const text = next.replace(/R\$/gi, '').replace(/[^\d.,−-]/g, '')
  return text === '' ? { text: previous, caret: previous.length } : { text, caret: text.length }
}

/** Text typed key by key from the start (tests, and what a screen reader's echo sees). */
export function formatWhileTyping(
  previous: string,
  next: string,
  options: NumberInputOptions,
): string {
  return editNumberText(previous, next, next.length, options).text
}

/**
 * Text that reached the field without the field hearing it (typed into the prerendered page
 * before its code arrived), read as if typed key by key from an empty field: a `.` is then
 * grouping or a decimal point as the digits after it decide, exactly as in the live field,
 * where reading the whole text at once (as a paste) would take `4.8` for four point eight
 * before the `50` that makes it 4.850 had been typed.
 */
export function typedKeyByKey(text: string, options: NumberInputOptions): string {
  let shown = ''
  for (const key of text) shown = formatWhileTyping(shown, shown + key, options)
  return shown
}

/** Whether the text holds more decimals than the field keeps (`3.200,555` in a money field). */
export function beyondPrecision(text: string, options: NumberInputOptions): boolean {
  const machine = toMachineText(text)
  if (typeof machine !== 'string' || options.decimals === 0) return false
  return (machine.split('.')[1] ?? '').length > options.decimals
}

/**
 * Field text for exact machine text (`-1234.567`): grouped, rounded half-up to the field's
 * precision. A whole-count field keeps a fraction as typed, for the library to say "use a whole
 * number" rather than count 2,5 people as 3.
 */
export function fromMachineText(machine: string, options: TextOptions): string {
  const negative = machine.startsWith('-')
  const body = machine.replace(/^[-+]/, '')
  const d = options.decimals
  const [integer, rounded] = roundDecimal(body, d > 0 ? d : (body.split('.')[1] ?? '').length)
  const fraction = options.fixed && d > 0 ? rounded : rounded.replace(/0+$/, '')
  const zero = /^0*$/.test(integer + fraction)
  const grouped = options.grouping ? groupThousands(integer) : integer
  return `${negative && !zero ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`
}

/** A value written for the field: `1234.5` → `1.234,50` (money) or `1.234,5`. */
export function toInputText(value: number, options: TextOptions): string {
  if (!Number.isFinite(value)) return ''
  return fromMachineText(`${value < 0 ? '-' : ''}${plainDecimal(value)}`, options)
}

/** The text shown when the field loses focus or its value is used: read by the parser and
 * rewritten canonically, rounded to the field's precision in sight; left as is when it is not
 * a number (the error message then explains). */
export function formatOnBlur(text: string, options: TextOptions): string {
  const machine = toMachineText(text)
  return typeof machine === 'string' ? fromMachineText(machine, options) : text
}
