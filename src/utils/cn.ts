import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names. No tailwind-merge: it cost 8 KB gzip of the home page's 100 KB budget
 * (the JavaScript budget), and our components never pass a class that competes with a base class of the same
 * property; add the override as a variant instead.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
