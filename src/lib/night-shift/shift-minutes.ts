/**
 * The clock minutes of one shift that fall in the urban night, 22:00 to 05:00 (CLT art. 73 §2º),
 * and the minutes after 05:00 that extend a shift worked through the whole night (Súmula 60 II
 * TST; docs/legal/night-shift.md). Pure integer arithmetic on minutes from midnight.
 */

const DAY = 1440
const NIGHT_START = 22 * 60
const NIGHT_END = 5 * 60

export type ShiftMinutes = {
  /** Length of the shift, clock minutes (a shift ending at or before it starts crosses midnight). */
  shift: number
  /** Clock minutes between 22:00 and 05:00. */
  night: number
  /** Clock minutes after 05:00 that extend a full night (Súmula 60 II); 0 otherwise. */
  extension: number
  /** Whether the shift covers the whole 22:00–05:00 period. */
  fullNight: boolean
}

/** `HH:MM` (00:00–23:59) → minutes from midnight, or null. */
export function minutesOf(time: string | null | undefined): number | null {
  const match = /^\s*(\d{1,2}):(\d{2})(?::\d{2})?\s*$/.exec(time ?? '')
  if (!match) return null
  const hours = Number(match[1])
  const minutes = Number(match[2])
  return hours <= 23 && minutes <= 59 ? hours * 60 + minutes : null
}

const overlap = (a: number, b: number, c: number, d: number) =>
  Math.max(0, Math.min(b, d) - Math.max(a, c))

/** `start` and `end` in minutes from midnight; `end` ≤ `start` means the next day. */
export function shiftMinutes(start: number, end: number): ShiftMinutes {
  const stop = end > start ? end : end + DAY
  // The night periods a shift of under 24 hours can touch: the one ending on the first morning,
  // the one of the first evening and the one of the next evening.
  const nights = [-1, 0, 1].map((k) => ({
    from: k * DAY + NIGHT_START,
    to: (k + 1) * DAY + NIGHT_END,
  }))
  const night = nights.reduce((sum, n) => sum + overlap(start, stop, n.from, n.to), 0)
  const covered = nights.find((n) => start <= n.from && stop >= n.to)
  return {
    shift: stop - start,
    night,
    extension: covered ? stop - covered.to : 0,
    fullNight: covered !== undefined,
  }
}
