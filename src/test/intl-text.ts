/**
 * Intl's pt-BR text as the site writes it, for tests that take Intl as their authority: the minus
 * sign (U+2212) for Intl's hyphen, and none on a value that rounds to zero (`-0,00` is `0,00`),
 * as src/utils/format.ts decides.
 */
export function withSiteMinus(text: string): string {
  if (!text.startsWith('-')) return text
  return /[1-9]/.test(text) ? `\u2212${text.slice(1)}` : text.slice(1)
}
