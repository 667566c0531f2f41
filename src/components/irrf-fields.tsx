import type { FieldState } from '@/components/form/calculator-form-types.ts'
import { NumberField } from '@/components/form/number-field.tsx'

/**
 * The IRRF's two personal deductions (Lei 9.250/1995 art. 4º II and III) as salary, férias and
 * CLT × PJ ask for them: one label and hint each, with the field specs of irrf-field-specs.ts.
 * The URL names stay `dependentes` and `pensao`.
 */

export function DependentsField({ field }: { field: FieldState }) {
  return (
    <NumberField
      field={field}
      label="Dependentes para o IR"
      placeholder="Ex.: 0"
      hint="Filhos, cônjuge e outros dependentes declarados à empresa."
    />
  )
}

/** `hint`: what the pensão is paid on, where it is not the month's salary (férias, the 13º). */
export function PensionField({
  field,
  hint = 'Pensão alimentícia descontada do salário. Entra nas deduções do IRRF no lugar do desconto simplificado, quando vale mais.',
}: {
  field: FieldState
  hint?: string
}) {
  return (
    <NumberField
      field={field}
      label="Pensão judicial ou por escritura pública (R$)"
      placeholder="Opcional"
      hint={hint}
    />
  )
}
