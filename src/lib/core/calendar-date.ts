import { UTCDate } from '@date-fns/utc'

/**
 * Calendar dates without time zones. A date typed as 2026-03-08 must stay the 8th whatever the
 * device's zone or daylight-saving rules (Brazil had DST until 2019, and a local midnight that
 * does not exist moves the day). Dates are carried as ISO strings, `YYYY-MM-DD`, and computed
 * as `UTCDate`s, on which date-fns reads and writes UTC fields only.
 */

declare const isoDateBrand: unique symbol
/** `YYYY-MM-DD`, a real calendar date. */
export type IsoDate = string & { readonly [isoDateBrand]: true }

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Earliest and latest years accepted from people (birth dates, due dates, deadlines). */
export const MIN_YEAR = 1900
export const MAX_YEAR = 2200

/** Parses `YYYY-MM-DD` into a UTC calendar date, or `null` if it is not a real date in range. */
export function parseIsoDate(value: string | null | undefined): UTCDate | null {
  // A link or a JS caller can hand over a number or an object; that is invalid input, not a crash.
  if (typeof value !== 'string' || value === '') return null
  const match = ISO_DATE.exec(value.trim())
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (year < MIN_YEAR || year > MAX_YEAR) return null
  const date = calendarDate(year, month, day)
  // 2026-02-30 rolls over to March; a real date keeps its fields.
  if (date.getMonth() !== month - 1 || date.getDate() !== day) return null
  return date
}

/** A UTC calendar date from its parts (month 1–12). */
export function calendarDate(year: number, month: number, day: number): UTCDate {
  const date = new UTCDate(0)
  date.setFullYear(year, month - 1, day)
  date.setHours(0, 0, 0, 0)
  return date
}

/** The `YYYY-MM-DD` of a `UTCDate` (or of any `Date`'s UTC fields). */
export function toIsoDate(date: Date): IsoDate {
  const y = String(date.getUTCFullYear()).padStart(4, '0')
  const m = String(date.getUTCMonth() + 1).padStart(2, '0')
  const d = String(date.getUTCDate()).padStart(2, '0')
  return `${y}-${m}-${d}` as IsoDate
}

/** Validates an ISO date string, returning it typed, or `null`. */
export function isoDate(value: string | null | undefined): IsoDate | null {
  const date = parseIsoDate(value)
  return date ? toIsoDate(date) : null
}
