import { dayOfDate, toIsoDate, type IsoDate } from '../core/calendar-date.ts'
import { DateChecker } from '../core/check-date.ts'
import { type DateInput, type NumberInput } from '../core/check.ts'
import { ok, type Outcome } from '../core/outcome.ts'

/**
 * Countdown to a date and time (/contador-regressivo).
 *
 * Formula: target instant = `data` at `hora` in Brasília time, i.e. `data`T`hora`−03:00; remaining
 * = target − `now`, split into days, hours, minutes and seconds.
 *
 * Conventions:
 * - The wall time is Brasília time with a fixed UTC−03:00 offset: America/Sao_Paulo has had no
 *   daylight saving time since Decreto 9.772/2019, and a fixed offset makes a shared link
 *   (`?data=…&hora=…`) mean the same instant on every device, whatever its zone. Targets inside
 *   the old summer-time periods (up to February 2019) are in the past anyway. Other Brazilian
 *   zones (Manaus, Acre, Noronha) are not offered.
 * - `now` is epoch milliseconds, passed in by the screen every second, so results are
 *   reproducible.
 * - Seconds are rounded up: with 0,4 s left the display shows 1 s, and it shows all zeros only
 *   when the target is reached. The target is expired when it is not after `now`
 *   (`isExpired`, every count 0).
 * - `hora` is `HH:MM` (24 h; `H:MM` accepted); empty → `required`, anything else → `invalid`.
 *
 * Sources: docs/product.md §4 (countdown states), docs/decisions.md §4 (`data`, `hora`); Decreto 9.772/2019
 * (end of daylight saving time in Brazil).
 */

export type CountdownInput = { data: DateInput; hora: string | null | undefined; now: NumberInput }
export type CountdownField = 'data' | 'hora' | 'now'

export type CountdownResult = {
  data: IsoDate
  /** `HH:MM`, zero-padded. */
  hora: string
  /** The target instant, epoch milliseconds. */
  targetMs: number
  /** Milliseconds left; 0 when expired. */
  totalMs: number
  days: number
  hours: number
  minutes: number
  seconds: number
  isExpired: boolean
}

/** Brasília time, UTC−03:00, in minutes. */
export const BRASILIA_OFFSET_MINUTES = -180

const HORA = /^(\d{1,2}):(\d{2})$/
/** The range of instants a JavaScript Date can hold. */
const MAX_EPOCH_MS = 8.64e15

export function calculateCountdown(
  input: CountdownInput,
): Outcome<CountdownResult, CountdownField> {
  const c = new DateChecker<CountdownField>()
  const data = c.date('data', input.data)
  const hora = readHora(c, input.hora)
  const now = input.now
  if (now === null || now === undefined) c.add('now', 'required')
  else if (!Number.isFinite(now) || Math.abs(now) > MAX_EPOCH_MS) c.add('now', 'invalid')
  if (!c.ok || !data || !hora || typeof now !== 'number') return c.fail()

  // Instant arithmetic on the day number: no Date field, so no device time zone, is read.
  const target = dayOfDate(data) * 86_400_000 + (hora.minutes - BRASILIA_OFFSET_MINUTES) * 60_000
  const totalMs = Math.max(0, target - now)
  const totalSeconds = Math.ceil(totalMs / 1000)
  return ok({
    data: toIsoDate(data),
    hora: hora.text,
    targetMs: target,
    totalMs,
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor(totalSeconds / 3600) % 24,
    minutes: Math.floor(totalSeconds / 60) % 60,
    seconds: totalSeconds % 60,
    isExpired: totalMs === 0,
  })
}

function readHora(
  c: DateChecker<CountdownField>,
  value: string | null | undefined,
): { minutes: number; text: string } | null {
  if (value === null || value === undefined || value.trim() === '') {
    c.add('hora', 'required')
    return null
  }
  const match = HORA.exec(value.trim())
  const h = Number(match?.[1])
  const m = Number(match?.[2])
  if (!match || h > 23 || m > 59) {
    c.add('hora', 'invalid')
    return null
  }
  return {
    minutes: h * 60 + m,
    text: `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`,
  }
}
