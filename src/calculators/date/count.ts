import { formatInteger } from '@/utils/format.ts'

/** `1 dia`, `2 dias`, `1.234 dias`: pt-BR singular only for exactly one. */
export function count(n: number, one: string, many: string): string {
  return `${formatInteger(n)} ${Math.abs(n) === 1 ? one : many}`
}
