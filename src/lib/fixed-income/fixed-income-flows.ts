import { addMonths, differenceInCalendarDays } from 'date-fns'
import type { UTCDate } from '@date-fns/utc'

/**
 * The money going in: the first amount on the start date and a monthly deposit on each monthly
 * anniversary before the end. Each keeps its own calendar days to the end, since IR and IOF go
 * by how long each amount stayed (Lei 11.033/2004 art. 1º).
 */
export type Deposit = { amount: number; month: number; dayOffset: number; calendarDays: number }

export function deposits(start: UTCDate, end: UTCDate, first: number, monthly: number): Deposit[] {
  const total = differenceInCalendarDays(end, start)
  const list: Deposit[] = [{ amount: first, month: 0, dayOffset: 0, calendarDays: total }]
  if (monthly <= 0) return list
  for (let month = 1; ; month++) {
    const date = addMonths(start, month)
    if (date >= end) break
    const dayOffset = differenceInCalendarDays(date, start)
    list.push({ amount: monthly, month, dayOffset, calendarDays: total - dayOffset })
  }
  return list
}

/**
 * Net yield in % a year of money put in at several moments (`dayOffset`) and worth `final` after
 * `days`: the rate r with Σ amount × (1 + r)^((days − offset)/365) = final, found by bisection
 * (the sum rises with r). Null when it has no meaning (no time passed, nothing invested).
 */
export function yearlyRate(
  flows: readonly { amount: number; dayOffset: number }[],
  final: number,
  days: number,
): number | null {
  const invested = flows.reduce((sum, f) => sum + f.amount, 0)
  if (days <= 0 || invested <= 0 || final <= 0) return null
  const value = (rate: number) =>
    flows.reduce((sum, f) => sum + f.amount * (1 + rate) ** ((days - f.dayOffset) / 365), 0)
  let lo = -0.99
  let hi = 100
  if (value(hi) < final) return null
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2
    if (value(mid) < final) lo = mid
    else hi = mid
  }
  return Math.round(((lo + hi) / 2) * 1e6) / 1e4
}
