import { SelectField } from '@/components/form/select-field.tsx'
import type { FieldState } from '@/components/form/calculator-form-types.ts'
import { TABLE_YEARS } from '@/lib/law/tables/table-years.ts'

/** The "Tabela de <ano>" select. Only the years: the tables load with the formula library. */

const selectOptions = TABLE_YEARS.map((year) => ({
  value: String(year),
  label: `Tabela de ${year}`,
}))

export function TableYearSelect({ field, hint }: { field: FieldState; hint?: string }) {
  return (
    <SelectField
      field={field}
      label="Ano da tabela"
      options={selectOptions}
      hint={hint ?? 'Alíquotas e faixas da lei em vigor no ano.'}
    />
  )
}
