import {
  addCalendarMonths,
  type CalendarDay,
  dayOfIso,
  type IsoDate,
} from '../core/calendar-date.ts'
import {
  type InssRetirementResult,
  payOf,
  personOf,
  type RuleAt,
  ruleOn,
} from './inss-retirement.ts'
import { MAX_MORE_MONTHS } from './inss-retirement-options.ts'
import { ruleDates } from './retirement-rules.ts'

/**
 * "Vale a pena trabalhar mais?" (docs/legal/inss-retirement.md): from the day the earliest rule
 * lets the person retire (or the reference day, when it is already met), the best benefit if
 * they go on contributing `months` more months, and the first month in which going on pays more
 * (a new whole year of TC adds 2%, or a better rule is met). Contributions go on without gaps.
 */

export type WorkMore = {
  readonly from: IsoDate
  readonly months: number
  readonly now: RuleAt
  readonly later: RuleAt
  /** The first month after `from` (up to 20 years) when the best benefit rises; null if never. */
  readonly nextGain: { readonly months: number; readonly rule: RuleAt } | null
}

export function workMore(result: InssRetirementResult, months: number): WorkMore | null {
  const earliest = result.earliest
  if (!earliest) return null
  const person = personOf(
    result.sex,
    dayOfIso(result.birth),
    dayOfIso(result.start),
    result.teacher,
  )
  const reference = dayOfIso(result.reference)
  const rules = ruleDates(person)
  const bestOn = (day: CalendarDay): RuleAt | null =>
    rules
      .filter((r) => r.metOn !== null && r.metOn <= day)
      .map((r) => ruleOn(r, person, day, reference, result.average))
      .reduce<RuleAt | null>((b, r) => (b === null || payOf(r) > payOf(b) ? r : b), null)
  const from = dayOfIso(earliest.start)
  const now = bestOn(from)
  const count = Math.max(0, Math.min(MAX_MORE_MONTHS, Math.round(months)))
  const later = bestOn(addCalendarMonths(from, count))
  if (!now || !later) return null
  let nextGain: WorkMore['nextGain'] = null
  for (let m = 1; m <= MAX_MORE_MONTHS && nextGain === null; m++) {
    const rule = bestOn(addCalendarMonths(from, m))
    if (rule && payOf(rule) > payOf(now)) nextGain = { months: m, rule }
  }
  return { from: earliest.start, months: count, now, later, nextGain }
}
