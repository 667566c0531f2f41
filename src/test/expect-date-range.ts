import { expect } from 'vitest'

import { shiftIsoDays } from '@/lib/core/date-limits.ts'
import type { FieldError } from '@/lib/core/outcome.ts'

/**
 * A date field's plausible range (docs/decisions.md, "Datas plausíveis"): its first and last days
 * compute, the day before and the day after are refused on `field`, naming the bound passed.
 * `errors` gives the field errors of a calculation with that date typed.
 */
export function expectDateRange(
  errors: (date: string) => readonly FieldError[],
  field: string,
  { min, max }: { min: string; max: string },
): void {
  const mine = (date: string) => errors(date).filter((e) => e.field === field)
  expect(mine(min)).toEqual([])
  expect(mine(max)).toEqual([])
  expect(mine(shiftIsoDays(min, -1) ?? '')).toEqual([{ field, code: 'too-small', date: min }])
  expect(mine(shiftIsoDays(max, 1) ?? '')).toEqual([{ field, code: 'too-large', date: max }])
}
