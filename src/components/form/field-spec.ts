import type { ErrorCode, FieldError } from '@/lib/core/outcome.ts'

/** How a field is typed, parsed and carried in the address (docs/decisions.md §4). */
export type FieldKind =
  /** R$ amount: grouping while typing, 2 decimals. */
  | 'money'
  /** A measure (km, kg, litres): grouping, up to `decimals` (default 2). */
  | 'decimal'
  /** A percentage as typed: 1,5 means 1,5%. */
  | 'percent'
  /** A whole count: months, people, dependents. */
  | 'integer'
  /** `YYYY-MM-DD` from a date input. */
  | 'date'
  /** `HH:MM` from a time input. */
  | 'time'
  /** One of `options`, for selects, tabs and switches (`sim`/`nao`). */
  | 'option'
  /** Free text the screen parses itself (education's `notas=7;8.5;6`). */
  | 'text'

export type FieldSpec = {
  kind: FieldKind
  /** Initial text of the field (display format). */
  initial?: string
  /** Accepted values of an `option` field. */
  options?: readonly string[]
  /** Decimals kept while typing (money 2, percent 4, decimal 2, integer 0). */
  decimals?: number
  allowNegative?: boolean
  /** Messages that replace the generic ones for this field; a function when the message names the
   * bound or the other field the error carries (`limit`, `other`). */
  messages?: Partial<Record<ErrorCode, string | ((error: FieldError) => string)>>
  /**
   * A legal but implausible value (a rate above 15% ao mês, an age above 110) still computes;
   * this says so in one line beside the field. Receives the field's number and the texts of
   * the form (a rate's period select); returns the warning or nothing.
   */
  warn?: (value: number, values: Readonly<Record<string, string>>) => string | undefined
  /** An older URL parameter read into this field when a link lacks the field's own (links made
   * before a field was renamed keep working: financing's `valor` → `preco`). */
  urlAlias?: string
  /** The field's value when a link with inputs lacks it: what links made before the field existed
   * meant, while `initial` serves a new simulation (the loan's `iof`). */
  linkDefault?: string
}

export type FieldSpecs = Record<string, FieldSpec>

export const NUMBER_KINDS: readonly FieldKind[] = ['money', 'decimal', 'percent', 'integer']

export function isNumberKind(kind: FieldKind): boolean {
  return NUMBER_KINDS.includes(kind)
}

export function decimalsOf(spec: FieldSpec): number {
  if (spec.decimals !== undefined) return spec.decimals
  switch (spec.kind) {
    case 'integer':
      return 0
    case 'percent':
      return 4
    case 'money':
    case 'decimal':
      return 2
    // Not number fields; the kit asks only for symmetry.
    case 'date':
    case 'time':
    case 'option':
    case 'text':
      return 2
  }
}

export function numberOptions(spec: FieldSpec) {
  return {
    decimals: decimalsOf(spec),
    allowNegative: spec.allowNegative ?? false,
    // Percentages group too: a typed `1.500` is mil e quinhentos in every field, and the field
    // must show it as it reads it.
    grouping: true,
  }
}
