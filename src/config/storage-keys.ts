/**
 * localStorage keys. The theme key is also spelled out in public/theme-init.js, which runs before
 * any module loads and so cannot import this; a unit test keeps the two in step.
 */
export const STORAGE_KEYS = {
  theme: 'calculator-ui-theme',
} as const
