import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names. No tailwind-merge: it cost 8 KB gzip of the home page's 100 KB budget
 * (the JavaScript budget). A component never passes a class that competes with a base class
 * for the same property under the same condition; make the base class conditional or add the
 * override as a variant instead. The prerender fails on such a pair in a page's HTML and the
 * browser test of each page's stylesheet on every sample result (scripts/critical-css.mjs,
 * `sameConditionPairs`).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
