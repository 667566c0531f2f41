import type { Outcome } from '@/lib/core/outcome.ts'

/** A worked example's result, or the test fails with the library's field errors. */
export function value<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors))
  return outcome.value
}
