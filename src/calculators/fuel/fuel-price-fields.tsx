import type { FieldState } from '@/components/form/calculator-form-types.ts'
import { NumberField } from '@/components/form/number-field.tsx'

/** The two pump prices, asked the same way (and carried) in the trip and comparison tabs. */
export function FuelPriceFields({
  gasolina,
  etanol,
}: {
  gasolina: FieldState
  etanol: FieldState
}) {
  return (
    <>
      <NumberField
        field={gasolina}
        label="Preço da gasolina (R$/L)"
        placeholder="Ex.: 6,29"
        unit="R$/L"
      />
      <NumberField
        field={etanol}
        label="Preço do etanol (R$/L)"
        placeholder="Ex.: 4,19"
        unit="R$/L"
      />
    </>
  )
}
