import { expect } from 'vitest'

import {
  calculateInssRetirement,
  type InssRetirementInput,
  type RuleAt,
} from '@/lib/inss-retirement/inss-retirement.ts'

/** The machine's "today" of the INSS retirement tests, a week after their reference day. */
export const RETIREMENT_TODAY = '2026-11-28'

/** The outcome on 20/11/2026, the reference day of docs/legal/inss-retirement.md's examples. */
const outcome = (input: InssRetirementInput) =>
  calculateInssRetirement({ referencia: '2026-11-20', ...input }, RETIREMENT_TODAY)

/** The result, which the input must give. */
export function retirementOf(input: InssRetirementInput) {
  const r = outcome(input)
  expect(r.ok ? [] : r.errors).toEqual([])
  if (!r.ok) throw new Error('no result')
  return r.value
}

/** The field errors, none when the input gives a result. */
export function retirementErrors(input: InssRetirementInput) {
  const r = outcome(input)
  return r.ok ? [] : r.errors
}

/** The rule `id`, which must be among `rules`. */
export function ruleIn(rules: readonly RuleAt[], id: RuleAt['id']): RuleAt {
  const found = rules.find((r) => r.id === id)
  expect(found, `rule ${id}`).toBeDefined()
  return found as RuleAt
}
