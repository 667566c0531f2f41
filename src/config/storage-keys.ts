/**
 * Every localStorage key the site writes, in one place. The theme key is also spelled out in public/theme-init.js, which runs before
 * any module loads and so cannot import this; a unit test keeps the two in step.
 */
export const STORAGE_KEYS = {
  theme: 'calculator-ui-theme',
  /** The last results computed in this browser (`providers/history-store.ts`). */
  history: 'calculator-history',
  /** `'false'` when the visitor turned the history off. */
  historyEnabled: 'calculator-history-enabled',
} as const
