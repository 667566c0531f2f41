/**
 * The plausible range of a date field: fixed dates, or days before and after today. Pure
 * arithmetic on `AAAA-MM-DD` strings, without the date library, so an options file can carry a
 * field's range and the form can read it before the formulas load. `today` is always an argument:
 * the library never reads the clock. The ranges chosen are in docs/decisions.md ("Datas plausíveis").
 */

export type DateLimit = string | { daysFromToday: number }

export type DateLimits = {
  /** The earliest date accepted: `AAAA-MM-DD`, or days from today (negative: before it). */
  earliest: DateLimit
  /** The latest date accepted. */
  latest: DateLimit
}

export type DateBounds = { min: string; max: string }

const MS_PER_DAY = 86_400_000

/** `AAAA-MM-DD` moved by whole days; `null` when `iso` is not such a date. */
export function shiftIsoDays(iso: string, days: number): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (!match) return null
  const instant = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  const shifted = new Date(instant + days * MS_PER_DAY)
  return Number.isNaN(shifted.getTime()) ? null : shifted.toISOString().slice(0, 10)
}

function resolve(limit: DateLimit, today: string | null | undefined): string | null {
  if (typeof limit === 'string') return limit
  return today ? shiftIsoDays(today, limit.daysFromToday) : null
}

/**
 * The range's first and last dates for `today`. Without `today` (a formula test that leaves it
 * out) a bound counted from it is open, and the fixed ones still hold.
 */
export function dateBounds(limits: DateLimits, today: string | null | undefined): DateBounds {
  return {
    min: resolve(limits.earliest, today) ?? '0000-01-01',
    max: resolve(limits.latest, today) ?? '9999-12-31',
  }
}

/** Where `iso` falls: before the range, after it, or in it (`null`). ISO dates sort as text. */
export function outOfBounds(iso: string, bounds: DateBounds): 'too-small' | 'too-large' | null {
  if (iso < bounds.min) return 'too-small'
  if (iso > bounds.max) return 'too-large'
  return null
}
