import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { Note } from '@/components/form/note.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { useSharedField } from '@/components/form/use-shared-field.ts'
import { ETHANOL_YIELD } from '@/lib/fuel/fuel-options.ts'
import type { TripResult } from '@/lib/fuel/fuel.ts'
import { formatMoney, formatNumber, formatPercent } from '@/utils/format.ts'

import { type FuelShared, positiveField, priceField } from './fuel-fields.ts'
import { fuel } from './fuel-lib.ts'
import { FuelPriceFields } from './fuel-price-fields.tsx'
import { FUEL_MODES } from './fuel-modes.ts'

const fields = {
  distancia: positiveField(
    'Informe a distância da viagem em km.',
    'A distância deve ser maior que zero.',
  ),
  consumo: positiveField(
    'Informe quantos km o carro faz por litro de gasolina.',
    'O consumo deve ser maior que zero.',
  ),
  gasolina: priceField('da gasolina'),
  etanol: priceField('do etanol'),
} as const

const yieldPercent = formatPercent(ETHANOL_YIELD * 100, 0)

function verdict(r: TripResult): string {
  if (r.best === 'empate') return 'Empate: o custo é o mesmo'
  return r.best === 'etanol' ? 'Etanol sai mais barato' : 'Gasolina sai mais barata'
}

export function TripTab({ shared }: { shared?: FuelShared }) {
  const form = useCalculatorForm({
    id: 'fuel',
    fields,
    mode: FUEL_MODES.of('viagem'),
    lib: fuel,
    compute: (v, lib) => lib.calculateTrip(v),
    history: (r, v) => ({
      inputs: `Viagem de ${formatNumber(v.distancia ?? 0)} km a ${formatNumber(v.consumo ?? 0)} km/L`,
      result: `${verdict(r)} (gasolina ${formatMoney(r.costGasoline)}, etanol ${formatMoney(r.costEthanol)})`,
    }),
  })
  useSharedField(form, 'gasolina', shared?.gasoline)
  useSharedField(form, 'etanol', shared?.ethanol)
  useSharedField(form, 'consumo', shared?.kmPerLiter)

  return (
    <CalculatorLayout
      form={form}
      label="Calcular custo da viagem"
      result={(r) => (
        <ResultCard
          main={{ label: 'Melhor opção para a viagem', value: verdict(r) }}
          items={[
            {
              label: 'Com gasolina',
              value: formatMoney(r.costGasoline),
              hint: `${formatNumber(r.litersGasoline, 2)} L`,
              strong: r.best === 'gasolina',
            },
            {
              label: 'Com etanol',
              value: formatMoney(r.costEthanol),
              hint: `${formatNumber(r.litersEthanol, 2)} L a ${formatNumber(r.ethanolKmPerLiter, 2)} km/L`,
              strong: r.best === 'etanol',
            },
            r.best !== 'empate' && {
              label: 'Economia',
              value: `${formatMoney(r.savings)} (${formatPercent(r.savingsPercent)})`,
              tone: 'positive',
            },
            { label: 'Preço do etanol ÷ gasolina', value: formatPercent(r.priceRatio) },
          ]}
          rule="Litros = distância ÷ km/L; custo = litros × preço de cada combustível."
          steps={r.steps}
        >
          <Note>
            Suposição: com etanol o carro faz {yieldPercent} dos km/L da gasolina (
            {formatNumber(r.ethanolKmPerLiter, 2)}&nbsp;km/L aqui), porque o etanol tem cerca de 30%
            menos energia por litro. É a base da regra dos 70%: o etanol compensa quando custa até
            70% do preço da gasolina.
          </Note>
        </ResultCard>
      )}
    >
      <FieldGrid>
        <NumberField
          field={form.field('distancia')}
          label="Distância da viagem (km)"
          placeholder="Ex.: 700"
          unit="km"
        />
        <NumberField
          field={form.field('consumo')}
          label="Consumo com gasolina (km/L)"
          placeholder="Ex.: 12"
          unit="km/L"
        />
        <FuelPriceFields gasolina={form.field('gasolina')} etanol={form.field('etanol')} />
      </FieldGrid>
    </CalculatorLayout>
  )
}
