import { useState } from 'react'

import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { SelectField } from '@/components/form/select-field.tsx'
import { SwitchField } from '@/components/form/switch-field.tsx'
import type { FieldState } from '@/components/form/calculator-form-types.ts'

type ExtraFieldsProps = {
  extra: FieldState
  month: FieldState
  repeat: FieldState
  mode: FieldState
}

/**
 * The optional extra payment, folded away until wanted: open when it has a value (a link's) or
 * an error, or when the person opens it; closed again only by the person.
 */
export function ExtraFields({ extra, month, repeat, mode }: ExtraFieldsProps) {
  const [chosen, setChosen] = useState<boolean | null>(null)
  const hasError = [extra, month, repeat, mode].some((f) => f.error !== undefined)
  const open = hasError || (chosen ?? extra.value.trim() !== '')
  return (
    <details
      open={open}
      onToggle={(event) => {
        setChosen(event.currentTarget.open)
      }}
      className="group rounded-xl border p-3"
    >
      <summary className="min-h-11 cursor-pointer content-center font-medium">
        Amortização extra (opcional)
      </summary>
      <p className="text-muted-foreground mt-1 mb-3 text-sm">
        Um valor pago a mais junto com uma parcela abate o saldo devedor, sem multa (Código de
        Defesa do Consumidor, art. 52 §2º). Veja as duas opções lado a lado.
      </p>
      <FieldGrid>
        <NumberField field={extra} label="Valor extra (R$)" placeholder="Ex.: 10.000,00" />
        <NumberField field={month} label="Junto com a parcela nº" placeholder="Ex.: 12" />
        <SwitchField field={repeat} label="Repetir todo mês a partir dessa parcela" />
        <SelectField
          field={mode}
          label="Depois da amortização extra"
          options={[
            { value: 'prazo', label: 'Reduzir o prazo' },
            { value: 'parcela', label: 'Reduzir a parcela' },
          ]}
        />
      </FieldGrid>
    </details>
  )
}
