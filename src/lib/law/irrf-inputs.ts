import type { Checker, NumberInput } from '../core/check.ts'

/**
 * The two personal deductions of the IRRF base as every payslip form reads them (Lei 9.250/1995
 * art. 4º II and III), one reading for salary, gross from net, férias and CLT × PJ: dependents,
 * a whole number from 0 to MAX_DEPENDENTS, and the pensão alimentícia paid, never negative; both
 * 0 when empty.
 */

/** Most dependents a form accepts; no household is larger, and it keeps the base finite. */
export const MAX_DEPENDENTS = 20

export function readDependents<F extends string>(
  c: Checker<F>,
  field: F,
  value: NumberInput,
): number {
  return c.number(field, value, { integer: true, min: 0, max: MAX_DEPENDENTS, default: 0 })
}

/** `max`: a bound of the calculation itself (gross from net searches up to its own limit). */
export function readPension<F extends string>(
  c: Checker<F>,
  field: F,
  value: NumberInput,
  max?: number,
): number {
  return c.number(
    field,
    value,
    max === undefined ? { min: 0, default: 0 } : { min: 0, max, default: 0 },
  )
}
