import type { NumberInput } from '@/lib/core/check.ts'
import { GRADE_ROWS } from '@/lib/education/education-options.ts'
import { formatNumber } from '@/utils/format.ts'
import { parseNumber } from '@/utils/parse-number.ts'

/**
 * The grade rows of Médias and the two text fields they travel in (`notas=7;8.5;6`,
 * `pesos=1;2;1`, docs/decisions.md §4): each row keeps what the person typed; the fields hold the
 * machine numbers, `;`-separated, without the empty rows at the end.
 */
export type GradeRow = { key: number; nota: string; peso: string }

let nextKey = 0
export const newRow = (nota = '', peso = '1'): GradeRow => ({ key: nextKey++, nota, peso })

export function initialRows(): GradeRow[] {
  return Array.from({ length: GRADE_ROWS.initial }, () => newRow())
}

/** Unreadable text travels as "?" so that the library reports it on its row. */
function machine(text: string): string {
  const value = parseNumber(text)
  if (value === null) return ''
  return Number.isFinite(value) ? String(value) : '?'
}

export function encodeRows(rows: readonly GradeRow[]): { notas: string; pesos: string } {
  let last = rows.length
  while (last > 0 && machine(rows[last - 1]?.nota ?? '') === '') last--
  const used = rows.slice(0, last)
  return {
    notas: used.map((r) => machine(r.nota)).join(';'),
    pesos: used.map((r) => machine(r.peso)).join(';'),
  }
}

function parts(text: string | null): NumberInput[] {
  if (!text) return []
  return text.split(';').map((part) => (part === '' ? null : Number(part)))
}

/** The library's input from the two fields. */
export function decodeFields(notas: string | null, pesos: string | null) {
  return { notas: parts(notas), pesos: parts(pesos) }
}

/** Rows for fields read from a link (or cleared): at least 2, the initial 4 when empty. */
export function rowsFromFields(notas: string, pesos: string): GradeRow[] {
  if (notas === '') return initialRows()
  const n = parts(notas).slice(0, GRADE_ROWS.max)
  const p = parts(pesos)
  const text = (value: NumberInput | undefined) =>
    typeof value === 'number' && Number.isFinite(value) ? formatNumber(value, 6) : ''
  const rows = n.map((nota, i) =>
    newRow(text(nota), p[i] === null || p[i] === undefined ? '1' : text(p[i])),
  )
  while (rows.length < GRADE_ROWS.min) rows.push(newRow())
  return rows
}
