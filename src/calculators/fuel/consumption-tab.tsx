import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { formatMoney, formatNumber } from '@/utils/format.ts'

import { formatCostPerKm, positiveField, priceField } from './fuel-fields.ts'
import { fuel } from './fuel-lib.ts'
import { FUEL_MODES } from './fuel-modes.ts'

const fields = {
  distancia: positiveField(
    'Informe a distância percorrida em km.',
    'A distância deve ser maior que zero.',
  ),
  litros: positiveField(
    'Informe quantos litros foram abastecidos.',
    'Os litros devem ser mais que zero.',
  ),
  preco: priceField('do combustível'),
} as const

export function ConsumptionTab() {
  const form = useCalculatorForm({
    id: 'fuel',
    fields,
    mode: FUEL_MODES.of('consumo'),
    lib: fuel,
    compute: (v, lib) => lib.calculateFuelConsumption(v),
    history: (r, v) => ({
      inputs: `${formatNumber(v.distancia ?? 0)} km com ${formatNumber(v.litros ?? 0)} L`,
      result: `${formatNumber(r.kmPerLiter, 2)} km/L, ${formatMoney(r.totalCost)}`,
    }),
  })

  return (
    <CalculatorLayout
      form={form}
      label="Calcular consumo do veículo"
      result={(r) => (
        <ResultCard
          main={{ label: 'Consumo médio', value: `${formatNumber(r.kmPerLiter, 2)} km/L` }}
          items={[
            { label: 'Custo total', value: formatMoney(r.totalCost), strong: true },
            { label: 'Custo por km', value: formatCostPerKm(r.costPerKm) },
            { label: 'Litros a cada 100 km', value: `${formatNumber(r.litersPer100Km, 2)} L` },
          ]}
          rule="km/L = distância ÷ litros; custo total = litros × preço; custo por km = custo total ÷ distância."
          steps={r.steps}
        />
      )}
    >
      <FieldGrid>
        <NumberField
          field={form.field('distancia')}
          label="Distância percorrida (km)"
          placeholder="Ex.: 450"
          unit="km"
        />
        <NumberField
          field={form.field('litros')}
          label="Litros abastecidos (L)"
          placeholder="Ex.: 37,5"
          unit="L"
        />
        <NumberField
          field={form.field('preco')}
          label="Preço do litro (R$)"
          placeholder="Ex.: 5,899"
          unit="R$/L"
        />
      </FieldGrid>
    </CalculatorLayout>
  )
}
