import type { UTCDate } from '@date-fns/utc'

import { parseIsoDate } from './calendar-date.ts'
import { Checker, type DateInput } from './check.ts'

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
    if (!date) this.add(field, 'invalid')
    return date
  }
}
