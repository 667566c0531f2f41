import type { CalculatorId } from '@/config/calculator-ids.ts'

/**
 * "Comparar com outro cenário" (docs/decisions.md §4): the first result kept while the person
 * computes a second. The form hook (use-calculator-form.ts) owns the inputs and the link; the
 * result card draws the figures; this small store is what they share, one comparison per
 * calculator. It loads with the first result, as the result's buttons do (load-comparison.ts):
 * no comparison can start before one. Its table and texts load only when one starts.
 */

/** A result as text, as the card shows it: what is kept of the first scenario. */
export type Scenario = {
  label: string
  value: string
  items: readonly { label: string; value: string }[]
  /** What the screen warns beside the figures (months without data, lines that fail): a copied
   * summary keeps it. */
  caveats?: readonly string[]
}

export type Comparison = {
  /** The form (its useId) whose fields the two scenarios are. */
  owner: string
  /** The first scenario's inputs, as the fields held them. */
  first: Readonly<Record<string, string>>
  /** Its figures; `null` while a link waits for its first result to be drawn. */
  kept: Scenario | null
  /** The second scenario's inputs once it has a result different from the first. */
  second: Readonly<Record<string, string>> | null
  /** Started by Comparar (not by a link): the form comes into view for the second scenario. */
  asked: boolean
}

const comparisons = new Map<CalculatorId, Comparison>()
const listeners = new Set<() => void>()
/** The last form of each calculator to show a result, and its inputs: the one Comparar keeps. */
const lastShown = new Map<CalculatorId, { owner: string; values: Record<string, string> }>()
/** What a link's form does once its first scenario has been drawn and kept. */
const afterKept = new Map<CalculatorId, () => void>()

function set(id: CalculatorId, next: Comparison | null) {
  if (next) comparisons.set(id, next)
  else comparisons.delete(id)
  for (const listener of listeners) listener()
}

export function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

export function comparisonOf(id: CalculatorId): Comparison | null {
  return comparisons.get(id) ?? null
}

export function noteShown(id: CalculatorId, owner: string, values: Record<string, string>) {
  lastShown.set(id, { owner, values })
}

/** Comparar: the result on screen becomes the first scenario. */
export function startComparison(id: CalculatorId, kept: Scenario) {
  const shown = lastShown.get(id)
  if (shown) set(id, { owner: shown.owner, first: shown.values, kept, second: null, asked: true })
}

/** A link with both scenarios: the first is computed and drawn, then `then` computes the second. */
export function awaitFirst(
  id: CalculatorId,
  owner: string,
  first: Record<string, string>,
  then: () => void,
) {
  afterKept.set(id, then)
  set(id, { owner, first, kept: null, second: null, asked: false })
}

/** Called by the card that draws a link's first scenario. */
export function keepFirst(id: CalculatorId, kept: Scenario) {
  const comparison = comparisons.get(id)
  if (!comparison || comparison.kept) return
  set(id, { ...comparison, kept })
  const then = afterKept.get(id)
  afterKept.delete(id)
  then?.()
}

export function showSecond(id: CalculatorId, second: Record<string, string> | null) {
  const comparison = comparisons.get(id)
  if (comparison?.kept) set(id, { ...comparison, second })
}

export function stopComparison(id: CalculatorId) {
  afterKept.delete(id)
  if (comparisons.has(id)) set(id, null)
}
