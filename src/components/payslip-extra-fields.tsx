import { type ReactNode, useState } from 'react'

import type { FieldState } from '@/components/form/calculator-form-types.ts'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { SelectField } from '@/components/form/select-field.tsx'
import { SwitchField } from '@/components/form/switch-field.tsx'
import {
  INSALUBRITY_LABELS,
  INSALUBRITY_OPTIONS,
  PAYSLIP_EXTRA_FIELDS,
  type PayslipExtraField,
} from '@/lib/labor/payslip-lines/payslip-lines-options.ts'

/**
 * "Mais linhas do holerite" (docs/legal/payslip-lines.md): the adicionais, comissões, faltas,
 * salário-família and adiantamento, folded away so the simple case stays short on a phone. Open
 * when a field has a value (a link's) or an error, or when the person opens it; closed again
 * only by the person. `children` come first inside (the month of the salary screen).
 */
export function PayslipExtraFields({
  field,
  children,
}: {
  field: (name: PayslipExtraField) => FieldState
  children?: ReactNode
}) {
  const [chosen, setChosen] = useState<boolean | null>(null)
  const all = PAYSLIP_EXTRA_FIELDS.map(field)
  const filled = all.some((f) => f.value.trim() !== '' && f.value !== 'nao')
  const open = all.some((f) => f.error !== undefined) || (chosen ?? filled)
  return (
    <details
      open={open}
      onToggle={(event) => {
        setChosen(event.currentTarget.open)
      }}
      className="group mt-4 rounded-xl border p-3"
    >
      <summary className="min-h-11 cursor-pointer content-center font-medium">
        Mais linhas do holerite
      </summary>
      <p className="text-muted-foreground mt-1 mb-3 text-sm">
        Adicionais, comissões, faltas, salário-família e adiantamento (opcional).
      </p>
      <FieldGrid>
        {children}
        <SelectField
          field={field('insalubridade')}
          label="Insalubridade"
          options={INSALUBRITY_OPTIONS.map((value) => ({
            value: value === 'nao' ? '' : value,
            label: INSALUBRITY_LABELS[value],
          }))}
        />
        <SwitchField
          field={field('periculosidade')}
          off=""
          label="Periculosidade (30% do salário)"
          hint="Não se soma à insalubridade."
        />
        <NumberField
          field={field('comissoes')}
          label="Comissões do mês (R$)"
          placeholder="Opcional"
          hint="O DSR sobre elas é calculado no mês."
        />
        <NumberField
          field={field('faltas')}
          label="Faltas sem justificativa (dias)"
          placeholder="Opcional"
        />
        <NumberField
          field={field('semanasFaltas')}
          label="Semanas com falta"
          placeholder="Vazio: uma por falta"
          hint="Cada semana com falta perde o DSR."
        />
        <NumberField
          field={field('filhos')}
          label="Filhos até 14 anos"
          placeholder="Opcional"
          hint="Para o salário-família."
        />
        <NumberField
          field={field('adiantamento')}
          label="Adiantamento (% do salário)"
          placeholder="Ex.: 40"
        />
      </FieldGrid>
    </details>
  )
}
