import type { UTCDate } from '@date-fns/utc'

import { MAX_YEAR, MIN_YEAR, parseIsoDate, toIsoDate } from './calendar-date.ts'
import { Checker, type DateInput } from './check.ts'
import { type DateLimits, dateBounds, outOfBounds } from './date-limits.ts'

/**
 * A {@link Checker} that also reads calendar dates. Kept apart so that calculators without
 * dates do not load the UTC date code (about 3 KB gzip of a 115 KB page budget).
 */
export class DateChecker<F extends string> extends Checker<F> {
  date(field: F, value: DateInput): UTCDate | null {
    if (value === null || value === undefined || value.trim() === '') {
      this.add(field, 'required')
      return null
    }
    const date = parseIsoDate(value)
    if (!date) {
      // A real-looking date outside the years the calendar code covers names that range.
      const year = /^(\d{4,})-\d{2}-\d{2}$/.exec(value.trim())?.[1]
      if (year !== undefined && Number(year) < MIN_YEAR)
        this.add(field, 'too-small', { date: `${MIN_YEAR}-01-01` })
      else if (year !== undefined && Number(year) > MAX_YEAR)
        this.add(field, 'too-large', { date: `${MAX_YEAR}-12-31` })
      else this.add(field, 'invalid')
    }
    return date
  }

  /**
   * A date outside its plausible range (core/date-limits.ts) is `too-small` or `too-large`, with
   * the bound it breaks in `date`, so the message can name it.
   */
  within(field: F, date: UTCDate | null, limits: DateLimits, today: DateInput): void {
    if (!date) return
    const bounds = dateBounds(limits, today)
    const code = outOfBounds(toIsoDate(date), bounds)
    if (code) this.add(field, code, { date: code === 'too-small' ? bounds.min : bounds.max })
  }
}
