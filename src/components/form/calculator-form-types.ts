import type { CalculatorId } from '@/config/calculator-ids.ts'
import type { Outcome } from '@/lib/core/outcome.ts'
import type { LazyModule } from '@/utils/lazy-module.ts'

import type { FieldSpec, FieldSpecs } from './field-spec.ts'
import type { ParsedValues } from './form-values.ts'

/** What a calculator form offers its fields, and what a screen gives it (use-calculator-form.ts). */

export type FieldState = {
  id: string
  name: string
  value: string
  error: string | undefined
  /** The code of the error shown (`over-limit`…), for a screen that offers a way out of it. */
  errorCode?: string | undefined
  errorId: string
  spec: FieldSpec
  setValue: (text: string) => void
  /** The field's one-line warning for a legal but implausible value (FieldSpec.warn). */
  warning?: string | undefined
}

export type CalculatorFormOptions<S extends FieldSpecs, T, M = undefined> = {
  /** The calculator's catalogue id, recorded with the history entry. */
  id: CalculatorId
  fields: S
  /**
   * The screen's formula module, loaded on the person's first intent (first-intent.ts) so a page
   * that is only read does not load it (the JavaScript budgets). `compute` receives it; a Calcular pressed before
   * it has arrived waits for it. Without it, `compute` receives `undefined`.
   */
  lib?: LazyModule<M>
  /**
   * The lazily loaded components the result draws when it appears (its card from `lazyComponent`,
   * and any lazy part the card draws with it). A result is shown only once they are here too (the
   * formulas run meanwhile), so its card draws in the render that sets it: a card still on its way
   * would suspend, and React holds a suspended reveal back for up to 300 ms (docs/performance.md).
   */
  cards?: readonly LazyModule<unknown>[]
  compute: (values: ParsedValues<S>, lib: M) => Outcome<T>
  /** For screens with tabs: this form's `modo`. Links with another `modo` are not this form's. */
  mode?: { value: string; isDefault: boolean }
  /** One-line summary for the history view; without it nothing is recorded. */
  history?: (result: T, values: ParsedValues<S>) => { inputs: string; result: string }
  /** Recompute on every change, without Calcular (the converter). */
  live?: boolean
}
