/** The `modo` of one tab's form (CalculatorFormOptions.mode). */
export type FormMode<M extends string = string> = { value: M; isDefault: boolean }

/**
 * A tabbed screen's modes, declared once: their order is the tabs', and the first is the tab a
 * page opens on, which a link without `modo` also belongs to (docs/decisions.md §4). The screen
 * hands them to `useUrlMode`; each tab's form takes its own with `of`.
 */
export type Modes<M extends string> = {
  readonly values: readonly M[]
  readonly initial: M
  of: (value: M) => FormMode<M>
}

export function defineModes<const M extends string>(values: readonly [M, ...M[]]): Modes<M> {
  const [initial] = values
  return { values, initial, of: (value) => ({ value, isDefault: value === initial }) }
}
