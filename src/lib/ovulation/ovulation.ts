import type { UTCDate } from '@date-fns/utc'
import { addDays, differenceInCalendarDays } from 'date-fns'

import { toIsoDate, type IsoDate } from '../core/calendar-date.ts'
import { DateChecker } from '../core/check-date.ts'
import { type DateInput, type NumberInput } from '../core/check.ts'
import { ok, type Outcome } from '../core/outcome.ts'

/**
 * Ovulation and fertile window calendar (/calculadora-ovulacao), by the calendar method.
 *
 * Formula, for a cycle that starts on a period's first day P:
 * - ovulation = P + ciclo − lutea (the luteal phase, from ovulation to the next period, is the
 *   stable part of the cycle; the seed's rule "cycle minus luteal days after the last period");
 * - fertile window = ovulation − 5 days to ovulation + 1 day (sperm survive about 5 days, the egg
 *   about 1);
 * - next period = P + ciclo.
 *
 * Conventions:
 * - Cycles repeat every `ciclo` days from the DUM. The result starts at the cycle that contains
 *   `today` (the one whose period started on or before today) and lists it and the next two.
 *   The top-level fields are those of that current cycle; when its ovulation is already before
 *   `today`, `daysUntilOvulation` is negative and `passed` is true (the screen shows "Passou")
 *   and the next cycles give the coming dates.
 * - `ciclo` defaults to 28 and goes from 21 to 45 days; `lutea` defaults to 14 and goes from 10
 *   to 16 days, so ovulation is always at least 5 days after the period starts.
 * - Errors: a DUM after `today` → `future`; a DUM more than {@link MAX_DUM_AGE_DAYS} days before
 *   `today` → `past` (a projection that far is guesswork).
 * - An estimate for regular cycles, not contraception; the screen says so.
 *
 * Sources: docs/product.md §9 (ovulation = cycle − luteal days after the period; window −5 to +1);
 * Wilcox, Weinberg & Baird, N Engl J Med 1995;333:1517 (fertile days end on ovulation day and
 * start about five days before it).
 */

export type OvulationInput = {
  dum: DateInput
  /** Cycle length in days (default 28). */
  ciclo?: NumberInput
  /** Luteal phase in days (default 14). */
  lutea?: NumberInput
  today: DateInput
}
export type OvulationField = keyof OvulationInput

export type OvulationCycle = {
  periodStart: IsoDate
  ovulationDate: IsoDate
  fertileWindowStart: IsoDate
  fertileWindowEnd: IsoDate
  nextPeriodDate: IsoDate
  /** Days from today to ovulation; negative when it has passed. */
  daysUntilOvulation: number
  /** Ovulation is before today. */
  passed: boolean
}

export type OvulationResult = OvulationCycle & {
  ciclo: number
  lutea: number
  /** Day of the current cycle, 1 on the day its period started. */
  cycleDay: number
  /** Today is inside the current cycle's fertile window. */
  isFertileToday: boolean
  /** The current cycle and the next two. */
  cycles: OvulationCycle[]
}

export const DEFAULT_CYCLE = 28
export const DEFAULT_LUTEAL = 14
/** A DUM further back than this is rejected (`past`). */
export const MAX_DUM_AGE_DAYS = 365
const FERTILE_BEFORE = 5
const FERTILE_AFTER = 1
const CYCLES_SHOWN = 3

export function calculateOvulation(
  input: OvulationInput,
): Outcome<OvulationResult, OvulationField> {
  const c = new DateChecker<OvulationField>()
  const dum = c.date('dum', input.dum)
  const ciclo = c.number('ciclo', input.ciclo, {
    integer: true,
    min: 21,
    max: 45,
    default: DEFAULT_CYCLE,
  })
  const lutea = c.number('lutea', input.lutea, {
    integer: true,
    min: 10,
    max: 16,
    default: DEFAULT_LUTEAL,
  })
  const today = c.date('today', input.today)
  if (!dum || !today) return c.fail()

  const elapsed = differenceInCalendarDays(today, dum)
  if (elapsed < 0) c.add('dum', 'future')
  else if (elapsed > MAX_DUM_AGE_DAYS) c.add('dum', 'past')
  if (!c.ok) return c.fail()

  const current = Math.floor(elapsed / ciclo)
  const cycles = Array.from({ length: CYCLES_SHOWN }, (_, i) =>
    cycleFrom(addDays(dum, (current + i) * ciclo), ciclo, lutea, today),
  )
  const [first] = cycles as [OvulationCycle]
  const untilOvulation = first.daysUntilOvulation
  return ok({
    ...first,
    ciclo,
    lutea,
    cycleDay: elapsed - current * ciclo + 1,
    isFertileToday: untilOvulation <= FERTILE_BEFORE && untilOvulation >= -FERTILE_AFTER,
    cycles,
  })
}

function cycleFrom(start: UTCDate, ciclo: number, lutea: number, today: UTCDate): OvulationCycle {
  const ovulation = addDays(start, ciclo - lutea)
  const daysUntilOvulation = differenceInCalendarDays(ovulation, today)
  return {
    periodStart: toIsoDate(start),
    ovulationDate: toIsoDate(ovulation),
    fertileWindowStart: toIsoDate(addDays(ovulation, -FERTILE_BEFORE)),
    fertileWindowEnd: toIsoDate(addDays(ovulation, FERTILE_AFTER)),
    nextPeriodDate: toIsoDate(addDays(start, ciclo)),
    daysUntilOvulation,
    passed: daysUntilOvulation < 0,
  }
}
