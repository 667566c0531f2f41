/**
 * What every calculator function returns: a typed value, or the fields that are wrong and why.
 * Functions never throw on user input and never return NaN or Infinity; the screens turn each
 * {@link FieldError} into a pt-BR message beside its field (docs/decisions.md §2).
 */

export type ErrorCode =
  /** The field is empty. */
  | 'required'
  /** Not a number, not a real calendar date, not a known option. */
  | 'invalid'
  /** Must be greater than zero. */
  | 'not-positive'
  /** Must not be negative. */
  | 'negative'
  /** Must be a whole number. */
  | 'not-integer'
  /** Below `limit` (inclusive minimum), or a date before `date`. */
  | 'too-small'
  /** Above `limit` (inclusive maximum), or a date after `date`. */
  | 'too-large'
  /** A date that must come after another one (named in `other`). */
  | 'date-order'
  /** A date in the future where only the past makes sense (or the reverse: `past`). */
  | 'future'
  | 'past'
  /** A value over a legal limit (MEI revenue, Simples RBT12). */
  | 'over-limit'
  /** A value that would make the formula divide by zero (percentage change from 0). */
  | 'zero'

export type FieldError<F extends string = string> = {
  field: F
  code: ErrorCode
  /** The bound broken by `too-small`, `too-large` or `over-limit`. */
  limit?: number
  /** The other field of a `date-order` error. */
  other?: F
  /** The first or last date (`AAAA-MM-DD`) of a date field's range, broken by `too-small` or
   * `too-large`. */
  date?: string
}

export type Outcome<T, F extends string = string> =
  { ok: true; value: T } | { ok: false; errors: FieldError<F>[] }

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value }
}

export function fail<F extends string>(
  ...errors: FieldError<F>[]
): { ok: false; errors: FieldError<F>[] } {
  return { ok: false, errors }
}
