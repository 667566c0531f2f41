import type { DeclaredModo } from '@/utils/lazy-module.ts'

/** The `modo` of one tab's form (CalculatorFormOptions.mode). */
export type FormMode<M extends string = string> = { value: M; isDefault: boolean }

/**
 * A tabbed screen's modes, declared once: their order is the tabs', and the first is the tab a
 * page opens on, which a link without `modo` also belongs to (docs/decisions.md §4). The screen
 * hands them to `useUrlMode`; each tab's form takes its own with `of`, and a tab whose code
 * loads lazily names its own with `lazyTab`. Each takes only a declared `modo`, so a misspelled
 * one fails `tsc`.
 */
export type Modes<M extends string> = {
  readonly values: readonly M[]
  readonly initial: M
  of: (value: M) => FormMode<M>
  /** The options of a lazy tab's code (`lazyComponent`): a link loads it at once only when it
   * opens on this tab. */
  lazyTab: (value: M) => { modo: M & DeclaredModo }
}

/** The `modo` literals a screen's modes declare (`ModeOf<typeof SALARY_MODES>`). */
export type ModeOf<T extends { readonly values: readonly string[] }> = T['values'][number]

export function defineModes<const M extends string>(values: readonly [M, ...M[]]): Modes<M> {
  const [initial] = values
  return {
    values,
    initial,
    of: (value) => ({ value, isDefault: value === initial }),
    // The brand exists only for the type checker: this is the one place a modo is declared.
    lazyTab: (value) => ({ modo: value as M & DeclaredModo }),
  }
}
