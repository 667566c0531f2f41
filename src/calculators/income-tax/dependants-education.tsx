import { useId, useState } from 'react'

import type { FieldState } from '@/components/form/calculator-form-types.ts'
import { numberOptions } from '@/components/form/field-spec.ts'
import { NumberField } from '@/components/form/number-field.tsx'
import { formatMoney } from '@/utils/format.ts'
import { fromMachineText } from '@/utils/number-input.ts'
import { parseNumber } from '@/utils/parse-number.ts'

import { EDUCATION_CAP, educationRowSpec } from './income-tax-fields.ts'

/**
 * One education field per dependant: the cap is per person (Lei 9.250/1995 art. 8º II "b" 10;
 * docs/legal/income-tax.md), so the form asks whose expense each amount is. The amounts travel in
 * one parameter, `educacaoDependentes=2500;1200` (machine numbers, `;`-separated, in the
 * dependants' order); each row keeps the text as typed.
 */

/** Machine text of a row, `?` when unreadable (the library then reports the field). */
function machine(text: string): string {
  const value = parseNumber(text)
  if (value === null) return ''
  return Number.isFinite(value) ? String(value) : '?'
}

function encodeAmounts(rows: readonly string[]): string {
  const parts = rows.map(machine)
  while (parts.length > 0 && parts[parts.length - 1] === '') parts.pop()
  return parts.join(';')
}

/** The rows a parameter names, as field text. */
function rowsOf(encoded: string): string[] {
  if (encoded === '') return []
  const options = numberOptions(educationRowSpec)
  return encoded
    .split(';')
    .map((part) => (/^-?\d+(\.\d+)?$/.test(part) ? fromMachineText(part, options) : part))
}

const rowsToShow = (dependants: string) => {
  const n = parseNumber(dependants)
  return n !== null && Number.isInteger(n) && n > 0 ? Math.min(n, 20) : 0
}

type Props = {
  dependants: string
  /** The form's `educacaoDependentes` field: its text, its error and its setter. */
  field: FieldState
}

export function DependantsEducation({ dependants, field }: Props) {
  const prefix = useId()
  const [rows, setRows] = useState<string[]>(() => rowsOf(field.value))
  const count = rowsToShow(dependants)

  // A link or Limpar changed the parameter: rebuild the rows from it, during render (React's
  // "adjusting state when a prop changes"). Our own edits keep the two in step.
  const [seen, setSeen] = useState(field.value)
  if (seen !== field.value) {
    setSeen(field.value)
    if (encodeAmounts(rows) !== field.value) setRows(rowsOf(field.value))
  }

  if (count === 0) return null
  const edit = (index: number, text: string) => {
    const next = Array.from({ length: Math.max(rows.length, index + 1) }, (_, i) =>
      i === index ? text : (rows[i] ?? ''),
    )
    setRows(next)
    field.setValue(encodeAmounts(next))
  }
  return (
    <>
      {Array.from({ length: count }, (_, i) => {
        const value = rows[i] ?? ''
        const amount = parseNumber(value)
        const row: FieldState = {
          id: i === 0 ? field.id : `${prefix}-${String(i)}`,
          name: `${field.name}-${String(i + 1)}`,
          value,
          // The library's message names the list; it is said at the first row, which Calcular
          // focuses.
          error: i === 0 ? field.error : undefined,
          errorId: i === 0 ? field.errorId : `${prefix}-${String(i)}-erro`,
          spec: educationRowSpec,
          setValue: (text) => edit(i, text),
          warning:
            amount !== null && amount > EDUCATION_CAP
              ? `Acima do limite: serão deduzidos ${formatMoney(EDUCATION_CAP)} deste dependente.`
              : undefined,
        }
        return (
          <NumberField
            key={row.id}
            field={row}
            label={`Educação do dependente ${String(i + 1)} (R$)`}
            placeholder="Ex.: 2.000,00"
          />
        )
      })}
    </>
  )
}
